// Blog management: a post written in the rich-text editor (heading, bold text, link) is published and shows on
// the public site; the list, its stat cards and the delete dialog.
import { expect, type Page, test } from '@playwright/test';
import { toKolkataInput } from '../common/kolkata';
import { e2eDb, signInAt } from './support';

const signIn = signInAt;
// A public page rendered cold and the editor loaded on demand take long on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** An input by its accessible name (the required marker is hidden from it). */
const field = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('spinbutton', { name: label, exact: true }));

test('a post with a heading, bold text and a link is published and shows on the public site', async ({ page }) => {
  const title = `Cabin Crew Careers ${Date.now()}`;
  await signIn(page, '/blog_posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
  await expect(page.getByText('Manage your blog posts and content.')).toBeVisible();
  await page.getByRole('link', { name: 'New Post' }).click();
  // The editor is loaded on demand: give it time on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeVisible({ timeout: 30_000 });

  // The spec's defaults for a new post: one Publish Date, today (now, in India time).
  const isoToday = toKolkataInput(new Date()).slice(0, 10);
  await expect(field(page, 'Publish Date (India time, IST)')).toHaveValue(new RegExp(`^${isoToday}T\\d\\d:\\d\\d$`));
  await expect(page.getByText('Publish at', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Category/ })).toHaveText('Aviation');
  await expect(field(page, 'Views')).toHaveValue('0');
  await expect(field(page, 'Likes')).toHaveValue('0');
  await expect(page.getByRole('checkbox', { name: 'Featured Post' })).not.toBeChecked();

  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('What airlines look for, and how to prepare.');
  await field(page, 'Author Name').fill('Test Author');
  await field(page, 'Image URL').fill('https://example.com/cover.jpg');
  await field(page, 'Image alt text').fill('Students beside the mock cabin');
  await field(page, 'Tags').fill('aviation, careers, , cabin crew ');
  // A new post starts as a draft; this one is published at once.
  await expect(page.getByRole('combobox', { name: /Status/ })).toHaveText('Draft');
  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Published', exact: true }).click();

  const editor = page.locator('.ProseMirror');
  const bold = page.getByRole('button', { name: 'Bold' });
  // A toolbar button hands the focus back to the editor on the next animation frame: keys pressed before
  // that would go to the button, so each toolbar action waits for the editor to have the focus again.
  await editor.click();
  await page.getByRole('button', { name: 'Current level' }).click();
  await page.getByRole('menuitem', { name: 'Heading 2' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('Why cabin crew');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The job is ');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('demanding');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' and rewarding. Apply here');
  for (let i = 0; i < 'here'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog');
  await linkDialog.getByLabel('Link address').fill('https://example.com/apply');
  await linkDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(editor.locator('h2')).toHaveText('Why cabin crew');
  await expect(editor.locator('strong')).toHaveText('demanding');
  await expect(editor.locator('a[href="https://example.com/apply"]')).toHaveText('here');

  await page.getByRole('button', { name: 'Create Post' }).click();
  // Created, the post stays open with Preview at hand.
  await expect(page.getByText('Blog post created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog_posts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Preview' }).first()).toBeVisible();
  await page.goto('/admin/blog_posts');
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  const post = await e2eDb()('blog_posts').where({ title }).first();
  expect(post).toMatchObject({ category: 'aviation', views: 0, likes: 0, is_featured: false, author: 'Test Author' });
  expect(post.tags).toEqual(['aviation', 'careers', 'cabin crew']);

  // The public page of the post shows the heading, the bold text and the link.
  const publicPage = await page.request.get(`/blog/${post.id}`);
  expect(publicPage.status()).toBe(200);
  await page.goto(`/blog/${post.id}`);
  await expect(page.getByRole('heading', { name: 'Why cabin crew' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('strong', { hasText: 'demanding' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'here', exact: true })).toHaveAttribute(
    'href',
    'https://example.com/apply',
  );
});

test('editing a post keeps its content; e-mail-like text becomes a mailto link', async ({ page }) => {
  const title = `Hostel Life ${Date.now()}`;
  const [post] = await e2eDb()('blog_posts')
    .insert({
      title,
      excerpt: 'Living on campus.',
      content: '<h2>Rooms</h2><p>Write to hostel@example.com for a room.</p>',
      author: 'Test Author',
      image: 'https://example.com/hostel.jpg',
      image_alt: 'A cover picture of the story',
      date: '2026-01-15',
      category: 'education',
      read_time: '3 min read',
      tags: ['campus'],
    })
    .returning('*');
  await signIn(page, `/blog_posts/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  const editor = page.locator('.ProseMirror');
  await expect(editor.locator('h2')).toHaveText('Rooms');
  await expect(field(page, 'Tags')).toHaveValue('campus');
  await editor.locator('p').click();
  await page.keyboard.press('End');
  for (let i = 0; i < ' for a room.'.length; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'hostel@example.com'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(editor.locator('a[href="mailto:hostel@example.com"]')).toHaveText('hostel@example.com');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog_posts$/);
  await expect
    .poll(async () => (await e2eDb()('blog_posts').where({ id: post.id }).first()).content)
    .toContain('href="mailto:hostel@example.com"');
});

test('a post is deleted only after the Delete Blog Post dialog is confirmed', async ({ page }) => {
  const title = `Delete Post ${Date.now()}`;
  const [post] = await e2eDb()('blog_posts')
    .insert({
      title,
      excerpt: 'Soon gone.',
      content: '<p>Soon gone.</p>',
      author: 'Test Author',
      image: 'https://example.com/gone.jpg',
      image_alt: 'A cover picture of the story',
      date: '2099-01-01',
      category: 'career',
      read_time: '1 min read',
      tags: [],
    })
    .returning('*');
  await signIn(page, '/blog_posts');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete Blog Post')).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this blog post? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await e2eDb()('blog_posts').where({ id: post.id }).first()).toBeTruthy();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Blog post deleted')).toBeVisible();
  await expect.poll(async () => e2eDb()('blog_posts').where({ id: post.id }).first()).toBeUndefined();
});

test('a failed save shows the server message above the form', async ({ page }) => {
  await signIn(page, '/blog_posts/create');
  await field(page, 'Title').fill(`Broken ${Date.now()}`);
  await field(page, 'Excerpt').fill('x');
  await field(page, 'Author Name').fill('Test Author');
  await field(page, 'Image URL').fill('https://example.com/x.jpg');
  await field(page, 'Image alt text').fill('Students beside the mock cabin');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Body');
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/admin/blog_posts', async (route) => {
    await answered;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Database unavailable' }),
    });
  });
  await page.getByRole('button', { name: 'Create Post' }).click();
  // While the server works the button reads Saving... and cannot be pressed again.
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  answer();
  await expect(page.getByRole('alert').filter({ hasText: 'Database unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Post' })).toBeEnabled();
});

test.describe('phone layout', () => {
  // On a phone the list opens each post; the post's own page offers Delete behind the same dialog.
  test.use({ viewport: { width: 390, height: 844 } });

  test('a post can be opened and deleted from its page on a phone @phone', async ({ page }) => {
    const title = `Phone Post ${Date.now()}`;
    const [post] = await e2eDb()('blog_posts')
      .insert({
        title,
        excerpt: 'Read on a phone.',
        content: '<p>Read on a phone.</p>',
        author: 'Test Author',
        image: 'https://example.com/phone.jpg',
        image_alt: 'A cover picture of the story',
        date: '2099-02-01',
        category: 'industry',
        read_time: '1 min read',
        tags: [],
      })
      .returning('*');
    await signIn(page, '/blog_posts');
    await page.getByText(title).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this blog post? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/blog_posts$/);
    await expect.poll(async () => e2eDb()('blog_posts').where({ id: post.id }).first()).toBeUndefined();
  });
});
