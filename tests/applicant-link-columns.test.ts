// The applicant matching reads the columns each visitor form's declaration names: every form whose rows link
// applicants (an enquiry form, common/leads.ts) has the link trigger, with its person's columns as the trigger's
// arguments (migrations/helpers.ts, attachApplicantLink), and no other table has one. A field renamed in the
// declaration without a migration that re-attaches the link fails here, and so does a batch of posts making new
// people's applicants from other columns than the trigger's.
import { personField } from '../common/declaration';
import { submissionDeclarations } from '../common/forms';
import { ENQUIRY_FORMS, LEAD_SOURCES } from '../common/leads';
import { linkColumns } from '../server/submissions/forms';
import { backends, createTestDatabase } from './helpers/context';

/** The trigger's arguments as attachApplicantLink writes them: name, e-mail, phone, course, campus ('' for none). */
const expectedArguments = (form: keyof typeof submissionDeclarations) =>
  (['name', 'email', 'phone', 'course', 'campus'] as const).map(
    (role) => personField(submissionDeclarations[form], role) ?? '',
  );

test.each(backends)(
  'each enquiry form links its applicant by the columns its declaration names, on %s',
  async (backend) => {
    const { db, dropDatabase } = await createTestDatabase(backend);
    try {
      const { rows } = await db.knex.raw<{ rows: { table: string; trigger: string; args: string }[] }>(
        `SELECT c.relname AS table, t.tgname AS trigger, encode(t.tgargs, 'escape') AS args
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgfoid = 'leads_link_submission'::regproc AND c.relnamespace = current_schema()::regnamespace
        ORDER BY 1`,
      );
      const linked = Object.fromEntries(
        // tgargs holds each argument followed by a zero byte, which 'escape' writes as \000.
        rows.map((row) => [row.table, { trigger: row.trigger, args: row.args.split('\\000').slice(0, -1) }]),
      );
      const enquiryForms = LEAD_SOURCES.filter((form) => Object.hasOwn(ENQUIRY_FORMS, form));
      expect(Object.keys(linked).sort()).toEqual([...enquiryForms].sort());
      for (const form of enquiryForms) {
        expect({ form, ...linked[form] }).toEqual({
          form,
          trigger: `${form}_link_applicant`,
          args: expectedArguments(form),
        });
        // The three a person is matched by are always there.
        expect(linked[form].args.slice(0, 3).every(Boolean)).toBe(true);
        // A batch of posts makes new people's applicants from the same columns (server/submissions/submission-writer.ts).
        const batched = linkColumns(form);
        if (batched)
          expect([batched.name, batched.email, batched.phone, batched.course ?? '', batched.campus ?? '']).toEqual(
            linked[form].args,
          );
      }
    } finally {
      await db.close();
      await dropDatabase();
    }
  },
);
