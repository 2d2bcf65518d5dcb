// Shared by the visual regression suite (docs/visual-tests.md): its database, the fixed day, and how a page is
// brought to rest before its screenshot.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import knexFactory, { type Knex } from 'knex';
import { DRAW_EVERY_SECTION } from './public-support';
import { STAFF } from './support';

/** The day the visual suite's data and browser clock are set to, so dates on screen never change. */
export const VISUAL_TODAY = new Date('2026-11-25T06:30:00Z');

let knex: Knex | undefined;
/** The visual suite's own database (playwright.config.ts: E2E_DATABASE + '_visual'). */
export function visualDb(): Knex {
  if (!knex) {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = `/${process.env.E2E_DATABASE ?? 'skyline_e2e'}_visual`;
    knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
  }
  return knex;
}

export async function closeVisualDb(): Promise<void> {
  const open = knex;
  knex = undefined;
  await open?.destroy();
}

/**
 * Hides what moves or depends on the moment: the reveal-on-scroll fade (a full-page shot never scrolls, so
 * sections below the fold would stay transparent, and those drawn only when scrolled near would keep the height
 * reserved for them), the text caret, and bars kept at the bottom of the screen (a full-page shot would draw them
 * over the middle of the page).
 */
export const SCREENSHOT_STYLE = `
  .reveal--hidden { opacity: 1 !important; transform: none !important; }
  ${DRAW_EVERY_SECTION}
  * { caret-color: transparent !important; }
  [data-sticky] { position: static !important; }
`;

/**
 * The options of an element's visual comparison: animations stopped, 1% of pixels of tolerance, and time for
 * two identical full-page captures of a long page on a busy machine.
 */
export const ELEMENT_SHOT = {
  animations: 'disabled',
  caret: 'hide',
  maxDiffPixelRatio: 0.01,
  timeout: 30_000,
} as const;
/** The options every page's visual comparison uses: the whole page, as ELEMENT_SHOT. */
const SHOT = { ...ELEMENT_SHOT, fullPage: true } as const;

/** The size Playwright gives a full-page shot: the largest of the document's and the body's measures. */
function pageSize(page: Page) {
  return page.evaluate(() => {
    const boxes = [document.documentElement, document.body];
    return {
      width: Math.max(...boxes.flatMap((box) => [box.scrollWidth, box.offsetWidth, box.clientWidth])),
      height: Math.max(...boxes.flatMap((box) => [box.scrollHeight, box.offsetHeight, box.clientHeight])),
    };
  });
}

/**
 * What marks a part of the page as still loading: a list's skeleton cards (aria-busy) and react-admin's loading
 * indicator. A staff list once stayed on its six skeleton cards for more than half a second after the network was
 * idle on a busy CI machine (its code still being parsed), was measured at that size, then shot with its cards.
 */
export const LOADING = '[aria-busy="true"], [role="progressbar"]';

/**
 * The page's size once nothing on it is loading and it has stopped changing (the same at three readings a quarter
 * of a second apart).
 */
