// A counsellor's calls and WhatsApp messages (issue 33, item 1): the outcomes a call is logged with, and the WhatsApp
// click-to-chat message written from the template admins manage (one per language), shared by server and panel.
import { z } from 'zod';
import { CAMPUS_LABELS, COURSE_CODE_LABELS } from './enums';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from './languages';
import { plainString } from './text';

export const CALL_OUTCOMES = [
  'connected',
  'no_answer',
  'busy',
  'switched_off',
  'wrong_number',
  'call_back_later',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  no_answer: 'No answer',
  busy: 'Busy',
  switched_off: 'Switched off',
  wrong_number: 'Wrong number',
  call_back_later: 'Call back later',
};

/** The longest call that can be logged: four hours, in seconds. */
export const MAX_CALL_SECONDS = 4 * 3600;

/**
 * The languages a WhatsApp template is written in: the site's (an applicant gets the template of the language they
 * wrote to us in, server/leads/applicant-language.ts), by the names staff read.
 */
export const TEMPLATE_LANGUAGES: Record<Language, string> = LANGUAGE_LABELS;
export type TemplateLanguage = Language;
export const TEMPLATE_LANGUAGE_CODES = LANGUAGES;
/** The template used where an applicant's language has none. */
export const DEFAULT_TEMPLATE_LANGUAGE: TemplateLanguage = 'en';

/**
 * The placeholders a template may use, each with what it becomes, and what it reads when the value is missing, in
 * each template's language (a Bengali message does not say "there").
 */
export const WHATSAPP_PLACEHOLDERS = {
  first_name: { label: "The applicant's first name", missing: { en: 'there', bn: '', hi: '' } },
  name: { label: "The applicant's full name", missing: { en: 'there', bn: '', hi: '' } },
  course: {
    label: 'The course they asked about',
    missing: { en: 'our courses', bn: 'আমাদের কোর্সগুলি', hi: 'हमारे कोर्स' },
  },
  campus: {
    label: 'The campus they chose',
    missing: { en: 'our campuses', bn: 'আমাদের ক্যাম্পাস', hi: 'हमारे कैंपस' },
  },
  counsellor: {
    label: 'Your name (the counsellor sending it)',
    missing: { en: 'the admissions team', bn: 'অ্যাডমিশন টিম', hi: 'एडमिशन टीम' },
  },
} as const satisfies Record<string, { label: string; missing: Record<Language, string> }>;
export type WhatsAppPlaceholder = keyof typeof WHATSAPP_PLACEHOLDERS;

const PLACEHOLDER = /\{([a-z_]+)\}/g;
const SPACED_PLACEHOLDER = /( ?)\{([a-z_]+)\}/g;
export const WHATSAPP_TEMPLATE_MAX = 1000;

/** A template as admins save it: 1-1000 characters, only the placeholders above. */
export const whatsAppTemplateSchema = z.strictObject({
  body: plainString({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(WHATSAPP_TEMPLATE_MAX, `Message must be at most ${WHATSAPP_TEMPLATE_MAX} characters`)
    .superRefine((body, ctx) => {
      const unknown = [...body.matchAll(PLACEHOLDER)]
        .map((match) => match[1])
        .filter((key) => !Object.hasOwn(WHATSAPP_PLACEHOLDERS, key));
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder ${[...new Set(unknown)].map((key) => `{${key}}`).join(', ')}: use ${Object.keys(
            WHATSAPP_PLACEHOLDERS,
          )
            .map((key) => `{${key}}`)
            .join(', ')}`,
        });
    }),
});

export type WhatsAppValues = {
  name: string | null;
  course: string | null;
  campus: string | null;
  counsellor: string | null;
};

/**
 * The template with its placeholders filled in (course and campus by the names visitors read; course names stay as
 * the institute writes them in every language), a missing value in the template's `language`.
 */
export function fillWhatsAppTemplate(body: string, values: WhatsAppValues, language: Language = 'en'): string {
  const name = values.name?.trim() || '';
  const filled: Record<WhatsAppPlaceholder, string> = {
    first_name: name.split(/\s+/)[0] ?? '',
    name,
    course: values.course ? (COURSE_CODE_LABELS[values.course] ?? values.course) : '',
    campus: values.campus ? (CAMPUS_LABELS[values.campus as keyof typeof CAMPUS_LABELS] ?? values.campus) : '',
    counsellor: values.counsellor?.trim() || '',
  };
  // A placeholder that comes to nothing (a Bengali greeting without a name) takes the space before it along.
  return body.replace(SPACED_PLACEHOLDER, (whole, space: string, key: string) => {
    if (!Object.hasOwn(filled, key)) return whole;
    const value =
      filled[key as WhatsAppPlaceholder] || WHATSAPP_PLACEHOLDERS[key as WhatsAppPlaceholder].missing[language];
    return value ? space + value : '';
  });
}

/** WhatsApp's click-to-chat address: the number's digits (E.164 without the +) and the prefilled text. */
export const whatsAppUrl = (e164: string, text: string) =>
  `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
