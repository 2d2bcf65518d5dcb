// Fades a section in once, when a tenth of it scrolls into view. What is on screen when the page starts stays put,
// and without script everything is simply visible.
import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';

export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_DURATION_MS = 600;

type RevealProps = {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Milliseconds to wait before fading in (the stat cards stagger by 150). */
  delay?: number;
  duration?: number;
  id?: string;
};

export function Reveal({
  children,
  as: Tag = 'div',
  className,
  delay = 0,
  duration = REVEAL_DURATION_MS,
  id,
}: RevealProps) {
  const element = useRef<HTMLElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'visible'>('static');

  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          if (!entry.isIntersecting) setState('hidden');
          else observer.disconnect();
          return;
        }
        if (entry.isIntersecting) {
          setState('visible');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={element}
      id={id}
      className={`reveal reveal--${state} ${className ?? ''}`}
      // Only the fade in is animated: a section below the fold hides at once, never fading out before the visitor.
      style={state === 'visible' ? { transitionDuration: `${duration}ms`, transitionDelay: `${delay}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
