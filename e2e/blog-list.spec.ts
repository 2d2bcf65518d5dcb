// The blog list: search, the three sorts, the category filter, paging, the empty state, bookmarks and sharing.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { postsForLanguage } from '../common/post-languages';
import type { BlogPostSummary } from '../common/types';
import { agreeToNotice } from './public-support';
import { e2eDb } from './support';

const PER_PAGE = 6;

async function publishedPosts(request: APIRequestContext): Promise<BlogPostSummary[]> {
  const response = await request.get('/api/public/blog_posts');
  expect(response.ok()).toBe(true);
  // As the English pages list them: each post once, the Bengali and Hindi translations folded into their original.
  return postsForLanguage((await response.json()) as BlogPostSummary[], 'en');
}

const cards = (page: Page) => page.getByTestId('blog-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const byDate = (a: BlogPostSummary, b: BlogPostSummary) => b.date.localeCompare(a.date) || b.id - a.id;

/** Opens the list and waits for hydration (React has attached itself to the page's nodes), so controls respond. */
async function openBlogs(page: Page, query = '') {
  await page.goto(`/blogs${query}`);
  await waitForHydration(page);
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector('[data-testid="article-count"]');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}

test('the list shows the article count, six per page, and the three sorts in the URL', async ({ page, request }) => {
  const posts = await publishedPosts(request);
  expect(posts.length).toBeGreaterThan(PER_PAGE);
  await openBlogs(page);

  await expect(page.getByTestId('article-count')).toHaveText(`${posts.length} Articles`);
  await expect(cards(page)).toHaveCount(PER_PAGE);
  const newest = [...posts].sort(byDate).slice(0, PER_PAGE);
  await expect(cardTitles(page)).toHaveText(newest.map((post) => post.title));

  const sort = page.getByLabel('Sort articles');
  await expect(sort.locator('option')).toHaveText(['Latest First', 'Most Popular', 'Alphabetical']);

  await sort.selectOption({ label: 'Most Popular' });
  const mostViewed = [...posts].sort((a, b) => b.views - a.views || byDate(a, b));
  await expect(cardTitles(page).first()).toHaveText(mostViewed[0].title);
  await expect(page).toHaveURL(/[?&]sort=views/);

  await sort.selectOption({ label: 'Alphabetical' });
  const alphabetical = [...posts].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  await expect(cardTitles(page).first()).toHaveText(alphabetical[0].title);
  await expect(page).toHaveURL(/[?&]sort=title/);

  // The address is shareable: the server renders the same order and page without any script.
  const shared = await request.get('/blogs?sort=title&page=2');
  expect(shared.status()).toBe(200);
  expect(await shared.text()).toContain(escapeHtml(alphabetical[PER_PAGE].title));
});

test('paging: numbered buttons with Previous and Next, back to the top, and back to page 1 on a new filter', async ({
  page,
  request,
}) => {
  const posts = (await publishedPosts(request)).sort(byDate);
  const pages = Math.ceil(posts.length / PER_PAGE);
  await openBlogs(page);

  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pages);
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cardTitles(page).first()).toHaveText(posts[PER_PAGE].title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await pagination.getByRole('button', { name: `Page ${pages}` }).click();
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(cards(page)).toHaveCount(posts.length - (pages - 1) * PER_PAGE);

  await pagination.getByRole('button', { name: 'Previous' }).click();
  await expect(pagination.getByRole('button', { name: `Page ${pages - 1}` })).toHaveAttribute('aria-current', 'page');

  // Any change of sort goes back to the first page.
  await page.getByLabel('Sort articles').selectOption({ label: 'Most Popular' });
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('search matches title, excerpt, tags and author; the category filter is hidden until asked for', async ({
  page,
  request,
}) => {
  const posts = await publishedPosts(request);
  await openBlogs(page);

  // Search by an author's name: only that author's articles (and any naming them) remain, with no paging.
  const author = posts[0].author;
  const byAuthor = posts.filter((post) =>
    [post.title, post.excerpt, post.author, ...post.tags].some((text) =>
      text.toLowerCase().includes(author.toLowerCase()),
    ),
  );
  await page.getByLabel('Search articles').fill(author);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(author);
  await expect(cards(page)).toHaveCount(Math.min(byAuthor.length, PER_PAGE));

  // Search by a tag that is in no title: the tag alone finds the post.
  const tagged = posts.find((post) =>
    post.tags.some((tag) => !posts.some((other) => other.title.toLowerCase().includes(tag.toLowerCase()))),
  );
  expect(tagged).toBeDefined();
  const tag = tagged!.tags.find(
    (candidate) => !posts.some((other) => other.title.toLowerCase().includes(candidate.toLowerCase())),
  )!;
  await page.getByLabel('Search articles').fill(tag.toUpperCase());
  await expect(cardTitles(page).filter({ hasText: tagged!.title })).toHaveCount(1);

  await page.getByLabel('Search articles').fill('');
  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(categories).toBeVisible();

  const aviation = posts.filter((post) => post.category === 'aviation');
  await expect(categories.getByRole('button', { name: `All Articles (${posts.length})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await categories.getByRole('button', { name: `Aviation (${aviation.length})` }).click();
  await expect(page).toHaveURL(/[?&]category=aviation/);
  await expect(cards(page)).toHaveCount(Math.min(aviation.length, PER_PAGE));
  for (const badge of await cards(page).locator('[class*="categoryBadge"]').allTextContents()) {
    expect(badge).toBe('Aviation');
  }
  await page.getByRole('button', { name: 'Hide Filters', exact: true }).click();
  await expect(categories).toBeHidden();
});

test('no match shows the empty state, and Clear All Filters brings every article back', async ({ page, request }) => {
  const posts = await publishedPosts(request);
  await openBlogs(page, '?category=career&sort=title');
  await page.getByLabel('Search articles').fill('no-such-article-anywhere-42');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('No articles match your current search and filter criteria.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page.getByLabel('Search articles')).toHaveValue('');
  await expect(page.getByLabel('Sort articles')).toHaveValue('date');
  await expect(cards(page)).toHaveCount(Math.min(posts.length, PER_PAGE));
  await expect(page).toHaveURL(/\/blogs$/);
});

test('grid cards show two tags and list cards three', async ({ page, request }) => {
  const newest = (await publishedPosts(request)).sort(byDate)[0];
  await openBlogs(page);
  const firstCardTags = cards(page).first().getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(firstCardTags).toHaveText(newest.tags.slice(0, 2).map((tag) => `#${tag}`));
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]view=list/);
  await expect(firstCardTags).toHaveText(newest.tags.slice(0, 3).map((tag) => `#${tag}`));
});

test('a bookmark is kept in the browser across a reload', async ({ page }) => {
  await openBlogs(page);
  const first = cards(page).first();
  const title = await first.getByRole('heading', { level: 2 }).textContent();
  const bookmark = first.getByTestId('bookmark');
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await waitForHydration(page);
  const again = cards(page)
    .filter({ hasText: title ?? '' })
    .getByTestId('bookmark');
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(
    cards(page)
      .filter({ hasText: title ?? '' })
      .getByTestId('bookmark'),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('without a share sheet the link is copied and the visitor is told so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Desktop browsers without the Web Share API take the clipboard path.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await openBlogs(page);
  const href = await cards(page).first().getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await cards(page).first().getByTestId('share').click();
  await expect.poll(() => alerts).toEqual(['alert: Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href!, baseURL).toString());
});

/** React's escaping of text in server HTML. */
function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test('the newsletter box subscribes for real: one row per address, a repeat is welcomed without a second row', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  await openBlogs(page);
  const box = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  const field = box.getByLabel('Email Address');
  await field.fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(box.getByText('Enter a valid email address')).toBeVisible();

  for (let attempt = 0; attempt < 2; attempt += 1) {
    await field.fill(email);
    await agreeToNotice(box);
    await box.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(box.getByRole('status')).toContainText('Thank you for subscribing');
    await expect(box.getByRole('status')).toContainText('A confirmation e-mail is on its way');
    await expect(field).toHaveValue('');
  }
  const rows = await e2eDb()('newsletter_subscriptions').where({ email });
  expect(rows).toHaveLength(1);
});

test('on client navigation the list shows six skeleton cards, and a failed load is an empty list', async ({ page }) => {
  await page.goto('/terms');
  await page.waitForFunction(() => {
    const node = document.querySelector('h1');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/blog_posts', async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page.getByTestId('blog-skeleton')).toHaveCount(PER_PAGE);
  release();
  await expect(page.getByTestId('article-count')).toHaveText('0 Articles');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
});
