// The four visitor forms of the core pages, filled like a visitor: browser validation with the shared schemas, the
// busy state, the spec's success and error texts, what is kept or cleared, idempotent retries, and the rows written.
import { expect, test } from '@playwright/test';
import {
  agreeToNotice,
  holdBack,
  openHydrated as open,
  uniqueEmail as unique,
  waitForHydration,
} from './public-support';
import { closeE2eDb, e2eDb } from './support';

test.afterAll(closeE2eDb);

test('registration: validates in the browser, shows Submitting..., succeeds, clears and writes one row', async ({
  page,
}) => {
  await open(page, '/register');
  const form = page.getByRole('form', { name: 'Get Started Today' });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/public/registration_forms')) posts++;
  });

  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Course is required')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  const email = unique('registration');
  await form.getByLabel('Full Name').fill('Ritika Sen');
  await expect(form.getByText('Full name is required')).toBeHidden();
  await form.getByLabel('Email Address').fill(email);
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill('+91 98765 43210');
  await form
    .getByRole('combobox', { name: 'Course', exact: true })
    .selectOption('Skilled Professional In Airport Management (SPAM)');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me in the evening.');

  // Hold the answer to see the busy state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/registration_forms', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(form.getByLabel('Full Name')).toBeDisabled();
  release();

  await expect(form.getByText('Registration submitted successfully!')).toBeVisible();
  await expect(form.getByText('Our admission counselors will contact you soon.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue('');
  expect(posts).toBe(1);

  const rows = await e2eDb()('registration_forms').where({ email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    full_name: 'Ritika Sen',
    phone: '+91 98765 43210',
    course: 'Skilled Professional In Airport Management (SPAM)',
    message: 'Please call me in the evening.',
  });
});

test('contact: an error keeps the fields and shows the message; a retry succeeds and clears them', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const email = unique('contact');
  await form.getByLabel('Your Name').fill('Arup Basak');
  await form.getByLabel('Email Address').fill(email);
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill('9832012345');
  await form.getByLabel('Course of Interest').selectOption('bba-aviation');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('What are the fees for BBA?');

  await page.route('**/api/public/contact_forms', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"The service is temporarily unavailable"}',
    }),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Error sending message')).toBeVisible();
  await expect(page.getByText('The service is temporarily unavailable')).toBeVisible();
  await expect(form.getByLabel('Your Name')).toHaveValue('Arup Basak');
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('What are the fees for BBA?');

  await page.unroute('**/api/public/contact_forms');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll get back to you soon.")).toBeVisible();
  await expect(page.getByText('Error sending message')).toBeHidden();
  await expect(form.getByLabel('Your Name')).toHaveValue('');
  await expect(form.getByLabel('Email Address')).toHaveValue('');

  const rows = await e2eDb()('contact_forms').where({ email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Arup Basak', course: 'bba-aviation', message: 'What are the fees for BBA?' });
});

test('contact: what a visitor types before the page has started is kept, and the form waits to be sent', async ({
  page,
}) => {
  // Hold the code that brings the page to life, as a slow phone network would.
  const { requested, release } = await holdBack(page, '**/assets/start-*.js');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const email = unique('early');
  await form.getByLabel('Your Name').fill('Early Typist');
  await form.getByLabel('Email Address').fill(email);
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill('9832012345');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed before the page started.');
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  await form.getByLabel('Phone Number').press('Enter');
  expect(new URL(page.url()).search).toBe('');
  // The held code was asked for (on a loaded machine the request may reach the route a moment after the typing).
  await expect.poll(requested).toBe(true);

  release();
  await waitForHydration(page);
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Your Name')).toHaveValue('Early Typist');
  await send.click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  const rows = await e2eDb()('contact_forms').where({ email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Early Typist', message: 'Typed before the page started.' });
});

test('contact: the form rules load only once a visitor starts on the form, then check it as before', async ({
  page,
}) => {
  const rulesLoaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/forms-[\w-]+\.js$/.test(request.url())) rulesLoaded.push(request.url());
  });
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(rulesLoaded).toEqual([]);

  await form.getByLabel('Your Name').focus();
  await expect.poll(() => rulesLoaded.length).toBe(1);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  expect(rulesLoaded).toHaveLength(1);
});

