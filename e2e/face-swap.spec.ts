// A browser without Noto Sans Bengali or Devanagari of its own (an iPhone, most desktops; e2e/fonts/fonts.conf
// here) draws the Bengali and Hindi home pages first in a stand-in face, then in the site's face when its file
// arrives (font-display: swap). The swap changes how the hero's lines wrap; the hero's heading must stay where it
// was drawn, so that what the visitor is reading does not jump (issue 34: CLS 0).
import { expect, test } from '@playwright/test';
import { SCRIPT_FONTS, SCRIPT_FONTS_PATH } from '../common/script-fonts';

for (const language of ['bn', 'hi'] as const) {
  const family = SCRIPT_FONTS[language]?.family ?? '';
  test(`/${language}/: the hero's heading stays put when ${family} arrives @phone`, async ({ page }) => {
    // The face's files are held back until the page has been drawn in the stand-in face.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${SCRIPT_FONTS_PATH}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/${language}/`, { waitUntil: 'domcontentloaded' });
    const heading = page.locator('.hero__content h1');
    const content = page.locator('.hero__content');
    await expect(heading).toBeVisible();
    const loaded = () =>
      page.evaluate(
        (name) =>
          [...document.fonts].some((face) => face.family.replaceAll('"', '') === name && face.status === 'loaded'),
        family,
      );
    expect(await loaded()).toBe(false);
    const before = { heading: await heading.boundingBox(), content: await content.boundingBox() };

    release();
    await expect.poll(loaded).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    const after = { heading: await heading.boundingBox(), content: await content.boundingBox() };

    // The face did change the hero's layout (so a heading that moved with it would be seen)...
    expect(after.content?.height).not.toBe(before.content?.height);
    // ...and the heading is where it was.
    expect(after.heading?.y).toBe(before.heading?.y);
    expect(after.heading?.x).toBe(before.heading?.x);
  });
}
