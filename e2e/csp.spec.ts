// The Content-Security-Policy holds with nothing refused: every public route and the staff panel's screens load
// with no CSP violation (no inline script, no eval, no foreign frame or image host beyond the policy).
import { expect, type Page, test } from '@playwright/test';
import { STAFF } from './support';

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/courses',
  '/admissions',
  '/register',
  '/blogs',
  '/gallery',
  '/placements',
  '/events',
  '/awards',
  '/achievements',
  '/terms',
  '/privacy',
];

/** Records every CSP violation the page reports, as an event and as a console message. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

test('every public route loads with no CSP violation', async ({ page, request }) => {
  const [post] = await (await request.get('/api/public/blog_posts')).json();
  const violations = await watchPolicy(page);
  const found: string[] = [];
  for (const route of [...PUBLIC_ROUTES, `/blog/${post.id}`]) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    // Scroll through, so lazily loaded sections, images and frames load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    found.push(...(await violations()).map((violation) => `${route}: ${violation}`));
  }
  expect(found).toEqual([]);
});

test('the staff panel, its lists and the blog editor load with no CSP violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  const found: string[] = [];
  for (const screen of ['/admin', '/admin/registration_forms', '/admin/blog_posts', '/admin/blog_posts/create']) {
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    found.push(...(await violations()).map((violation) => `${screen}: ${violation}`));
  }
  await expect(page.locator('.ProseMirror')).toBeVisible();
  expect(found).toEqual([]);
});
