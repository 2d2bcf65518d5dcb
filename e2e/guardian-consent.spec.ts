// Issue 20, point 4: a 16-year-old applies through /courses; the form asks for a parent or guardian once the date
// of birth shows under 18, and says the guardian must confirm. Staff see only a count of it; the guardian follows the
// link of the e-mail waiting in the outbox (no SMTP server in e2e) and confirms; then staff see the application.
import { expect, test } from '@playwright/test';
import { indiaToday } from '../common/privacy';
import { agreeToNotice, openHydrated, uniqueEmail } from './public-support';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);

const sixteenYearsAgo = () => `${Number(indiaToday().slice(0, 4)) - 16}-01-15`;

test("a 16-year-old's application waits for the guardian's confirmation through the e-mailed link, then staff see it", async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `Young Applicant ${suffix}`;
  const guardianEmail = uniqueEmail('guardian');
  await openHydrated(page, '/courses');
  const form = page.getByRole('form', { name: 'Online Application Form' });
  await form.getByLabel('Full Name').fill(name);
  await expect(form.getByLabel("Parent or Guardian's Name")).toHaveCount(0);
  await form.getByLabel('Date of Birth').fill(sixteenYearsAgo());
  await expect(form.getByRole('heading', { name: 'Parent or guardian' })).toBeVisible();
  await form.getByLabel('Email Address').fill(uniqueEmail('young'));
  await form.getByLabel('Phone Number').fill(`+91 98${suffix.slice(-8)}`);
  await form.getByLabel('10th Percentage').fill('88');
  await form.getByLabel('12th Percentage').fill('84.5');
  await form.getByLabel('Stream').selectOption('science');
  await form.getByLabel('Board').fill('CBSE');
  await form.getByRole('combobox', { name: 'Course Type', exact: true }).selectOption('certification');
  await form.getByLabel('Preferred Course').selectOption('spam');
  await form.getByLabel('Preferred Campus').selectOption('siliguri');
  await agreeToNotice(form);

  // Without the guardian, the form says what is missing, beside each field.
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByLabel("Parent or Guardian's Name")).toHaveAccessibleDescription(
    "Under 18: enter your parent's or guardian's name",
  );
  await form.getByLabel("Parent or Guardian's Name").fill('Rina Ghosh');
  await form.getByLabel('Relation to You').selectOption('mother');
  await form.getByLabel("Parent or Guardian's Email").fill(guardianEmail);
  await form.getByLabel("Parent or Guardian's Phone").fill('+91 98300 12121');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application received: waiting for your parent or guardian')).toBeVisible();
  await expect(page.getByText('We have e-mailed your parent or guardian a link')).toBeVisible();

  // Staff: the dashboard counts it; the applications list does not show it.
  await signInAt(page, '');
  await expect(page.getByTestId('leads-awaiting-guardian')).toContainText(
    "Applications awaiting a guardian's consent (under 18)",
  );
  await page.goto('/admin/admission_applications');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('No admission applications found.')).toBeVisible();

  // The guardian's e-mail, read in the Outbox as an admin reads it; its button is the link.
  await page.goto('/admin/outbox');
  const row = page.getByRole('row').filter({ hasText: guardianEmail });
  await expect(row).toContainText(
    'Please confirm an application to Skyline Institute that names you as parent or guardian',
  );
  await row.click();
  // Staff never see the link's token (issue 35: codes and tokens are masked on the Outbox screen for everyone)...
  const mail = page.frameLocator('iframe[title="The e-mail"]');
  const shown = await mail.getByRole('link', { name: 'Review and confirm' }).getAttribute('href');
  expect(shown).toMatch(/\/guardian\/confirm\?token=hidden$/);
  // ...the guardian's own e-mail has it (read here from the queued row, as the sender sends it).
  const [queued] = await e2eDb()('mail_outbox')
    .where({ template: 'guardian_consent' })
    .whereRaw('recipients::text ILIKE ?', [`%${guardianEmail}%`])
    .orderBy('id', 'desc')
    .limit(1);
  expect(queued.params.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const url = new URL(`/guardian/confirm?token=${queued.params.token}`, 'http://localhost');

  // The guardian, in their own browser: the page says what they confirm; the button confirms.
  const guardian = await browser.newPage();
  await guardian.goto(`${url.pathname}${url.search}`);
  await expect(guardian.getByRole('heading', { name: 'Confirm the application' })).toBeVisible();
  await expect(guardian.getByText(name)).toBeVisible();
  await expect(guardian.getByText('named you as their mother')).toBeVisible();
  await guardian.getByRole('button', { name: 'I confirm, as their parent or guardian' }).click();
  await expect(guardian.getByRole('heading', { name: 'Application confirmed' })).toBeVisible();
  // The link works once.
  await guardian.goto(`${url.pathname}${url.search}`);
  await expect(guardian.getByRole('heading', { name: 'Link no longer valid' })).toBeVisible();
  await guardian.close();

  // Staff now see the application, with its guardian.
  await page.goto('/admin/admission_applications');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const application = page.getByRole('row').filter({ hasText: name });
  await expect(application).toBeVisible();
  await application.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Rina Ghosh')).toBeVisible();
  await expect(details.getByText('Mother', { exact: true })).toBeVisible();
  await expect(details.getByText(guardianEmail)).toBeVisible();
});
