import type { Knex } from 'knex';

// Issue 31: an open-day registration links its applicant the way the other forms do, by the linking trigger in the
// INSERT, instead of a second call from TypeScript after it. The trigger's campus of interest is the form's
// preferred campus or, for a row naming an open day (event_id), that open day's campus, as the TypeScript call gave.

export const LINK_SUBMISSION = (campus: string) => `
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
        ${campus}, NEW.attribution, coalesce(NEW.created_at, now()));
      RETURN NEW;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    LINK_SUBMISSION(
      `coalesce(fields->>'preferred_campus', (SELECT campus FROM events WHERE id = (fields->>'event_id')::integer))`,
    ),
  );
  await knex.raw('DROP TRIGGER IF EXISTS event_registrations_link_applicant ON event_registrations');
  await knex.raw(`CREATE TRIGGER event_registrations_link_applicant BEFORE INSERT ON event_registrations
    FOR EACH ROW EXECUTE FUNCTION leads_link_submission()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS event_registrations_link_applicant ON event_registrations');
  await knex.raw(LINK_SUBMISSION(`fields->>'preferred_campus'`));
}
