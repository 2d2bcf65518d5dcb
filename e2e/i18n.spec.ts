// The site in Bengali and Hindi (issue 34): the language switch in the phone menu and on the desktop top bar keeps
// the visitor on the same page and remembers the choice; a browser preferring Bengali is offered the Bengali page
// on an English one, never redirected; the Bengali and Hindi pages hydrate without errors in their own typefaces.
import { devices, expect, type Page, test } from '@playwright/test';
import { collectErrors, seriousAxeFindings, waitForHydration } from './public-support';

const langCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;

test.describe('the language switch on a phone', () => {
  // A phone in either project: the menu is where a phone has the switch.
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  test.use({ ...phone, viewport: { width: 390, height: 844 } });

  test('the menu takes the visitor to the same page in Bengali, then Hindi @phone', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'বাংলা' }).tap();
    await expect(page).toHaveURL(/\/bn\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await waitForHydration(page);
    // The header in Bengali: its menu button, and the menu's links in the menu.
    await page.getByRole('button', { name: 'মেনু খুলুন' }).tap();
    const menu = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    await expect(menu.getByRole('link', { name: 'আমাদের কথা' })).toBeVisible();
    expect(await langCookie(page)).toBe('bn');

    // An inner page: the switch keeps it.
    await menu.getByRole('link', { name: 'আমাদের কথা' }).tap();
    await expect(page).toHaveURL(/\/bn\/about$/);
    await page.getByRole('button', { name: 'মেনু খুলুন' }).tap();
    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'हिन्दी' }).tap();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await langCookie(page)).toBe('hi');

    // Moving to the home page in the browser brings the home page's own messages with its code.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).tap();
    await page.getByRole('navigation', { name: 'मुख्य मेन्यू' }).getByRole('link', { name: 'होम' }).tap();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('एविएशन, टूरिज़्म और हॉस्पिटैलिटी में अपना करियर बनाइए');
  });
});

test.describe('the language switch on a wide screen', () => {
  test('the top bar switch keeps the page', async ({ page }) => {
    await page.goto('/about');
    await page.locator('.top-bar').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.getByRole('navigation', { name: 'मुख्य मेन्यू' }).getByRole('link', { name: 'संपर्क' })).toBeVisible();
    await page.locator('.top-bar').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('the offer to switch', () => {
  test('shows on an English page for a browser preferring Bengali, and goes when dismissed', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'bn-IN' });
    const page = await context.newPage();
    await page.goto('/contact');
    const offer = page.getByRole('link', { name: 'এই পাতাটি বাংলায় পড়ুন' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/bn/contact');
    await page.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(offer).toBeHidden();
    expect(await langCookie(page)).toBe('en');
    await page.reload();
    await expect(page.locator('.language-offer')).toHaveCount(0);
    await context.close();
  });

  test('is not shown to a browser preferring English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-IN' });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.language-offer')).toHaveCount(0);
    await context.close();
  });
});

for (const [language, heading, family] of [
  ['bn', 'এভিয়েশন, ট্যুরিজম ও হসপিটালিটিতে কেরিয়ার গড়ুন', 'Noto Sans Bengali'],
  ['hi', 'एविएशन, टूरिज़्म और हॉस्पिटैलिटी में अपना करियर बनाइए', 'Noto Sans Devanagari'],
] as const) {
  test(`/${language}/ hydrates without errors, drawn in ${family}, and passes axe @phone`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/${language}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The site's own face drew the heading (the browser has no other for this script: e2e/fonts/fonts.conf).
    const loaded = await page.evaluate(
      (name) =>
        document.fonts.ready.then(() =>
          [...document.fonts].some((f) => f.family.includes(name) && f.status === 'loaded'),
        ),
      family,
    );
    expect(loaded).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}

/** The families of the script faces the page has downloaded so far. */
const loadedScriptFaces = (page: Page) =>
  page.evaluate(() =>
    document.fonts.ready.then(() =>
      [...document.fonts]
        .filter((face) => /Noto Sans (Bengali|Devanagari)/.test(face.family) && face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, '')),
    ),
  );

test('an English page draws an open day held in Bengali or Hindi in the site’s face, and loads none without one @phone', async ({
  page,
}) => {
  await page.goto('/events');
  await waitForHydration(page);
  const bengali = page.getByRole('heading', { name: 'ওপেন ডে: বাংলায় কেরিয়ার কাউন্সেলিং' });
  await bengali.scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'ओपन डे: हिन्दी में करियर काउंसलिंग' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(new Set(await loadedScriptFaces(page))).toEqual(new Set(['Noto Sans Bengali', 'Noto Sans Devanagari']));
  expect(await bengali.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Sans Bengali"/);

  // A page with no such text downloads neither face (the switch names the languages in its own small face).
  await page.goto('/about');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await loadedScriptFaces(page)).toEqual([]);
});

// The first Intl number or date format a page makes loads ICU's data: 15-90 ms of one task in Chromium here, more
// on a slow phone, in the middle of hydration. The pages write their counts and dates themselves (format.ts,
// events/format.ts), and a plural message does not format a count it does not show (public-site/vite.config.ts):
// no page makes one while it loads and hydrates, in any language (the open days' seats and the blog's article
// counts did, before).
const EVERY_PAGE = [
  '/',
  '/about',
  '/courses',
  '/placements',
  '/awards',
  '/blogs',
  '/gallery',
  '/events',
  '/contact',
  '/register',
  '/your-data',
  '/privacy',
  '/terms',
];
for (const prefix of ['', '/bn', '/hi']) {
  test(`every ${prefix || 'English'} page hydrates without an Intl number or date format @phone`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const kind of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[kind];
        Intl[kind] = new Proxy(Original, {
          construct(target, args) {
            made.push(`${kind} ${String(args[0])}`);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            made.push(`${kind} ${String(args[0])}`);
            return Reflect.apply(target, self, args);
          },
        }) as never;
      }
    });
    for (const path of EVERY_PAGE.map((each) => (prefix && each === '/' ? `${prefix}/` : prefix + each))) {
      await page.goto(path);
      await waitForHydration(page);
      expect([path, await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)]).toEqual([
        path,
        [],
      ]);
    }
    // And what the formats would have written is there: the seats left at an open day.
    await page.goto(`${prefix}/events`);
    await waitForHydration(page);
    await expect(page.getByTestId('seats').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
  });
}
