// The applicants board's cards and filters in the browser (issue 33, point 8), at the desktop size and on a phone:
// a card shows the course by its name, the phone to call and the next follow-up, a long e-mail wraps at its @ and
// dots without widening the card, and the board is filtered by owner (kept in the address, like the list's filter).
import { expect, test } from '@playwright/test';
import { COURSE_CODE_LABELS } from '../common/enums';
import { hashPassword } from '../server/staff/accounts';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A staff member who owns applicants (never signs in here). */
async function member(name: string) {
  const [{ id }] = await e2eDb()('staff')
    .insert({
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      name,
      role: 'counsellor',
      active: true,
      password_hash: await hashPassword('board-owner-password-1'),
    })
    .returning('id');
  return id as number;
}

/** An enquiry as the contact form writes it, its applicant given to `owner`. */
async function applicant(owner: number, fields: { name: string; email: string; phone: string; course: string }) {
  const [{ applicant_id }] = await e2eDb()('contact_forms')
    .insert({ ...fields, message: 'Hostel?' })
    .returning('applicant_id');
  await e2eDb()('applicants').where({ id: applicant_id }).update({ owner_id: owner });
  return applicant_id as number;
}

test('board cards show course, phone and next follow-up, wrap long e-mails, and filter by owner @phone', async ({
  page,
}) => {
  const tag = `board${unique()}`;
  const mitra = await member(`Mitra Board ${tag}`);
  const sen = await member(`Sen Board ${tag}`);
  const longEmail = `bidisha.chattopadhyay.kolkata.admissions.${tag}@examplecollege-alumni.co.in`;
  const bidisha = await applicant(mitra, {
    name: `Bidisha ${tag}`,
    email: longEmail,
    phone: '+91 98300 4 1234',
    course: 'spth',
  });
  await applicant(sen, {
    name: `Arjun ${tag}`,
    email: `arjun.${tag}@example.com`,
    phone: '9830051234',
    course: 'spam',
  });
  await signInAt(page, '/applicants');
  const followUp = await page.request.post(`/api/admin/applicants/${bidisha}/follow_ups`, {
    data: { due_at: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), note: 'Hostel fees' },
  });
  expect(followUp.status(), await followUp.text()).toBe(201);

  await page.goto('/admin/applicants/board');
  await page.getByLabel('Search name, e-mail or phone').fill(tag);
  const column = page.getByTestId('column-new');
  const card = (name: string) => column.getByTestId('board-card').filter({ hasText: name });
  await expect(card(`Bidisha ${tag}`)).toHaveCount(1);
  await expect(card(`Arjun ${tag}`)).toHaveCount(1);

  // The course by its name, the phone as a link to call, the next follow-up.
  const bidishaCard = card(`Bidisha ${tag}`);
  await expect(bidishaCard.getByTestId('card-course')).toHaveText(COURSE_CODE_LABELS.spth);
  await expect(bidishaCard.getByRole('link', { name: '+91 98300 4 1234' })).toHaveAttribute(
    'href',
    'tel:+919830041234',
  );
  await expect(bidishaCard.getByTestId('card-follow-up')).toContainText('Next follow-up');
  await expect(card(`Arjun ${tag}`).getByTestId('card-follow-up')).toHaveText('No follow-up');
  // The long e-mail may break before its @ and after its dots, and stays inside the card.
  await expect(bidishaCard.getByText(longEmail)).toBeVisible();
  await expect.poll(() => bidishaCard.locator('wbr').count()).toBeGreaterThan(3);
  const fits = await bidishaCard.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);

  // Filtered by owner: only Mitra's card, and the address keeps the filter (a reload shows the same board).
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: `Mitra Board ${tag}` }).click();
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').owner_id === mitra);
  await expect(card(`Arjun ${tag}`)).toHaveCount(0);
  await expect(card(`Bidisha ${tag}`)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText(`Mitra Board ${tag}`);
  await expect(page.getByLabel('Search name, e-mail or phone')).toHaveValue(tag);
  await expect(card(`Bidisha ${tag}`)).toHaveCount(1);
  await expect(card(`Arjun ${tag}`)).toHaveCount(0);
  // The course filters the same way: Bidisha (SPTH) is not on the SPAM board.
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Anyone' }).click();
  await page.getByRole('combobox', { name: 'Course' }).click();
  // The code the contact form stores (the registration form's long name is a choice of its own, of the same label).
  await page.locator('[role="option"][data-value="spam"]').click();
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').course === 'spam');
  await expect(card(`Arjun ${tag}`)).toHaveCount(1);
  await expect(card(`Bidisha ${tag}`)).toHaveCount(0);
});
