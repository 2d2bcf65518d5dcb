// Scheduling a post in the panel: it stays off the site until its time (typed in India time), then appears.
import { expect, type Page, test } from '@playwright/test';
import { toKolkataInput } from '../common/kolkata';
import { e2eDb, signInAt } from './support';

const signIn = signInAt;
// A public page rendered cold and the editor loaded on demand take long on a busy machine.
test.describe.configure({ timeout: 120_000 });

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('a scheduled post is not public before its time and appears once its time has come', async ({ page }) => {
  const title = `Scheduled Open Day ${Date.now()}`;
  await signIn(page, '/blog_posts/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeVisible({ timeout: 30_000 });
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('Visit the campus.');
  await field(page, 'Author Name').fill('Test Author');
  await field(page, 'Image URL').fill('https://example.com/cover.jpg');
  await field(page, 'Image alt text').fill('Students beside the mock cabin');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Come and see the mock cabin.');
  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  // Without a time the form says what is missing.
  await page.getByLabel('Publish Date (India time, IST)').fill('');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('A scheduled post needs a publish time')).toBeVisible();
  const inAnHour = toKolkataInput(new Date(Date.now() + 3_600_000));
  await page.getByLabel('Publish Date (India time, IST)').fill(inAnHour);
  await page.getByRole('button', { name: 'Create Post' }).click();
  // Created, the post stays open; its list shows it scheduled.
  await expect(page).toHaveURL(/\/admin\/blog_posts\/\d+$/);
  await page.goto('/admin/blog_posts');
  const row = page.getByRole('row').filter({ hasText: title });
  // The list is read again after the save; on a busy machine that takes a while.
  await expect(row).toContainText('Scheduled ·', { timeout: 30_000 });
  await expect(row).toContainText('IST');

  const post = await e2eDb()('blog_posts').where({ title }).first();
  expect(post.status).toBe('scheduled');
  // Typed in India time, stored as that instant (to the minute); the post's date is that day, not another.
  expect(toKolkataInput(post.publish_at)).toBe(inAnHour);
  const { rows } = await e2eDb().raw('SELECT date::text AS day FROM blog_posts WHERE id = ?', [post.id]);
  expect(rows[0].day).toBe(inAnHour.slice(0, 10));

  // The preview of the not-yet-live post says so.
  await row.getByRole('link', { name: 'Edit' }).click();
  const previewTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).first().click();
  const preview = await previewTab;
  await expect(preview.getByText('Not published: preview.')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await preview.close();
  await page.goto('/admin/blog_posts');
  const before = await page.request.get(`/blog/${post.id}`);
  expect(before.status()).toBe(404);
  await before.body();

  // Its time brought forward to a minute ago: the post is live, on its page and in the list.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Publish Date (India time, IST)').fill(toKolkataInput(new Date(Date.now() - 60_000)));
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog_posts$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
  await page.goto(`/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/blogs');
  await expect(page.getByText(title)).toBeVisible();
});

test('Preview opens a draft as visitors will see it, through a link that works only as given', async ({
  page,
  context,
}) => {
  const title = `Draft Preview ${Date.now()}`;
  const [post] = await e2eDb()('blog_posts')
    .insert({
      title,
      excerpt: 'Not public yet.',
      content: '<h2>Still a draft</h2><p>Coming soon.</p>',
      author: 'Test Author',
      image: 'https://example.com/draft.jpg',
      image_alt: 'A cover picture of the story',
      date: '2026-11-25',
      category: 'education',
      status: 'draft',
    })
    .returning('*');
  const hidden = await page.request.get(`/blog/${post.id}`);
  expect(hidden.status()).toBe(404);
  await hidden.body();

  await signIn(page, `/blog_posts/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Still a draft' })).toBeVisible();
  const link = new URL(preview.url());
  expect(link.pathname).toBe(`/blog/${post.slug}`);
  expect(link.searchParams.get('preview')).toBeTruthy();

  // The same address with the signature altered is the visitors' 404.
  const tampered = await page.request.get(`${link.pathname}?preview=${link.searchParams.get('preview')}x`);
  expect(tampered.status()).toBe(404);
  await tampered.body();
});

test('staff compare two revisions of a post and restore the older one', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, '/blog_posts');
  const post = {
    title: `Hostel Rooms ${stamp}`,
    excerpt: 'Living on campus.',
    content: '<p>Rooms have two beds and a study desk.</p>',
    author: 'Test Author',
    image: 'https://example.com/hostel.jpg',
    image_alt: 'A cover picture of the story',
    date: '2026-11-25',
    category: 'education',
  };
  const created = await page.request.post('/api/admin/blog_posts', { data: post });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const edited = await page.request.put(`/api/admin/blog_posts/${id}`, {
    data: { title: `Hostel Life ${stamp}`, content: '<p>Rooms have three beds and a study desk.</p>' },
  });
  expect(edited.status()).toBe(200);
  await edited.body();

  await page.goto(`/admin/blog_posts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });
  const revisions = page.getByRole('heading', { name: 'Revisions' }).locator('..');
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await revisions.getByRole('button', { name: 'Compare', exact: true }).click();
  const comparison = page.getByRole('region', { name: 'Comparison' });
  await expect(comparison.locator('del').first()).toHaveText(`Hostel Rooms ${stamp}`);
  await expect(comparison.locator('ins').first()).toHaveText(`Hostel Life ${stamp}`);
  await expect(comparison.getByTestId('revision-text').locator('del')).toHaveText('two');
  await expect(comparison.getByTestId('revision-text').locator('ins')).toHaveText('three');

  await revisions.getByRole('button', { name: /^Restore the revision/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Revision restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Hostel Rooms ${stamp}`);
  await expect(revisions.getByRole('listitem')).toHaveCount(3);
  const saved = await e2eDb()('blog_posts').where({ id }).first();
  expect(saved.content).toBe('<p>Rooms have two beds and a study desk.</p>');
});
