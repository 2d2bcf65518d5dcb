// The five visitor forms, each declared once (common/declaration.ts): every field's rule, label, CSV header and list
// behaviour. The server validates with their schemas; the public site's forms load them (on first focus or send)
// for the same messages.
import { z } from 'zod';
import { calendarDay, type DateWindow, shiftYears } from './dates';
import { asciiDigits } from './phone';
import { plainString } from './text';
import './zod-browser';
import { ATTRIBUTION_KEYS, type Attribution } from './attribution';
import { type Declaration, declareResource, type Fields, field, type Row, shapeOf } from './declaration';
import {
  APPLICATION_COURSES,
  CAMPUS_LABELS,
  CAMPUSES,
  CONTACT_COURSES,
  COURSE_CODE_LABELS,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  PROSPECTUS_COURSES,
  REGISTRATION_COURSES,
  STREAM_LABELS,
  STREAMS,
} from './enums';
import { HONEYPOT_FIELD } from './honeypot';
import { GUARDIAN_RELATION_LABELS, GUARDIAN_RELATIONS, isMinor, NOTICE_LANGUAGES, NOTICE_VERSION } from './privacy';

export { HONEYPOT_FIELD };

/**
 * Where the visit that led to a form came from, sent by the public site with each form post (optional; a value
 * longer than a URL may be is cut, an unknown key is refused like any unknown field).
 */
export const attributionSchema = z
  .strictObject(
    Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, plainString().max(2000).optional()])) as Record<
      (typeof ATTRIBUTION_KEYS)[number],
      z.ZodOptional<z.ZodString>
    >,
    { error: 'Attribution must be an object of text values' },
  )
  .nullish()
  .transform((value) => {
    const kept = Object.entries(value ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== '');
    return kept.length ? (Object.fromEntries(kept) as Attribution) : null;
  });

export const NAME_MAX = 120;
export const MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;
export const BOARD_MAX = 120;

const required = (label: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
});

/**
 * Control characters are stripped before this (common/text.ts); what is left that no visitor types: a tab or line
 * break in a one-line field, and lone surrogates. Messages may keep tabs and line breaks.
 */
