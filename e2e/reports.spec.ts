// Reports (issue 33, item 10): the director opens Reports from the menu, reads the funnel, groups it by campaign and
// finds the leads this test made with exactly the figures their stages give, then downloads that report's CSV.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv } from '../tests/helpers/csv';
import { closeE2eDb, e2eDb, signInAt } from './support';

test.afterAll(closeE2eDb);

test('the funnel by campaign counts the leads made here, and its CSV says the same @phone', async ({
  page,
  isMobile,
}) => {
  const campaign = `reports-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // Four leads of one campaign: New, Contacted, Applied and Lost (fees).
  await e2eDb()('applicants').insert(
    (
      [
        ['new', null],
        ['contacted', null],
        ['applied', null],
        ['lost', 'fees'],
      ] as const
    ).map(([stage, lost_reason], index) => ({
      name: `Report Lead ${index + 1}`,
      stage,
      lost_reason,
      source: 'registration_forms',
      course: 'bba',
      campus: 'siliguri',
      attribution: JSON.stringify({ utm_source: 'google', utm_campaign: campaign }),
    })),
  );

  await signInAt(page, '/');
  // On a phone the sidebar is a drawer behind the menu button.
  if (isMobile)
    await page
      .getByRole('button', { name: /open menu|menu/i })
      .first()
      .click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // By source first: the Registration row counts every registration lead of the last 90 days, these four among them.
  const bySource = page.getByRole('table', { name: 'Funnel by source' });
  const registrations = bySource.getByRole('row', { name: /^Registration/ });
  const newRegistrations = Number((await registrations.locator('td').first().innerText()).trim());
  expect(newRegistrations).toBeGreaterThanOrEqual(4);

  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Funnel by campaign' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Funnel by campaign' }).getByRole('row', { name: campaign });
  // New 4; Contacted 2 (contacted, applied) of 4; Counselled 1 (applied) of 2; Applied 1 of 1; Enrolled 0; Lost 1.
  await expect(row.locator('th, td')).toHaveText([campaign, '4', '2', '50%', '1', '50%', '1', '100%', '0', '0%', '1']);

  // The table scrolls inside its card: the page itself is never wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV: Funnel by campaign' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report_funnel_by_campaign_\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(rows[0]).toEqual([
    'Campaign',
    'New',
    'Contacted',
    'Contacted of New (%)',
    'Counselled',
    'Counselled of Contacted (%)',
    'Applied',
    'Applied of Counselled (%)',
    'Enrolled',
    'Enrolled of Applied (%)',
    'Lost now',
  ]);
  expect(rows.find((line) => line[0] === campaign)).toEqual([
    campaign,
    '4',
    '2',
    '50',
    '1',
    '50',
    '1',
    '100',
    '0',
    '0',
    '1',
  ]);
});
