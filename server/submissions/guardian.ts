// Applicants under 18 (DPDP Act 2023 s.9; issue 20, point 4). An application whose date of birth shows under 18
// carries a parent's or guardian's name, relation, phone and e-mail (common/forms.ts requires them) and is not
// written to its table: it is held in guardian_holds, and the guardian is e-mailed a link (a random token, kept
// only as its SHA-256 hash, valid GUARDIAN_LINK_DAYS). Until they confirm, staff see only a count (the dashboard),
// no applicant is made or matched, no alert or acknowledgement is queued, and no news is sent. Confirming writes the
// application as any other (the applicant-linking trigger, the staff alert, the acknowledgement), dated when it was
// sent, with the time of the confirmation. The retention job (retention.ts) deletes holds whose link expired.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { GUARDIAN_FIELDS } from '../../common/forms';
import { ENQUIRY_FORMS, type EnquiryForm } from '../../common/leads';
import { GUARDIAN_LINK_DAYS, isMinor } from '../../common/privacy';
import { HttpError } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit';
import { enqueueMail } from '../mail/outbox';
import {
  isEnquiryForm,
  type MailSubmission,
  queueSubmissionMails,
  submissionMailReturning,
} from '../mail/submission-mails';

/** The forms that ask a date of birth and a guardian (registration asks no date of birth: docs/privacy.md). */
export const GUARDIAN_FORMS: readonly EnquiryForm[] = ['admission_applications'];

/** Whether a validated post is an applicant under 18's, to be held for their guardian. */
export function needsGuardian(form: string, row: Record<string, unknown>): boolean {
  return (GUARDIAN_FORMS as readonly string[]).includes(form) && isMinor(row.date_of_birth);
}

/**
 * The row to store of a validated post: an adult's guardian fields are dropped (not asked, not kept), and a minor
 * is never sent news (DPDP s.9(3): no tracking or targeted advertising directed at children).
 */