function hasForbiddenCharacters(value: string, multiLine: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      if (!(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

const text = (label: string, max: number) =>
  plainString(required(label))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasForbiddenCharacters(value, false), `${label} contains characters that are not allowed`);

const optionalText = (label: string, max: number) =>
  plainString({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasForbiddenCharacters(value, true), `${label} contains characters that are not allowed`)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** Lower-cases the domain only: the local part may be case-sensitive. */
const email = z
  .string(required('Email'))
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => {
    const at = value.lastIndexOf('@');
    return value.slice(0, at) + value.slice(at).toLowerCase();
  });

/** Indian and international numbers: +91 98xxxxxxxx, 0353-2xxxxxx; digits, spaces, dashes, dots, brackets. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{5,18}[0-9]$/;
const phone = z
  .string(required('Phone'))
  // Kept as 0–9 whichever digits were typed (common/phone.ts): staff dial it, search it and export it as such.
  .overwrite(asciiDigits)
  .trim()
  .min(1, 'Phone is required')
  .max(20, 'Phone number is too long')
  .regex(PHONE_PATTERN, 'Enter a valid phone number (digits, spaces and dashes, optionally starting with +)')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'Enter a valid phone number with 7 to 15 digits');

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `Choose a valid ${label.toLowerCase()}`,
  });

const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .union([z.literal(''), z.null(), z.enum(values)], { error: `Choose a valid ${label.toLowerCase()}` })
    .optional()
    .transform((value) => (value ? value : null));

/** Percentages: 0 to 100 with at most two decimals; a number, or its digits as text (what an HTML input holds). */
const PERCENTAGE_TEXT = /^\d{1,3}(\.\d{1,2})?$/;
const percentage = (label: string) =>
  z
    .union([z.number(), z.string().trim().regex(PERCENTAGE_TEXT).transform(Number)], {
      error: (issue) =>
        // Empty is empty: never read as 0 %; the spec requires both marks.
        issue.input == null || (typeof issue.input === 'string' && !issue.input.trim())
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .pipe(
      z
        .number()
        .min(0, `${label} must be between 0 and 100`)
        .max(100, `${label} must be between 0 and 100`)
        .refine(
          (value) => Math.round(value * 100) === Number((value * 100).toFixed(6)),
          `${label} may have at most two decimals`,
        )
        // What numeric(5,2) will store, so the parsed value and the row agree to the last digit.
        .transform((value) => Math.round(value * 100) / 100),
    );

/**
 * Born 10 to 100 years before today: no applicant is younger (they have finished school or are finishing it), none
 * older; and a year typed wrong (2025 for 2005) is caught here, not mistaken for a child needing a guardian.
 */
export const BIRTH_WINDOW: DateWindow = (today) => ({ from: shiftYears(today, -100), to: shiftYears(today, -10) });

const birthDate = (label: string) =>
  z
    .string(required(label))
    .trim()
    // An empty date input sends '': the visitor skipped the field, not mistyped a date.
    .min(1, `${label} is required`)
    .pipe(calendarDay(label, BIRTH_WINDOW));

/** An optional field: empty (an input left blank sends '') or null is null; anything else must pass `rule`. */
const optionalOf = <T extends z.ZodType>(rule: T) =>
  z
    .preprocess((value) => (value === '' || value === null ? undefined : value), rule.optional())
    .transform((value) => value ?? null);

const CONSENT_REQUIRED = 'Tick the box to agree to the privacy notice before sending';

/**
 * A form post's consent: the notice version the visitor agreed to, the language they read it in and, separately,
 * whether they also want news (marketing, never assumed). Optional in the API (the contract's posts without it
 * are still answered 201 and recorded as "no consent given"); `false` or another notice version is refused.
 */
const consentSchema = z
  .strictObject(
    {
      notice_version: z.literal(NOTICE_VERSION, {
        error: 'The privacy notice has changed: reload the page, read it and tick the box again',
      }),
      language: z
        .enum(NOTICE_LANGUAGES, {
          error: `The notice is published in ${NOTICE_LANGUAGES.join(', ')}: language must be one of them`,
        })
        .default('en'),
      marketing: z.boolean({ error: 'Marketing consent must be true or false' }).default(false),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown consent field' : CONSENT_REQUIRED) },
  )
  .optional();

/**
 * Fields every form carries besides its own: the bots' trap, where the visit came from, and the visitor's consent to
 * the privacy notice (common/privacy.ts), all optional: a post without consent is recorded as "no consent given".
 */
const formExtras = {
  [HONEYPOT_FIELD]: z.string().max(1000).nullish(),
  attribution: attributionSchema,
  consent: consentSchema,
};

const unknownField = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'Unknown field' : 'The form must be a JSON object',
};

// Fields several forms share: the visitor's name, e-mail, phone and message.
const fullName = field(text('Full name', NAME_MAX), {
  label: 'Full Name',
  csv: 'Name',
  list: 'name',
  searchable: true,
  sortable: true,
  personal: true,
  person: 'name',
});
const emailField = field(email, {
  label: 'Email',
  csv: 'Email',
  list: 'contact',
  searchable: true,
  sortable: true,
  personal: true,
  person: 'email',
});
const phoneField = field(phone, {
  label: 'Phone',
  csv: 'Phone',
  list: 'contact',
  searchable: true,
  personal: true,
  person: 'phone',
});
const message = field(optionalText('Message', MESSAGE_MAX), {
  label: 'Message',
  csv: 'Message',
  empty: 'No message',
  list: 'message',
  searchable: true,
  person: 'message',
});
const submitted = { label: 'Submitted', csv: 'Date' };

/**
 * A parent's or guardian's details (DPDP Act s.9): asked of an applicant whose date of birth shows under 18 (the
 * public form shows them then), required by `requireGuardianOfMinor`, and kept with the application. Not exported
 * to CSV (the spec fixes its columns); staff read them on the details screen.
 */
const guardianFields = {
  guardian_name: field(optionalOf(text("Parent or guardian's name", NAME_MAX)), {
    label: 'Parent or Guardian',
    empty: 'Not needed (18 or over)',
    personal: true,
  }),
  guardian_relation: field(optionalChoice('Relation', GUARDIAN_RELATIONS), {
    label: 'Relation',
    labels: GUARDIAN_RELATION_LABELS,
    empty: 'Not needed (18 or over)',
    personal: true,
  }),
  guardian_phone: field(optionalOf(phone), { label: "Guardian's Phone", empty: 'Not needed', personal: true }),
  guardian_email: field(optionalOf(email), { label: "Guardian's Email", empty: 'Not needed', personal: true }),
};
export type GuardianField = keyof typeof guardianFields;
export const GUARDIAN_FIELDS = Object.keys(guardianFields) as GuardianField[];

const GUARDIAN_REQUIRED: Record<GuardianField, string> = {
  guardian_name: "Under 18: enter your parent's or guardian's name",
  guardian_relation: 'Under 18: choose how they are related to you',
  guardian_phone: "Under 18: enter your parent's or guardian's phone",
  guardian_email: "Under 18: enter your parent's or guardian's e-mail; we ask them to confirm your application",
};

/** An applicant under 18 names a parent or guardian, with their own e-mail (the confirmation link goes there). */
function requireGuardianOfMinor(row: Record<string, unknown>, ctx: z.RefinementCtx, dateOfBirth: z.ZodType) {
  // A date of birth that is not a valid past date has its own message; the guardian is asked once it is.
  if (!dateOfBirth.safeParse(row.date_of_birth).success || !isMinor(row.date_of_birth)) return;
  for (const name of GUARDIAN_FIELDS)
    if (row[name] === null || row[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: GUARDIAN_REQUIRED[name] });
  if (typeof row.guardian_email === 'string' && String(row.email).toLowerCase() === row.guardian_email.toLowerCase())
    ctx.addIssue({
      code: 'custom',
      path: ['guardian_email'],
      message: "Enter your parent's or guardian's own e-mail, not yours",
    });
}

/**
 * A visitor form's schema: its declared fields, the honeypot and where the visit came from (optional); a form with
 * a date of birth and the guardian's fields requires the latter of an applicant under 18.
 */
export const formSchema = <F extends Fields>({ fields }: Declaration<F>) => {
  const schema = z.strictObject({ ...shapeOf(fields), ...formExtras }, unknownField);
  return 'guardian_name' in fields && 'date_of_birth' in fields
    ? schema.superRefine(
        (row, ctx) => requireGuardianOfMinor(row as Record<string, unknown>, ctx, fields.date_of_birth.schema),
        // Also while other fields are wrong, so the visitor hears of every missing field at once.
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      )
    : schema;
};

export const registrationForm = declareResource({
  name: 'registration_forms',
  visitor: {
    source: 'Registration',
    enquiry: {
      label: 'registration form',
      bn: 'রেজিস্ট্রেশন ফর্ম',
      hi: 'रजिस्ट्रेशन फ़ॉर्म',
      activity: 'registration',
      activityLabel: 'New registration',
    },
    held: 'Course registrations',
    audit: 'Registrations',
  },
  csvFilePrefix: 'registrations',
  fields: {
    full_name: fullName,
    email: emailField,
    phone: phoneField,
    course: field(choice('Course', REGISTRATION_COURSES), {
      label: 'Course',
      csv: 'Course',
      list: 'course',
      person: 'course',
      sortable: true,
      filter: REGISTRATION_COURSES,
    }),
    message,
  },
  created: submitted,
});

export const contactForm = declareResource({
  name: 'contact_forms',
  visitor: {
    source: 'Contact',
    enquiry: { label: 'contact form', bn: 'বার্তা', hi: 'संदेश', activity: 'contact', activityLabel: 'New contact message' },
    held: 'Contact messages',
    audit: 'Contacts',
  },
  csvFilePrefix: 'contacts',
  fields: {
    name: field(text('Name', NAME_MAX), { ...fullName, label: 'Name' }),
    email: emailField,
    phone: phoneField,
    course: field(optionalChoice('Course', CONTACT_COURSES), {
      label: 'Course',
      csv: 'Course',
      labels: COURSE_CODE_LABELS,
      empty: 'General inquiry',
      list: 'course',
      person: 'course',
      sortable: true,
      filter: CONTACT_COURSES,
    }),
    message,
  },
  created: submitted,
});

const percentageField = (ruleLabel: string, label: string) =>
  field(percentage(ruleLabel), { label, csv: label, format: 'percent', list: 'marks', sortable: true, personal: true });

export const admissionApplication = declareResource({
  name: 'admission_applications',
  visitor: {
    source: 'Admission',
    enquiry: {
      label: 'admission application',
      bn: 'ভর্তির আবেদন',
      hi: 'प्रवेश आवेदन',
      activity: 'admission',
      activityLabel: 'New admission application',
    },
    held: 'Admission applications',
    audit: 'Admissions',
  },
  csvFilePrefix: 'admissions',
  fields: {
    full_name: fullName,
    date_of_birth: field(birthDate('Date of birth'), {
      label: 'Date of Birth',
      csv: 'DOB',
      format: 'date',
      sortable: true,
      personal: true,
    }),
    email: emailField,
    phone: phoneField,
    tenth_percentage: percentageField('10th percentage', '10th %'),
    twelfth_percentage: percentageField('12th percentage', '12th %'),
    stream: field(choice('Stream', STREAMS), {
      label: 'Stream',
      csv: 'Stream',
      labels: STREAM_LABELS,
      filter: STREAMS,
    }),
    board: field(text('Board', BOARD_MAX), { label: 'Board', csv: 'Board', searchable: true }),
    course_type: field(choice('Course type', COURSE_TYPES), {
      label: 'Course Type',
      csv: 'Course Type',
      labels: COURSE_TYPE_LABELS,
      format: 'course-type',
      list: 'course-type',
      sortable: true,
      filter: COURSE_TYPES,
    }),
    preferred_course: field(choice('Preferred course', APPLICATION_COURSES), {
      label: 'Preferred Course',
      csv: 'Preferred Course',
      labels: COURSE_CODE_LABELS,
      list: 'course',
      person: 'course',
      sortable: true,
      filter: APPLICATION_COURSES,
    }),
    preferred_campus: field(choice('Preferred campus', CAMPUSES), {
      label: 'Campus',
      csv: 'Campus',
      labels: CAMPUS_LABELS,
      list: 'label',
      person: 'campus',
      sortable: true,
      filter: CAMPUSES,
    }),
    ...guardianFields,
  },
  created: { label: 'Applied', csv: 'Application Date' },
});

export const prospectusRequest = declareResource({
  name: 'prospectus_requests',
  visitor: {
    source: 'Prospectus',
    enquiry: {
      label: 'prospectus request',
      bn: 'প্রসপেক্টাসের অনুরোধ',
      hi: 'प्रॉस्पेक्टस का अनुरोध',
      activity: 'prospectus',
      activityLabel: 'New prospectus request',
    },
    held: 'Prospectus requests',
    audit: 'Prospectus requests',
  },
  csvFilePrefix: 'prospectus_requests',
  fields: {
    full_name: fullName,
    email: emailField,
    phone: phoneField,
    course_interest: field(optionalChoice('Course interest', PROSPECTUS_COURSES), {
      label: 'Course Interest',
      csv: 'Course Interest',
      labels: COURSE_CODE_LABELS,
      empty: 'General interest',
      list: 'course',
      person: 'course',
      sortable: true,
      filter: PROSPECTUS_COURSES,
    }),
  },
  created: { label: 'Requested', csv: 'Request Date' },
});

/** A subscription is waiting until its owner follows the confirmation link. */
export const NEWSLETTER_STATUSES = ['confirmed', 'waiting'] as const;
export const NEWSLETTER_STATUS_LABELS: Record<(typeof NEWSLETTER_STATUSES)[number], string> = {
  confirmed: 'Confirmed',
  waiting: 'Waiting for confirmation',
};

export const newsletterSubscription = declareResource({
  name: 'newsletter_subscriptions',
  visitor: { source: 'Newsletter', held: 'Newsletter subscription', audit: 'Newsletter' },
  csvFilePrefix: 'newsletter_subscriptions',
  fields: {
    email: { ...emailField, list: 'text' },
    // Written by the database from confirmed_at (double opt-in), never by the visitor: not in the form's schema.
    status: field(z.enum(NEWSLETTER_STATUSES), {
      label: 'Status',
      csv: 'Status',
      labels: NEWSLETTER_STATUS_LABELS,
      list: 'label',
      filter: NEWSLETTER_STATUSES,
    }),
  },
  // The contract fixes this export's columns as Email, Date: the status follows them.
  created: { label: 'Subscribed', csv: 'Date', csvAfter: 'email' },
});

/** What a visitor sends to POST /api/public/newsletter_subscriptions: the e-mail (the status is the server's). */
const newsletterForm = declareResource({
  ...newsletterSubscription,
  fields: { email: newsletterSubscription.fields.email },
});

/**
 * Registrations for an open day (/events): the visitor's name, e-mail and phone; the open day's title and start
 * are the event's, written by the server (the event is named by the address the form posts to).
 */
export const eventRegistration = declareResource({
  name: 'event_registrations',
  visitor: {
    source: 'Open Day',
    enquiry: {
      label: 'open day registration',
      bn: 'ওপেন ডে-র রেজিস্ট্রেশন',
      hi: 'ओपन डे रजिस्ट्रेशन',
      activity: 'event_registration',
      activityLabel: 'New open day registration',
    },
    held: 'Open day registrations',
    audit: 'Open day registrations',
  },
  csvFilePrefix: 'open_day_registrations',
  fields: {
    name: field(text('Name', NAME_MAX), { ...fullName, label: 'Name' }),
    email: emailField,
    phone: phoneField,
    event_title: field(text('Open day', 200), {
      label: 'Open Day',
      csv: 'Open Day',
      list: 'text',
      searchable: true,
      sortable: true,
    }),
    event_starts_at: field(z.string(), {
      label: 'Open Day Date',
      csv: 'Open Day Date (IST)',
      format: 'date-time',
      sortable: true,
    }),
  },
  created: { label: 'Registered', csv: 'Registration Date (IST)' },
});

/** What a visitor sends to POST /api/public/events/{id}/registrations. */
export const eventRegistrationSchema = z.strictObject(
  {
    name: eventRegistration.fields.name.schema,
    email: eventRegistration.fields.email.schema,
    phone: eventRegistration.fields.phone.schema,
    ...formExtras,
  },
  unknownField,
);
export type EventRegistration = Row<typeof eventRegistration>;

/** The visitor forms' declarations, keyed by resource name. */
export const submissionDeclarations = {
  registration_forms: registrationForm,
  contact_forms: contactForm,
  admission_applications: admissionApplication,
  prospectus_requests: prospectusRequest,
  newsletter_subscriptions: newsletterSubscription,
  event_registrations: eventRegistration,
} as const;

export const registrationFormSchema = formSchema(registrationForm);
export const contactFormSchema = formSchema(contactForm);
export const admissionApplicationSchema = formSchema(admissionApplication);
export const prospectusRequestSchema = formSchema(prospectusRequest);
export const newsletterSubscriptionSchema = formSchema(newsletterForm);

/** Rows as the staff API returns them. */
export type RegistrationForm = Row<typeof registrationForm>;
export type ContactForm = Row<typeof contactForm>;
export type AdmissionApplication = Row<typeof admissionApplication>;
export type ProspectusRequest = Row<typeof prospectusRequest>;
export type NewsletterSubscription = Row<typeof newsletterSubscription>;

/** The public form endpoints, keyed by resource name. */
export const publicFormSchemas = {
  registration_forms: registrationFormSchema,
  contact_forms: contactFormSchema,
  admission_applications: admissionApplicationSchema,
  prospectus_requests: prospectusRequestSchema,
  newsletter_subscriptions: newsletterSubscriptionSchema,
} as const;
export type PublicFormResource = keyof typeof publicFormSchemas;

/** Turns a zod error into the contract's `fields` map: one visitor-readable message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  // No prototype: a field named `__proto__` or `constructor` must be reported like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    // An unknown key inside an object field (consent, attribution) is that field's error.
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) fields[key] ??= 'This field is not part of the form';
      continue;
    }
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
