// Institute-wide constants: names, contacts, campuses and links shown across the public site and its metadata.
import type { Language } from './languages';

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

/** The languages besides English that staff's own words on the site are written in too. */
export const SETTING_LANGUAGES = ['bn', 'hi'] as const satisfies readonly Exclude<Language, 'en'>[];
type SettingLanguage = (typeof SETTING_LANGUAGES)[number];
const isSettingLanguage = (language: Language): language is SettingLanguage =>
  (SETTING_LANGUAGES as readonly Language[]).includes(language);

/** The settings that are words: each has a version per language of SETTING_LANGUAGES beside the English one. */
export const WORDED_SETTINGS = ['admissions_text', 'office_days', 'office_hours'] as const;
export type WordedSetting = (typeof WORDED_SETTINGS)[number];
export type TranslatedSetting = `${WordedSetting}_${SettingLanguage}`;
export const translatedSetting = (setting: WordedSetting, language: SettingLanguage): TranslatedSetting =>
  `${setting}_${language}`;

/**
 * What admins and editors change in the panel's Site Settings (migrations/20261201500100_create_site_settings.ts,
 * server/site-settings/): the admissions banner, the campuses' phones and e-mails, office hours, social links.
 * Stored are only the values staff changed; every other one is its default below, today's text, so the site looks
 * the same until staff change something. The rules of each value: common/site-settings.ts (zod, not loaded here,
 * so the public site's script does not carry it).
 */
export type SiteSettings = {
  admissions_text: string;
  admissions_year: number;
  siliguri_phone: string;
  siliguri_email: string;
  kolkata_phone: string;
  kolkata_email: string;
  office_days: string;
  office_hours: string;
  facebook_url: string;
  twitter_url: string;
  linkedin_url: string;
  instagram_url: string;
  youtube_url: string;
} & Record<TranslatedSetting, string>;

const socialUrl = (network: SocialNetwork) => SOCIAL_LINKS.find((link) => link.network === network)?.url ?? '';

/**
 * The year of the session admissions are open for at `now`: courses start in July, so from July on it is next year's
 * (27 November 2026: 2027). The banner follows it unless staff set a year.
 */
export function admissionsSessionYear(now: number): number {
  const india = new Date(now + 330 * 60_000);
  return india.getUTCFullYear() + (india.getUTCMonth() >= 6 ? 1 : 0);
}

/**
 * The settings before staff change any, with the Bengali and Hindi versions empty (each page shows the English):
 * what the public site's script falls back to when the settings cannot be read, so that the script every page loads
 * does not carry the Bengali and Hindi words. The defaults themselves, those included, are DEFAULT_SITE_SETTINGS
 * (common/site-settings.ts), which the server answers with.
 */
export const ENGLISH_SITE_SETTINGS: SiteSettings = {
  admissions_text: 'Admissions open for',
  admissions_year: admissionsSessionYear(Date.now()),
  siliguri_phone: CAMPUS_DIRECTORY.siliguri.phone,
  siliguri_email: CAMPUS_DIRECTORY.siliguri.email,
  kolkata_phone: CAMPUS_DIRECTORY.kolkata.phone,
  kolkata_email: CAMPUS_DIRECTORY.kolkata.email,
  office_days: OFFICE_HOURS.days,
  office_hours: OFFICE_HOURS.hours,
  facebook_url: socialUrl('facebook'),
  twitter_url: socialUrl('twitter'),
  linkedin_url: socialUrl('linkedin'),
  instagram_url: socialUrl('instagram'),
  youtube_url: socialUrl('youtube'),
  ...(Object.fromEntries(
    WORDED_SETTINGS.flatMap((setting) =>
      SETTING_LANGUAGES.map((language) => [translatedSetting(setting, language), '']),
    ),
  ) as Record<TranslatedSetting, string>),
};

