// Issue 31: the applicant matching reads the columns each form's declaration names (common/forms.ts, the fields'
// `person` roles), passed as its trigger's arguments, instead of one function guessing among every form's names
// (`coalesce(full_name, name)`, `coalesce(course, preferred_course, course_interest)`). And an enquiry alert goes to
// the owner of the applicant its row joined whatever the form, when the form's rows link applicants (it has the
// link trigger), instead of a list of forms kept in SQL. A sixth form is then one attachApplicantLink call.
import type { Knex } from 'knex';
import { alertOwnerFunction } from './20261127000100_enquiry_alert_names_applicant';
import { LINK_SUBMISSION } from './20261203200100_open_days_link_by_trigger';
import { attachApplicantLink, detachApplicantLink } from './helpers';

/** The person's columns of the five forms that link applicants, as their declarations name them today. */
const LINKED_FORMS = {
  registration_forms: { name: 'full_name', email: 'email', phone: 'phone', course: 'course', campus: null },
  contact_forms: { name: 'name', email: 'email', phone: 'phone', course: 'course', campus: null },
  admission_applications: {
    name: 'full_name',
    email: 'email',
    phone: 'phone',
    course: 'preferred_course',
    campus: 'preferred_campus',
  },
  prospectus_requests: { name: 'full_name', email: 'email', phone: 'phone', course: 'course_interest', campus: null },
  event_registrations: { name: 'name', email: 'email', phone: 'phone', course: null, campus: null },
} as const;

// TG_ARGV: the columns of the name, e-mail, phone, course and campus ('' where the form has none: `->> ''` is null).
// A row naming an open day (event_id) without a campus of its own takes that open day's campus.
const LINK_BY_ARGUMENTS = `
  CREATE OR REPLACE FUNCTION leads_link_submission() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      fields jsonb := to_jsonb(NEW);
      campus text := fields->>TG_ARGV[4];
    BEGIN
      IF NEW.applicant_id IS NOT NULL THEN RETURN NEW; END IF;
      IF campus IS NULL AND fields->>'event_id' IS NOT NULL THEN
        SELECT events.campus INTO campus FROM events WHERE events.id = (fields->>'event_id')::integer;
      END IF;
      -- TG_TABLE_NAME is a name (collation "C"): as text in the default collation, so leads_link runs in it.
      NEW.applicant_id := leads_link(
        TG_TABLE_NAME::text COLLATE "default", NEW.id, fields->>TG_ARGV[0], fields->>TG_ARGV[1],
        fields->>TG_ARGV[2], fields->>'phone_e164', fields->>TG_ARGV[3], campus, NEW.attribution,
        coalesce(NEW.created_at, now()));
      RETURN NEW;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(LINK_BY_ARGUMENTS);
  for (const [table, columns] of Object.entries(LINKED_FORMS)) await attachApplicantLink(knex, table, columns);
  // The alert of a form whose rows link applicants: to the applicant's active owner, naming the applicant.
  await knex.raw(alertOwnerFunction(true, 'linked'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(alertOwnerFunction(true, Object.keys(LINKED_FORMS)));
  for (const table of Object.keys(LINKED_FORMS)) {
    await detachApplicantLink(knex, table);
    await knex.raw(`CREATE TRIGGER ${table}_link_applicant BEFORE INSERT ON ${table}
      FOR EACH ROW EXECUTE FUNCTION leads_link_submission()`);
  }
  await knex.raw(
    LINK_SUBMISSION(
      `coalesce(fields->>'preferred_campus', (SELECT campus FROM events WHERE id = (fields->>'event_id')::integer))`,
    ),
  );
}
