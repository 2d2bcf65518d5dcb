import type { Knex } from 'knex';
import { SUBMISSION_TABLES } from './20261126100300_submission_applicant_links';

/** The five forms and the open days' registrations (20261127400100_create_events.ts). */
const TABLES = [...SUBMISSION_TABLES, 'event_registrations'];

// The consent record of every visitor submission (DPDP Act s.6, common/privacy.ts): the notice version the visitor
// agreed to, the language it was read in, when, and whether they also asked for news. The form is the table. A row
// with no notice version was sent without consent (the contract's API posts) and is processed as a legitimate use the
// visitor started by volunteering the data for that enquiry (s.7(a)); it never receives marketing.

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES)
    await knex.raw(`
      ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS consent_notice_version text,
        ADD COLUMN IF NOT EXISTS consent_language text,
        ADD COLUMN IF NOT EXISTS consent_at timestamptz,
        ADD COLUMN IF NOT EXISTS marketing_consent boolean`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES)
    await knex.raw(
      `ALTER TABLE "${table}" DROP COLUMN IF EXISTS consent_notice_version, DROP COLUMN IF EXISTS consent_language,
        DROP COLUMN IF EXISTS consent_at, DROP COLUMN IF EXISTS marketing_consent`,
    );
}
