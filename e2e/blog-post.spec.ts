// One blog post: its fields, related posts, the way back, one counted view per visit, and the not-found page.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BLOG_CATEGORY_LABELS } from '../common/enums';
import { postsForLanguage } from '../common/post-languages';
import type { BlogPost, BlogPostSummary } from '../common/types';
import { e2eDb } from './support';

async function publishedPosts(request: APIRequestContext): Promise<BlogPostSummary[]> {
  const response = await request.get('/api/public/blog_posts');
  expect(response.ok()).toBe(true);
  // As the English pages list them: each post once, the Bengali and Hindi translations folded into their original.
  return postsForLanguage((await response.json()) as BlogPostSummary[], 'en');
}

/** A post whose category has other posts, so related articles exist. */
async function postWithRelated(request: APIRequestContext) {
  const posts = await publishedPosts(request);
  const post = posts.find((candidate) => posts.some((o) => o.category === candidate.category && o.id !== candidate.id));
  expect(post).toBeDefined();
  const full = (await (await request.get(`/api/public/blog_posts/${post!.id}`)).json()) as BlogPost;
  const related = posts.filter((other) => other.category === post!.category && other.id !== post!.id);
  return { post: full, related };
}

async function viewsInDatabase(id: number): Promise<number> {
  const row = await e2eDb()('blog_posts').where({ id }).first('views');
  return Number(row.views);
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector('h1');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}

test('a post opened from the list shows a skeleton, then every field, related posts and the way back', async ({
  page,
  request,
}) => {
  const { post, related } = await postWithRelated(request);
  await page.goto(`/blogs?q=${encodeURIComponent(post.title)}`);
  await waitForHydration(page);

  // Hold the post's answer back a moment so the loading skeleton can be seen on this client-side navigation.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/public/blog_posts/by-slug/${post.slug}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: post.title }).click();
  await expect(page.getByTestId('post-skeleton')).toBeVisible();
  release();

  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByTestId('post-skeleton')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  const article = page.locator('article');
  await expect(article.getByText(BLOG_CATEGORY_LABELS[post.category], { exact: true }).first()).toBeVisible();
  const [year, month, day] = post.date.split('-').map(Number);
  const longDate = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveText(longDate);
  await expect(article.getByText(post.excerpt)).toBeVisible();
  await expect(article.getByText(post.author, { exact: true })).toBeVisible();
  await expect(article.getByText(post.read_time)).toBeVisible();
  await expect(page.getByTestId('view-count')).toContainText('views');
  await expect(article.getByTestId('bookmark')).toBeVisible();
  await expect(article.getByTestId('share')).toBeVisible();
  for (const tag of post.tags) await expect(article.getByRole('link', { name: `#${tag}` })).toBeVisible();

  // The HTML body is rendered as markup, not as text.
  const content = page.getByTestId('post-content');
  await expect(content.locator('p').first()).toBeVisible();
  expect(await content.innerHTML()).not.toContain('&lt;p&gt;');

  const relatedCards = page.getByTestId('related-post');
  await expect(relatedCards).toHaveCount(Math.min(3, related.length));
  const relatedTitles = await relatedCards.getByRole('heading').allTextContents();
  for (const title of relatedTitles) {
    expect(related.map((other) => other.title)).toContain(title);
    expect(title).not.toBe(post.title);
  }
  await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();

  // From one post to a related one: the skeleton again, then the other post.
  const next = related.find((other) => other.title === relatedTitles[0])!;
  let releaseNext: () => void = () => {};
  const heldNext = new Promise<void>((resolve) => {
    releaseNext = resolve;
  });
  await page.route(`**/api/public/blog_posts/by-slug/${next.slug}`, async (route) => {
    await heldNext;
    await route.continue();
  });
  await relatedCards.getByRole('link', { name: next.title }).click();
  await expect(page.getByTestId('post-skeleton')).toBeVisible();
  releaseNext();
  await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${next.slug}$`));

  await page.getByRole('link', { name: 'Back to all articles' }).last().click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
});

test('a visit counts one view in the database; a reload within the hour counts none', async ({ page, request }) => {
  // The oldest post: no other browser test opens it, so the count moves only with this test's visits.
  const posts = await publishedPosts(request);
  const post = posts[posts.length - 1];
  const before = await viewsInDatabase(post.id);
  const viewCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith(`/api/public/blog_posts/${post.id}/views`)) viewCalls.push(call.method());
  });

  const counted = page.waitForResponse((response) =>
    response.url().endsWith(`/api/public/blog_posts/${post.id}/views`),
  );
  await page.goto(`/blog/${post.id}`);
  expect((await counted).status()).toBe(204);
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(viewCalls).toEqual(['POST']);
  expect(await viewsInDatabase(post.id)).toBe(before + 1);

  const again = page.waitForResponse((response) => response.url().endsWith(`/api/public/blog_posts/${post.id}/views`));
  await page.reload();
  expect((await again).status()).toBe(204);
  await page.waitForTimeout(1000);
  expect(viewCalls).toEqual(['POST', 'POST']);
  // One view per address per post per hour (issue 15, point 9): the page still reports, the server counts once.
  expect(await viewsInDatabase(post.id)).toBe(before + 1);
});

test('a post that does not exist answers 404 with Blog post not found and a way back @phone', async ({ page }) => {
  const response = await page.goto('/blog/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Blog post not found/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();

  for (const path of ['/blog/no-such-post', '/blog/Not_A_Slug', '/blog/0', '/blog/99999999999999']) {
    expect((await page.request.get(path)).status()).toBe(404);
  }
});
