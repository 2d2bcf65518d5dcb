// Slugs, SEO fields and structured data in a browser (issue 21, points 4, 5 and 7): a post opened by its slug
// carries its meta tags and JSON-LD; its old id address follows a 301 to the slug; staff edit the slug and the
// search fields in the panel (live counters, a search-result preview), and images without alt text are refused.
import { expect, type Page, test } from '@playwright/test';
import { e2eDb, signInAt } from './support';

test.describe.configure({ timeout: 120_000 });

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

type JsonLd = Record<string, unknown> & { '@type': string };
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test('a post lives at its slug with its meta tags and JSON-LD; its id address moves there with a 301', async ({
  page,
}) => {
  const stamp = Date.now();
  const [post] = await e2eDb()('blog_posts')
    .insert({
      title: `Runway Safety Basics ${stamp}`,
      slug: `runway-safety-basics-${stamp}`,
      excerpt: 'What every ground staff trainee learns first.',
      content: '<p>Stay behind the line.</p>',
      author: 'Test Author',
      image: '/images/demo/blog/cabin-crew-interview.jpg',
      image_alt: 'Trainees on the apron',
      meta_description: 'Runway safety for ground staff trainees, in five rules.',
      date: '2026-11-20',
      category: 'aviation',
      status: 'published',
      publish_at: new Date(Date.now() - 60_000),
    })
    .returning('*');
  try {
    const moved = await page.request.get(`/blog/${post.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/blog/${post.slug}`);
    await moved.body();

    const response = await page.goto(`/blog/${post.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Trainees on the apron' })).toBeVisible();

    // No meta title: the title (with the institute's name); the meta description; the cover as social image.
    await expect(page).toHaveTitle(`${post.title} | Skyline Institute`);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', post.meta_description);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}$`));
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${post.title} | Skyline Institute`,
    );
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /cabin-crew-interview\.jpg$/);
    await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute('content', post.meta_description);

    const items = await jsonLdOf(page);
    expect(items.map((item) => item['@type'])).toEqual(['EducationalOrganization', 'BlogPosting', 'BreadcrumbList']);
    expect(items[1]).toMatchObject({ headline: post.title, description: post.meta_description });
    expect(String(items[1].mainEntityOfPage)).toMatch(new RegExp(`/blog/${post.slug}$`));

    // Every other page carries the institute, and only that.
    await page.goto('/about');
    expect((await jsonLdOf(page)).map((item) => item['@type'])).toEqual(['EducationalOrganization']);
  } finally {
    await e2eDb()('blog_posts').where({ id: post.id }).delete();
  }
});

test('staff edit the slug and search fields; the old slug moves to the new; images need alt text', async ({ page }) => {
  const stamp = Date.now();
  const [post] = await e2eDb()('blog_posts')
    .insert({
      title: `Hotel Front Desk ${stamp}`,
      slug: `hotel-front-desk-${stamp}`,
      excerpt: 'Checking guests in.',
      content: '<p>A smile first.</p>',
      author: 'Test Author',
      image: 'https://example.com/desk.jpg',
      image_alt: 'A hotel front desk',
      date: '2026-11-20',
      category: 'hospitality',
      status: 'published',
      publish_at: new Date(Date.now() - 60_000),
    })
    .returning('*');
  try {
    await signInAt(page, `/blog_posts/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });
    await expect(field(page, 'Slug')).toHaveValue(post.slug);

    // Live counters and the search-result preview follow what is typed; empty fields show their fallbacks.
    const preview = page.getByTestId('search-preview');
    await expect(preview).toContainText(`${post.title} | Skyline Institute`);
    await expect(preview).toContainText('Checking guests in.');
    const metaTitle = 'Front Desk Training in Siliguri';
    await field(page, 'Meta title').fill(metaTitle);
    await expect(page.getByText(`${metaTitle.length} / 60 characters`)).toBeVisible();
    await expect(preview).toContainText(metaTitle);
    const description = 'How our hospitality students learn to welcome guests, check them in and handle complaints.';
    await field(page, 'Meta description').fill(description);
    await expect(page.getByText(`${description.length} / 160 characters`)).toBeVisible();
    await expect(preview).toContainText(description);
    await field(page, 'Meta title').fill('x'.repeat(65));
    await expect(page.getByText('65 / 60 characters (search results cut the rest)')).toBeVisible();
    await field(page, 'Meta title').fill(metaTitle);

    const newSlug = `front-desk-training-${stamp}`;
    await field(page, 'Slug').fill(newSlug);
    await expect(preview).toContainText(newSlug);

    // An image in the text needs alt text before it goes in.
    await page.locator('.ProseMirror').click();
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://example.com/lobby.jpg');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog.getByText('Describe the image in the alt text first')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Alt text/ }).fill('The hotel lobby');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.ProseMirror img[alt="The hotel lobby"]')).toHaveCount(1);

    // The cover's alt text is required too.
    await field(page, 'Image alt text').fill('');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Cover image alt text is required')).toBeVisible();
    await field(page, 'Image alt text').fill('Two students at the front desk');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog_posts$/, { timeout: 30_000 });

    const saved = await e2eDb()('blog_posts').where({ id: post.id }).first();
    expect(saved).toMatchObject({
      slug: newSlug,
      meta_title: metaTitle,
      meta_description: description,
      image_alt: 'Two students at the front desk',
    });
    expect(saved.content).toContain('alt="The hotel lobby"');

    const old = await page.request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${newSlug}`);
    await old.body();
    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
    await expect(page).toHaveTitle(metaTitle);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.getByRole('img', { name: 'The hotel lobby' })).toBeAttached();
  } finally {
    await e2eDb()('blog_posts').where({ id: post.id }).delete();
  }
});

test('robots.txt, sitemap.xml and rss.xml are served for crawlers and readers', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /admin');
  // The posts first: a post another test publishes meanwhile is then in the sitemap too, not only in the list.
  const posts = (await (await request.get('/api/public/blog_posts')).json()) as { slug: string }[];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/about', '/contact', '/courses', '/blogs', '/gallery', '/privacy'])
    expect(sitemap).toContain(`${path}</loc>`);
  for (const post of posts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
  expect(sitemap).not.toContain('/blog/:slug');
  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toMatch(/application\/rss\+xml/);
  expect(await rss.text()).toContain(`/blog/${posts[0].slug}</link>`);
});

test('every page names the blog’s feed in its head, so a feed reader finds it from any page', async ({ page }) => {
  for (const path of ['/', '/blogs']) {
    await page.goto(path);
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('title', 'Skyline Institute Blog');
    const answer = await page.request.get((await feed.getAttribute('href')) ?? '');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<rss');
  }
});
