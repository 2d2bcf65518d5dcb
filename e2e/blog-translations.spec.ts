// A Bengali version written beside the English post in the panel, on a phone: "Add Bengali version" opens a new post
// pre-filled from the original and linked to it; saved, each shows the other, and the public post offers it.
import { expect, test } from '@playwright/test';
import { e2eDb, signInAt } from './support';

test.describe.configure({ timeout: 120_000 });

test('staff add a Bengali version of an English post and visitors are offered it @phone', async ({ page, request }) => {
  const stamp = Date.now();
  const [original] = await e2eDb()('blog_posts')
    .insert({
      title: `Hostel life in Siliguri ${stamp}`,
      slug: `hostel-life-in-siliguri-${stamp}`,
      excerpt: 'What first-year students should pack.',
      content: '<p>Bring warm clothes for the winter.</p>',
      category: 'education',
      tags: ['hostel', 'campus'],
      author: 'Meenakshi Roy',
      image: '/images/demo/blog/bba-or-certification.jpg',
      image_alt: 'Students on the campus lawn',
      date: '2026-11-20',
      status: 'published',
      publish_at: '2026-11-20T04:30:00Z',
    })
    .returning(['id', 'slug']);

  await signInAt(page, `/blog_posts/${original.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });
  const language = page.getByRole('combobox', { name: /Written in/ });
  await expect(language).toHaveText('English');
  await expect(page.getByText('None yet.')).toBeVisible();
  // Only the languages the post has no version in are offered.
  await expect(page.getByRole('link', { name: 'Add English version' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add Bengali version' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeVisible({ timeout: 30_000 });
  await expect(language).toHaveText('Bengali (বাংলা)');
  await expect(page.getByRole('combobox', { name: 'Translation of' })).toHaveValue(`Hostel life in Siliguri ${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Author Name', exact: true })).toHaveValue('Meenakshi Roy');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`হস্টেলের জীবন ${stamp}`);
  await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(`hosteler-jibon-${stamp}`);
  await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('প্রথম বর্ষের ছাত্রছাত্রীরা কী কী নিয়ে আসবে।');
  await page.getByRole('textbox', { name: 'Image alt text', exact: true }).fill('ক্যাম্পাসের লনে ছাত্রছাত্রীরা');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('শীতের জন্য গরম জামাকাপড় আনতে ভুলবে না।');
  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Published', exact: true }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible({ timeout: 30_000 });

  // The new post names its original, and offers the one language still missing.
  await expect(page.getByRole('link', { name: `English (original): Hostel life in Siliguri ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Hindi version' })).toBeVisible();
  const saved = await e2eDb()('blog_posts')
    .where({ slug: `hosteler-jibon-${stamp}` })
    .first();
  expect(saved).toMatchObject({ language: 'bn', translation_of: original.id, category: 'education' });

  // The original lists it too.
  await page.getByRole('link', { name: `English (original): Hostel life in Siliguri ${stamp}` }).click();
  await expect(page.getByRole('link', { name: `Bengali (বাংলা): হস্টেলের জীবন ${stamp}` })).toBeVisible({
    timeout: 30_000,
  });

  // Visitors reading the English post are offered the Bengali one.
  const post = await request.get(`/api/public/blog_posts/${original.id}`);
  const body = await post.json();
  expect(post.status()).toBe(200);
  expect(body.translations).toEqual([
    { language: 'bn', slug: `hosteler-jibon-${stamp}`, title: `হস্টেলের জীবন ${stamp}` },
  ]);
});
