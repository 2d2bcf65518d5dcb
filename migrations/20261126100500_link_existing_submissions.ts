import type { Knex } from 'knex';
import { phoneE164 } from '../common/phone';
import { SUBMISSION_TABLES } from './20261126100300_submission_applicant_links';

// Submissions made before the lead pipeline get their E.164 phone and their applicant, oldest first, so each
// person's first enquiry decides their applicant's source. Safe to run again: linked rows are skipped.
const BATCH = 2000;

export async function up(knex: Knex): Promise<void> {
  for (const table of SUBMISSION_TABLES.filter((name) => name !== 'newsletter_subscriptions')) {
    for (;;) {
      const rows = (await knex(table)
        .select('id', 'phone')
        .whereNull('phone_e164')
        .whereNotNull('phone')
        .whereNull('applicant_id')
        .orderBy('id')
        .limit(BATCH)) as { id: number; phone: string }[];
      const found = rows.map((row) => ({ id: row.id, phone_e164: phoneE164(row.phone) ?? '' }));
      if (!found.length) break;
      // '' marks "looked at, not a phone number" so the loop ends; the link below reads it as no phone.
      await knex.raw(
        `UPDATE ${table} AS t SET phone_e164 = v.phone_e164
         FROM json_to_recordset(?::json) AS v(id integer, phone_e164 text) WHERE t.id = v.id`,
        [JSON.stringify(found)],
      );
    }
  }
  const sources = SUBMISSION_TABLES.map(
    (table) => `SELECT '${table}' AS source, id, created_at FROM ${table} WHERE applicant_id IS NULL`,
  ).join(' UNION ALL ');
  const pending = (await knex.raw(`SELECT source, id FROM (${sources}) AS s ORDER BY created_at, id`)).rows as {
    source: string;
    id: number;
  }[];
  for (const { source, id } of pending) {
    await knex.raw(
      `UPDATE ${source} AS t SET applicant_id = leads_link(
         ?, t.id, coalesce(f->>'full_name', f->>'name'), f->>'email', f->>'phone', nullif(f->>'phone_e164', ''),
         coalesce(f->>'course', f->>'preferred_course', f->>'course_interest'), f->>'preferred_campus',
         t.attribution, t.created_at)
       FROM (SELECT to_jsonb(x) AS f FROM ${source} AS x WHERE x.id = ?) AS row
       WHERE t.id = ?`,
      [source, id, id],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of SUBMISSION_TABLES) await knex(table).update({ applicant_id: null });
}
