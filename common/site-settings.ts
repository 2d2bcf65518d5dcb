// The rules of the site settings staff edit (common/site.ts SiteSettings): checked by the server on save and shown
// by the panel's form. Kept apart from common/site.ts so the public site's script never carries zod for it.
import { z } from 'zod';
import { PHONE_PATTERN } from './forms';
import type { SiteSettings } from './site';
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

/** Each setting's label in the panel, in the form's order. */
export const SITE_SETTING_LABELS: Record<keyof SiteSettings, string> = {
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
};

const L = SITE_SETTING_LABELS;

/** A whole set of settings, as the panel saves it; a key the settings do not have is refused. */
export const siteSettingsSchema = z.strictObject({
  admissions_text: text(L.admissions_text, 80),
  admissions_year: z
    .number({ error: `${L.admissions_year} must be a year` })
    .int(`${L.admissions_year} must be a year`)
    .min(2000, `${L.admissions_year} must be between 2000 and 2100`)
    .max(2100, `${L.admissions_year} must be between 2000 and 2100`),
  siliguri_phone: phone(L.siliguri_phone),
  siliguri_email: email(L.siliguri_email),
  kolkata_phone: phone(L.kolkata_phone),
  kolkata_email: email(L.kolkata_email),
  office_days: text(L.office_days, 60),
  office_hours: text(L.office_hours, 60),
  facebook_url: socialUrl(L.facebook_url),
  twitter_url: socialUrl(L.twitter_url),
  linkedin_url: socialUrl(L.linkedin_url),
  instagram_url: socialUrl(L.instagram_url),
  youtube_url: socialUrl(L.youtube_url),
}) satisfies z.ZodType<SiteSettings>;
