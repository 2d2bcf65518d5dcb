// The privacy notice every visitor form shows (India's Digital Personal Data Protection Act 2023, s.5) and the
// consent a form post may carry (s.6). Kept in one place: the forms show it collapsed beside their consent box,
// /privacy shows it in full, and the server refuses a consent given to any other version of it. No zod here: the
// public site's forms import it with their first paint (the rule is in common/forms.ts, loaded on first focus).
import { KOLKATA_OFFSET_MS } from './kolkata';

/** The notice's version: a post consenting to another version is refused (400), so change it with the text. */
export const NOTICE_VERSION = '2026-11-27';

/** Languages the notice is published in; a consent records which one the visitor read. */
export const NOTICE_LANGUAGES = ['en', 'bn', 'hi'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Months an enquiry is kept when it led to no application (RETENTION_MONTHS, server/core/config.ts, defaults to it). */
export const DEFAULT_RETENTION_MONTHS = 24;

/**
 * Whether a person's copy on the "Your data" page includes the counsellors' notes and planned calls about them. Off:
 * they are the institute's working notes (the person gets their own submissions, record and its history); an
 * institute that decides otherwise sets this, and they are then shown only with a record whose own address the
 * person verified.
 */
export const SHOW_COUNSELLOR_NOTES: boolean = false;

/** The Data Protection Board of India, to whom a visitor may complain (DPDP Act s.13). */
export const DATA_PROTECTION_BOARD_URL = 'https://www.dpboard.gov.in';

// The notice's text, item by item (what is collected, why, for how long, how to withdraw and how to complain), is in
// the site's catalogues in each language (forms.notice.…, public-site/components/PrivacyNotice.tsx).

/** What a form post's consent looks like (its rule is consentSchema, common/forms.ts). */
export type Consent = { notice_version: typeof NOTICE_VERSION; language: NoticeLanguage; marketing: boolean };

/** What a browser form sends for its consent box and its optional news box. */
export const consentPayload = (ticked: boolean, marketing: boolean, language: NoticeLanguage = 'en') =>
  ticked ? { notice_version: NOTICE_VERSION, language, marketing } : false;

/** Under this age an application needs a parent's or guardian's details and their confirmation (DPDP Act s.9). */
export const ADULT_AGE = 18;

/** Days a parent or guardian has to follow the confirmation link; the retention job deletes what is left after. */
export const GUARDIAN_LINK_DAYS = 7;

/** How the parent or guardian is related to the applicant. */
export const GUARDIAN_RELATIONS = ['mother', 'father', 'legal_guardian', 'other_relative'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
export const GUARDIAN_RELATION_LABELS: Record<GuardianRelation, string> = {
  mother: 'Mother',
  father: 'Father',
  legal_guardian: 'Legal guardian',
  other_relative: 'Other relative',
};

/** The date (YYYY-MM-DD) on which someone born on `dateOfBirth` turns `years` (29 February: 1 March). */
function birthday(dateOfBirth: string, years: number): string {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const date = new Date(Date.UTC(year + years, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a date of birth (YYYY-MM-DD) shows someone under 18 on `today` (YYYY-MM-DD, India's date by default): the
 * public form shows the guardian's fields, and the server holds the application for the guardian's confirmation.
 */
export function isMinor(dateOfBirth: unknown, today = indiaToday()): boolean {
  if (typeof dateOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  return birthday(dateOfBirth, ADULT_AGE) > today;
}

/** Today's date in India, where the institute and its applicants are. */
export const indiaToday = (now = new Date()): string =>
  new Date(now.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
