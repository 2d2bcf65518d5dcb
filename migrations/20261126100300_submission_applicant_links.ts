import type { Knex } from 'knex';

// Every submission names its applicant, keeps its phone in E.164 (the matching key) and the attribution of the
// visit that led to it (UTM parameters, referrer, landing page).
export const SUBMISSION_TABLES = [
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
  'newsletter_subscriptions',
];

export async function up(knex: Knex): Promise<void> {
  for (const table of SUBMISSION_TABLES) {
    await knex.raw(`
      ALTER TABLE ${table}
        ADD COLUMN IF NOT EXISTS applicant_id integer REFERENCES applicants(id),
        ADD COLUMN IF NOT EXISTS phone_e164 text,
        ADD COLUMN IF NOT EXISTS attribution jsonb`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${table}_applicant_idx ON ${table} (applicant_id)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of SUBMISSION_TABLES)
    await knex.raw(
      `ALTER TABLE ${table} DROP COLUMN IF EXISTS applicant_id, DROP COLUMN IF EXISTS phone_e164, DROP COLUMN IF EXISTS attribution`,
    );
}