export function guardianColumns(form: string, row: Record<string, unknown>): Record<string, unknown> {
  if (!(GUARDIAN_FORMS as readonly string[]).includes(form)) return row;
  if (needsGuardian(form, row)) return { ...row, marketing_consent: false };
  const adult = { ...row };
  for (const name of GUARDIAN_FIELDS) delete adult[name];
  return adult;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Consent e-mails one guardian address may be sent per day (issue 36, item 6: eight applications naming one address
 * sent eight). Enough for siblings and a second try; counted in rate_limits, so every replica shares the count.
 */
export const GUARDIAN_MAILS_PER_DAY = 3;
const DAY_SECONDS = 86_400;

export const TOO_MANY_GUARDIAN_MAILS =
  'This parent or guardian has been sent as many confirmation e-mails as we send in a day: ask them to look for ' +
  'the ones sent, or try again tomorrow';

/** Counts one consent e-mail to `email` (keyed by a hash: the table never holds the address); 429 over the limit. */
async function countGuardianMail(trx: Knex.Transaction, email: string): Promise<void> {
  const key = `guardian-mail:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
  const result = await hitRateLimit(trx, key, GUARDIAN_MAILS_PER_DAY, DAY_SECONDS);
  if (!result.allowed)
    throw new HttpError(
      429,
      TOO_MANY_GUARDIAN_MAILS,
      { fields: { guardian_email: TOO_MANY_GUARDIAN_MAILS } },
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
}

/**
 * Holds a minor's validated application (consent and lead columns included) and e-mails their guardian, in one
 * transaction (`db`'s, or its own): over the guardian's daily limit, nothing is held, sent or counted.
 */
export async function holdForGuardian(
  db: Knex | Knex.Transaction,
  form: EnquiryForm,
  row: Record<string, unknown>,
): Promise<number> {
  if (!('isTransaction' in db && db.isTransaction)) return db.transaction((trx) => holdForGuardian(trx, form, row));
  const trx = db as Knex.Transaction;
  await countGuardianMail(trx, String(row.guardian_email));
  const token = randomBytes(32).toString('base64url');
  const [hold] = await trx('guardian_holds')
    .insert({
      form,
      submission: JSON.stringify({ ...row, marketing_consent: false }),
      email: row.email,
      phone_e164: row.phone_e164 || null,
      token_hash: hashToken(token),
      expires_at: trx.raw(`now() + ? * interval '1 day'`, [GUARDIAN_LINK_DAYS]),
    })
    .returning(['id', 'expires_at']);
  await enqueueMail(trx, {
    template: 'guardian_consent',
    to: [String(row.guardian_email)],
    params: {
      form,
      hold_id: Number(hold.id),
      guardian_name: String(row.guardian_name),
      applicant_name: String(row[ENQUIRY_FORMS[form].name]),
      applicant_email: String(row.email),
      token,
      expires_at: new Date(hold.expires_at).toISOString(),
      // The page the applicant used (the notice they read) sets the e-mail's language; English needs no mention.
      ...(row.consent_language === 'bn' || row.consent_language === 'hi' ? { language: row.consent_language } : {}),
    },
  });
  return Number(hold.id);
}

/** What the guardian's page shows of a held application. */
export type HeldApplication = {
  id: number;
  form: EnquiryForm;
  applicantName: string;
  guardianName: string;
  relation: string;
  submission: Record<string, unknown>;
};

const held = (row: { id: number; form: string; submission: Record<string, unknown> }): HeldApplication => {
  const form = row.form as EnquiryForm;
  const submission = typeof row.submission === 'string' ? JSON.parse(row.submission) : row.submission;
  return {
    id: Number(row.id),
    form,
    applicantName: String(submission[ENQUIRY_FORMS[form].name] ?? ''),
    guardianName: String(submission.guardian_name ?? ''),
    relation: String(submission.guardian_relation ?? ''),
    submission,
  };
};

/** The held application a (still valid) link's token names. */
export async function findHeld(knex: Knex, token: string): Promise<HeldApplication | undefined> {
  const row = await knex('guardian_holds')
    .where({ token_hash: hashToken(token) })
    .where('expires_at', '>', knex.fn.now())
    .first('id', 'form', 'submission');
  return row ? held(row) : undefined;
}

/**
 * The guardian's confirmation: in one transaction, the held application is written to its table (the trigger links
 * it to its applicant), its e-mails are queued like any submission's, and the hold is deleted (the link works once).
 * Returns the application, or undefined for a link unknown, used or expired.
 */
export async function confirmHeld(
  knex: Knex,
  token: string,
  enquiryInbox: string[],
): Promise<(HeldApplication & { submissionId: number }) | undefined> {
  return knex.transaction(async (trx) => {
    const row = await trx('guardian_holds')
      .where({ token_hash: hashToken(token) })
      .where('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first('id', 'form', 'submission', 'created_at');
    if (!row) return undefined;
    const application = held(row);
    if (!isEnquiryForm(application.form)) return undefined;
    const { attribution, ...fields } = application.submission;
    const [created] = await trx(application.form)
      .insert({
        ...fields,
        attribution: attribution ? JSON.stringify(attribution) : null,
        guardian_confirmed_at: trx.fn.now(),
        created_at: row.created_at,
      })
      .returning(submissionMailReturning(application.form));
    await queueSubmissionMails(trx, application.form, enquiryInbox, [created as MailSubmission]);
    await trx('guardian_holds').where({ id: row.id }).delete();
    return { ...application, submissionId: Number(created.id) };
  });
}

/**
 * Deletes the holds whose link expired unconfirmed, with their e-mail to the guardian (which names the applicant);
 * returns how many. The applicant may apply again.
 */
export async function deleteExpiredHolds(trx: Knex | Knex.Transaction): Promise<number> {
  const expired = (await trx('guardian_holds').where('expires_at', '<=', trx.fn.now()).delete(['id'])) as {
    id: number;
  }[];
  if (expired.length)
    await trx('mail_outbox')
      .where({ template: 'guardian_consent' })
      .whereRaw(`params->>'hold_id' = ANY(?::text[])`, [expired.map((hold) => String(hold.id))])
      .delete();
  return expired.length;
}
