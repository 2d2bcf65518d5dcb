// The band that closes a page with what to do next: its title, one line, and the page's own actions.
import type { ReactNode } from 'react';
import styles from './closing-cta.module.css';

export function ClosingCta({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={`section ${styles.band}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        {children}
      </div>
    </section>
  );
}
