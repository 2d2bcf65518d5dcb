// Blog, gallery, placements, awards and legal routes: each renders at desktop and phone size without script errors,
// its server HTML alone carries title, description, canonical link and main heading, and axe finds nothing serious.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { NOTICE_VERSION } from '../common/privacy';
import { CAMPUS_DIRECTORY, INSTITUTE } from '../common/site';
import type { BlogPostSummary } from '../common/types';
import { longDate } from '../public-site/format';
import { seriousAxeFindings } from './public-support';

type RouteCase = { path: string | ((request: APIRequestContext) => Promise<string>); heading: string | RegExp };

async function firstPostPath(request: APIRequestContext) {
  const posts = (await (await request.get('/api/public/blog_posts')).json()) as BlogPostSummary[];
  expect(posts.length).toBeGreaterThan(0);
  // The first demo post (the lowest id): posts other tests write meanwhile may be newer and differently shaped.
  const first = posts.reduce((lowest, post) => (post.id < lowest.id ? post : lowest));
  // At its slug: the id address answers 301 to it (the canonical link names the slug).
  return `/blog/${first.slug}`;
}

const ROUTES: RouteCase[] = [
  { path: '/blogs', heading: 'Our Blog' },
  { path: firstPostPath, heading: /.+/ },
  { path: '/gallery', heading: 'Our Gallery' },
  { path: '/placements', heading: 'Placements' },
  { path: '/events', heading: 'Open Days' },
  { path: '/awards', heading: 'Awards & Achievements' },
  { path: '/achievements', heading: 'Awards & Achievements' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/privacy', heading: 'Privacy Policy' },
];

const resolvePath = (route: RouteCase, request: APIRequestContext) =>
  typeof route.path === 'string' ? Promise.resolve(route.path) : route.path(request);
const label = (route: RouteCase) => (typeof route.path === 'string' ? route.path : '/blog/{slug}');

/** Scrolls through the page so lazy images load and every section has been revealed. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Let the reveal fades finish: axe would otherwise measure the contrast of half-transparent text.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
}

for (const route of ROUTES) {
  test(`${label(route)} renders, hydrates without errors and passes axe @phone`, async ({ page, request }) => {
    const path = await resolvePath(route, request);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // Embedded players reach out to YouTube, which a test machine may not reach; that is not the page's fault.
      if (message.type() === 'error' && !/youtube|ERR_|Failed to load resource/i.test(message.text())) {
        problems.push(`console: ${message.text()}`);
      }
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);

    // Nothing is wider than the screen (no sideways scrolling on a phone).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(await seriousAxeFindings(page, 'iframe')).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`${label(route)} without JavaScript has its title, description, canonical link and heading`, async ({
    request,
  }) => {
    const path = await resolvePath(route, request);
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+\| Skyline Institute<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)">/)?.[1];
    // The alias names the main address as canonical; every other page names itself.
    expect(canonical).toBe(`${INSTITUTE.siteUrl}${path === '/achievements' ? '/awards' : path}`);
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
}

test('placements: figures, six top recruiters with sector and positions, graduates, six steps, register and contact', async ({
  page,
}) => {
  await page.goto('/placements');
  for (const figure of ['5,000+', '150+', '₹36 LPA'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  const recruiters = page.getByTestId('top-recruiter');
  await expect(recruiters).toHaveCount(6);
  for (const sector of await recruiters.locator('[data-sector]').allTextContents()) {
    expect(['Aviation', 'Hospitality']).toContain(sector.trim());
  }
  await expect(recruiters.first().getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('graduate')).not.toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Our Placement Process' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Register Now' }).last()).toHaveAttribute('href', '/register');
  await expect(page.locator('main a[href^="tel:"]')).not.toHaveCount(0);
  await expect(page.locator(`main a[href="mailto:${INSTITUTE.academicHeadEmail}"]`)).toBeVisible();
});

test('awards: thirteen cards, exactly one without a year, headline numbers, admission and brochure', async ({
  page,
}) => {
  await page.goto('/achievements');
  await expect(page.getByTestId('award-card')).toHaveCount(13);
  await expect(page.getByTestId('award-year')).toHaveCount(12);
  for (const figure of ['500+', '50+', '20+', '18+'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for Admission' })).toHaveAttribute('href', '/register');
  const brochure = page.getByRole('link', { name: /Download Brochure/ });
  await expect(brochure).toHaveAttribute('href', '/files/prospectus.pdf');
  await expect(brochure).toHaveAttribute('target', '_blank');
});

// Each page is dated by its own version: the terms as the spec dates them, the privacy policy by its notice.
for (const [path, required, updated] of [
  ['/terms', '30 days’ notice', 'January 22, 2025'],
  ['/privacy', 'not directed at children under 13', longDate(NOTICE_VERSION)],
] as const) {
  test(`${path}: ten numbered sections, the revision date and the institute's contact details`, async ({ page }) => {
    await page.goto(path);
    const sections = page.getByTestId('legal-section');
    await expect(sections).toHaveCount(10);
    for (let index = 0; index < 10; index += 1) {
      await expect(sections.nth(index).getByRole('heading', { level: 2 })).toContainText(`${index + 1}.`);
    }
    await expect(page.getByText(`Last updated: ${updated}`)).toBeVisible();
    await expect(page.getByText(required)).toBeVisible();
    const contact = page.locator('main address');
    await expect(contact).toContainText(INSTITUTE.academicHeadEmail);
    await expect(contact).toContainText(INSTITUTE.mainPhone);
    await expect(contact).toContainText(CAMPUS_DIRECTORY.siliguri.address);
    await expect(contact).toContainText(CAMPUS_DIRECTORY.kolkata.address);
  });
}

test('placements on client navigation: six skeletons, then the six sample graduates when the list fails or is empty', async ({
  page,
}) => {
  for (const answer of [
    { status: 500, body: '{"error":"Service unavailable"}' },
    { status: 200, body: '[]' },
  ]) {
    await page.goto('/terms');
    await page.waitForFunction(() => {
      const node = document.querySelector('h1');
      return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/public/placements', async (route) => {
      await held;
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Placements', exact: true }).click();
    await expect(page.getByTestId('graduate-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('graduate')).toHaveCount(6);
    await expect(page.getByTestId('graduate-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('graduate').first()).toContainText('Priyanka Sen');
    await page.unroute('**/api/public/placements');
  }
});
