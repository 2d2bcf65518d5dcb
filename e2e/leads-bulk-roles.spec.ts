// Bulk changes by role in the browser (issue 33, point 6), at the desktop size and on a phone: a counsellor ticks
// rows including a colleague's, moves them to another stage, is told the colleague's was skipped, and undoes the
// change; an admin changing rows of other members confirms it first, with their count.
import { expect, type Page, test } from '@playwright/test';
import { hashPassword } from '../server/staff/accounts';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'bulk-roles-password-1';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A counsellor account of this test; returns its id and e-mail. */
async function counsellor(name: string, tag: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.com`;
  const [{ id }] = await e2eDb()('staff')
    .insert({
      email,
      name: `${name} ${tag.slice(-4)}`,
      role: 'counsellor',
      password_hash: await hashPassword(PASSWORD),
      active: true,
    })
    .returning('id');
  return { id: id as number, email };
}

/** An enquiry as the contact form writes it, its applicant given to `owner`; returns the applicant's id. */
async function applicantOf(owner: number, name: string, email: string): Promise<number> {
  const [{ applicant_id }] = await e2eDb()('contact_forms')
    .insert({
      name,
      email,
      course: 'spth',
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    })
    .returning('applicant_id');
  await e2eDb()('applicants').where({ id: applicant_id }).update({ owner_id: owner });
  return applicant_id;
}

const stageOf = async (id: number) => (await e2eDb()('applicants').where({ id }).first('stage')).stage;

/** Ticks a row: the list's checkbox at the desktop size, the row's own on a phone. */
async function tick(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 0) < 900) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  else await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
}

test("a counsellor's bulk change skips a colleague's applicant, says so, and is undone @phone", async ({ page }) => {
  const tag = `roles${unique()}`;
  const asha = await counsellor('Asha Bulk', tag);
  const bikram = await counsellor('Bikram Bulk', tag);
  const own = [
    await applicantOf(asha.id, `Own ${tag} 1`, `own1.${tag}@example.com`),
    await applicantOf(asha.id, `Own ${tag} 2`, `own2.${tag}@example.com`),
  ];
  const theirs = await applicantOf(bikram.id, `Theirs ${tag}`, `theirs.${tag}@example.com`);

  await signInAt(page, '/applicants', { email: asha.email, password: PASSWORD });
  await page.goto(`/admin/applicants?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  await expect(page.getByText(`Theirs ${tag}`)).toBeVisible();
  for (const name of [`Own ${tag} 1`, `Own ${tag} 2`, `Theirs ${tag}`]) await tick(page, name);

  await page.getByRole('button', { name: 'Change 3 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change 3 selected applicants' });
  await expect(dialog.getByRole('alert')).toContainText(
    'Only your own applicants change: 2 of these 3. 1 belongs to others or nobody and will be skipped.',
  );
  await dialog.getByRole('combobox', { name: 'New stage' }).click();
  await page.getByRole('option', { name: 'Applied' }).click();
  await dialog.getByRole('button', { name: 'Apply to 3 selected' }).click();
  await expect(page.getByText('2 applicants updated; 1 skipped: only your own applicants change')).toBeVisible();
  const banner = page.getByRole('alert', { name: 'Last bulk change' });
  await expect(banner).toContainText('stage to Applied for 2 applicants (1 of others skipped)');
  expect([await stageOf(own[0]), await stageOf(own[1]), await stageOf(theirs)]).toEqual(['applied', 'applied', 'new']);

  await banner.getByRole('button', { name: 'Undo' }).click();
  // Said on the list (it stays) as well as in the notification.
  await expect(
    page.locator('#main-content').getByRole('alert').filter({ hasText: 'Undone: 2 applicants back as they were.' }),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect([await stageOf(own[0]), await stageOf(own[1]), await stageOf(theirs)]).toEqual(['new', 'new', 'new']);

  // The applicant's timeline has the change and its undo.
  await page.goto(`/admin/applicants/${own[0]}/show`);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Stage New → Applied (bulk)');
  await expect(timeline).toContainText('Stage Applied → New (bulk change undone)');
});

test('an admin sees how many of the rows belong to other members and confirms @phone', async ({ page }) => {
  const tag = `admin${unique()}`;
  const asha = await counsellor('Asha Other', tag);
  const rows = [
    await applicantOf(asha.id, `Other ${tag} 1`, `other1.${tag}@example.com`),
    await applicantOf(asha.id, `Other ${tag} 2`, `other2.${tag}@example.com`),
  ];
  await signInAt(page, '/applicants');
  await page.goto(`/admin/applicants?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  await page.getByRole('button', { name: 'Change all 2 matching' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change all 2 matching applicants' });
  await expect(dialog.getByRole('alert')).toContainText('2 of these 2 belong to other members.');
  await dialog.getByRole('combobox', { name: 'New stage' }).click();
  await page.getByRole('option', { name: 'Enrolled' }).click();
  await dialog.getByRole('button', { name: 'Apply to all 2 matching' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change applicants of other members?' });
  await expect(confirm).toContainText('2 of these 2 applicants belong to other members.');
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect([await stageOf(rows[0]), await stageOf(rows[1])]).toEqual(['new', 'new']);

  await page.getByRole('button', { name: 'Change all 2 matching' }).click();
  await dialog.getByRole('combobox', { name: 'New stage' }).click();
  await page.getByRole('option', { name: 'Enrolled' }).click();
  await dialog.getByRole('button', { name: 'Apply to all 2 matching' }).click();
  await confirm.getByRole('button', { name: 'Change all 2' }).click();
  await expect(page.getByText('2 applicants updated')).toBeVisible();
  expect([await stageOf(rows[0]), await stageOf(rows[1])]).toEqual(['enrolled', 'enrolled']);
});
