// The open days as schema.org Events (JSON-LD): what search engines read for event rich results. Sent in a
// <script type="application/ld+json"> data block, which the browser never runs (the CSP's script-src is untouched).
import { CAMPUS_LABELS } from '../../../common/enums';
import { CAMPUS_DIRECTORY, INSTITUTE } from '../../../common/site';
import type { PublicEvent } from '../../../common/types';
import { kolkataIso } from './format';

type Campus = PublicEvent['campus'];

/**
 * A campus as a schema.org PostalAddress. The two campuses of the directory have street addresses
 * ("2nd Floor, Sevoke Road, Hakimpara, Siliguri, West Bengal 734001"); the others are named by their town.
 */
function postalAddress(campus: Campus) {
  const known = (CAMPUS_DIRECTORY as Record<string, { address: string } | undefined>)[campus];
  const base = { '@type': 'PostalAddress', addressRegion: 'West Bengal', addressCountry: 'IN' };
  if (!known) return { ...base, addressLocality: CAMPUS_LABELS[campus] };
  const parts = known.address.split(', ');
  const [regionAndCode = '', locality = CAMPUS_LABELS[campus]] = [parts.at(-1), parts.at(-2)];
  const postalCode = /\d{6}$/.exec(regionAndCode)?.[0];
  return {
    ...base,
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: locality,
    ...(postalCode ? { postalCode } : {}),
  };
}

const campusName = (campus: Campus) =>
  (CAMPUS_DIRECTORY as Record<string, { name: string } | undefined>)[campus]?.name ?? `${CAMPUS_LABELS[campus]} Campus`;

export function eventJsonLd(event: PublicEvent) {
  const url = `${INSTITUTE.siteUrl}/events#open-day-${event.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate: kolkataIso(event.starts_at),
    // The language the open day is held in (BCP 47), as search engines read it.
    inLanguage: `${event.language ?? 'en'}-IN`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    location: { '@type': 'Place', name: campusName(event.campus), address: postalAddress(event.campus) },
    organizer: { '@type': 'EducationalOrganization', name: INSTITUTE.name, url: INSTITUTE.siteUrl },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'INR',
      url,
      availability: event.seats_left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: event.seats_left,
  };
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end or change it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
