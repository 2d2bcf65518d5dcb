// Helpers for the public site's browser tests: waiting for hydration, collecting script errors, running axe.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * Draws the sections the site draws only when the visitor scrolls near them (content-visibility in home.css and
 * site.css), as a visitor sees each of them once there: for a full-page screenshot and for axe, which reads colours
 * from what is painted and finds false contrast faults in a section not yet drawn (dequelabs/axe-core#2768).
 */
export const DRAW_EVERY_SECTION = 'main > section, .site-footer { content-visibility: visible !important; }';

/** axe's serious and critical findings on the page, each as "rule: the elements", with every section drawn. */
export async function seriousAxeFindings(page: Page, exclude?: string): Promise<string[]> {
  await page.addStyleTag({ content: DRAW_EVERY_SECTION });
  const axe = new AxeBuilder({ page });
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Resolves once React has hydrated the page, so controls respond: header, page and footer have fibers attached. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    ['.menu-toggle', '#main > *', '.site-footer'].every((selector) => {
      const node = document.querySelector(selector);
      return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    }),
  );
}

/** Records page errors and console errors (hydration mismatches are console errors) from now on. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 404 page's own status is reported by the browser as a failed resource: that is the point of it.
    if (message.text().includes('status of 404')) return;
    // An image staff linked from another host (other tests publish posts with example.com covers) cannot load on a
    // machine without internet; that is the network's failure, not the page's. Failures on the site's own host count.
    if (message.text().startsWith('Failed to load resource') && !sameHost(message.location().url, page.url())) return;
    errors.push(message.text());
  });
  return errors;
}

function sameHost(resource: string, pageUrl: string) {
  try {
    return new URL(resource).host === new URL(pageUrl).host;
  } catch {
    return true;
  }
}

/**
 * Holds back the requests for `url` (as a slow network would) until `release()`; then they go on to the server.
 * `requested()` says whether the page has asked for one yet.
 */
export async function holdBack(page: Page, url: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** Ticks a visitor form's consent to the privacy notice (ConsentField), which every form needs before it sends. */
export async function agreeToNotice(form: Locator) {
  await form.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
}

/** An address no other test run uses. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens a public page and waits until it has hydrated. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
