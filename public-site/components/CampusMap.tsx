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

/** The tinted "Visit Us" section with the maps of the two main campuses; each page gives its own heading. */
export function CampusMaps({ headingId, title }: { headingId: string; title: string }) {
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow="Visit Us" title={title} />
        <div className="map-grid">
          <CampusMap title={`Map: ${CAMPUS_DIRECTORY.siliguri.name}`} query={CAMPUS_DIRECTORY.siliguri.address} />
          <CampusMap title={`Map: ${CAMPUS_DIRECTORY.kolkata.name}`} query={CAMPUS_DIRECTORY.kolkata.address} />
        </div>
      </div>
    </section>
  );
}

export const mapLink = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
