// An admin resets the two-factor sign-in of a member who lost their phone (issue 36, item 13): on the member's page,
// "Reset two-factor", their own password in the confirmation dialog, then the member's key and sessions are gone and
// they enrol again at their next sign-in. @phone runs it at 390x844 too.
import { expect, test } from '@playwright/test';
import { e2eDb, STAFF, signInAt } from './support';

/** One member per browser project: the desktop and phone runs go at the same time on one database. */
const memberEmail = () => `lost-phone-${test.info().project.name}@example.com`;

test('an admin resets a member’s two-factor sign-in after confirming with their own password @phone', async ({
  page,
}) => {
  const email = memberEmail();
  await e2eDb()('staff').where({ email }).delete();
  const [{ id }] = await e2eDb()('staff')
    .insert({ email, name: 'Lost Phone', role: 'counsellor', password_hash: 'x', active: true })
    .returning('id');
  await e2eDb()('staff_two_factor').insert({
    staff_id: id,
    secret: 'enc1:00000000:lost:phone',
    enabled_at: new Date(),
  });

  await signInAt(page, `/staff/${id}`);
  await page.getByRole('button', { name: 'Reset two-factor' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset two-factor sign-in for ${email}?` });
  await expect(dialog).toBeVisible();

  // A wrong password is refused in the dialog and nothing changes.
  await dialog.getByLabel('Your password').fill('not-the-admin-password');
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password');
  expect((await e2eDb()('staff_two_factor').where({ staff_id: id }).first()).secret).not.toBeNull();

  await dialog.getByLabel('Your password').fill(STAFF.password);
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByText(`Two-factor sign-in reset for ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await e2eDb()('staff_two_factor').where({ staff_id: id }).first();
  expect([row.secret, row.enrol_required]).toEqual([null, true]);
  const entry = await e2eDb()('audit_log')
    .where({ action: 'two_factor_reset', record_id: String(id) })
    .first();
  expect(entry.staff_email).toBe(STAFF.email);
  // The member's edit form was not saved by the dialog's submit.
  expect(await e2eDb()('audit_log').where({ action: 'staff_update', record_id: String(id) })).toEqual([]);
});
