// Walk-ins and imports in the browser (issue 33, point 2), at the desktop size and on a phone (390×844): a counsellor
// taps "New applicant", fills the form as a walk-in arrives, records the consent and saves; the applicant's page
// shows the walk-in with the consent; entering the same person again offers the one already there.
import { expect, type Page, test } from '@playwright/test';
import { hashPassword } from '../server/staff/accounts';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'walk-ins-password-1';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function counsellor(tag: string) {
  const email = `walkins.${tag}@example.com`;
  const name = `Asha Walkin ${tag.slice(-4)}`;
  const [{ id }] = await e2eDb()('staff')
    .insert({ email, name, role: 'counsellor', password_hash: await hashPassword(PASSWORD), active: true })
    .returning('id');
  return { id: id as number, email, name };
}

/** The screen fits its width: nothing to scroll sideways (390 px on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A phone number of this run: ten digits starting with 9. */
const phoneOf = (tag: string) => `9${tag.slice(-9).padStart(9, '0')}`;

test('a counsellor enters a walk-in by tapping through the form, and the same person is offered again @phone', async ({
  page,
}) => {
  const tag = `walkin${unique()}`;
  const member = await counsellor(tag);
  const name = `Riya ${tag}`;
  const phone = phoneOf(tag);
  await signInAt(page, '/applicants', { email: member.email, password: PASSWORD });

  await page.getByRole('link', { name: 'New applicant' }).click();
  await expect(page).toHaveURL(/\/admin\/applicants\/new$/);
  const form = page.getByRole('form', { name: 'New applicant' });
  await form.getByRole('radio', { name: 'Walk-in' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`${tag}@example.in`);
  await form.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: /Airport Management/ }).click();
  await form.getByRole('combobox', { name: 'Campus' }).click();
  await page.getByRole('option', { name: 'Siliguri' }).click();
  await form.getByRole('textbox', { name: 'Note' }).fill('Asked about the hostel');
  await expectNoSidewaysScroll(page);
  // Saving without the consent is refused, naming it.
  await form.getByRole('button', { name: 'Save applicant' }).click();
  await expect(form.getByText(/agreed, in person, to the privacy notice: ask them/)).toBeVisible();
  await form.getByRole('checkbox', { name: /They agreed, in person, to the privacy notice/ }).check();
  await form.getByRole('button', { name: 'Save applicant' }).click();

  await expect(page).toHaveURL(/\/admin\/applicants\/\d+\/show$/);
  const id = Number(/applicants\/(\d+)\/show/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Given in person to ${member.name}`)).toBeVisible();
  await expect(page.getByText(`Created by ${member.name} (walk-in)`)).toBeVisible();
  const row = await e2eDb()('applicants').where({ id }).first();
  expect(row).toMatchObject({ name, source: 'walk_in', owner_id: member.id, course: 'spam', campus: 'siliguri' });

  // The same phone and name again: offered, not joined silently.
  await page.goto('/admin/applicants/new');
  await form.getByRole('radio', { name: 'Phone' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByRole('checkbox', { name: /They agreed, in person/ }).check();
  await form.getByRole('button', { name: 'Save applicant' }).click();
  await expect(form.getByRole('alert')).toContainText(`(#${id}) has this phone number already`);
  await form.getByRole('button', { name: `Add this enquiry to #${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applicants/${id}/show$`));
  await expect(page.getByText(`Enquiry added by ${member.name} (phone)`)).toBeVisible();
  const [{ n }] = await e2eDb()('applicant_entries').where({ applicant_id: id }).count({ n: '*' });
  expect(Number(n)).toBe(2);
});

test('a counsellor imports a small CSV: columns guessed, rows previewed, imported, then undone @phone', async ({
  page,
}) => {
  const tag = `import${unique()}`;
  const member = await counsellor(tag);
  // Already here: someone the file's second row is (same e-mail).
  const [{ applicant_id: known }] = await e2eDb()('contact_forms')
    .insert({ name: `Priya ${tag}`, email: `priya.${tag}@example.in`, phone: phoneOf(`${tag}1`) })
    .returning('applicant_id');
  const csv = [
    'Full Name,Mobile,Email ID,Course,Campus,Remarks',
    `Riya ${tag},${phoneOf(`${tag}2`)},riya.${tag}@example.in,SPAM,Siliguri,Met at the fair`,
    `Priya ${tag},,priya.${tag}@example.in,BBA,Kolkata,`,
    `Nobody ${tag},12,,,,`,
  ].join('\n');
  await signInAt(page, '/applicants', { email: member.email, password: PASSWORD });
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/admin\/applicants\/import$/);
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'fair.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const form = page.getByRole('region', { name: 'Import a CSV file' });
  await expect(form.getByRole('combobox', { name: 'Name' })).toContainText('Full Name');
  await expect(form.getByRole('combobox', { name: 'Phone' })).toContainText('Mobile');
  await expect(form.getByRole('combobox', { name: 'E-mail' })).toContainText('Email ID');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByLabel('Preview counts')).toHaveText(
    '3 rows: 1 new, 1 join existing applicants, 0 possible duplicates, 1 with errors',
  );
  await expect(form.getByRole('listitem', { name: 'Row 2' })).toContainText('New');
  await expect(form.getByRole('listitem', { name: 'Row 3' })).toContainText(`existing applicant #${known}`);
  await expect(form.getByRole('listitem', { name: 'Row 4' })).toContainText('Phone "12" is not a phone number');
  await expectNoSidewaysScroll(page);
  await form.getByRole('checkbox', { name: /Everyone in this file agreed to the privacy notice/ }).check();
  await form.getByRole('button', { name: 'Import 2 rows, skip 1 with errors' }).click();
  await expect(form.getByRole('alert')).toContainText('Imported 2 rows as import #');

  // The rows appear in the list.
  await page.goto(`/admin/applicants?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  await expect(page.getByText(`Riya ${tag}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Priya ${tag}`, { exact: true }).first()).toBeVisible();
  const riya = await e2eDb()('applicants')
    .where({ name: `Riya ${tag}` })
    .first();
  expect(riya).toMatchObject({ owner_id: member.id, source: 'fair', course: 'spam', campus: 'siliguri' });
  expect(await e2eDb()('applicants').where({ id: known }).first()).toMatchObject({ course: 'bba', campus: 'kolkata' });

  // Undone as a whole from the list of imports.
  await page.goto('/admin/applicants/import');
  const record = page.getByRole('region', { name: /^Import #\d+$/ }).first();
  await record.getByRole('button', { name: 'Show rows' }).click();
  await expect(record.getByRole('link', { name: `Riya ${tag}`, exact: true })).toBeVisible();
  await record.getByRole('button', { name: 'Undo import' }).click();
  await expect(record.getByRole('alert')).toContainText('Import undone: 1 removed, 1 put back as they were.');
  expect(
    await e2eDb()('applicants')
      .where({ name: `Riya ${tag}` })
      .first(),
  ).toBeUndefined();
  expect(await e2eDb()('applicants').where({ id: known }).first()).toMatchObject({ course: null, campus: null });
});
