// A phone with Noto Sans Bengali and Noto Sans Devanagari of its own (Android ships both; issue 34): the Bengali and
// Hindi pages are drawn in the phone's copy of the face and download none of the site's files, so such a phone
// neither waits for the faces nor sees its text change face. Without them (every other browser test,
// e2e/fonts/fonts.conf) the site's files are downloaded: e2e/i18n.spec.ts.
import { expect, test } from '@playwright/test';
import { SCRIPT_FONTS_PATH } from '../common/script-fonts';
import { FONTCONFIG_FILE, LAUNCH_OPTIONS } from '../playwright.config';
import { phoneFacesFontconfig } from './phone-faces';
import { waitForHydration } from './public-support';

// This browser has the faces as system fonts: the tests' own (fonts.conf) and the two, installed from the build.
const fontconfig = phoneFacesFontconfig(FONTCONFIG_FILE);
test.use({ launchOptions: { ...LAUNCH_OPTIONS, env: { ...LAUNCH_OPTIONS.env, FONTCONFIG_FILE: fontconfig } } });

for (const [language, family] of [
  ['bn', 'Noto Sans Bengali'],
  ['hi', 'Noto Sans Devanagari'],
] as const) {
  test(`/${language}/ is drawn in the phone's own ${family} and downloads no face @phone`, async ({ page }) => {
    const downloaded: string[] = [];
    page.on('request', (request) => {
      // The script faces' files (the language switch's own small face for its names is another matter).
      if (new URL(request.url()).pathname.startsWith(`${SCRIPT_FONTS_PATH}/`)) downloaded.push(request.url());
    });
    await page.goto(`/${language}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Chromium tells which face drew the heading's glyphs, and whether the page brought it or the system had it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const script = fonts.filter((font) => font.familyName === family);
    expect(script.map((font) => font.isCustomFont)).toEqual([false]);
    expect(script[0].glyphCount).toBeGreaterThan(20);
    expect(downloaded).toEqual([]);
  });
}