test('contact: the server field messages appear beside their fields', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Your Name').fill('Tanvi Roy');
  await form.getByLabel('Email Address').fill(unique('fields'));
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill('9832012345');
  await page.route('**/api/public/contact_forms', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Some fields are invalid', fields: { phone: 'This number is not reachable' } }),
    }),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Error sending message')).toBeVisible();
  const phone = form.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('This number is not reachable');
});

test('application: a lost answer is retried with the same key (one row), then the form resets to its defaults', async ({
  page,
}) => {
  await open(page, '/courses');
  const form = page.getByRole('form', { name: 'Online Application Form' });
  const email = unique('application');
  await form.getByLabel('Full Name').fill('Sourav Dutta');
  await form.getByLabel('Date of Birth').fill('2006-04-15');
  await form.getByLabel('Email Address').fill(email);
  await agreeToNotice(form);
  await form.getByLabel('Phone Number').fill('+91 90510 11223');
  await form.getByLabel('10th Percentage').fill('78.5');
  await form.getByLabel('12th Percentage').fill('81.25');
  await form.getByLabel('Stream').selectOption('commerce');
  await form.getByLabel('Board').fill('WBCHSE');
  await form.getByRole('combobox', { name: 'Course Type', exact: true }).selectOption('degree');
  await form.getByLabel('Preferred Course').selectOption('bba');
  await form.getByLabel('Preferred Campus').selectOption('kolkata');

  // The first attempt reaches the server, but its answer is lost on the way back.
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/public/admission_applications', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (first) {
      first = false;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Error submitting application')).toBeVisible();
  await expect(page.getByText('Failed to submit application')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Sourav Dutta');

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(page.getByText('Our admission team will review your application and contact you soon.')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).toBe(keys[0]);

  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Course Type', exact: true })).toHaveValue('certification');
  await expect(form.getByLabel('10th Percentage')).toHaveValue('0');
  await expect(form.getByLabel('12th Percentage')).toHaveValue('0');
  await expect(form.getByLabel('Preferred Campus')).toHaveValue('');

  const db = e2eDb();
  const rows = await db('admission_applications')
    .where({ email })
    .select(
      '*',
      db.raw('date_of_birth::text as date_of_birth'),
      db.raw('tenth_percentage::float8 as tenth_percentage'),
      db.raw('twelfth_percentage::float8 as twelfth_percentage'),
    );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    full_name: 'Sourav Dutta',
    date_of_birth: '2006-04-15',
    tenth_percentage: 78.5,
    twelfth_percentage: 81.25,
    stream: 'commerce',
    board: 'WBCHSE',
    course_type: 'degree',
    preferred_course: 'bba',
    preferred_campus: 'kolkata',
  });

  // A new filled form gets a new key.
  await form.getByLabel('Full Name').fill('Second Applicant');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  expect(keys).toHaveLength(2);
});

test('prospectus: the modal locks scrolling, succeeds, opens the PDF after 2 s and closes; close clears it', async ({
  page,
  context,
}) => {
  await open(page, '/about');
  const openButton = page.getByRole('button', { name: 'Download Prospectus' });
  await openButton.click();
  const dialog = page.getByRole('dialog', { name: 'Download Prospectus' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  // Closing restores scrolling and clears what was typed.
  await dialog.getByLabel('Full Name').fill('Half Typed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await openButton.click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');

  const email = unique('prospectus');
  await dialog.getByLabel('Full Name').fill('Meghna Das');
  await dialog.getByLabel('Email Address').fill(email);
  await agreeToNotice(dialog);
  await dialog.getByLabel('Phone Number').fill('+91 98320 55555');
  await dialog.getByLabel('Course of Interest').selectOption('sphats');
  const popup = context.waitForEvent('page');
  const submittedAt = Date.now();
  await dialog.getByRole('button', { name: 'Download Prospectus' }).click();
  await expect(dialog.getByText('Request submitted successfully! Your download will start shortly...')).toBeVisible();
  const pdf = await popup;
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1900);
  expect(new URL(pdf.url()).pathname).toBe('/files/prospectus.pdf');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  const rows = await e2eDb()('prospectus_requests').where({ email });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ full_name: 'Meghna Das', phone: '+91 98320 55555', course_interest: 'sphats' });
});

test('prospectus: Escape closes the modal like the close button', async ({ page }) => {
  await open(page, '/about');
  await page.getByRole('button', { name: 'Download Prospectus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Prospectus' });
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Keyboard User');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await expect(page.getByRole('button', { name: 'Download Prospectus' })).toBeFocused();
});
