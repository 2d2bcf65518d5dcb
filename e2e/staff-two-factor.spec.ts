// Two-factor sign-in in the browser: enrolling from Account security (the key read from the page, the code computed
// here with otplib), then signing in once with a code and once with a recovery code. @phone runs it at 390x844 too.
import { expect, type Page, test } from '@playwright/test';
import argon2 from 'argon2';
import { generate } from 'otplib';
import { PASSWORD_HASH_COSTS } from '../server/staff/accounts';
import { e2eDb } from './support';

const PASSWORD = 'enrol-me-password-2fa';
/** One member per browser project: the desktop and phone runs go at the same time on one database. */
const memberEmail = () => `two-factor-${test.info().project.name}@example.com`;

test.beforeEach(async () => {
  const email = memberEmail();
  await e2eDb()('staff').where({ email }).delete();
  await e2eDb()('staff').insert({
    email,
    name: 'Two-factor tester',
    role: 'editor',
    password_hash: await argon2.hash(PASSWORD, { type: argon2.argon2id, ...PASSWORD_HASH_COSTS.test }),
  });
});

async function passwordStep(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(memberEmail());
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  // On a phone the app bar hides while scrolled down; it shows again at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
}

test('enrols in two-factor sign-in, then signs in with a code and with a recovery code @phone', async ({ page }) => {
  // Five sign-ins, each an argon2 verification on the server: longer than most browser tests.
  test.slow();
  await passwordStep(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await expect(page.getByTestId('staff-sessions').getByText('This device')).toBeVisible();

  // Changing two-factor settings needs the password again.
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeDisabled();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  // The codes arrive with the server's answer: waited for, not read at once.
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();
  await signOut(page);

  // With a code: the one after the code just used at enrolment (the server accepts one step of drift, and
  // refuses a code whose step was already used), so the test need not wait for the clock.
  await passwordStep(page);
  await expect(page.getByLabel('Code')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).not.toBeVisible();
  await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back to the page the member signed out from.
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await signOut(page);

  // With a recovery code; it is spent afterwards.
  await passwordStep(page);
  await page.getByLabel('Code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
  await signOut(page);

  await passwordStep(page);
  await page.getByLabel('Code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code');
});
