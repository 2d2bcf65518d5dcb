// A visitor from a campaign link browses, then sends an enquiry: the post carries the visit's attribution (kept in
// sessionStorage, no cookie), the row stores it, and the enquiry joins one applicant with the phone in E.164.
import { expect, test } from '@playwright/test';
import { agreeToNotice, waitForHydration } from './public-support';
import { closeE2eDb, e2eDb } from './support';

test.afterAll(closeE2eDb);

test('an enquiry carries the attribution of the visit that led to it and joins its applicant', async ({
  page,
  context,
}) => {
  const email = `campaign.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const phone = `98${String(Date.now()).slice(-8)}`;
  await page.goto('/courses?utm_source=google&utm_medium=cpc&utm_campaign=cabin-crew', {
    referer: 'https://www.google.com/',
  });
  await waitForHydration(page);
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Your Name').fill('Campaign Visitor');
  await form.getByLabel('Email Address').fill(email);
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill(`0${phone.slice(0, 5)} ${phone.slice(5)}`);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Cabin crew fees?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();

  const row = await e2eDb()('contact_forms').where({ email }).first();
  expect(row.attribution).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'cabin-crew',
    referrer: 'https://www.google.com/',
    landing_page: '/courses?utm_source=google&utm_medium=cpc&utm_campaign=cabin-crew',
  });
  expect(row.phone_e164).toBe(`+91${phone}`);
  const applicant = await e2eDb()('applicants').where({ id: row.applicant_id }).first();
  expect(applicant).toMatchObject({ name: 'Campaign Visitor', phone_e164: `+91${phone}`, stage: 'new' });
  // Nothing of it went into a cookie.
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
});
