// The gallery: the lightbox (page locked, Escape, arrows wrapping both ways, focus kept and returned), tabs that
// reset the category, category counts, video embeds, the empty texts and the loading skeletons.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { GALLERY_CATEGORIES, galleryCategoryLabel } from '../common/enums';
import type { GalleryImage, GalleryVideo } from '../common/types';

async function listed<T>(request: APIRequestContext, resource: 'gallery_images' | 'gallery_videos'): Promise<T[]> {
  const response = await request.get(`/api/public/${resource}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

async function openGallery(page: Page) {
  await page.goto('/gallery');
  await page.waitForFunction(() => {
    const node = document.querySelector('[role="tab"]');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('the lightbox locks the page, keys through the photos wrapping at both ends, and Escape closes it', async ({
  page,
  request,
}) => {
  const images = await listed<GalleryImage>(request, 'gallery_images');
  expect(images.length).toBeGreaterThan(2);
  await openGallery(page);

  const photos = page.getByTestId('gallery-photo');
  await expect(photos).toHaveCount(images.length);
  await page.evaluate(() => window.scrollTo(0, 200));
  const scrolledTo = await page.evaluate(() => window.scrollY);

  await photos.first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toHaveAttribute('aria-modal', 'true');
  await expect(lightbox.getByRole('heading', { name: images[0].title })).toBeVisible();
  const counter = page.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`1 / ${images.length}`);

  // The page behind cannot scroll while the lightbox is open.
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  // Left from the first wraps to the last; right from the last wraps to the first.
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${images.length} / ${images.length}`);
  await expect(lightbox.getByRole('heading', { name: images[images.length - 1].title })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${images.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${images.length}`);
  await expect(lightbox.getByRole('img', { name: images[1].title })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`1 / ${images.length}`);

  // Focus stays inside the dialog.
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  expect(await bodyOverflow(page)).not.toBe('hidden');
  await expect(photos.first()).toBeFocused();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo);

  // The close button closes it too.
  await photos.nth(1).click();
  await expect(page.getByTestId('lightbox-counter')).toHaveText(`2 / ${images.length}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('category chips count per tab, and switching tabs goes back to all categories @phone', async ({
  page,
  request,
}) => {
  const images = await listed<GalleryImage>(request, 'gallery_images');
  const videos = await listed<GalleryVideo>(request, 'gallery_videos');
  await openGallery(page);

  const tabs = page.getByRole('tablist', { name: 'Gallery' });
  await expect(tabs.getByRole('tab')).toHaveText(['Photos', 'Videos']);
  await expect(tabs.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');

  const chip = (category: string) => page.getByTestId(`chip-${category}`);
  await expect(chip('all')).toHaveText(`All (${images.length})`);
  for (const category of GALLERY_CATEGORIES) {
    const count = images.filter((image) => image.category === category).length;
    await expect(chip(category)).toHaveText(`${galleryCategoryLabel(category)} (${count})`);
  }
  await expect(chip('industrial-visit')).toContainText('Industrial Visit');

  const training = images.filter((image) => image.category === 'training');
  await chip('training').click();
  await expect(chip('training')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('gallery-photo')).toHaveCount(training.length);

  await tabs.getByRole('tab', { name: 'Videos' }).click();
  await expect(tabs.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  await expect(chip('all')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('all')).toHaveText(`All (${videos.length})`);
  await expect(page.getByTestId('gallery-video')).toHaveCount(videos.length);
  // Each YouTube video is an embedded, lazily loaded player with a title.
  const players = page.locator('[data-testid="gallery-video"] iframe');
  const embeddable = videos.filter((video) => /youtu\.?be/.test(video.video_url)).length;
  await expect(players).toHaveCount(embeddable);
  if (embeddable > 0) {
    await expect(players.first()).toHaveAttribute('loading', 'lazy');
    await expect(players.first()).toHaveAttribute('title', /.+/);
    await expect(players.first()).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  }

  // Arrow keys move between the tabs; the category is reset again.
  await chip(videos[0].category).click();
  await tabs.getByRole('tab', { name: 'Videos' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
  await expect(chip('all')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('gallery-photo')).toHaveCount(images.length);

  await expect(page.getByRole('link', { name: /^Visit Our YouTube Channel/ })).toHaveAttribute('href', /youtube\.com/);
  await expect(page.getByRole('heading', { name: 'Gallery at a Glance' })).toBeVisible();
});

test('on client navigation the skeletons show, and empty lists say so per tab', async ({ page }) => {
  await page.goto('/terms');
  await page.waitForFunction(() => {
    const node = document.querySelector('h1');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
  // Both lists answer empty, after a pause long enough to see the loading skeletons.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const resource of ['gallery_images', 'gallery_videos']) {
    await page.route(`**/api/public/${resource}`, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page.getByTestId('photo-skeleton')).toHaveCount(12);
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByTestId('video-skeleton')).toHaveCount(6);
  release();

  await expect(page.getByRole('heading', { name: 'No videos found' })).toBeVisible();
  await expect(page.getByText('No videos available in the selected category.')).toBeVisible();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
  await expect(page.getByText('No images available in the selected category.')).toBeVisible();
});
