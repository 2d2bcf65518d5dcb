import type { Knex } from 'knex';
import { up as previousDefinitions } from './20261126100400_leads_link_function';

// Matching a form's row to its applicant looked its keys up by scanning every key (45 ms a post with 600,000 keys)
// instead of probing the primary key. The trigger passed TG_TABLE_NAME, of type name, whose collation is "C"; a
// PL/pgSQL function takes the collation of its call's arguments for its text parameters and variables, so the
// lookup `key = 'e:' || email_key` compared in "C" and the key's index (default collation) could not serve it.
// (Called from SQL with plain text, as linkSubmissionToApplicant and a psql session do, the same function used the
// index.) Now the trigger passes the table's name as text in the default collation. docs/performance.md §6.
export async function up(knex: Knex): Promise<void> {
  // PL/pgSQL keeps its plans for the session; the SQL function (not inlinable: it has a FROM) was planned again in
  // every transaction that normalised a phone. Same results as before.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION leads_phone_e164(raw text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE
      d text := regexp_replace(coalesce(raw, ''), '[^0-9]', '', 'g');
    BEGIN
      RETURN CASE
        WHEN d = '' OR length(d) < 7 THEN NULL
        WHEN btrim(raw) LIKE '+%' THEN '+' || d
        WHEN length(d) = 10 THEN '+91' || d
        WHEN length(d) = 11 AND d LIKE '0%' THEN '+91' || substr(d, 2)
        WHEN length(d) = 12 AND d LIKE '91%' THEN '+' || d
        ELSE '+' || d
      END;
    END $$`);

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
      -- TG_TABLE_NAME is a name (collation "C"): as text in the default collation, so leads_link runs in it.
      NEW.applicant_id := leads_link(
        TG_TABLE_NAME::text COLLATE "default", NEW.id, coalesce(fields->>'full_name', fields->>'name'),
        fields->>'email', fields->>'phone', fields->>'phone_e164',
        coalesce(fields->>'course', fields->>'preferred_course', fields->>'course_interest'),
        fields->>'preferred_campus', NEW.attribution, coalesce(NEW.created_at, now()));
      RETURN NEW;
    END $$`);
}

// The previous definitions are those of 20261126100400_leads_link_function.ts.
export async function down(knex: Knex): Promise<void> {
  await previousDefinitions(knex);
}
