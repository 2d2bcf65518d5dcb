// An embedded Google map of one campus, and the section of both main campuses' maps that About and Contact show.
//
// The map's frame is made only when the visitor scrolls within a screen or so of it. A frame marked
// loading="lazy" alone is fetched with the page when it sits within Chrome's own lazy-load distance (the contact
// page's maps, 1,650 px below a phone's first screen, were), and each brings Google's map scripts (about a megabyte)
// and a renderer of its own, sharing a slow phone's data and processor with the page's first taps
// (docs/performance-history.md, 2026-11-30, ninth entry). Until then an empty box of the map's size holds its place; without JavaScript the
// frame is in <noscript> as before.
import { useEffect, useRef, useState } from 'react';
import { CAMPUS_DIRECTORY } from '../../common/site';
import { whenNearScreen } from './lazySection';
import { SectionHeading } from './SectionHeading';

/** How close to the screen a map's frame is made: most of a phone's screen ahead of a scrolling visitor. */
const MAP_MARGIN = '600px';

function MapFrame({ title, query }: { title: string; query: string }) {
  return (
    <iframe
      title={title}
      src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      width={600}
      height={360}
    />
  );
}

export function CampusMap({ title, query }: { title: string; query: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const gone = new AbortController();
    whenNearScreen(target, MAP_MARGIN, gone.signal).then(() => {
      if (!gone.signal.aborted) setNear(true);
    });
    return () => gone.abort();
  }, [near]);
  return (
    <figure className="campus-map">
      {near ? (
        <MapFrame title={title} query={query} />
      ) : (
        <div ref={place} className="campus-map__place">
          <noscript>
            <MapFrame title={title} query={query} />
          </noscript>
        </div>
      )}
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/** The tinted "Visit Us" section with the maps of the two main campuses; each page gives its words. */
export function CampusMaps({
  headingId,
  title,
  eyebrow,
  mapTitles,
}: {
  headingId: string;
  title: string;
  eyebrow: string;
  /** The Siliguri map's title, then Kolkata's. */
  mapTitles: [string, string];
}) {
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
        <div className="map-grid">
          <CampusMap title={mapTitles[0]} query={CAMPUS_DIRECTORY.siliguri.address} />
          <CampusMap title={mapTitles[1]} query={CAMPUS_DIRECTORY.kolkata.address} />
        </div>
      </div>
    </section>
  );
}

export const mapLink = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
