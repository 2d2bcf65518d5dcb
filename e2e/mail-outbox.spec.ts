// A visitor's contact form causes an acknowledgement e-mail; with no SMTP_URL (as the e2e server runs) it waits in
// the outbox, and an admin reads it on the panel's Outbox screen, rendered as the visitor would see it.
import { expect, test } from '@playwright/test';
import { agreeToNotice, waitForHydration } from './public-support';
import { closeE2eDb, e2eDb, STAFF } from './support';

test.afterAll(closeE2eDb);

test('a contact form is acknowledged by e-mail, which an admin reads in the Outbox', async ({ page }) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `Mail Tester ${suffix}`;
  const email = `mail.tester.${suffix}@example.com`;
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Your Name').fill(name);
  await form.getByLabel('Email Address').fill(email);
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill('9832012345');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('When does the next batch start?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  const queued = await e2eDb()('mail_outbox').whereRaw('? = ANY(recipients)', [email]);
  expect(queued.map((row) => row.template)).toEqual(['acknowledgement']);

  await page.goto('/admin/outbox');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('No SMTP server is configured')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('We have received your contact form — Skyline Institute');
  await expect(row).toContainText('Waiting');
  await row.click();
  await expect(
    page.getByRole('heading', { name: 'We have received your contact form — Skyline Institute' }),
  ).toBeVisible();
  const mail = page.frameLocator('iframe[title="The e-mail"]');
  await expect(mail.getByText(`Dear ${name},`)).toBeVisible();
  await expect(mail.getByText('What happens next:')).toBeVisible();
  await expect(mail.getByText('+91 98320 45678', { exact: false }).first()).toBeVisible();
});
