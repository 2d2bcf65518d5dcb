// A section's eyebrow label, heading and intro line.
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
};

export function SectionHeading({ eyebrow, title, intro, id, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </div>
  );
}
