// Staff's own words on the Bengali and Hindi pages (issue 34): an editor writes the admissions banner in Bengali in
// the panel's Site Settings and empties the Hindi office hours; the Bengali home shows the banner in Bengali with
// the year in Bengali digits, and the Hindi contact page the English days and hours, marked English.
import { expect, test } from '@playwright/test';
import { e2eDb, signInAt } from './support';

test.afterEach(async () => {
  // Back to the defaults, for the specs that read the pages after this one.
  await e2eDb()('site_settings').where({ id: 1 }).update({ settings: {} });
});

test('@phone an editor writes the banner in Bengali; a Hindi version left empty shows the English', async ({
  page,
}) => {
  await signInAt(page, '/site_settings');
  const bengali = page.getByRole('textbox', { name: 'Admissions banner text in Bengali', exact: true });
  // The panel shows the Bengali and Hindi versions as the site has them.
  await expect(bengali).toHaveValue('ভর্তি চলছে');
  await expect(page.getByRole('textbox', { name: 'Office hours in Hindi', exact: true })).toHaveValue(
    'सुबह 9 बजे से शाम 6 बजे तक',
  );
  await bengali.fill('নতুন ব্যাচে ভর্তি চলছে');
  await page.getByRole('textbox', { name: 'Office hours in Hindi', exact: true }).fill('');
  // A social link emptied is left out of the site, as its help says.
  await page.getByRole('textbox', { name: 'Instagram', exact: true }).fill('');
  const year = Number(await page.getByRole('spinbutton', { name: 'Admissions year' }).inputValue());
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  expect((await e2eDb()('site_settings').where({ id: 1 }).first()).settings).toMatchObject({
    admissions_text_bn: 'নতুন ব্যাচে ভর্তি চলছে',
    office_hours_hi: '',
    instagram_url: '',
  });

  await page.goto('/bn/');
  await expect(page.locator('a[href*="instagram.com"]')).toHaveCount(0);
  const bengaliYear = new Intl.NumberFormat('bn-IN', { useGrouping: false }).format(year);
  const banner = page.locator('.hero__eyebrow');
  await expect(banner).toHaveText(`নতুন ব্যাচে ভর্তি চলছে ${bengaliYear}`);
  await expect(banner).not.toHaveAttribute('lang');

  await page.goto('/hi/contact');
  // Days in Hindi beside hours in English would read as neither: both show in English, marked so.
  for (const words of ['Monday to Saturday', '9:00 AM to 6:00 PM']) {
    const shown = page.getByText(words, { exact: true }).first();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('lang', 'en');
  }
  await expect(page.getByText('सोमवार से शनिवार')).toHaveCount(0);
});
