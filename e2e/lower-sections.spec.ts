// The home page's sections below the first screen, and the footer, are laid out only when the visitor scrolls
// near them (content-visibility in home.css and site.css): the page's first layout then shapes the text of one
// screen, not of a 12,000 px page. What a visitor must never see from it: a section that stays blank, a page that
// jumps while they scroll, or a scroll bar that promises a page much longer or shorter than the real one.
import { expect, type Page, test } from '@playwright/test';

const LOWER = [
  '.achievers',
  '.about-teaser',
  '.courses-teaser',
  '.logo-wall--recruiters',
  '.logo-wall--banks',
  '.testimonials',
  '.mini-blog',
];

/** Whether the browser has skipped drawing what `selector` holds (content-visibility: auto, off screen). */
const skipped = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      !(document.querySelector(`${selector} > *`) as Element).checkVisibility({ contentVisibilityAuto: true }),
    selector,
  );

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const path of ['/', '/bn/', '/hi/']) {
  test(`${path}: the lower sections are drawn as the visitor scrolls to them, and nothing jumps @phone`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'load' });
    // Layout shifts from here on (the faces' swap after load on a machine without them is face-swap.spec.ts's).
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
    });

    // On the first screen: the figures below the hero are drawn; the courses, the blog and the footer are not yet.
    expect(await skipped(page, '.stats')).toBe(false);
    for (const selector of ['.courses-teaser', '.mini-blog', '.site-footer'])
      expect(await skipped(page, selector), `${selector} on the first screen`).toBe(true);
    const reserved = await pageHeight(page);

    // Scrolling down with the wheel, as a visitor would: each section is drawn by the time it is on screen.
    const seen = new Set<string>();
    const viewport = page.viewportSize()?.height ?? 800;
    for (let step = 0; step < 80; step += 1) {
      for (const selector of [...LOWER, '.site-footer']) {
        const onScreen = await page.locator(selector).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top < innerHeight && box.bottom > 0;
        });
        if (onScreen) {
          expect(await skipped(page, selector), `${selector}, on screen`).toBe(false);
          await expect(page.locator(selector).getByRole('heading').first()).toBeVisible();
          seen.add(selector);
        }
      }
      if (await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1)) break;
      await page.mouse.wheel(0, viewport * 0.8);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    expect([...seen].sort()).toEqual([...LOWER, '.site-footer'].sort());

    // Nothing the visitor was looking at moved while the sections were drawn.
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    // The height reserved for the sections not yet drawn is within 5% of the page's real height, so the scroll bar
    // tells the truth (a section that grows or shrinks a lot needs its figure in home.css updated).
    const drawn = await pageHeight(page);
    expect(Math.abs(drawn - reserved) / drawn, `reserved ${reserved} px, drawn ${drawn} px`).toBeLessThan(0.05);
  });
}
