// Institute-wide constants: names, contacts, campuses and links shown across the public site and its metadata.

export const INSTITUTE = {
  name: 'Skyline Institute of Aviation, Tourism & Hospitality',
  shortName: 'Skyline Institute',
  /** Where admissions questions go; shown in the top bar, footer and forms' help texts. */
  academicHeadEmail: 'academichead@skylineinstitute.in',
  mainPhone: '+91 98320 45678',
  /** Canonical links and social previews point at the public address, whatever host served the page. */
  siteUrl: 'https://www.skylineinstitute.in',
  admissionPortalUrl: 'https://admission.skylineinstitute.in',
  foundedYear: 2008,
  copyrightYear: 2025,
} as const;

export type Campus = { name: string; address: string; phone: string; email: string };

export const CAMPUS_DIRECTORY: { siliguri: Campus; kolkata: Campus } = {
  siliguri: {
    name: 'Siliguri Campus (Head Office)',
    address: '2nd Floor, Sevoke Road, Hakimpara, Siliguri, West Bengal 734001',
    phone: '+91 98320 45678',
    email: 'siliguri@skylineinstitute.in',
  },
  kolkata: {
    name: 'Kolkata Campus',
    address: '1st Floor, B.T. Road, Kamarhati, Kolkata, West Bengal 700054',
    phone: '+91 90510 23456',
    email: 'kolkata@skylineinstitute.in',
  },
};

/** Both campus phones, head office first, as the top bar lists them. */
export const TOP_BAR_PHONES = [CAMPUS_DIRECTORY.siliguri.phone, CAMPUS_DIRECTORY.kolkata.phone] as const;

export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/skylineinstitute' },
  { network: 'twitter', label: 'X (Twitter)', url: 'https://x.com/skylineinstitute' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/school/skylineinstitute' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/skylineinstitute' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@skylineinstitute' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
export const YOUTUBE_CHANNEL_URL = SOCIAL_LINKS[4].url;

export const OFFICE_HOURS = { days: 'Monday to Saturday', hours: '9:00 AM to 6:00 PM' } as const;
export const OFFICE_HOURS_TEXT = `${OFFICE_HOURS.days}: ${OFFICE_HOURS.hours}`;

/** The four programs the footer and the marketing copy promote; all link to /courses. */
export const PROGRAMS = [
  'BBA Tourism, Aviation & Hospitality',
  'BBM Tourism, Aviation & Hospitality',
  'Diploma in Aviation',
  'Diploma in Tourism & Hospitality Management',
] as const;

export const AFFILIATED_UNIVERSITIES = [
  'University of North Bengal',
  'Cooch Behar Panchanan Barma University',
  'West Bengal State University',
] as const;

/** Site-wide defaults of the page metadata; each page may override title, description, url and image. */
export const DEFAULT_META = {
  title: `${INSTITUTE.name} | Aviation, Tourism & Hospitality Courses in Siliguri and Kolkata`,
  description:
    'Aviation, tourism and hospitality education in West Bengal: BBA and BBM degrees, diplomas and certification courses with 100% placement assistance at our Siliguri and Kolkata campuses.',
  keywords:
    'aviation institute, hospitality course, tourism course, BBA aviation, BBM hospitality, airport management, hotel management, Siliguri, Kolkata, West Bengal',
  image: '/images/site/og-image.jpg',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string) => `mailto:${email}`;
