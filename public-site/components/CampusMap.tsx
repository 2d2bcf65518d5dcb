// An embedded Google map of one campus (lazy, so it costs nothing until scrolled to), and the section of both main
// campuses' maps that About and Contact show.
import { CAMPUS_DIRECTORY } from '../../common/site';
import { SectionHeading } from './SectionHeading';

export function CampusMap({ title, query }: { title: string; query: string }) {
  return (
    <figure className="campus-map">
      <iframe
        title={title}
        src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width={600}
        height={360}
      />
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
