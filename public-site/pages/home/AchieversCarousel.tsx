// Our achievers, scrolling by themselves: four skeletons while loading, the built-in eight if none can be shown.

import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Await } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import type { Achiever } from '../../../common/types';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useLanguage, useT } from '../../i18n/i18n';
import { FALLBACK_ACHIEVERS } from './data';

export const ACHIEVER_SKELETONS = 4;

function AchieverCard({ achiever }: { achiever: Achiever }) {
  const language = useLanguage();
  return (
    <figure className="achiever-card">
      <ResponsiveImage
        src={achiever.image}
        alt={achiever.name}
        width={320}
        height={360}
        className="achiever-card__photo"
      />
      {/* Names, job titles and companies as the staff write them, in English. */}
      <figcaption lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}>
        <strong>{achiever.name}</strong>
        {achiever.position && <span>{achiever.position}</span>}
        {achiever.company_logo ? (
          <img
            className="achiever-card__company-logo"
            src={achiever.company_logo}
            alt={achiever.company_name ?? ''}
            loading="lazy"
          />
        ) : (
          achiever.company_name && <span className="achiever-card__company">{achiever.company_name}</span>
        )}
      </figcaption>
    </figure>
  );
}

function Skeletons() {
  return (
    <div
      className="achievers__track achievers__track--loading"
      role="status"
      aria-busy="true"
      aria-label={useT()('home.achievers.loading')}
    >
      {Array.from({ length: ACHIEVER_SKELETONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="achiever-card achiever-card--skeleton" data-testid="achiever-skeleton" />
      ))}
    </div>
  );
}

/** How near the viewport the strip must come before it starts to move. */
export const MARQUEE_START_MARGIN = '200px';

/**
 * True once the element has come within MARQUEE_START_MARGIN of the viewport (at once where the browser has no
 * IntersectionObserver). False on the server and during hydration, so the server's HTML is matched.
 */
function useNearViewport(element: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MARQUEE_START_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}

/**
 * The strip is sent as one copy of the cards, standing still; the second copy, which makes the loop seamless, and
 * the movement are added when the strip nears the viewport. The page's load then parses, styles and lays out
 * eight cards instead of sixteen, and a visitor who never scrolls there costs nothing more.
 */
function Marquee({ achievers }: { achievers: Achiever[] }) {
  const shown = achievers.length ? achievers : FALLBACK_ACHIEVERS;
  const viewport = useRef<HTMLDivElement>(null);
  const moving = useNearViewport(viewport);
  return (
    <div className="achievers__viewport" ref={viewport}>
      <ul
        className={moving ? 'achievers__track achievers__track--moving' : 'achievers__track'}
        style={moving ? { animationDuration: `${shown.length * 4}s` } : undefined}
      >
        {shown.map((achiever) => (
          <li key={achiever.id}>
            <AchieverCard achiever={achiever} />
          </li>
        ))}
        {/* A second copy makes the loop seamless; assistive technology reads the list once. */}
        {moving &&
          shown.map((achiever) => (
            <li key={`copy-${achiever.id}`} aria-hidden="true" className="achievers__copy">
              <AchieverCard achiever={achiever} />
            </li>
          ))}
      </ul>
    </div>
  );
}

export function AchieversCarousel({ achievers }: { achievers: Achiever[] | Promise<Achiever[]> }) {
  const t = useT();
  return (
    <section className="section achievers" aria-labelledby="achievers-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t('home.achievers.eyebrow')}</p>
          <h2 id="achievers-heading">{t('home.achievers.title')}</h2>
          <p className="section-heading__intro">{t('home.achievers.intro')}</p>
        </div>
      </div>
      <Suspense fallback={<Skeletons />}>
        <Await resolve={achievers} errorElement={<Marquee achievers={[]} />}>
          {(loaded: Achiever[]) => <Marquee achievers={loaded} />}
        </Await>
      </Suspense>
    </section>
  );
}
