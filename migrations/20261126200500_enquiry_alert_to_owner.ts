// A new enquiry's alert goes to its applicant's owner (the lead pipeline assigns one when the enquiry is written);
// the configured inbox only when there is none. Decided as the alert is queued, in the statement that writes the
// enquiry: the matching trigger on the submission has already run for that row, so its applicant is visible here.
import type { Knex } from 'knex';

const ENQUIRY_TABLES = ['registration_forms', 'contact_forms', 'admission_applications', 'prospectus_requests'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION mail_outbox_alert_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      owner_email text;
    BEGIN
      IF NEW.params->>'form' = ANY (ARRAY['${ENQUIRY_TABLES.join("','")}']) THEN
        EXECUTE format(
          'SELECT s.email FROM %I sub
             JOIN applicants linked ON linked.id = sub.applicant_id
             JOIN applicants a ON a.id = coalesce(linked.merged_into_id, linked.id)
             JOIN staff s ON s.id = a.owner_id AND s.active
           WHERE sub.id = $1', NEW.params->>'form')
          INTO owner_email USING (NEW.params->>'id')::integer;
        IF owner_email IS NOT NULL THEN NEW.recipients := ARRAY[owner_email]; END IF;
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS mail_outbox_alert_owner ON mail_outbox');
  await knex.raw(`
    CREATE TRIGGER mail_outbox_alert_owner BEFORE INSERT ON mail_outbox
    FOR EACH ROW WHEN (NEW.template = 'enquiry_alert') EXECUTE FUNCTION mail_outbox_alert_owner()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS mail_outbox_alert_owner ON mail_outbox');
  await knex.raw('DROP FUNCTION IF EXISTS mail_outbox_alert_owner()');
}
