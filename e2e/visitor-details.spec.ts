// Issue 35's visitor points, as a visitor meets them: this year's footer and the staff's banner, the real courses
// and open days linked, a success message brought into view on a phone, an empty 12th % refused, one error on
// /your-data, e-mails that wrap at @ and dots, an opaque sticky header. Tagged @phone: they run at 390 px too.
import { expect, test } from '@playwright/test';
import { COURSE_TITLES } from '../common/course-titles';
import { indiaYear } from '../common/site';
import { agreeToNotice, openHydrated, uniqueEmail } from './public-support';
import { closeE2eDb, e2eDb } from './support';

test.afterAll(closeE2eDb);

test('the footer names this year, the real courses, Open Days and Your Data @phone', async ({ page }) => {
  await openHydrated(page, '/');
  const footer = page.locator('.site-footer');
  await expect(footer).toContainText(`© ${indiaYear(Date.now())} `);
  const programs = footer.getByRole('region', { name: 'Our Programs' }).getByRole('link');
  await expect(programs).toHaveText(
    ['bba', 'bbm', 'spam', 'spth', 'sphats', 'sphm', 'chm'].map(
      (id) => COURSE_TITLES[id as keyof typeof COURSE_TITLES],
    ),
  );
  await expect(footer.getByText(/Diploma in/)).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Open Days' })).toHaveAttribute('href', '/events');
  await expect(footer.getByRole('link', { name: 'Your Data' })).toHaveAttribute('href', '/your-data');
  // The home page counts the About page's branches.
  await expect(
    page.locator('.stat-card').filter({ hasText: 'Campus Locations' }).locator('.stat-card__number'),
  ).toHaveText('8');
});

test('the main menu leads to the open days, and the demo has open days to come', async ({ page }) => {
  await openHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open Days' }).click();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const upcoming = await e2eDb()('events')
    .where({ is_published: true })
    .where('starts_at', '>', new Date())
    .count({ n: '*' });
  expect(Number(upcoming[0].n)).toBeGreaterThan(0);
});

test('after registering on a phone, the success message has the focus and is on the screen @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/register');
  const form = page.getByRole('form').first();
  await form.getByLabel('Full Name').fill('Mita Sen');
  await form.getByLabel('Email').fill(uniqueEmail('focus'));
  await form.getByLabel('Phone').fill('98300 44556');
  await form.locator('#registration-course').selectOption({ index: 1 });
  await agreeToNotice(form);
  await form.getByRole('button', { name: /Submit/ }).click();
  const message = page.locator('.form-message--success');
  await expect(message).toContainText('Registration submitted successfully!');
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
});

test('an empty 12th percentage is refused as required, never sent as 0 %', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/public/admission_applications'))
      posts.push(request.url());
  });
  await openHydrated(page, '/courses');
  const form = page.locator('#application-form');
  const twelfth = form.getByLabel('12th Percentage');
  await twelfth.fill('');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('12th percentage is required')).toBeVisible();
  expect(posts).toEqual([]);
});

test('/your-data says a wrong address once, under the field @phone', async ({ page }) => {
  await openHydrated(page, '/your-data');
  const ask = page.getByRole('form', { name: 'Find your data' });
  await ask.getByLabel('E-mail address or phone number').fill('not-an-address');
  await ask.getByRole('button', { name: 'Send me a code' }).click();
  await expect(ask.locator('.field__error')).toHaveText('Enter a valid e-mail address or phone number');
  await expect(page.getByText('Enter a valid e-mail address or phone number')).toHaveCount(1);
  await expect(ask.locator('.form-message')).toHaveCount(0);
});

test('branch e-mails on About break only after their @ and dots @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/about');
  const links = page.locator('.branch-card a[href^="mailto:"]');
  expect(await links.count()).toBeGreaterThan(0);
  // Each piece between two break points sits on one line: none is split mid-word.
  const split = await links.evaluateAll((anchors) =>
    anchors.flatMap((anchor) =>
      [...anchor.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent)
        .filter((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((node) => node.textContent),
    ),
  );
  expect(split).toEqual([]);
  await expect(links.first()).toHaveText(/^[\w.]+@[\w.]+$/);
});

test('the sticky header is opaque @phone', async ({ page }) => {
  await openHydrated(page, '/about');
  const background = await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('moving to a missing page in the browser drops the canonical link for noindex, and back', async ({ page }) => {
  await openHydrated(page, '/about');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.skylineinstitute.in/about',
  );
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});
