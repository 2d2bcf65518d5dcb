// Open days end to end: staff add one in the panel (date and time typed in India time), a visitor registers on
// /events, and when the last seat goes (to someone else, meanwhile) the page says Full instead of offering the form.
import { expect, test } from '@playwright/test';
import { LANGUAGE_NAMES } from '../common/languages';
import { NOTICE_VERSION } from '../common/privacy';
import { agreeToNotice, collectErrors, waitForHydration } from './public-support';
import { e2eDb, signInAt } from './support';

test('staff create an open day; visitors register until it is full', async ({ page, request }) => {
  const title = `Cabin Crew Open Day ${Date.now()}`;
  await signInAt(page, '/events/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Try the mock cabin and meet our trainers.');
  await page.getByLabel('Date and time (India time, IST)').fill('2030-12-05T10:30');
  await page.getByRole('combobox', { name: 'Campus' }).click();
  await page.getByRole('option', { name: 'Kolkata' }).click();
  await page.getByRole('spinbutton', { name: 'Capacity (seats)' }).fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const stored = await e2eDb()('events').where({ title }).first();
  expect(stored).toMatchObject({ campus: 'kolkata', capacity: 2, is_published: true, registered: 0 });
  expect(new Date(stored.starts_at).toISOString()).toBe('2030-12-05T05:00:00.000Z');

  // A visitor finds it on /events, in India time, with its seats, and registers.
  const errors = collectErrors(page);
  await page.goto('/events');
  await waitForHydration(page);
  const card = page.getByTestId('open-day').filter({ hasText: title });
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('Thursday, 5 December 2030, 10:30 AM IST');
  await expect(card).toContainText('Kolkata campus');
  await expect(card.getByTestId('seats')).toHaveText('2 seats left');
  const jsonLd = JSON.parse((await card.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Event',
    name: title,
    startDate: '2030-12-05T10:30:00+05:30',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: { addressLocality: 'Kolkata', addressCountry: 'IN' } },
  });

  const form = card.getByRole('form', { name: title });
  await form.getByRole('button', { name: 'Register for this open day' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Your Name' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Your Name' }).fill('Priya Lama');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('98320 11223');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('priya.lama@example.in');
  await agreeToNotice(form);
  await form.getByRole('button', { name: 'Register for this open day' }).click();
  await expect(form.getByText('You are registered!')).toBeVisible();
  await expect(card.getByTestId('seats')).toHaveText('1 seat left');
  const [registration] = await e2eDb()('event_registrations').where({ event_id: stored.id });
  expect(registration).toMatchObject({
    name: 'Priya Lama',
    event_title: title,
    consent_notice_version: NOTICE_VERSION,
  });
  expect(registration.applicant_id).not.toBeNull();

  // The next visitor opens the page with one seat left; someone else takes it before they press the button.
  await page.reload();
  await waitForHydration(page);
  await expect(card.getByTestId('seats')).toHaveText('1 seat left');
  const meanwhile = await request.post(`/api/public/events/${stored.id}/registrations`, {
    data: { name: 'Someone Else', email: 'someone.else@example.in', phone: '9832099887' },
  });
  expect(meanwhile.status()).toBe(201);
  await form.getByRole('textbox', { name: 'Your Name' }).fill('Late Comer');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('9832055443');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('late.comer@example.in');
  await agreeToNotice(form);
  await form.getByRole('button', { name: 'Register for this open day' }).click();
  await expect(card.getByTestId('seats')).toHaveText('Full');
  await expect(card.getByRole('status')).toContainText('This open day is full');
  await expect(card.getByRole('form')).toHaveCount(0);

  // Loaded afresh, the open day is full with no form at all.
  await page.reload();
  await waitForHydration(page);
  await expect(card.getByTestId('seats')).toHaveText('Full');
  await expect(card.getByRole('form')).toHaveCount(0);
  expect(await e2eDb()('event_registrations').where({ event_id: stored.id })).toHaveLength(2);
  // The browser reports the refused post (409) as a failed resource: that is the answer the page acted on.
  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);

  // Staff see the two registrations from the open day's row.
  await page.goto('/admin/events');
  await page.getByRole('link', { name: '2 of 2 registered: see the registrations' }).first().click();
  await expect(page).toHaveURL(/\/admin\/event_registrations/);
  await expect(page.getByText('Priya Lama')).toBeVisible();
  await expect(page.getByText('Someone Else')).toBeVisible();
});

test('an open day held in Bengali or Hindi says so, with its title marked in its language @phone', async ({ page }) => {
  await page.goto('/events');
  for (const [title, language, note] of [
    ['ওপেন ডে: বাংলায় কেরিয়ার কাউন্সেলিং', 'bn', 'Held in Bengali (বাংলা)'],
    ['ओपन डे: हिन्दी में करियर काउंसलिंग', 'hi', 'Held in Hindi (हिन्दी)'],
  ] as const) {
    const openDay = page.getByTestId('open-day').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(openDay.getByRole('heading', { name: title })).toHaveAttribute('lang', language);
    await expect(openDay.getByTestId('held-in')).toHaveText(note);
    // The language's own name is marked too, so that the page draws it in that script's face, not as empty boxes.
    await expect(openDay.getByTestId('held-in').locator(`[lang="${language}"]`)).toHaveText(LANGUAGE_NAMES[language]);
  }
  // So on a page in the other language: the Hindi open day on the Bengali page, and the other way round.
  for (const [path, title, language, note] of [
    ['/bn/events', 'ओपन डे: हिन्दी में करियर काउंसलिंग', 'hi', 'হিন্দিতে (हिन्दी) অনুষ্ঠিত হবে'],
    ['/hi/events', 'ওপেন ডে: বাংলায় কেরিয়ার কাউন্সেলিং', 'bn', 'बांग्ला (বাংলা) में होगा'],
  ] as const) {
    await page.goto(path);
    const openDay = page.getByTestId('open-day').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(openDay.getByTestId('held-in')).toHaveText(note);
    await expect(openDay.getByTestId('held-in').locator(`[lang="${language}"]`)).toHaveText(LANGUAGE_NAMES[language]);
  }
  await page.goto('/events');
  // English open days carry no such line.
  const english = page.getByTestId('open-day').filter({ has: page.getByRole('heading', { name: 'Parents Open Day' }) });
  await expect(english.getByTestId('held-in')).toHaveCount(0);
});