/** A campus as the site shows it, with the phone and e-mail of the settings. */
export const campusOf = (settings: SiteSettings, campus: 'siliguri' | 'kolkata'): Campus => ({
  ...CAMPUS_DIRECTORY[campus],
  phone: settings[`${campus}_phone`],
  email: settings[`${campus}_email`],
});

/** The head office's phone: the site's main number. */
export const mainPhoneOf = (settings: SiteSettings) => settings.siliguri_phone;

/** Both campus phones, head office first, as the top bar lists them. */
export const campusPhonesOf = (settings: SiteSettings) => [settings.siliguri_phone, settings.kolkata_phone];

/** The five social profiles with the addresses of the settings (a cleared one is left out). */
export const socialLinksOf = (settings: SiteSettings) =>
  SOCIAL_LINKS.map((link) => ({ ...link, url: settings[`${link.network}_url`] })).filter((link) => link.url);

/**
 * A setting in words as a page in `language` shows it: its version in that language, or, when staff left that empty,
 * the English one with `lang: 'en'` for the element that holds it (so a screen reader reads it as English).
 */
export function settingIn(
  settings: SiteSettings,
  setting: WordedSetting,
  language: Language,
): { text: string; lang?: 'en' } {
  if (!isSettingLanguage(language)) return { text: settings[setting] };
  const translated = settings[translatedSetting(setting, language)].trim();
  return translated ? { text: translated } : { text: settings[setting], lang: 'en' };
}

/**
 * The office days and hours as a page in `language` shows them ("Monday to Saturday", "9:00 AM to 6:00 PM" and
 * `text` joining them): both in the page's language, or both in English (`lang: 'en'`) when staff left either
 * version empty, since half of each would read as neither.
 */
export function officeHoursIn(
  settings: SiteSettings,
  language: Language,
): { days: string; hours: string; text: string; lang?: 'en' } {
  const days = settingIn(settings, 'office_days', language);
  const hours = settingIn(settings, 'office_hours', language);
  const both =
    days.lang || hours.lang
      ? { days: settings.office_days, hours: settings.office_hours, lang: 'en' as const }
      : { days: days.text, hours: hours.text };
  return { ...both, text: `${both.days}: ${both.hours}` };
}

/**
 * The admissions banner of the home page: "Admissions open for 2027", "ভর্তি চলছে ২০২৭". `formatYear` writes the
 * year in the digits of the words' language.
 */
export function admissionsBannerIn(
  settings: SiteSettings,
  language: Language,
  formatYear: (language: Language, year: number) => string,
): { text: string; lang?: 'en' } {
  const words = settingIn(settings, 'admissions_text', language);
  const year = formatYear(words.lang ?? language, settings.admissions_year);
  return { text: `${words.text} ${year}`.trim(), ...(words.lang ? { lang: words.lang } : {}) };
}

/** The calendar year in India (Asia/Kolkata, UTC+5:30, no daylight saving) at `now`: the copyright line's. */
export const indiaYear = (now: number) => new Date(now + 330 * 60_000).getUTCFullYear();

export const AFFILIATED_UNIVERSITIES = [
  'University of North Bengal',
  'Cooch Behar Panchanan Barma University',
  'West Bengal State University',
] as const;

/** Site-wide defaults of the page metadata; each page may override title, description, url and image. */
export const DEFAULT_META = {
  // At most 60 characters, so search results show it whole; the brand last, as on every other page.
  title: `Aviation, Tourism & Hospitality Courses | ${INSTITUTE.shortName}`,
  description:
    'Aviation, tourism and hospitality education in West Bengal: BBA and BBM degrees and certification courses with 100% placement assistance at our Siliguri and Kolkata campuses.',
  keywords:
    'aviation institute, hospitality course, tourism course, BBA aviation, BBM hospitality, airport management, hotel management, Siliguri, Kolkata, West Bengal',
  image: '/images/site/og-image.jpg',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string) => `mailto:${email}`;
