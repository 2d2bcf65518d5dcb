// Our achievers, scrolling by themselves: four skeletons while loading, the built-in eight if none can be shown.
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { Achiever } from '../../../common/types';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { FALLBACK_ACHIEVERS } from './data';

export const ACHIEVER_SKELETONS = 4;

function AchieverCard({ achiever }: { achiever: Achiever }) {
  return (
    <figure className="achiever-card">
      <ResponsiveImage
        src={achiever.image}
        alt={achiever.name}
        width={320}
        height={360}
        className="achiever-card__photo"
      />
      <figcaption>
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
      aria-label="Loading achievers"
    >
      {Array.from({ length: ACHIEVER_SKELETONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="achiever-card achiever-card--skeleton" data-testid="achiever-skeleton" />
      ))}
    </div>
  );
}

function Marquee({ achievers }: { achievers: Achiever[] }) {
  const shown = achievers.length ? achievers : FALLBACK_ACHIEVERS;
  return (
    <div className="achievers__viewport">
      <ul className="achievers__track achievers__track--moving" style={{ animationDuration: `${shown.length * 4}s` }}>
        {shown.map((achiever) => (
          <li key={achiever.id}>
            <AchieverCard achiever={achiever} />
          </li>
        ))}
        {/* A second copy makes the loop seamless; assistive technology reads the list once. */}
        {shown.map((achiever) => (
          <li key={`copy-${achiever.id}`} aria-hidden="true" className="achievers__copy">
            <AchieverCard achiever={achiever} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AchieversCarousel({ achievers }: { achievers: Achiever[] | Promise<Achiever[]> }) {
  return (
    <section className="section achievers" aria-labelledby="achievers-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">Proud Moments</p>
          <h2 id="achievers-heading">Our Achievers</h2>
          <p className="section-heading__intro">
            Students of the institute now working with leading airlines and hotels.
          </p>
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
