// Issue 31, item 3: per-row costs of a visitor's post, found with auto_explain under bench/api-throughput.ts.
//
// 1. The likely-duplicates trigger compared a new applicant with every live applicant on a table autovacuum had
//    not analyzed yet (a new database; every run of the bench): with every estimate at one row, the planner took
//    `me` and `o` by walking the whole name-key index, filtering, and each connection kept that generic plan: 0.55 ms
//    a post after 2,000 posts, growing with every applicant. The query now reads `me` by its primary key and probes
//    the name block with `me`'s key as the index condition (OFFSET 0 keeps each subquery planned on its own). Once
//    autovacuum has analyzed the table both shapes get the same plan; on statistics that say the table is small
//    the planner may still scan it until the next analysis.
// 2. The enquiry alert's trigger found the applicant a submission joined with a dynamic query (EXECUTE, planned
//    anew for every alert). The statement that writes the submission already has it (the link trigger set the
//    row's applicant_id; server/mail/submission-mails.ts passes it in the alert's params), so the trigger reads the
//    applicant and its owner with a query planned once. A row written without it (any other writer) is still looked
//    up in its form's table.
// 3. A batch of posts makes the applicants of people no key finds in one statement (server/submissions/
//    submission-writer.ts); leads_keys_taken() is its look-up of the batch's keys ('e:…', 'p:…'): leads_link()'s
//    advisory locks on all of them, in one order (two batches wait for each other, never deadlock), then the keys
//    already held, read with a snapshot taken after the locks (a VOLATILE function's own), so a post of the same
//    person committed meanwhile by another statement is seen.
import type { Knex } from 'knex';
import { alertOwnerFunction } from './20261127000100_enquiry_alert_names_applicant';
import { DUPLICATE_CANDIDATES_OF } from './20261202600200_likely_duplicate_candidates';

const DUPLICATE_CANDIDATES_BY_INDEX = `
    CREATE OR REPLACE FUNCTION applicant_duplicate_candidates_of(p_id integer)
    RETURNS TABLE (applicant_id integer, other_id integer, phone_distance smallint, email_distance smallint)
    LANGUAGE sql STABLE AS $$
      SELECT least(me.id, o.id), greatest(me.id, o.id),
             CASE WHEN d.phone <= 2 THEN d.phone END::smallint, CASE WHEN d.email <= 2 THEN d.email END::smallint
        FROM (SELECT id, name_key, phone_e164, email, merged_into_id FROM applicants WHERE id = p_id OFFSET 0) AS me
        CROSS JOIN LATERAL (
          SELECT id, phone_e164, email FROM applicants
           WHERE name_key = me.name_key AND merged_into_id IS NULL AND name_key <> '' AND id <> me.id
          OFFSET 0
        ) AS o
        CROSS JOIN LATERAL (
          SELECT levenshtein_less_equal(applicant_phone_digits(me.phone_e164), applicant_phone_digits(o.phone_e164), 2) AS phone,
                 levenshtein_less_equal(nullif(lower(btrim(me.email)), ''), nullif(lower(btrim(o.email)), ''), 2) AS email
        ) AS d
       WHERE me.merged_into_id IS NULL AND me.name_key <> '' AND (d.phone <= 2 OR d.email <= 2)
    $$`;

// The alert of a form whose rows link applicants goes to the active owner of the applicant the row joined (or the
// one it was merged into), naming that applicant; otherwise to the inbox the writer chose.
const ALERT_OWNER_FROM_PARAMS = `
    CREATE OR REPLACE FUNCTION mail_outbox_alert_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      joined integer;
      owner_email text;
      applicant integer;
    BEGIN
      IF NEW.params->'applicant_id' IS NOT NULL THEN
        joined := (NEW.params->>'applicant_id')::integer;
      ELSIF EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass(NEW.params->>'form')
                                              AND tgname = (NEW.params->>'form') || '_link_applicant') THEN
        EXECUTE format('SELECT applicant_id FROM %I WHERE id = $1', NEW.params->>'form')
          INTO joined USING (NEW.params->>'id')::integer;
      END IF;
      IF joined IS NOT NULL THEN
        SELECT a.id, s.email INTO applicant, owner_email
          FROM applicants linked
          JOIN applicants a ON a.id = coalesce(linked.merged_into_id, linked.id)
          LEFT JOIN staff s ON s.id = a.owner_id AND s.active
         WHERE linked.id = joined;
      END IF;
      IF owner_email IS NOT NULL THEN NEW.recipients := ARRAY[owner_email]; END IF;
      NEW.params := NEW.params - 'applicant_id'
        || CASE WHEN applicant IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('applicant_id', applicant) END;
      RETURN NEW;
    END $$`;

const KEYS_TAKEN = `
    CREATE OR REPLACE FUNCTION leads_keys_taken(keys text[]) RETURNS text[] LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(lock)
        FROM (SELECT DISTINCT hashtext('lead:' || key) AS lock FROM unnest(keys) AS key WHERE key IS NOT NULL ORDER BY 1) AS locks;
      RETURN ARRAY(SELECT key FROM applicant_keys WHERE key = ANY (keys));
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(DUPLICATE_CANDIDATES_BY_INDEX);
  await knex.raw(ALERT_OWNER_FROM_PARAMS);
  await knex.raw(KEYS_TAKEN);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS leads_keys_taken(text[])');
  await knex.raw(alertOwnerFunction(true, 'linked'));
  await knex.raw(DUPLICATE_CANDIDATES_OF);
}
