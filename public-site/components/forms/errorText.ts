// The shared zod rules (common/forms.ts) and the server answer in English (the API contract's texts); a Bengali or
// Hindi page shows each message in its own language, found by the English text's pattern. Loaded with the rules, on
// a form's first focus, with the messages' catalogue part (forms.error.…, useVisitorForm).

import type { Catalogues } from '../../i18n/i18n';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The messages' catalogue part, by language (scripts/compile-catalogues.mjs, FORM_PARTS). */
export const FORM_ERROR_MESSAGES: Catalogues = {
  en: () => import('../../locales/en/form-errors').then((module) => module.messages),
  bn: () => import('../../locales/bn/form-errors').then((module) => module.messages),
  hi: () => import('../../locales/hi/form-errors').then((module) => module.messages),
};

/** English message pattern → its key (and the values the translation names). Matched in order. */
const PATTERNS: readonly [RegExp, string][] = [
  [/^Under 18: enter your parent's or guardian's name/, 'forms.error.guardianName'],
  [/^Under 18: choose how/, 'forms.error.guardianRelation'],
  [/^Under 18: enter your parent's or guardian's phone/, 'forms.error.guardianPhone'],
  [/^Under 18: enter your parent's or guardian's e-mail/, 'forms.error.guardianEmail'],
  [/own e-mail, not yours$/, 'forms.error.guardianOwnEmail'],
  [/^Tick the box to agree/, 'forms.error.consent'],
  [/^The privacy notice has changed/, 'forms.error.noticeChanged'],
  [/ is required$/, 'forms.error.required'],
  [/ must be at most (?<max>\d+) characters$/, 'forms.error.tooLong'],
  [/ contains characters that are not allowed$/, 'forms.error.characters'],
  [/^Email is too long$|^Enter a valid email address$/, 'forms.error.email'],
  [/^Enter a valid phone number|^Phone number is too long$/, 'forms.error.phone'],
  [/^Choose a valid /, 'forms.error.choice'],
  [/ must be a number$/, 'forms.error.number'],
  [/ must be between 0 and 100$| may have at most two decimals$/, 'forms.error.percent'],
  [/ must be between (?<from>\d{4}-\d\d-\d\d) and (?<to>\d{4}-\d\d-\d\d)$/, 'forms.error.dateRange'],
  [/ must be a (real )?date/, 'forms.error.date'],
];

/** One field's message in the page's language; a message no pattern knows says "check what you typed here". */
export function fieldErrorText(t: Translate, message: string): string {
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(key, match.groups);
  }
  return t('forms.error.invalid');
}

/** Every field's message in the page's language. */
export function translateFieldErrors(t: Translate, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, fieldErrorText(t, message)]));
}

/** The answer's line under the form when the server refused it: its fields are marked above it. */
export const checkFieldsText = (t: Translate) => t('forms.error.checkFields');