async function restingSize(page: Page) {
  const readings: string[] = [];
  await expect
    .poll(
      async () => {
        if (await page.locator(LOADING).count()) {
          readings.length = 0;
          return false;
        }
        readings.push(JSON.stringify(await pageSize(page)));
        return readings.length >= 3 && readings.slice(-3).every((reading) => reading === readings.at(-1));
      },
      { message: 'the page keeps loading or changing size', intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
  return JSON.parse(readings.at(-1) as string) as { width: number; height: number };
}

/**
 * Compares the whole page with its baselines one screen at a time: `<name>-1.png`, `<name>-2.png`, … each as high
 * as the viewport (the last one what is left), so that no baseline is a whole long page (a home page at 1366 px
 * was 1.7 MB in one file) and a failure names the screen it is on. A page that grows or shrinks fails: its last
 * part changes size, and a baseline left over for a part it no longer has is reported.
 */
export async function expectPageInParts(page: Page, name: string, options: { mask?: Locator[] } = {}) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The visual projects set a viewport');
  const size = await restingSize(page);
  const parts = Math.ceil(size.height / viewport.height);
  for (let part = 0; part < parts; part += 1) {
    const top = part * viewport.height;
    await expect(page, `${name}: screen ${part + 1} of ${parts}`).toHaveScreenshot(`${name}-${part + 1}.png`, {
      ...SHOT,
      ...options,
      clip: { x: 0, y: top, width: size.width, height: Math.min(viewport.height, size.height - top) },
    });
  }
  expect(await pageSize(page), `${name}: the page changed size while it was shot`).toEqual(size);
  const leftOver = test.info().snapshotPath(`${name}-${parts + 1}.png`, { kind: 'screenshot' });
  expect(existsSync(leftOver), `${path.basename(leftOver)}: a screen the page no longer has`).toBe(false);
}

/**
 * Every route of public-site/routes.tsx and the not-found page, by the name of its screenshot. 'newest-post'
 * stands for /blog/<id> of the newest post, looked up when the test runs.
 */
export const PUBLIC_ROUTES = [
  ['home', '/'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['courses', '/courses'],
  ['admissions', '/admissions'],
  ['register', '/register'],
  ['blogs', '/blogs'],
  ['blog-post', 'newest-post'],
  ['gallery', '/gallery'],
  ['placements', '/placements'],
  ['events', '/events'],
  ['awards', '/awards'],
  ['achievements', '/achievements'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['your-data', '/your-data'],
  ['not-found', '/no-such-page'],
  // The translated pages in Bengali and Hindi (docs/translations.md), drawn in the faces the site ships.
  ['home-bn', '/bn/'],
  ['home-hi', '/hi/'],
  ['courses-bn', '/bn/courses'],
  ['courses-hi', '/hi/courses'],
  ['contact-bn', '/bn/contact'],
  ['contact-hi', '/hi/contact'],
  ['privacy-bn', '/bn/privacy'],
  ['privacy-hi', '/hi/privacy'],
] as const;

/** The path to load for a PUBLIC_ROUTES entry. */
export async function publicPath(request: APIRequestContext, route: string): Promise<string> {
  if (route !== 'newest-post') return route;
  const posts = (await (await request.get('/api/public/blog_posts')).json()) as { id: number }[];
  return `/blog/${posts[0].id}`;
}

/** Applies SCREENSHOT_STYLE for the rest of the page's life. */
export async function addScreenshotStyle(page: Page) {
  await page.addStyleTag({ content: SCREENSHOT_STYLE });
}

/**
 * Waits until the page is at rest: web fonts loaded, every image (lazy ones too, asked for now) loaded and
 * decoded, and no element still marked as loading.
 */
export async function waitForImagesAndFonts(page: Page) {
  await expect
    .poll(
      // What the page still waits for ('' when at rest), so that a page that never settles says why.
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const images = [...document.querySelectorAll('img')];
          // Every time: a list that renders again (its data refetched) brings new lazy images below the fold, which
          // a phone-sized page never scrolls to (seen as 4-15 photos of a staff list never complete, 3 runs in 24).
          for (const image of images) image.loading = 'eager';
          const incomplete = images.filter((image) => !image.complete);
          if (incomplete.length) return `not complete: ${incomplete.map((image) => image.currentSrc || image.src)}`;
          // A picture that failed on a busy machine is asked for again rather than shot as an empty box;
          // the page's own "Image unavailable" placeholders are not <img>s, so they are not waited for.
          const broken = images.filter(
            (image) => image.naturalWidth === 0 && image.currentSrc && Number(image.dataset.visualRetries ?? 0) < 3,
          );
          if (broken.length) {
            for (const image of broken) {
              image.dataset.visualRetries = String(Number(image.dataset.visualRetries ?? 0) + 1);
              image.src = image.currentSrc;
            }
            return `broken, asked again: ${broken.map((image) => image.currentSrc)}`;
          }
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          const loading = [...document.querySelectorAll('.is-loading')];
          return loading.length ? `still loading: ${loading.map((element) => element.outerHTML.slice(0, 200))}` : '';
        }),
      // A phone's list of photos takes a while to arrive on a busy machine.
      { message: 'fonts and images loaded', timeout: 30_000 },
    )
    .toBe('');
}

/** Signs in through the API: the page's context then carries the staff session cookie. */
export async function signInStaff(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: STAFF });
  expect(response.status()).toBe(200);
}
