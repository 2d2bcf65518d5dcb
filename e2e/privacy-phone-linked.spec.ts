// A phone number is a household, not a person (issue 36), as staff meet it: Erase shows every row first, those
// linked only by phone flagged "Possibly another person" and left unless ticked; an enquiry with a known phone
// under another name is its own applicant, marked as a possible duplicate for the counsellor to merge or dismiss.
import { expect, type Page, test } from '@playwright/test';
import { NOTICE_VERSION } from '../common/privacy';
import { uniqueEmail as unique } from './public-support';
import { closeE2eDb, e2eDb, forgetFormLimits, signInAt } from './support';

test.afterAll(closeE2eDb);

const consent = { notice_version: NOTICE_VERSION, language: 'en', marketing: false };

/** A registration as the public site posts it (JSON, consent, an Idempotency-Key). */
async function register(page: Page, person: { name: string; email: string; phone: string }) {
  await forgetFormLimits();
  const res = await page.request.post('/api/public/registration_forms', {
    headers: { 'Idempotency-Key': `phone-linked-${person.email}` },
    data: {
      full_name: person.name,
      email: person.email,
      phone: person.phone,
      course: 'Skilled Professional In Airport Management (SPAM)',
      consent,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A phone number no other test uses. */
const freshPhone = () => `97${String(Date.now()).slice(-8)}`;

test('erase shows what it removes and leaves a family member’s rows unless ticked @phone', async ({ page }) => {
  const phone = freshPhone();
  const requester = unique('erase-proven');
  const brother = unique('erase-brother');
  await register(page, { name: 'Tapas Kar', email: requester, phone });
  await register(page, { name: 'Tapas Kar', email: brother, phone });

  await signInAt(page, '/data_requests/create');
  await page.getByLabel('Email').fill(requester);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Erasure request #\d+/ })).toBeVisible();
  // On a phone the "created" notice lies over the button: a tap elsewhere puts it away, as a person would.
  await page.getByRole('heading', { name: /Erasure request #\d+/ }).click();
  await expect(page.getByText('Data request created')).toBeHidden();
  await page.getByRole('button', { name: 'Erase this person' }).click();

  const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
  const registrations = dialog.getByRole('region', { name: 'Course registrations' });
  await expect(registrations.getByText(requester)).toBeVisible();
  const theirs = registrations.locator('[data-testid^="erase-row-"]').filter({ hasText: brother });
  await expect(theirs.getByText('Possibly another person')).toBeVisible();
  await expect(theirs.getByRole('checkbox')).not.toBeChecked();
  await expect(dialog.getByText(`${brother}`).first()).toBeVisible();
  // The requester's registration and their own record: two rows.
  await dialog.getByRole('button', { name: 'Erase 2 rows' }).click();
  await expect(page.getByText('The person was erased')).toBeVisible();

  expect(await e2eDb()('registration_forms').where({ email: requester })).toHaveLength(0);
  expect(await e2eDb()('registration_forms').where({ email: brother })).toHaveLength(1);
  const [entry] = await e2eDb()('audit_log').where({ action: 'data_erasure' }).orderBy('id', 'desc').limit(1);
  expect(entry.details).toMatchObject({ removed: { registration_forms: 1 }, ticked: [] });
});

test('a ticked phone-linked row is erased with the rest', async ({ page }) => {
  const phone = freshPhone();
  const requester = unique('erase-tick');
  const older = unique('erase-tick-old');
  await register(page, { name: 'Mou Saha', email: requester, phone });
  await register(page, { name: 'Mou Saha', email: older, phone });

  await signInAt(page, '/data_requests/create');
  await page.getByLabel('Email').fill(requester);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
  const theirs = dialog.locator('[data-testid^="erase-row-registration_forms"]').filter({ hasText: older });
  await theirs.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Erase 3 rows' }).click();
  await expect(page.getByText('The person was erased')).toBeVisible();
  expect(await e2eDb()('registration_forms').whereIn('email', [requester, older])).toHaveLength(0);
});

test('a same-phone enquiry under another name is flagged, and the counsellor says they are different @phone', async ({
  page,
}) => {
  const phone = freshPhone();
  const first = unique('dup-first');
  const second = unique('dup-second');
  // Names of their own: the desktop and phone runs share one database.
  const family = `Dey${test.info().project.name === 'phone' ? 'a' : 'b'}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)}`;
  await register(page, { name: `Rupa ${family}`, email: first, phone });
  await register(page, { name: `Sumit ${family}`, email: second, phone });
  const [row] = await e2eDb()('registration_forms').where({ email: second });
  const flagged = await e2eDb()('applicants').where({ id: row.applicant_id }).first();
  expect(flagged.possible_duplicate_of).not.toBeNull();

  await signInAt(page, '/applicants');
  await page.getByRole('button', { name: 'Possible duplicates' }).click();
  const listed = page.getByText(`Sumit ${family}`).locator('visible=true');
  await expect(listed).toBeVisible();
  await expect(page.getByText(`Rupa ${family}`)).toHaveCount(0);
  await listed.click();
  const mark = page.getByTestId('possible-duplicate');
  await expect(mark).toContainText(`Same phone as Rupa ${family}`);
  await mark.getByRole('button', { name: 'Different people' }).click();
  await expect(page.getByText('Marked as a different person')).toBeVisible();
  await expect(mark).toBeHidden();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Not the same person as applicant');
  expect(await e2eDb()('applicants').where({ id: flagged.id }).first()).toMatchObject({ possible_duplicate_of: null });
});
