// A new enquiry's alert links to its applicant (issue 19, point 3): the trigger that picks the alert's recipient
// also records which applicant the enquiry joined, so the e-mail opens the applicant, not one of their submissions.
import type { Knex } from 'knex';

export const ENQUIRY_TABLES = ['registration_forms', 'contact_forms', 'admission_applications', 'prospectus_requests'];

/** Alerts of forms whose rows link applicants: those with the link trigger (20261205000100, attachApplicantLink). */
const LINKED_FORM = `EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass(NEW.params->>'form')
                                            AND tgname = (NEW.params->>'form') || '_link_applicant')`;

/**
 * The trigger function that addresses an enquiry alert: for the forms in `tables` (later migrations add forms), or
 * since 20261205000100 ('linked') for every form whose rows link applicants.
 */
export const alertOwnerFunction = (withApplicant: boolean, tables: readonly string[] | 'linked' = ENQUIRY_TABLES) => `
    CREATE OR REPLACE FUNCTION mail_outbox_alert_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      owner_email text;
      applicant integer;
    BEGIN
      IF ${tables === 'linked' ? LINKED_FORM : `NEW.params->>'form' = ANY (ARRAY['${tables.join("','")}'])`} THEN
        EXECUTE format(
          'SELECT a.id, s.email FROM %I sub
             JOIN applicants linked ON linked.id = sub.applicant_id
             JOIN applicants a ON a.id = coalesce(linked.merged_into_id, linked.id)
             LEFT JOIN staff s ON s.id = a.owner_id AND s.active
           WHERE sub.id = $1', NEW.params->>'form')
          INTO applicant, owner_email USING (NEW.params->>'id')::integer;
        IF owner_email IS NOT NULL THEN NEW.recipients := ARRAY[owner_email]; END IF;
        ${withApplicant ? "IF applicant IS NOT NULL THEN NEW.params := NEW.params || jsonb_build_object('applicant_id', applicant); END IF;" : ''}
      END IF;
      RETURN NEW;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(alertOwnerFunction(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(alertOwnerFunction(false));
}
