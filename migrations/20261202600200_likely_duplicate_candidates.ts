import type { Knex } from 'knex';

// Likely duplicates are kept, not searched for on every read: comparing every pair inside each name block of 300,000
// applicants took 9 s on PostgreSQL (7.7 million pairs; bench/likely-duplicates.ts). A trigger compares an applicant
// with its own name block (one probe of applicants_name_key_idx) when it is made or its name, e-mail or phone
// changes, and keeps the pairs whose phones or e-mails are at most two edits apart; the list reads the kept pairs.

/** The pairs of one live applicant with the others of its name (20261206000100 keeps its plan on the indexes). */
export const DUPLICATE_CANDIDATES_OF = `
    CREATE OR REPLACE FUNCTION applicant_duplicate_candidates_of(p_id integer)
    RETURNS TABLE (applicant_id integer, other_id integer, phone_distance smallint, email_distance smallint)
    LANGUAGE sql STABLE AS $$
      SELECT least(me.id, o.id), greatest(me.id, o.id),
             CASE WHEN d.phone <= 2 THEN d.phone END::smallint, CASE WHEN d.email <= 2 THEN d.email END::smallint
        FROM applicants me
        JOIN applicants o ON o.name_key = me.name_key AND o.merged_into_id IS NULL AND o.name_key <> '' AND o.id <> me.id
        CROSS JOIN LATERAL (
          SELECT levenshtein_less_equal(applicant_phone_digits(me.phone_e164), applicant_phone_digits(o.phone_e164), 2) AS phone,
                 levenshtein_less_equal(nullif(lower(btrim(me.email)), ''), nullif(lower(btrim(o.email)), ''), 2) AS email
        ) AS d
       WHERE me.id = p_id AND me.merged_into_id IS NULL AND me.name_key <> '' AND (d.phone <= 2 OR d.email <= 2)
    $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS applicant_duplicate_candidates (
      applicant_id integer NOT NULL REFERENCES applicants(id) ON DELETE CASCADE,
      other_id integer NOT NULL REFERENCES applicants(id) ON DELETE CASCADE,
      -- Edits apart (at most 2), or null when that detail is missing or further apart.
      phone_distance smallint,
      email_distance smallint,
      PRIMARY KEY (applicant_id, other_id),
      CHECK (applicant_id < other_id),
      CHECK (phone_distance IS NOT NULL OR email_distance IS NOT NULL)
    )`);
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS applicant_duplicate_candidates_other_idx ON applicant_duplicate_candidates (other_id)',
  );

  // The pairs of one live applicant with the others of its name, near by phone (national digits) or e-mail.
  await knex.raw(DUPLICATE_CANDIDATES_OF);

  await knex.raw(`
    CREATE OR REPLACE FUNCTION applicant_duplicate_candidates_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM applicant_duplicate_candidates WHERE applicant_id = NEW.id;
        DELETE FROM applicant_duplicate_candidates WHERE other_id = NEW.id;
      END IF;
      INSERT INTO applicant_duplicate_candidates
        SELECT * FROM applicant_duplicate_candidates_of(NEW.id)
      ON CONFLICT (applicant_id, other_id) DO UPDATE
        SET phone_distance = EXCLUDED.phone_distance, email_distance = EXCLUDED.email_distance;
      RETURN NULL;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS applicants_duplicate_candidates ON applicants');
  await knex.raw(`
    CREATE TRIGGER applicants_duplicate_candidates
      AFTER INSERT OR UPDATE OF name, email, phone_e164 ON applicants
      FOR EACH ROW EXECUTE FUNCTION applicant_duplicate_candidates_refresh()`);

  // The applicants there are now: every pair inside each name block, once.
  await knex.raw(`
    INSERT INTO applicant_duplicate_candidates
    SELECT x.id, y.id,
           CASE WHEN d.phone <= 2 THEN d.phone END, CASE WHEN d.email <= 2 THEN d.email END
      FROM applicants x
      JOIN applicants y ON y.name_key = x.name_key AND y.id > x.id AND y.merged_into_id IS NULL
      CROSS JOIN LATERAL (
        SELECT levenshtein_less_equal(applicant_phone_digits(x.phone_e164), applicant_phone_digits(y.phone_e164), 2) AS phone,
               levenshtein_less_equal(nullif(lower(btrim(x.email)), ''), nullif(lower(btrim(y.email)), ''), 2) AS email
      ) AS d
     WHERE x.merged_into_id IS NULL AND x.name_key <> '' AND (d.phone <= 2 OR d.email <= 2)
    ON CONFLICT DO NOTHING`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS applicants_duplicate_candidates ON applicants');
  await knex.raw('DROP FUNCTION IF EXISTS applicant_duplicate_candidates_refresh()');
  await knex.raw('DROP FUNCTION IF EXISTS applicant_duplicate_candidates_of(integer)');
  await knex.raw('DROP TABLE IF EXISTS applicant_duplicate_candidates');
}
