// The rules of the site settings staff edit (common/site.ts SiteSettings): checked by the server on save and shown
// by the panel's form, and the defaults the server answers with. Kept apart from common/site.ts so the public site's
// script never carries zod for it, nor the Bengali and Hindi defaults (the server sends the settings with the page).
import { z } from 'zod';
import { PHONE_PATTERN } from './forms';
import {
  admissionsSessionYear,
  ENGLISH_SITE_SETTINGS,
  SETTING_LANGUAGES,
  type SiteSettings,
  type TranslatedSetting,
  translatedSetting,
  WORDED_SETTINGS,
  type WordedSetting,
} from './site';
import { plainString } from './text';

const text = (label: string, max: number) =>
  plainString({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const phone = (label: string) =>
  text(label, 20).regex(PHONE_PATTERN, `${label}: digits, spaces and dashes, optionally starting with +`);

const email = (label: string) => text(label, 254).pipe(z.email(`${label} must be a valid e-mail address`));

/** A profile's address: https only, or empty to leave the network out of the site's links. */
const socialUrl = (label: string) =>
  plainString()
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      message: `${label} must be an https:// address, or empty to leave it out`,
    });

/**
 * The office hours and the admissions banner as a Bengali and a Hindi admissions office write them
 * (docs/translations.md): the defaults of the settings' Bengali and Hindi versions, and the e-mails' footer. The
 * banner is followed by the year, as the English one is ("ভর্তি চলছে ২০২৭", as admissions posters in Bengali read).
 */
export const WORDS_IN: Record<(typeof SETTING_LANGUAGES)[number], Record<WordedSetting, string>> = {
  bn: { admissions_text: 'ভর্তি চলছে', office_days: 'সোমবার থেকে শনিবার', office_hours: 'সকাল ৯টা থেকে সন্ধ্যা ৬টা' },
  hi: { admissions_text: 'प्रवेश जारी, सत्र', office_days: 'सोमवार से शनिवार', office_hours: 'सुबह 9 बजे से शाम 6 बजे तक' },
};

/** The settings before staff change any: today's texts, the Bengali and Hindi versions in WORDS_IN. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...ENGLISH_SITE_SETTINGS,
  ...Object.fromEntries(
    WORDED_SETTINGS.flatMap((setting) =>
      SETTING_LANGUAGES.map((language) => [translatedSetting(setting, language), WORDS_IN[language][setting]]),
    ),
  ),
};

/** The settings as stored (only what staff changed) over the defaults; unknown keys are dropped. */
export function withDefaults(stored: Record<string, unknown> | null | undefined, now = Date.now()): SiteSettings {
  const settings = { ...DEFAULT_SITE_SETTINGS, admissions_year: admissionsSessionYear(now) };
  for (const key of Object.keys(settings) as (keyof SiteSettings)[]) {
    const value = stored?.[key];
    if (typeof value === typeof settings[key]) (settings as Record<string, unknown>)[key] = value;
  }
  return settings;
}

/** The language names the panel's labels use (the panel is in English). */
const LANGUAGE_LABELS: Record<(typeof SETTING_LANGUAGES)[number], string> = { bn: 'Bengali', hi: 'Hindi' };

/** Each worded setting's versions in the other languages with their labels: "Office days in Bengali". */
export const translationsOf = (setting: WordedSetting) =>
  SETTING_LANGUAGES.map((language) => ({
    source: translatedSetting(setting, language),
    label: `${ENGLISH_LABELS[setting]} in ${LANGUAGE_LABELS[language]}`,
  }));

/** Each setting's label in the panel, in the form's order. */
const ENGLISH_LABELS = {
  admissions_text: 'Admissions banner text',
  admissions_year: 'Admissions year',
  siliguri_phone: 'Siliguri phone',
  siliguri_email: 'Siliguri e-mail',
  kolkata_phone: 'Kolkata phone',
  kolkata_email: 'Kolkata e-mail',
  office_days: 'Office days',
  office_hours: 'Office hours',
  facebook_url: 'Facebook',
  twitter_url: 'X (Twitter)',
  linkedin_url: 'LinkedIn',
  instagram_url: 'Instagram',
  youtube_url: 'YouTube',
} satisfies Record<Exclude<keyof SiteSettings, TranslatedSetting>, string>;

export const SITE_SETTING_LABELS = {
  ...ENGLISH_LABELS,
  ...Object.fromEntries(
    WORDED_SETTINGS.flatMap((setting) => translationsOf(setting).map(({ source, label }) => [source, label])),
  ),
} as Record<keyof SiteSettings, string>;

const L = SITE_SETTING_LABELS;

/** A worded setting's version in another language: empty shows the English one on that language's pages. */
const translation = (source: TranslatedSetting, max: number) =>
  plainString({ error: `${L[source]} must be text` })
    .trim()
    .max(max, `${L[source]} must be at most ${max} characters`);

const MAX_LENGTH: Record<WordedSetting, number> = { admissions_text: 80, office_days: 60, office_hours: 60 };

/** A whole set of settings, as the panel saves it; a key the settings do not have is refused. */
export const siteSettingsSchema = z.strictObject({
  admissions_text: text(L.admissions_text, MAX_LENGTH.admissions_text),
  admissions_year: z
    .number({ error: `${L.admissions_year} must be a year` })
    .int(`${L.admissions_year} must be a year`)
    .min(2000, `${L.admissions_year} must be between 2000 and 2100`)
    .max(2100, `${L.admissions_year} must be between 2000 and 2100`),
  siliguri_phone: phone(L.siliguri_phone),
  siliguri_email: email(L.siliguri_email),
  kolkata_phone: phone(L.kolkata_phone),
  kolkata_email: email(L.kolkata_email),
  office_days: text(L.office_days, MAX_LENGTH.office_days),
  office_hours: text(L.office_hours, MAX_LENGTH.office_hours),
  facebook_url: socialUrl(L.facebook_url),
  twitter_url: socialUrl(L.twitter_url),
  linkedin_url: socialUrl(L.linkedin_url),
  instagram_url: socialUrl(L.instagram_url),
  youtube_url: socialUrl(L.youtube_url),
  ...(Object.fromEntries(
    WORDED_SETTINGS.flatMap((setting) =>
      translationsOf(setting).map(({ source }) => [source, translation(source, MAX_LENGTH[setting])]),
    ),
  ) as Record<TranslatedSetting, ReturnType<typeof translation>>),
}) satisfies z.ZodType<SiteSettings>;
