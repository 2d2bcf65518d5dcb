// Issue 31, item 1: a visitor form is declared once (common/forms.ts) and every list of the forms is derived from
// the declarations. A list written by hand elsewhere is how a sixth form gets forgotten in one place: this fails on it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_RESOURCE_LABELS, AUDIT_RESOURCES } from '../common/audit';
import { submissionDeclarations } from '../common/forms';
import { ENQUIRY_FORMS, LEAD_SOURCE_LABELS, LEAD_SOURCES } from '../common/leads';
import { RESOURCE_AREAS } from '../common/roles';
import { SUBMISSION_SOURCES } from '../server/leads/applicant-sources';
import { HELD_LABELS } from '../server/privacy/held-labels';

const root = path.resolve(import.meta.dirname, '..');
const FORMS = Object.keys(submissionDeclarations);

/**
 * The files that may name the forms one by one, each for a reason of its own: the declarations themselves, each
 * form's staff API entry with the figures of its own list (server/staff-api/resources.ts), and its panel entry
 * (admin/resources.ts). Migrations are history (each states the tables of its day); tests and benchmarks exercise
 * the forms by name.
 */
const ALLOWED = new Set(['common/forms.ts', 'server/staff-api/resources.ts', 'admin/resources.ts']);
const SCANNED = ['common', 'server', 'admin', 'public-site', 'scripts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (name === 'node_modules') return [];
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(name) ? [relative] : [];
  });
}

/** The forms a file names as a string of their own or as an object's key: a list of them if three or more. */
function formsNamed(text: string): string[] {
  return FORMS.filter((form) => new RegExp(`['"\`]${form}['"\`]|^\\s*${form}\\s*:`, 'm').test(text));
}

test('no file outside the declarations lists the visitor forms by hand', () => {
  const handWritten = SCANNED.flatMap(sourceFiles)
    .filter((file) => !ALLOWED.has(file))
    .map((file) => ({ file, forms: formsNamed(readFileSync(path.join(root, file), 'utf8')) }))
    .filter(({ forms }) => forms.length >= 3)
    .map(({ file, forms }) => `${file}: ${forms.join(', ')}`);
  expect(handWritten).toEqual([]);
});

test('the scan sees a hand-written list (it can fail)', () => {
  expect(formsNamed("const TABLES = ['contact_forms', 'prospectus_requests',\n  'event_registrations'];")).toHaveLength(
    3,
  );
  expect(formsNamed('registration_forms: 1,\n  contact_forms: 2,\n  admission_applications: 3')).toHaveLength(3);
  expect(formsNamed("t('your-data.held.contact_forms')")).toEqual([]);
});

test('every derived list holds every declared form, in the declared order, with its declared words', () => {
  expect([...LEAD_SOURCES]).toEqual(FORMS);
  for (const [form, declaration] of Object.entries(submissionDeclarations)) {
    const { visitor } = declaration;
    expect(LEAD_SOURCE_LABELS[form as keyof typeof LEAD_SOURCE_LABELS]).toBe(visitor.source);
    expect(HELD_LABELS[form]).toBe(visitor.held);
    expect(AUDIT_RESOURCES).toContain(form);
    expect(AUDIT_RESOURCE_LABELS[form as keyof typeof AUDIT_RESOURCE_LABELS]).toBe(visitor.audit);
    expect(RESOURCE_AREAS[form]).toBe('submissions');
    const enquiry = (ENQUIRY_FORMS as Record<string, { label: string; name: string } | undefined>)[form];
    if ('enquiry' in visitor && visitor.enquiry) expect(enquiry).toMatchObject({ label: visitor.enquiry.label });
    else expect(enquiry).toBeUndefined();
  }
  // The newsletter box is the one form that is not an enquiry.
  expect(Object.keys(ENQUIRY_FORMS)).toEqual(FORMS.filter((form) => form !== 'newsletter_subscriptions'));
});

test("the columns of a person's details follow the fields' declared roles, one field for each", () => {
  for (const declaration of Object.values(submissionDeclarations)) {
    const roles = Object.values(declaration.fields as Record<string, { person?: string }>).flatMap(({ person }) =>
      person ? [person] : [],
    );
    expect(roles).toEqual([...new Set(roles)]);
  }
  expect(SUBMISSION_SOURCES.admission_applications).toEqual({
    name: 'full_name',
    course: 'preferred_course',
    campus: 'preferred_campus',
    phone: true,
    message: null,
  });
  expect(SUBMISSION_SOURCES.contact_forms).toEqual({
    name: 'name',
    course: 'course',
    campus: null,
    phone: true,
    message: 'message',
  });
  expect(SUBMISSION_SOURCES.newsletter_subscriptions).toEqual({
    name: null,
    course: null,
    campus: null,
    phone: false,
    message: null,
  });
  expect(ENQUIRY_FORMS.prospectus_requests.name).toBe('full_name');
  expect(ENQUIRY_FORMS.event_registrations.name).toBe('name');
});
