import type { Knex } from 'knex';
import { up as firstDefinitions } from './20261126100400_leads_link_function';
import { up as collationFix } from './20261127100100_leads_link_key_collation';

// A phone number is a household, not a person (issue 36, point 2): a submission found only by its phone (its e-mail
// is not the applicant's), under a name that differs from the applicant's, no longer joins that applicant. It becomes an
// applicant of its own, owned by the same counsellor, marked as a possible duplicate of the first, for a counsellor to
// merge or dismiss (server/leads/duplicates.ts). Joining it silently showed the newcomer's data to whoever first
// typed that phone (their "Your data" copy), and made one erasure remove both.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE applicants ADD COLUMN IF NOT EXISTS possible_duplicate_of integer REFERENCES applicants(id)',
  );
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS applicants_possible_duplicate_idx ON applicants (possible_duplicate_of)
     WHERE possible_duplicate_of IS NOT NULL`,
  );

  // Whether two names given with one phone are two people: neither's words are all among the other's ("Riya" and
  // "Riya Sharma" are one person written twice; "Riya Sharma" and "Mohan Sharma" are two). Case and spaces aside.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION leads_other_name(a text, b text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
      SELECT btrim(coalesce(a, '')) <> '' AND btrim(coalesce(b, '')) <> '' AND NOT (wa <@ wb OR wb <@ wa)
      FROM (SELECT regexp_split_to_array(lower(btrim(coalesce(a, ''))), '\\s+') AS wa,
                   regexp_split_to_array(lower(btrim(coalesce(b, ''))), '\\s+') AS wb) AS words
    $$`);

  await knex.raw(`
    CREATE OR REPLACE FUNCTION leads_link(
      p_source text, p_submission_id integer, p_name text, p_email text, p_phone text, p_phone_e164 text,
      p_course text, p_campus text, p_attribution jsonb, p_at timestamptz
    ) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE
      email_key text := nullif(lower(btrim(coalesce(p_email, ''))), '');
      phone_key text := coalesce(nullif(p_phone_e164, ''), leads_phone_e164(p_phone));
      found_id integer;
      phone_match applicants%ROWTYPE;
      owner integer;
      eligible integer;
    BEGIN
      -- Two first enquiries of one person at once (on any replica) wait for each other instead of making two.
      IF email_key IS NOT NULL THEN PERFORM pg_advisory_xact_lock(hashtext('lead:e:' || email_key)); END IF;
      IF phone_key IS NOT NULL THEN PERFORM pg_advisory_xact_lock(hashtext('lead:p:' || phone_key)); END IF;
      IF email_key IS NOT NULL THEN
        SELECT applicant_id INTO found_id FROM applicant_keys WHERE key = 'e:' || email_key;
      END IF;
      IF found_id IS NULL AND phone_key IS NOT NULL THEN
        SELECT a.* INTO phone_match FROM applicant_keys k JOIN applicants a ON a.id = k.applicant_id
          WHERE k.key = 'p:' || phone_key;
        -- The phone alone joins only when nothing says it is someone else: another name (both given) does.
        IF phone_match.id IS NOT NULL AND NOT leads_other_name(phone_match.name, p_name) THEN
          found_id := phone_match.id;
        END IF;
      END IF;
      IF found_id IS NULL THEN
        -- A possible duplicate goes to the counsellor of the applicant it may be, who can tell the two apart.
        IF phone_match.id IS NOT NULL THEN
          SELECT id INTO owner FROM staff WHERE id = phone_match.owner_id AND active;
        END IF;
        IF owner IS NULL THEN
          SELECT count(*) INTO eligible FROM staff WHERE active AND takes_leads AND NOT away;
          IF eligible > 0 THEN
            SELECT id INTO owner FROM staff WHERE active AND takes_leads AND NOT away
              ORDER BY id OFFSET (nextval('lead_round_robin') % eligible) LIMIT 1;
          END IF;
        END IF;
        INSERT INTO applicants (name, email, phone, phone_e164, source, course, campus, attribution, owner_id,
                                possible_duplicate_of, created_at, updated_at)
          VALUES (coalesce(p_name, ''), p_email, p_phone, phone_key, p_source, p_course, p_campus, p_attribution,
                  owner, phone_match.id, p_at, p_at)
          RETURNING id INTO found_id;
        IF owner IS NOT NULL THEN
          INSERT INTO applicant_events (applicant_id, kind, at, data)
            VALUES (found_id, 'assigned', p_at,
                    jsonb_build_object('owner_id', owner, 'round_robin', phone_match.id IS NULL));
        END IF;
        IF phone_match.id IS NOT NULL THEN
          INSERT INTO applicant_events (applicant_id, kind, at, data)
            VALUES (found_id, 'possible_duplicate', p_at,
                    jsonb_build_object('other_id', phone_match.id, 'by', 'phone'));
        END IF;
      ELSE
        -- A later enquiry fills what the applicant lacks and brings the latest course and campus of interest.
        UPDATE applicants SET
          name = CASE WHEN name = '' THEN coalesce(p_name, '') ELSE name END,
          email = coalesce(email, p_email),
          phone = coalesce(phone, p_phone),
          phone_e164 = coalesce(phone_e164, phone_key),
          course = coalesce(p_course, course),
          campus = coalesce(p_campus, campus)
        WHERE id = found_id;
      END IF;
      -- A key someone else holds stays theirs: the phone keeps finding the first applicant.
      INSERT INTO applicant_keys (key, applicant_id)
        SELECT k, found_id FROM unnest(ARRAY['e:' || email_key, 'p:' || phone_key]) AS k WHERE k IS NOT NULL
        ON CONFLICT (key) DO NOTHING;
      INSERT INTO applicant_events (applicant_id, kind, at, data)
        VALUES (found_id, 'submission', p_at,
                jsonb_build_object('source', p_source, 'submission_id', p_submission_id, 'attribution', p_attribution));
      RETURN found_id;
    END $$`);
}

// The previous leads_link is the one of 20261126100400, whose other functions 20261127100100 then replaced.
export async function down(knex: Knex): Promise<void> {
  await firstDefinitions(knex);
  await collationFix(knex);
  await knex.raw('DROP FUNCTION IF EXISTS leads_other_name(text, text)');
  await knex.raw('DROP INDEX IF EXISTS applicants_possible_duplicate_idx');
  await knex.raw('ALTER TABLE applicants DROP COLUMN IF EXISTS possible_duplicate_of');
}
