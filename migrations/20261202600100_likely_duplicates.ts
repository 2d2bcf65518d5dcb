import type { Knex } from 'knex';

// Issue 33, point 5: likely duplicates are suggested, never joined. Two live applicants with the same name (case,
// spaces and Unicode form aside, any script) whose phones (national digits) or e-mails are at most two edits apart
// are listed for a counsellor to merge or dismiss (server/leads/likely-duplicates.ts). The name key is a stored
// column with a partial index, so the blocks (names held by two or more applicants) are found by one index-only pass;
// the edit distance is fuzzystrmatch's levenshtein_less_equal, which PGlite ships too (server/db/index.ts loads it).
// A pair said to be two people is kept in applicant_duplicate_dismissals and never suggested again.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
    EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
    END $$`);

  // The name as a key: NFC (Bengali and Devanagari letters have two spellings in Unicode), lower case, without
  // spaces, zero-width joiners or the marks people type between initials ("Riya K. Das" is "riyakdas").
  await knex.raw(`
    CREATE OR REPLACE FUNCTION applicant_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT lower(regexp_replace(normalize(coalesce(name, ''), NFC),
                                  '[[:space:]\\u00A0\\u200B-\\u200D\\uFEFF.,''\\u2019-]+', '', 'g'))
    $$`);
  // A phone's national digits from its E.164 form: India's +91 taken off, any other number kept whole.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION applicant_phone_digits(phone_e164 text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT nullif(CASE WHEN phone_e164 LIKE '+91%' THEN substr(phone_e164, 4)
                         ELSE regexp_replace(coalesce(phone_e164, ''), '[^0-9]', '', 'g') END, '')
    $$`);

  await knex.raw(`
    ALTER TABLE applicants
      ADD COLUMN IF NOT EXISTS name_key text GENERATED ALWAYS AS (applicant_name_key(name)) STORED`);
  await knex.raw(`
    CREATE INDEX IF NOT EXISTS applicants_name_key_idx ON applicants (name_key)
     WHERE merged_into_id IS NULL AND name_key <> ''`);

  // One row per pair, the lower id first; who said they are two people, and when.
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS applicant_duplicate_dismissals (
      applicant_id integer NOT NULL REFERENCES applicants(id) ON DELETE CASCADE,
      other_id integer NOT NULL REFERENCES applicants(id) ON DELETE CASCADE,
      staff_id integer REFERENCES staff(id) ON DELETE SET NULL,
      at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (applicant_id, other_id),
      CHECK (applicant_id < other_id)
    )`);
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS applicant_duplicate_dismissals_other_idx ON applicant_duplicate_dismissals (other_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS applicant_duplicate_dismissals');
  await knex.raw('DROP INDEX IF EXISTS applicants_name_key_idx');
  await knex.raw('ALTER TABLE applicants DROP COLUMN IF EXISTS name_key');
  await knex.raw('DROP FUNCTION IF EXISTS applicant_phone_digits(text)');
  await knex.raw('DROP FUNCTION IF EXISTS applicant_name_key(text)');
}
