// DPDP point 2, as a visitor does it: from /privacy to the Your Data page, a code by e-mail (read here from the
// outbox, where development keeps e-mails), a wrong code then the right one, both downloads, a correction, news
// stopped and erasure asked for; staff find the request in their queue, due in 90 days.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { NOTICE_VERSION } from '../common/privacy';
import { openHydrated, seriousAxeFindings, uniqueEmail } from './public-support';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);

/** Nothing wider than the screen, and nothing serious for axe, at phone and desktop sizes. */
async function fitsAndPassesAxe(page: Page) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  }
}

async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path()) as string, 'utf8') };
}

test('a visitor opens their data with an e-mailed code, downloads it, corrects it, stops news and asks for erasure', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('your-data');
  const consent = { notice_version: NOTICE_VERSION, language: 'en', marketing: true };
  const sent = await request.post('/api/public/contact_forms', {
    data: { name: 'Tania Roy', email, phone: '98300 12121', message: 'Fees for BBA?', consent },
  });
  expect(sent.status()).toBe(201);

  await openHydrated(page, '/privacy');
  await page.getByRole('main').getByRole('link', { name: 'Your Data' }).click();
  await expect(page).toHaveURL('/your-data');
  await expect(page.getByRole('heading', { name: 'Find your data' })).toBeVisible();

  await fitsAndPassesAxe(page);
  const ask = page.getByRole('form', { name: 'Find your data' });
  await ask.getByRole('button', { name: 'Send me a code' }).click();
  await expect(ask.getByText('Enter your e-mail address or phone number')).toBeVisible();
  await ask.getByLabel('E-mail address or phone number').fill(email);
  await ask.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent a one-time code' })).toBeVisible();

  // The e-mail is in the outbox (no SMTP server in development).
  const mail = await e2eDb()('mail_outbox')
    .where({ template: 'data_access_code' })
    .whereRaw('recipients::text ILIKE ?', [`%${email}%`])
    .first();
  const code = mail.params.code as string;
  const form = page.getByRole('form', { name: 'Enter your code' });
  await form.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Open my data' }).click();
  await expect(form.getByText('This code is not right. You have 4 tries left.')).toBeVisible();
  await form.getByLabel('One-time code').fill(code);
  await form.getByRole('button', { name: 'Open my data' }).click();

  const held = page.getByRole('region', { name: 'What we hold about you' });
  await expect(page.getByText(`Showing the data we hold about ${email}`)).toBeVisible();
  await expect(held.getByRole('listitem').filter({ hasText: 'Contact messages' })).toContainText('1');

  const json = await downloaded(page, 'Download as JSON');
  expect(json.name).toMatch(/^your-data_\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(json.text).tables.contact_forms[0]).toMatchObject({
    name: 'Tania Roy',
    message: 'Fees for BBA?',
    consent_notice_version: NOTICE_VERSION,
    marketing_consent: true,
  });
  const csv = await downloaded(page, 'Download as CSV');
  expect(csv.name).toMatch(/^your-data_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.replace(/^\uFEFF/, '').split('\n')[0]).toBe('"Section","Table","Record","Field","Value"');
  expect(csv.text).toContain('"Contact messages","contact_forms"');

  // A reload keeps the data open while the access lasts.
  await page.reload();
  await expect(held).toBeVisible();
  await fitsAndPassesAxe(page);

  const correct = page.getByRole('form', { name: 'Correct your details' });
  await expect(correct.getByLabel('Name')).toHaveValue('Tania Roy');
  await correct.getByLabel('Phone').fill('12');
  await correct.getByRole('button', { name: 'Save corrections' }).click();
  await expect(correct.getByText(/Enter a valid phone number/)).toBeVisible();
  await correct.getByLabel('Phone').fill('98300 34343');
  await correct.getByLabel('Name').fill('Tania Roychowdhury');
  await correct.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByText('Your details are corrected')).toBeVisible();
  await expect(correct.getByLabel('Name')).toHaveValue('Tania Roychowdhury');
  expect(await e2eDb()('contact_forms').whereRaw('lower(email) = lower(?)', [email]).first()).toMatchObject({
    name: 'Tania Roychowdhury',
    phone: '98300 34343',
  });

  const news = page.getByRole('region', { name: 'News and offers' });
  await news.getByRole('button', { name: 'Stop news and offers' }).click();
  await expect(news.getByText('Done: we will send you no news or offers.')).toBeVisible();
  await expect(news.getByText('We send you no news or offers.')).toBeVisible();
  expect(await e2eDb()('contact_forms').whereRaw('lower(email) = lower(?)', [email]).first()).toMatchObject({
    marketing_consent: false,
  });

  const erase = page.getByRole('region', { name: 'Erase your data' });
  const askErasure = erase.getByRole('button', { name: 'Ask for erasure' });
  await expect(askErasure).toBeDisabled();
  await erase.getByRole('checkbox', { name: /I understand/ }).check();
  await askErasure.click();
  await expect(erase.getByText('Your request is with our staff.')).toBeVisible();
  const pending = erase.getByText(/Your erasure request \(number (\d+)\) is with our staff/);
  await expect(pending).toBeVisible();
  const id = /number (\d+)/.exec((await pending.textContent()) ?? '')?.[1];

  // Staff find it in their queue, open and due in 90 days; the correction and the withdrawal are there, done.
  await signInAt(page, `/data_requests/${id}/show`);
  await expect(page.getByRole('heading', { name: `Erasure request #${id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase this person' })).toBeVisible();
  await expect(page.getByText('The person, on the Your Data page')).toBeVisible();
  const requests = await e2eDb()('data_requests').whereRaw('lower(email) = lower(?)', [email]).orderBy('id');
  expect(requests.map((row) => [row.type, row.status])).toEqual([
    ['access', 'done'],
    ['correction', 'done'],
    ['withdraw_marketing', 'done'],
    ['erasure', 'open'],
  ]);
  await page.goto(`/admin/data_requests/${requests[1].id}/show`);
  await expect(page.getByRole('heading', { name: `Correction request #${requests[1].id}` })).toBeVisible();
  await expect(page.getByText('Corrected their name, phone')).toBeVisible();
  const days = (new Date(requests[3].due_at).getTime() - new Date(requests[3].created_at).getTime()) / 86_400_000;
  expect(Math.round(days)).toBe(90);
});
