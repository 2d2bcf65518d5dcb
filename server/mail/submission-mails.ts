// The e-mails a visitor's enquiry causes, written by the same statement as the enquiry (server/public-api): an alert
// to staff, and an acknowledgement to the visitor unless their address was sent one in the last hour. The hour is
// decided by an upsert on mail_acknowledgements, which concurrent statements on any replica take in turn.
import type { Knex } from 'knex';
import { ENQUIRY_FORMS, type EnquiryForm } from '../../common/leads';
import { enquiryRecipientsSql } from './recipients';

export const ACKNOWLEDGEMENT_INTERVAL = '1 hour';

export const isEnquiryForm = (table: string): table is EnquiryForm => Object.hasOwn(ENQUIRY_FORMS, table);

/**
 * Claims the acknowledgement of each address `addresses` selects (lower-cased, each once): returns those not sent
 * one within the hour, and marks them sent now. A concurrent claim of the same address waits for this one's commit.
 */
export const claimAcknowledgementsSql = (addresses: string) => `
      INSERT INTO mail_acknowledgements AS claimed (address) ${addresses}
      ON CONFLICT (address) DO UPDATE SET last_sent_at = now()
        WHERE claimed.last_sent_at <= now() - interval '${ACKNOWLEDGEMENT_INTERVAL}'
      RETURNING address`;

/**
 * What the insert of a submission returns for its mails: id, e-mail, the visitor's name, the language of the page
 * they sent it from (the language they read the notice in; none without consent: English) and the applicant the row
 * joined (set by its link trigger).
 */
export const submissionMailColumns = (form: EnquiryForm) =>
  `id, email, ${ENQUIRY_FORMS[form].name} AS name, consent_language AS language, applicant_id`;

/** A submission as its mails need it (`mail_source`'s columns). */
export type MailSubmission = {
  id: number;
  email: string;
  name: string;
  language?: string | null;
  applicant_id?: number | null;
};

/** The same as submissionMailColumns, for Knex's insert(...).returning(...): a submission inserted in a transaction. */
export const submissionMailReturning = (form: EnquiryForm) => [
  'id',
  'email',
  `${ENQUIRY_FORMS[form].name} as name`,
  'consent_language as language',
  'applicant_id',
];

/**
 * CTEs (text after `WITH … ,`) that queue the mails for the submissions in a relation `mail_source (id, email,
 * name, language, applicant_id)`; data-modifying CTEs run whether or not the statement's final SELECT reads them. The visitor's
 * acknowledgement names its language when it is not English (templates/index.tsx, ACKNOWLEDGEMENT_TEXTS).
 */
export function submissionMailCtes(form: EnquiryForm, inbox: string[]): { sql: string; bindings: Knex.RawBinding[] } {
  const recipients = enquiryRecipientsSql(inbox, form, 'mail_source.id');
  return {
    sql: `
    ack_claims AS (${claimAcknowledgementsSql('SELECT DISTINCT ON (lower(email)) lower(email) FROM mail_source ORDER BY lower(email), id')}),
    acknowledgements AS (
      INSERT INTO mail_outbox (template, recipients, params)
      SELECT DISTINCT ON (lower(mail_source.email)) 'acknowledgement', ARRAY[mail_source.email],
             jsonb_build_object('form', ?::text, 'name', mail_source.name)
               || CASE WHEN mail_source.language IN ('bn', 'hi')
                    THEN jsonb_build_object('language', mail_source.language) ELSE '{}'::jsonb END
      FROM mail_source JOIN ack_claims ON ack_claims.address = lower(mail_source.email)
      ORDER BY lower(mail_source.email), mail_source.id
      RETURNING id
    ),
    alerts AS (
      INSERT INTO mail_outbox (template, recipients, params)
      SELECT 'enquiry_alert', ${recipients.sql},
             jsonb_build_object('form', ?::text, 'id', mail_source.id, 'name', mail_source.name)
               -- The applicant the row joined, so the alert's trigger need not look the row up again.
               || CASE WHEN mail_source.applicant_id IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('applicant_id', mail_source.applicant_id) END
      FROM mail_source
      RETURNING id
    )`,
    bindings: [form, ...recipients.bindings, form],
  };
}

/** Queues the mails of submissions already inserted in `trx` (the path with an idempotency key). */
export async function queueSubmissionMails(
  trx: Knex | Knex.Transaction,
  form: EnquiryForm,
  inbox: string[],
  submissions: MailSubmission[],
): Promise<void> {
  const ctes = submissionMailCtes(form, inbox);
  await trx.raw(
    `WITH mail_source AS (
       SELECT * FROM json_to_recordset(?::json) AS s (id integer, email text, name text, language text, applicant_id integer)
     ), ${ctes.sql}
     SELECT 1`,
    [JSON.stringify(submissions), ...ctes.bindings],
  );
}
