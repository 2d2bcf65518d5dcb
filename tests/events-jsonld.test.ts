// The open days' schema.org Event data and their India-time wording (public-site/pages/events/).

import type { PublicEvent } from '../common/types';
import { kolkataBadge, kolkataDay, kolkataIso, kolkataTime } from '../public-site/pages/events/format';
import { eventJsonLd, scriptJson } from '../public-site/pages/events/jsonld';

const openDay = (overrides: Partial<PublicEvent> = {}): PublicEvent => ({
  id: 7,
  title: 'Aviation Open Day',
  description: 'Tour the mock cabin.',
  // 20:00 UTC on the 4th is 01:30 on the 5th in India.
  starts_at: '2030-12-04T20:00:00.000Z',
  campus: 'siliguri',
  capacity: 40,
  seats_left: 3,
  language: 'en',
  ...overrides,
});

describe('open day wording in India time', () => {
  it('writes the day, time and badge of the India date, across UTC midnight', () => {
    const { starts_at } = openDay();
    expect(kolkataDay(starts_at)).toBe('Thursday, 5 December 2030');
    expect(kolkataTime(starts_at)).toBe('1:30 AM IST');
    expect(kolkataBadge(starts_at)).toEqual({ day: 5, month: 'Dec' });
    expect(kolkataIso(starts_at)).toBe('2030-12-05T01:30:00+05:30');
    expect(kolkataTime('2030-12-05T06:30:00Z')).toBe('12:00 PM IST');
    expect(kolkataTime('2030-12-04T18:30:00Z')).toBe('12:00 AM IST');
  });
});

describe('Event JSON-LD', () => {
  it('describes an offline event at the campus address, organised by the institute, with seats as its offer', () => {
    expect(eventJsonLd(openDay())).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Aviation Open Day',
      description: 'Tour the mock cabin.',
      startDate: '2030-12-05T01:30:00+05:30',
      inLanguage: 'en-IN',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: 'https://www.skylineinstitute.in/events#open-day-7',
      location: {
        '@type': 'Place',
        name: 'Siliguri Campus (Head Office)',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '2nd Floor, Sevoke Road, Hakimpara',
          addressLocality: 'Siliguri',
          addressRegion: 'West Bengal',
          postalCode: '734001',
          addressCountry: 'IN',
        },
      },
      organizer: { '@type': 'EducationalOrganization', url: 'https://www.skylineinstitute.in' },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('names the language an open day is held in', () => {
    expect(eventJsonLd(openDay({ language: 'bn' })).inLanguage).toBe('bn-IN');
    expect(eventJsonLd(openDay({ language: 'hi' })).inLanguage).toBe('hi-IN');
  });

  it('names a campus without a street address by its town, and a full open day as sold out', () => {
    const event = eventJsonLd(openDay({ campus: 'cooch-behar', seats_left: 0, description: null }));
    expect(event.location).toEqual({
      '@type': 'Place',
      name: 'Cooch Behar Campus',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Cooch Behar',
        addressRegion: 'West Bengal',
        addressCountry: 'IN',
      },
    });
    expect(event.offers.availability).toBe('https://schema.org/SoldOut');
    expect(event).not.toHaveProperty('description');
  });

  it('cannot close or change its script element, whatever staff typed', () => {
    const text = scriptJson(eventJsonLd(openDay({ title: '</script><script>alert(1)</script><!--' })));
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script><!--');
  });
});
