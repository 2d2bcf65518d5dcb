// Visual regression of every public route at 390×844 and 1366×768 (projects visual-phone and visual-desktop),
// each loaded directly as a new visitor would, compared with the reviewed baselines beside this file.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './public-support';
import {
  addScreenshotStyle,
  ELEMENT_SHOT,
  expectPageInParts,
  PUBLIC_ROUTES,
  publicPath,
  VISUAL_TODAY,
  waitForImagesAndFonts,
} from './visual-support';

test.beforeEach(async ({ page }) => {
  // The browser's clock starts at the fixed day (and is stopped once the page has hydrated).
  await page.clock.install({ time: VISUAL_TODAY });
  // A screenshot is not a reader: the view counter stays as the setup left it.
  await page.route('**/api/public/blog_posts/*/views', (route) => route.fulfill({ status: 204 }));
  // The campus maps are Google's pages, outside the suite's control: an empty frame stands in for them.
  await page.route(/^https?:\/\/(www\.)?google\.[^/]+\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<body style="background:#dde3ea"></body>' }),
  );
});

for (const [name, route] of PUBLIC_ROUTES) {
  test(`${name} looks as designed on direct load`, async ({ page, request }) => {
    await page.goto(await publicPath(request, route));
    await waitForHydration(page);
    // Stopped now, the hero carousel (five seconds a slide) stays on its first slide for the shot.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await addScreenshotStyle(page);
    await waitForImagesAndFonts(page);
    // The copyright year is this year by the server's clock, which the suite does not fix: masked.
    await expectPageInParts(page, name, { mask: [page.getByTestId('copyright-year')] });
  });
}

test('the prospectus modal keeps its intro apart from the title and the first field', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: 'Download Prospectus' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Download Prospectus' });
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  await addScreenshotStyle(page);
  await waitForImagesAndFonts(page);
  await expect(dialog).toHaveScreenshot('prospectus-modal.png', ELEMENT_SHOT);
});

test('an image that cannot load says so in the middle of its box', async ({ page }) => {
  // Every content image fails (as a deleted upload would); the boxes keep their size and say so.
  await page.route(/\/images\/(_w\/)?(demo|site\/courses)\//, (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const boxes = page.locator('.image-unavailable');
  await expect(boxes.first()).toBeVisible();
  // Wherever the box's own class puts it, the words sit at its centre (to the pixel, give or take rounding).
  const offsets = await boxes.evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element.querySelector('span') as HTMLElement);
        const words = range.getBoundingClientRect();
        return {
          x: Math.round(words.left + words.width / 2 - (box.left + box.width / 2)),
          y: Math.round(words.top + words.height / 2 - (box.top + box.height / 2)),
        };
      }),
  );
  expect(offsets.length).toBeGreaterThan(0);
  for (const offset of offsets) {
    expect(Math.abs(offset.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(offset.y)).toBeLessThanOrEqual(1);
  }
  await addScreenshotStyle(page);
  await waitForImagesAndFonts(page);
  await expect(page.locator('.course-card').first()).toHaveScreenshot('image-unavailable.png', ELEMENT_SHOT);
});
