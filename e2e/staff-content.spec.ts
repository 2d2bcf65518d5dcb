// Curated content as staff manage it: each of achievers, placements, gallery images and gallery videos is
// created (with the spec's defaults), edited and deleted through the panel, and the database follows.
import { expect, type Page, test } from '@playwright/test';
import { e2eDb, STAFF } from './support';

/** A valid 1×1 PNG: the media upload checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin${path}$`));
}

/** An input by its accessible name (the required marker is hidden from it). */
const field = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('spinbutton', { name: label, exact: true }));

async function deleteCard(page: Page, table: string, text: string, noun: string) {
  const card = page.getByTestId('content-card').filter({ hasText: text });
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Are you sure you want to delete this ${noun}? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  expect(await e2eDb()(table).where({ title: text }).first()).toBeUndefined();
}

for (const [table, title, noun, addLabel] of [
  ['achievers', 'Achievers', 'achiever', 'Add Achiever'],
  ['placements', 'Placements', 'placement', 'Add Placement'],
] as const) {
  test(`${title}: add with an uploaded photo, edit and delete`, async ({ page }) => {
    const name = `Test Student ${Date.now()}`;
    await signIn(page, `/${table}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Companies', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: addLabel }).click();

    // A new item goes last: its sort order starts at the current number of items.
    const [{ count }] = await e2eDb()(table).count({ count: '*' });
    await expect(field(page, 'Sort Order')).toHaveValue(String(count));
    await expect(page.getByRole('switch', { name: 'Featured' })).toBeChecked();

    await field(page, 'Name').fill(name);
    await page.getByTestId('upload-image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(field(page, 'Student Image URL')).toHaveValue(/^\/media\//);
    await field(page, 'Company Logo URL').fill('not a url');
    await field(page, 'Position').fill('Cabin Crew');
    await field(page, 'Company Name').fill('IndiGo');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Company logo URL must be a valid URL')).toBeVisible();
    await field(page, 'Company Logo URL').fill('');
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/${table}$`));
    const card = page.getByTestId('content-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Featured')).toBeVisible();
    const row = await e2eDb()(table).where({ name }).first();
    expect(row).toMatchObject({
      position: 'Cabin Crew',
      company_name: 'IndiGo',
      is_featured: true,
      sort_order: Number(count),
    });

    await card.getByRole('link', { name: 'Edit' }).click();
    await expect(field(page, 'Name')).toHaveValue(name);
    await field(page, 'Position').fill('Senior Cabin Crew');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${table}$`));
    await expect(card.getByText('Senior Cabin Crew')).toBeVisible();
    expect((await e2eDb()(table).where({ id: row.id }).first()).position).toBe('Senior Cabin Crew');

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Are you sure you want to delete this ${noun}? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    expect(await e2eDb()(table).where({ id: row.id }).first()).toBeUndefined();
  });
}

test('Gallery Images: add (category training by default), edit and delete', async ({ page }) => {
  const title = `Test Photo ${Date.now()}`;
  await signIn(page, '/gallery_images');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Images' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Image' }).click();
  await expect(page.getByRole('combobox', { name: /Category/ })).toHaveText('Training');
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Students in the mock cabin.');
  await field(page, 'Image URL').fill('https://example.com/mock-cabin.jpg');
  await page.getByRole('combobox', { name: /Category/ }).click();
  // The hyphen of industrial-visit is shown as a space.
  await page.getByRole('option', { name: 'Industrial Visit' }).click();
  await field(page, 'Location').fill('Siliguri');
  await page.getByRole('button', { name: 'Create' }).click();
  // The panel says what happened in the resource's own words, not react-admin's "Element created".
  await expect(page.getByText('Gallery image created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gallery_images$/);
  const card = page.getByTestId('content-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  const row = await e2eDb()('gallery_images').where({ title }).first();
  expect(row).toMatchObject({ category: 'industrial-visit', location: 'Siliguri', is_featured: false });

  await card.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Description').fill('Students in the mock cabin, day two.');
  await page
    .getByRole('checkbox', { name: 'Featured' })
    .or(page.getByRole('switch', { name: 'Featured' }))
    .check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByText('Featured')).toBeVisible();
  expect(await e2eDb()('gallery_images').where({ id: row.id }).first()).toMatchObject({
    description: 'Students in the mock cabin, day two.',
    is_featured: true,
  });
  await deleteCard(page, 'gallery_images', title, 'gallery image');
});

test('Gallery Videos: a watch link becomes an embed shown in a frame; edit and delete', async ({ page }) => {
  const title = `Test Video ${Date.now()}`;
  await signIn(page, '/gallery_videos');
  await page.getByRole('link', { name: 'Add Video' }).click();
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('A day at the airport.');
  await field(page, 'Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await field(page, 'Thumbnail URL').fill('https://example.com/thumb.jpg');
  await field(page, 'Duration').fill('5:30');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/gallery_videos$/);
  const card = page.getByTestId('content-card').filter({ hasText: title });
  await expect(card.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  const row = await e2eDb()('gallery_videos').where({ title }).first();
  expect(row).toMatchObject({ video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', category: 'training' });

  await card.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Video URL').fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(card.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await deleteCard(page, 'gallery_videos', title, 'gallery video');
});

test('content screens show skeleton cards while loading, then the cards @phone', async ({ page }) => {
  await signIn(page, '/gallery_images');
  // Hold the list answer back to see the skeleton: 12 cards for gallery images.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/admin\/gallery_images\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('content-skeleton')).toHaveCount(12);
  release();
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  await expect(page.getByTestId('content-skeleton')).toHaveCount(0);
});
