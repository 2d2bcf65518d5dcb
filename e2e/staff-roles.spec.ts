// Staff roles in the browser: an admin adds a counsellor, who sets a password from the one-time link and sees only
// their sections; deactivating them signs them out at their next request; the audit log shows all of it.
import { expect, type Page, test } from '@playwright/test';
import { ROLE_DESCRIPTIONS } from '../common/roles';
import { closeE2eDb, e2eDb, STAFF, signInAt } from './support';

test.afterAll(closeE2eDb);

const SHOTS = process.env.SCREENSHOT_DIR;
const COUNSELLOR_PASSWORD = 'counsellor-password-1';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // argon2 on a busy machine: a sign-in may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible({ timeout: 30_000 });
}

/** Screenshots for a person to look at (SCREENSHOT_DIR set), at the desktop size and a phone's. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('an admin adds a counsellor, who sees only their sections; deactivated, they are signed out at once; the audit log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `counsellor-${Date.now()}@example.com`;

  // The admin adds the member and is shown the one-time link.
  await signIn(page, STAFF.email, STAFF.password);
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('cell', { name: STAFF.email })).toBeVisible();
  await shoot(page, 'staff-list');
  await page.getByRole('link', { name: 'Add staff member' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Counsellor');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Counsellor');
  // Each role says what it can do; a new counsellor takes leads unless the admin turns it off (issue 33).
  await expect(page.getByText(ROLE_DESCRIPTIONS.counsellor)).toBeVisible();
  await expect(page.getByLabel('Takes leads')).toBeChecked();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(page.getByText(ROLE_DESCRIPTIONS.editor)).toBeVisible();
  await expect(page.getByLabel('Takes leads')).not.toBeChecked();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Counsellor' }).click();
  await expect(page.getByLabel('Takes leads')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  const link = page.getByTestId('password-link');
  await expect(link).toHaveValue(/\/admin\/set-password#token=/);
  await shoot(page, 'staff-added-link');
  const address = await link.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The member opens the link in their own browser, chooses a password and signs in.
  const member = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const memberPage = await member.newPage();
  await memberPage.goto(address);
  await expect(memberPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(memberPage.getByText(email)).toBeVisible();
  await shoot(memberPage, 'set-password');
  await memberPage.getByLabel('New password', { exact: false }).fill(COUNSELLOR_PASSWORD);
  await memberPage.getByLabel('Repeat the password').fill(COUNSELLOR_PASSWORD);
  await memberPage.getByRole('button', { name: 'Set password' }).click();
  await expect(memberPage.getByText('Your password is set.')).toBeVisible();
  await signIn(memberPage, email, COUNSELLOR_PASSWORD);

  // Only the submission sections, in the menu and on the dashboard; no CSV export without the grant.
  const menu = memberPage.getByRole('menuitem');
  await expect(menu.filter({ hasText: /^Registrations$/ })).toBeVisible();
  await expect(menu.filter({ hasText: 'Newsletter' })).toBeVisible();
  for (const hidden of ['Blogs', 'Achievers', 'Placements', 'Gallery Images', 'Gallery Videos', 'Staff', 'Audit Log'])
    await expect(menu.filter({ hasText: new RegExp(`^${hidden}$`) })).toHaveCount(0);
  // The menu's groups are the role's own (issue 35, point 10): a counsellor's Leads and Enquiries only.
  for (const group of ['Leads', 'Enquiries'])
    await expect(menu.filter({ hasText: new RegExp(`^${group}$`) })).toBeVisible();
  for (const group of ['Content', 'Settings'])
    await expect(menu.filter({ hasText: new RegExp(`^${group}$`) })).toHaveCount(0);
  await expect(memberPage.getByTestId('count-registration_forms')).toBeVisible();
  await expect(memberPage.getByTestId('count-blog_posts')).toHaveCount(0);
  await memberPage.getByRole('menuitem', { name: 'Registrations', exact: true }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await memberPage.goto('/admin/staff');
  await expect(memberPage.getByText("You don't have the right permissions to access this page")).toBeVisible({
    timeout: 30_000,
  });
  await expect(memberPage.getByRole('cell', { name: STAFF.email })).toHaveCount(0);
  await memberPage.goto('/admin/registration_forms');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();

  // The admin deactivates the member; the member's next request sends them to sign in.
  await page.getByRole('cell', { name: email }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Counsellor');
  // The admin's page regains focus here and react-admin may refetch the member and reset the form just after the
  // click (seen once under load): the admin flips the switch again until it stays off.
  await expect(async () => {
    await page.getByLabel('Active').uncheck({ timeout: 5_000 });
    await expect(page.getByLabel('Active')).not.toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // Seen once under load (CI, 2026-12-07): the click on Save sent nothing (the audit log had no change) and the page
  // stayed on the form with the switch off. The admin presses Save again until the list shows the member deactivated.
  const save = page.getByRole('button', { name: 'Save' });
  await expect(async () => {
    if (await save.isVisible()) await save.click({ timeout: 5_000 });
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Deactivated', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await memberPage.getByRole('menuitem', { name: 'Contacts' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
  await memberPage.getByLabel('Email').fill(email);
  await memberPage.getByLabel('Password').fill(COUNSELLOR_PASSWORD);
  await memberPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await member.close();

  // The audit log shows the member added, their password set, their sign-in, the deactivation and the refusal.
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByPlaceholder('Staff e-mail, record or address').fill(email);
  const rows = page.locator('tbody tr');
  for (const action of ['Signed in', 'Set a password from a link', 'Sign-in failed'])
    await expect(rows.filter({ hasText: action }).filter({ hasText: email }).first()).toBeVisible();
  await page.getByPlaceholder('Staff e-mail, record or address').fill('');
  await expect(rows.filter({ hasText: 'Deactivated a staff member' }).filter({ hasText: email }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Added a staff member' }).first()).toBeVisible();
  await shoot(page, 'audit-log');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/audit_log\/export\.csv/,
  );
});

test("an admin's unsaved change survives the member's record being refetched with other changes", async ({ page }) => {
  const email = `refetched-${Date.now()}@example.com`;
  await e2eDb()('staff').insert({ email, name: 'Before Rename', role: 'counsellor', password_hash: 'x', active: true });

  await signInAt(page, '/staff');
  await page.getByRole('cell', { name: email }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Before Rename');
  await page.getByLabel('Active').uncheck();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Meanwhile the record changes on the server (the member signs in, someone renames them), and the panel refetches
  // it, as it does when the admin comes back to the tab.
  await e2eDb()('staff').where({ email }).update({ name: 'After Rename', last_login_at: new Date() });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('After Rename');
  await expect(page.getByLabel('Active')).not.toBeChecked();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Deactivated');
  expect(await e2eDb()('staff').where({ email }).first('name', 'active')).toEqual({
    name: 'After Rename',
    active: false,
  });
});

test("an admin's menu is in four collapsible groups and Logout stays on a 1366x768 screen", async ({ page }) => {
  await signInAt(page, '/applicants');
  const menu = page.getByRole('menuitem');
  for (const group of ['Leads', 'Enquiries', 'Content', 'Settings'])
    await expect(menu.filter({ hasText: new RegExp(`^${group}$`) })).toBeVisible();
  // Logout is on the screen without scrolling, however long the menu.
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeInViewport();
  // A group closes and opens again; the group of the screen shown stays open.
  const content = menu.filter({ hasText: /^Content$/ });
  await content.click();
  await expect(content).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menuitem', { name: 'Achievers' })).toBeHidden();
  await content.click();
  await expect(page.getByRole('menuitem', { name: 'Achievers' })).toBeVisible();
  const leads = menu.filter({ hasText: /^Leads$/ });
  await leads.click();
  await expect(leads).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'Board' })).toBeVisible();
});
