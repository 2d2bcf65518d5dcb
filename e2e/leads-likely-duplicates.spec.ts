// Likely duplicates in the browser (issue 33, point 5), at the desktop size and on a phone: a counsellor opens
// Likely duplicates from the menu, sees each pair with both people and the reason in words, says one pair are not
// the same person (gone from the list, recorded) and merges another into the older one (both timelines kept).
import { expect, test } from '@playwright/test';
import { hashPassword } from '../server/staff/accounts';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'likely-duplicates-password-1';

/** A counsellor account of this run. */
async function counsellor(tag: string) {
  const email = `dupes.${tag}@example.com`;
  const [{ id }] = await e2eDb()('staff')
    .insert({
      email,
      name: `Dupes Counsellor ${tag.slice(-4)}`,
      role: 'counsellor',
      password_hash: await hashPassword(PASSWORD),
      active: true,
    })
    .returning('id');
  return { id: id as number, email, password: PASSWORD };
}

/** An enquiry as the contact form writes it, `minutesAgo` old, its applicant given to `owner`. */
async function enquiry(owner: number, name: string, email: string, phone: string, minutesAgo: number) {
  const [{ applicant_id }] = await e2eDb()('contact_forms')
    .insert({ name, email, phone, course: 'spth', created_at: new Date(Date.now() - minutesAgo * 60_000) })
    .returning('applicant_id');
  await e2eDb()('applicants').where({ id: applicant_id }).update({ owner_id: owner });
  return applicant_id as number;
}

/** Ten digits starting 7 that no other run uses (the clock's last digits). */
const phoneBase = () => `7${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

test('a counsellor dismisses one likely duplicate and merges another by tapping @phone', async ({ page }, testInfo) => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const member = await counsellor(tag);
  // Names unique to this run; the second of each pair came later.
  const kiran = `Kiran Mondal ${tag.slice(-6)}`;
  const lata = `Lata Barman ${tag.slice(-6)}`;
  const phone = phoneBase();
  const nearPhone = `${phone.slice(0, 9)}${(Number(phone[9]) + 1) % 10}`;
  const kiranFirst = await enquiry(member.id, kiran, `kiran.${tag}@example.in`, phone, 60);
  const kiranSecond = await enquiry(member.id, kiran.toUpperCase(), `km.${tag}@example.in`, nearPhone, 30);
  // Lata's phones are far apart (their first four digits differ): only the e-mails make the pair.
  const digits = tag.slice(-6);
  const lataFirst = await enquiry(member.id, lata, `lata.${tag}@gmail.com`, `6000${digits}`, 50);
  const lataSecond = await enquiry(member.id, lata, `lata.${tag}@gmial.com`, `8999${digits}`, 20);

  await signInAt(page, '/applicants', member);
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Likely duplicates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Likely duplicates' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/applicants\/duplicates$/);

  // Each pair: both people's name, phone, e-mail, source and created, and the reason in words.
  const kiranPair = page.getByRole('article', { name: `${kiran} and ${kiran.toUpperCase()}` });
  await expect(kiranPair).toContainText('Same name; phones 1 digit apart');
  await expect(kiranPair).toContainText(`kiran.${tag}@example.in`);
  await expect(kiranPair).toContainText(`km.${tag}@example.in`);
  await expect(kiranPair).toContainText(nearPhone);
  await expect(kiranPair).toContainText('Source: Contact');
  await expect(kiranPair).toContainText(/Created: .*IST/);
  const lataPair = page.getByRole('article', { name: `${lata} and ${lata}` });
  await expect(lataPair).toContainText('Same name; e-mails 2 characters apart');
  // Fits the screen: no sideways scrolling on a phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  // Not the same person: gone from the list, recorded with who.
  await kiranPair.getByRole('button', { name: /^Not the same person/ }).click();
  await expect(page.getByText(`${kiran} and ${kiran.toUpperCase()} recorded as different people`)).toBeVisible();
  await expect(kiranPair).toHaveCount(0);
  const dismissal = await e2eDb()('applicant_duplicate_dismissals')
    .where({ applicant_id: Math.min(kiranFirst, kiranSecond), other_id: Math.max(kiranFirst, kiranSecond) })
    .first();
  expect(dismissal).toMatchObject({ staff_id: member.id });

  // Merge: asked first, then the newer joins the older with both timelines.
  await lataPair.getByRole('button', { name: /^Merge/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge these applicants?' });
  await expect(dialog).toContainText(`(#${lataSecond}) will be merged into the older ${lata} (#${lataFirst})`);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(`${lata} merged into ${lata}`)).toBeVisible();
  await expect(lataPair).toHaveCount(0);
  expect((await e2eDb()('applicants').where({ id: lataSecond }).first('merged_into_id')).merged_into_id).toBe(
    lataFirst,
  );

  // The older one's page holds both enquiries on its timeline.
  await page.goto(`/admin/applicants/${lataFirst}/show`);
  await expect(page.getByRole('heading', { level: 1, name: lata })).toBeVisible();
  await expect(page.getByText(`Merged ${lata} (#${lataSecond}) into this one`)).toBeVisible();
  await expect(page.getByText(`lata.${tag}@gmial.com`).first()).toBeVisible();
});
