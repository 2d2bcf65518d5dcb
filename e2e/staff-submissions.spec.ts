// Visitor submissions as staff see them: a registration sent to the public API appears, exports, and is deleted.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { e2eDb, STAFF } from './support';

async function signIn(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin${path}$`));
}

/** A registration as the public Register page sends it, under a name no other test uses. */
/** Posts a registration as a visitor would; the row's id comes from the database (the answer is a receipt). */
async function postRegistration(page: Page, fullName: string) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const response = await page.request.post('/api/public/registration_forms', {
    data: {
      full_name: fullName,
      email,
      phone: '+91 98300 12345',
      course: 'Skilled Professional In Hotel Management (SPHM)',
      message: 'Please send the fee structure.',
    },
  });
  expect(response.status()).toBe(201);
  await response.body();
  const row = await e2eDb()('registration_forms').where({ email }).first('id');
  return row.id as number;
}

test('a registration posted to the public API appears in Registrations, with its details', async ({ page }) => {
  const fullName = `Ananya Test ${Date.now()}`;
  await postRegistration(page, fullName);
  await signIn(page, '/registration_forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toBeVisible();
  // The table shows the course's short code; the full name is in the details.
  await expect(row.getByText('SPHM', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Skilled Professional In Hotel Management (SPHM)')).toBeVisible();
  await expect(details.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:ananya\.test\.\d+@example\.com$/,
  );
  await expect(details.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919830012345');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
});

test('the search is done by the server and Export CSV downloads what is on screen', async ({ page }) => {
  const fullName = `Export Check ${Date.now()}`;
  await postRegistration(page, fullName);
  await postRegistration(page, `Someone Else ${Date.now()}`);
  await signIn(page, '/registration_forms');
  await expect(page.getByRole('row').filter({ hasText: 'Someone Else' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(fullName);
  await expect(page.getByRole('row').filter({ hasText: 'Someone Else' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /export\.csv\?filter=.*Export/);
  await expect(page.getByRole('row').filter({ hasText: fullName })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registrations_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('"Name","Email","Phone","Course","Message","Date"');
  // Only the searched registration is exported: the filter on screen travels with the download.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(fullName);
});

test('delete asks first: Cancel keeps the registration, Delete removes it', async ({ page }) => {
  const fullName = `Delete Me ${Date.now()}`;
  const id = await postRegistration(page, fullName);
  await signIn(page, '/registration_forms');
  const row = page.getByRole('row').filter({ hasText: fullName });
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this registration? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await e2eDb()('registration_forms').where({ id }).first()).toBeTruthy();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => e2eDb()('registration_forms').where({ id }).first()).toBeUndefined();
});

test('each submission screen has its title, stat cards and empty text @phone', async ({ page }) => {
  await signIn(page, '/contact_forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Forms' })).toBeVisible();
  await expect(page.getByText('With Messages')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('no-such-visitor-anywhere');
  await expect(page.getByText('No contact forms found.')).toBeVisible();

  await page.goto('/admin/admission_applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Admission Applications' })).toBeVisible();
  await expect(page.getByText('Certification', { exact: true }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('no-such-visitor-anywhere');
  await expect(page.getByText('No admission applications found.')).toBeVisible();

  await page.goto('/admin/prospectus_requests');
  await expect(page.getByText('With Course Interest')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('no-such-visitor-anywhere');
  await expect(page.getByText('No prospectus requests found.')).toBeVisible();

  await page.goto('/admin/registration_forms');
  await expect(page.getByText('Most Popular Course')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('no-such-visitor-anywhere');
  await expect(page.getByText('No registrations found.')).toBeVisible();
});

test.describe('phone layout', () => {
  // A phone-sized screen in every project: the list becomes a simple list whose rows open a page.
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone a registration opens on its own page with Email and Call @phone', async ({ page }) => {
    const fullName = `Phone View ${Date.now()}`;
    await postRegistration(page, fullName);
    await signIn(page, '/registration_forms');
    await page.getByText(fullName).click();
    await expect(page).toHaveURL(/\/admin\/registration_forms\/\d+\/show$/);
    // Exact names: on a phone the app bar also has a link to Today's calls.
    await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+919830012345');
  });
});
