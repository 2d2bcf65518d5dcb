// Where an applicant's submissions live: each form's table and the columns that hold the person's details.
import type { Knex } from 'knex';
import { type PersonDetail, personField } from '../../common/declaration';
import { submissionDeclarations } from '../../common/forms';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/languages';
import { LEAD_SOURCES, type LeadSource } from '../../common/leads';

/** Each submission table: the columns that hold the person's name, course, campus and own message (as declared). */
export const SUBMISSION_SOURCES = Object.fromEntries(
  LEAD_SOURCES.map((source) => {
    const declaration = submissionDeclarations[source];
    const column = (detail: PersonDetail) => personField(declaration, detail);
    return [
      source,
      {
        name: column('name'),
        course: column('course'),
        campus: column('campus'),
        phone: column('phone') !== null,
        message: column('message'),
      },
    ];
  }),
) as Record<
  LeadSource,
  { name: string | null; course: string | null; campus: string | null; phone: boolean; message: string | null }
>;

type SubmissionRow = {
  source: LeadSource;
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  phone_e164: string | null;
  course: string | null;
  campus: string | null;
  message: string | null;
  attribution: unknown;
  created_at: Date;
};

/** Every submission of an applicant, oldest first, whatever form it came from. */
export async function submissionsOf(knex: Knex | Knex.Transaction, applicantId: number): Promise<SubmissionRow[]> {
  const parts = LEAD_SOURCES.map((source) => {
    const { name, course, campus, phone, message } = SUBMISSION_SOURCES[source];
    const column = (value: string | null) => (value ? knex.raw('??', [value]).toQuery() : 'NULL');
    return `SELECT '${source}' AS source, id, ${column(name)}::text AS name, email, ${phone ? 'phone' : 'NULL'}::text AS phone,
              nullif(phone_e164, '') AS phone_e164, ${column(course)}::text AS course, ${column(campus)}::text AS campus,
              ${column(message)}::text AS message, attribution, created_at
            FROM ${source} WHERE applicant_id = :id`;
  });
  const { rows } = await knex.raw(`${parts.join(' UNION ALL ')} ORDER BY created_at, id`, { id: applicantId });
  return rows;
}

/**
 * SQL for the language an applicant writes to us in: the language of the privacy notice they read with their
 * latest form (each form's consent_language), English when no form says (staff entries, imports, older rows).
 * `applicant` is the alias of the applicants row in the query around it.
 */
export function applicantLanguageSql(applicant: string): string {
  const parts = LEAD_SOURCES.map(
    (source) =>
      `SELECT consent_language, created_at, id FROM ${source}
        WHERE applicant_id = ${applicant}.id AND consent_language IS NOT NULL`,
  );
  return `coalesce((SELECT l.consent_language FROM (${parts.join(' UNION ALL ')}) l
    ORDER BY l.created_at DESC, l.id DESC LIMIT 1), '${DEFAULT_LANGUAGE}')`;
}

/** The language of one applicant (above), for their page and the messages staff send them. */
export async function applicantLanguage(knex: Knex | Knex.Transaction, applicantId: number): Promise<Language> {
  const row = (await knex('applicants as a')
    .where('a.id', applicantId)
    .first(knex.raw(`${applicantLanguageSql('a')} AS language`))) as { language?: string } | undefined;
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
