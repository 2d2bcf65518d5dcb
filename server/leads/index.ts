// The lead pipeline's entry for other features: linking a submission to its applicant (one person across every
// form), and reading who owns an applicant. The rules themselves run in the database (migrations
// …_leads_link_function.ts), inside the statement or transaction that writes the submission; docs/leads.md.
import type { Knex } from 'knex';
import type { Attribution } from '../../common/leads';
import { phoneE164 } from '../../common/phone';

export type LeadSubmission = {
  /** The table the submission is in, e.g. 'event_registrations': shown on the timeline as its source. */
  source: string;
  submissionId: number;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  course?: string | null;
  campus?: string | null;
  attribution?: Attribution | null;
  /** When it was made (its created_at); now by default. */
  at?: Date;
};

export type LinkedApplicant = {
  applicantId: number;
  /** The staff member who owns the applicant (null while nobody takes leads), for alerts. */
  owner: { id: number; name: string; email: string } | null;
  /** Whether this submission made a new applicant (else it joined an existing one). */
  created: boolean;
};

/**
 * Links one submission to its applicant: the applicant with the same e-mail (case-folded) or phone (E.164, default
 * region India), or a new one assigned round-robin among active staff who take leads and are not away. Records the
 * submission on the applicant's timeline. Call it with the transaction that inserts the submission, after the
 * insert, and store `applicantId` in the row's applicant_id column; the five visitor forms need not call it (a
 * trigger does the same as each row is inserted).
 */
export async function linkSubmissionToApplicant(
  trx: Knex | Knex.Transaction,
  submission: LeadSubmission,
): Promise<LinkedApplicant> {
  const linked = await trx.raw('SELECT leads_link(?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::timestamptz) AS id', [
    submission.source,
    submission.submissionId,
    submission.name ?? null,
    submission.email ?? null,
    submission.phone ?? null,
    phoneE164(submission.phone),
    submission.course ?? null,
    submission.campus ?? null,
    submission.attribution ? JSON.stringify(submission.attribution) : null,
    (submission.at ?? new Date()).toISOString(),
  ]);
  // A second statement: the one that ran leads_link cannot see an applicant it has just created.
  const applicantId = Number(linked.rows[0].id);
  const row = (await trx('applicants as a')
    .leftJoin('staff as s', 's.id', 'a.owner_id')
    .where('a.id', applicantId)
    .first(
      's.id as owner_id',
      's.name as owner_name',
      's.email as owner_email',
      trx.raw(
        `(SELECT count(*) FROM applicant_events e WHERE e.applicant_id = a.id AND e.kind = 'submission') = 1 AS created`,
      ),
    )) as { created: boolean; owner_id: number | null; owner_name: string | null; owner_email: string | null };
  return { applicantId, created: row.created, owner: ownerFrom(row) };
}

const ownerFrom = (row: { owner_id: number | null; owner_name: string | null; owner_email: string | null }) =>
  row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email ?? '' };

/** The owner of the applicant a submission row is linked to (e.g. for a new-enquiry alert), or null. */
export async function ownerOfSubmission(
  knex: Knex | Knex.Transaction,
  table: string,
  submissionId: number,
): Promise<{ applicantId: number; owner: LinkedApplicant['owner'] } | null> {
  const row = (await knex(table)
    .join('applicants as a', 'a.id', `${table}.applicant_id`)
    .leftJoin('staff as s', 's.id', 'a.owner_id')
    .where(`${table}.id`, submissionId)
    .first('a.id as applicant_id', 's.id as owner_id', 's.name as owner_name', 's.email as owner_email')) as
    | { applicant_id: number; owner_id: number | null; owner_name: string | null; owner_email: string | null }
    | undefined;
  if (!row) return null;
  return { applicantId: row.applicant_id, owner: ownerFrom(row) };
}

/** The columns the lead pipeline reads from a visitor's submission: its phone as E.164 beside what was typed. */
export function withLeadKeys(row: Record<string, unknown>): Record<string, unknown> {
  return typeof row.phone === 'string' ? { ...row, phone_e164: phoneE164(row.phone) ?? '' } : row;
}
