// Personal data under India's DPDP Act (issue 20), as a visitor meets it: every form shows the itemised privacy
// notice and an unticked consent box that must be ticked to send; the consent is recorded with the submission.
import { expect, test } from '@playwright/test';
import { NOTICE_VERSION } from '../common/privacy';
import { agreeToNotice, openHydrated as open, uniqueEmail as unique } from './public-support';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);

test('contact: an unticked consent box blocks sending with a clear message; ticked, the consent is recorded', async ({
  page,
}) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/public/contact_forms')) posts++;
  });
  const consent = form.getByRole('checkbox', { name: /I have read the privacy notice/ });
  const news = form.getByRole('checkbox', { name: /Also send me news/ });
  await expect(consent).not.toBeChecked();
  await expect(news).not.toBeChecked();

  // The notice is there, collapsed; opened, it says what, why, how long, how to withdraw and where to complain.
  await form.getByText('Privacy notice: what we collect').click();
  for (const item of ['What we collect', 'Why', 'How long we keep it', 'Your rights and how to withdraw'])
    await expect(form.getByText(item, { exact: true })).toBeVisible();
  await expect(form.getByText(/Data Protection Board of India/)).toBeVisible();
  await expect(form.getByText(`Notice version ${NOTICE_VERSION}.`)).toBeVisible();

  const email = unique('consent');
  await form.getByLabel('Your Name').fill('Nandini Paul');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('9832012345');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Tick the box to agree to the privacy notice before sending')).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  await agreeToNotice(form);
  await expect(form.getByText('Tick the box to agree to the privacy notice before sending')).toBeHidden();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(consent).not.toBeChecked();
  expect(posts).toBe(1);

  const [row] = await e2eDb()('contact_forms').where({ email });
  expect(row).toMatchObject({
    consent_notice_version: NOTICE_VERSION,
    consent_language: 'en',
    marketing_consent: false,
  });
  expect(row.consent_at).not.toBeNull();
});

test('newsletter: its own box is the consent to news, recorded with the subscription', async ({ page }) => {
  await open(page, '/blogs');
  const box = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  const email = unique('news');
  await box.getByLabel('Email Address').fill(email);
  await box.getByRole('button', { name: /Subscribe/ }).click();
  await expect(box.getByText('Tick the box to agree to the privacy notice before sending')).toBeVisible();
  await agreeToNotice(box);
  await box.getByRole('button', { name: /Subscribe/ }).click();
  await expect(box.getByRole('status')).toContainText('Thank you for subscribing');
  const [row] = await e2eDb()('newsletter_subscriptions').where({ email });
  expect(row).toMatchObject({ consent_notice_version: NOTICE_VERSION, marketing_consent: true });
});

test('registration: the optional news box is recorded separately, never ticked for the visitor', async ({ page }) => {
  await open(page, '/register');
  const form = page.getByRole('form', { name: 'Get Started Today' });
  const email = unique('register-news');
  await form.getByLabel('Full Name').fill('Sayan Bose');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('+91 98765 43210');
  await form
    .getByRole('combobox', { name: 'Course', exact: true })
    .selectOption('Skilled Professional In Airport Management (SPAM)');
  await agreeToNotice(form);
  await form.getByRole('checkbox', { name: /Also send me news/ }).check();
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(form.getByText('Registration submitted successfully!')).toBeVisible();
  const [row] = await e2eDb()('registration_forms').where({ email });
  expect(row).toMatchObject({ consent_notice_version: NOTICE_VERSION, marketing_consent: true });
});

test('staff erasure: an admin records an erasure request and erases the person from every table', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const email = unique('erase-me');
  await form.getByLabel('Your Name').fill('Erase Me');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('98300 4' + String(Date.now()).slice(-4));
  await agreeToNotice(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  expect(await e2eDb()('contact_forms').where({ email })).toHaveLength(1);
  expect(await e2eDb()('applicants').whereRaw('lower(email) = lower(?)', [email])).toHaveLength(1);

  await signInAt(page, '/data_requests/create');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Erasure request #\d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('The person was erased')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase this person' })).toBeHidden();

  expect(await e2eDb()('contact_forms').where({ email })).toHaveLength(0);
  expect(await e2eDb()('applicants').whereRaw('lower(email) = lower(?)', [email])).toHaveLength(0);
  expect(await e2eDb()('mail_outbox').whereRaw('recipients::text ILIKE ?', [`%${email}%`])).toHaveLength(0);
  const [entry] = await e2eDb()('audit_log').where({ action: 'data_erasure' }).orderBy('id', 'desc').limit(1);
  expect(entry.details).toMatchObject({ removed: { contact_forms: 1 } });

  // The dashboard still counts what was received: the messages held, and beside them those erased.
  const [{ erased }] = (
    await e2eDb().raw(`SELECT coalesce(sum((counts->>'contact_forms')::int), 0)::int AS erased FROM data_erasures`)
  ).rows;
  expect(erased).toBeGreaterThanOrEqual(1);
  await page.goto('/admin/');
  await expect(page.getByTestId('count-contact_forms').getByTestId('count-note')).toHaveText(`and ${erased} erased`);
});

test('/privacy shows the forms’ notice in full with its version, the rights and the Data Protection Board', async ({
  page,
}) => {
  await open(page, '/privacy');
  await expect(
    page.getByRole('heading', { name: `Privacy notice of our forms (version ${NOTICE_VERSION})` }),
  ).toBeVisible();
  for (const item of ['What we collect', 'Why', 'How long we keep it', 'Your rights and how to withdraw'])
    await expect(page.getByText(item, { exact: true })).toBeVisible();
  await expect(page.getByTestId('legal-section')).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'www.dpboard.gov.in' })).toBeVisible();
});

test('retention: the day’s purge, run by the server itself, is in the staff audit log with its counts', async ({
  page,
}) => {
  // Every replica ticks at start and hourly; one of them ran today's purge when the test server started.
  const [purge] = await e2eDb()('audit_log').where({ action: 'retention_purge' }).orderBy('id', 'desc').limit(1);
  expect(purge).toBeTruthy();
  expect(purge.details).toMatchObject({ months: 24, people: expect.any(Number), counts: expect.any(Object) });
  await signInAt(page, '/audit_log');
  await page.goto(`/admin/audit_log?filter=${encodeURIComponent(JSON.stringify({ action: 'retention_purge' }))}`);
  const row = page.getByRole('row').filter({ hasText: 'Retention job: erased old enquiries' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('retention job');
  // Its details read as a sentence, not JSON.
  await expect(row).toContainText('people erased, their newest form older than 24 months');
  await expect(row).not.toContainText('"months"');
});
