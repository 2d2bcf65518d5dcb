import type { Knex } from 'knex';
import { SUBMISSION_TABLES } from './20261126100300_submission_applicant_links';

// Matching a submission to its applicant inside the statement that inserts it (so a form's 201, which follows the
// commit, means the link is there too). server/leads/ explains the rules; docs/leads.md how other forms join.
export async function up(knex: Knex): Promise<void> {
  // The server writes phone_e164 with libphonenumber-js; this covers a row inserted without it (same results for
  // Indian numbers: 10 digits, a leading 0 or 91, or any number written with +).
  await knex.raw(`
    CREATE OR REPLACE FUNCTION leads_phone_e164(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE
        WHEN d = '' OR length(d) < 7 THEN NULL
        WHEN btrim(raw) LIKE '+%' THEN '+' || d
        WHEN length(d) = 10 THEN '+91' || d
        WHEN length(d) = 11 AND d LIKE '0%' THEN '+91' || substr(d, 2)
        WHEN length(d) = 12 AND d LIKE '91%' THEN '+' || d
        ELSE '+' || d
      END
      FROM (SELECT regexp_replace(coalesce(raw, ''), '[^0-9]', '', 'g') AS d) AS digits
    $$`);

  // Finds the applicant by e-mail (case-folded) or phone, or creates one owned by the next member in the
  // round-robin; records the submission on the timeline; returns the applicant's id.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION leads_link(
      p_source text, p_submission_id integer, p_name text, p_email text, p_phone text, p_phone_e164 text,
      p_course text, p_campus text, p_attribution jsonb, p_at timestamptz
    ) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE
      email_key text := nullif(lower(btrim(coalesce(p_email, ''))), '');
      phone_key text := coalesce(nullif(p_phone_e164, ''), leads_phone_e164(p_phone));
      found_id integer;
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
        SELECT applicant_id INTO found_id FROM applicant_keys WHERE key = 'p:' || phone_key;
      END IF;
      IF found_id IS NULL THEN
        SELECT count(*) INTO eligible FROM staff WHERE active AND takes_leads AND NOT away;
        IF eligible > 0 THEN
          SELECT id INTO owner FROM staff WHERE active AND takes_leads AND NOT away
            ORDER BY id OFFSET (nextval('lead_round_robin') % eligible) LIMIT 1;
        END IF;
        INSERT INTO applicants (name, email, phone, phone_e164, source, course, campus, attribution, owner_id,
                                created_at, updated_at)
          VALUES (coalesce(p_name, ''), p_email, p_phone, phone_key, p_source, p_course, p_campus, p_attribution,
                  owner, p_at, p_at)
          RETURNING id INTO found_id;
        IF owner IS NOT NULL THEN
          INSERT INTO applicant_events (applicant_id, kind, at, data)
            VALUES (found_id, 'assigned', p_at, jsonb_build_object('owner_id', owner, 'round_robin', true));
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
      INSERT INTO applicant_keys (key, applicant_id)
        SELECT k, found_id FROM unnest(ARRAY['e:' || email_key, 'p:' || phone_key]) AS k WHERE k IS NOT NULL
        ON CONFLICT (key) DO NOTHING;
      INSERT INTO applicant_events (applicant_id, kind, at, data)
        VALUES (found_id, 'submission', p_at,
                jsonb_build_object('source', p_source, 'submission_id', p_submission_id, 'attribution', p_attribution));
      RETURN found_id;
    END $$`);

  // The trigger every submission table runs before each insert; it reads the row's columns by name, so any table
  // with full_name or name, email, phone, phone_e164, applicant_id and attribution can use it.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION leads_link_submission() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      fields jsonb := to_jsonb(NEW);
    BEGIN
      IF NEW.applicant_id IS NOT NULL THEN RETURN NEW; END IF;
      -- Subscribing again adds no row (ON CONFLICT DO NOTHING runs after this trigger): nothing to record.
      IF TG_TABLE_NAME = 'newsletter_subscriptions'
         AND EXISTS (SELECT 1 FROM newsletter_subscriptions WHERE lower(email) = lower(NEW.email)) THEN
        RETURN NEW;
      END IF;
      NEW.applicant_id := leads_link(
        TG_TABLE_NAME, NEW.id, coalesce(fields->>'full_name', fields->>'name'), fields->>'email',
        fields->>'phone', fields->>'phone_e164',
        coalesce(fields->>'course', fields->>'preferred_course', fields->>'course_interest'),
        fields->>'preferred_campus', NEW.attribution, coalesce(NEW.created_at, now()));
      RETURN NEW;
    END $$`);
  for (const table of SUBMISSION_TABLES) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_link_applicant ON ${table}`);
    await knex.raw(`CREATE TRIGGER ${table}_link_applicant BEFORE INSERT ON ${table}
      FOR EACH ROW EXECUTE FUNCTION leads_link_submission()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of SUBMISSION_TABLES) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_link_applicant ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS leads_link_submission()');
  await knex.raw(
    'DROP FUNCTION IF EXISTS leads_link(text, integer, text, text, text, text, text, text, jsonb, timestamptz)',
  );
  await knex.raw('DROP FUNCTION IF EXISTS leads_phone_e164(text)');
}
