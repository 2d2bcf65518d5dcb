// Responsive images: the srcset addresses the site asks for are exactly the files the build makes.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_FORMATS, RESPONSIVE_WIDTHS, srcSet, variantUrl } from '../common/responsive';
import { makeStaticVariants } from '../server/images/static-variants';
import { canMakeVariants, makeImageVariants } from '../server/images/variants';

describe('srcSet', () => {
  it('lists the four widths of a site image in the asked format', () => {
    expect(srcSet('/images/awards/award-01.webp', 'avif')).toBe(
      '/images/_w/awards/award-01-400.avif 400w, /images/_w/awards/award-01-600.avif 600w, ' +
        '/images/_w/awards/award-01-800.avif 800w, /images/_w/awards/award-01-1200.avif 1200w',
    );
    expect(srcSet('/images/demo/blog/cover.jpg', 'jpeg')).toContain('/images/_w/demo/blog/cover-800.jpg 800w');
  });

  it('lists the server-kept variants of an upload', () => {
    expect(srcSet('/media/42', 'webp')).toBe(
      '/media/42/400.webp 400w, /media/42/600.webp 600w, /media/42/800.webp 800w, /media/42/1200.webp 1200w',
    );
    expect(variantUrl('/media/7', 1200, 'jpeg')).toBe('/media/7/1200.jpg');
  });

  it.each([
    'https://images.example.com/photo.jpg',
    '/images/demo/logos/ai-sats.svg',
    '/images/_w/awards/award-01-400.avif',
    '/media/42/400.webp',
    '/media/0',
    '/media/42?x=1',
    '/images/../secret.jpg',
    '',
  ])('has none for %j', (url) => {
    expect(srcSet(url, 'avif')).toBeUndefined();
  });
});

describe('the variants', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'responsive-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } })
      .png()
      .toBuffer();

  it('are made at each width in each format, never wider than the original', async () => {
    const variants = await makeImageVariants(await picture(1000, 500));
    expect(variants).toHaveLength(RESPONSIVE_WIDTHS.length * RESPONSIVE_FORMATS.length);
    for (const variant of variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.width).toBe(Math.min(variant.width, 1000));
      expect(metadata.height).toBe(Math.round(Math.min(variant.width, 1000) / 2));
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    }
  });

  it('are refused for what sharp cannot resize', async () => {
    expect(await canMakeVariants(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(await canMakeVariants(Buffer.from('not an image'))).toBe(false);
    expect(await canMakeVariants(await picture(10, 10))).toBe(true);
  });

  it('are written by the build step where srcSet points, and reused from the cache on the next build', async () => {
    const sourceDir = path.join(work, 'images');
    await mkdir(path.join(sourceDir, 'awards'), { recursive: true });
    await writeFile(path.join(sourceDir, 'awards', 'hero.png'), await picture(1600, 700));
    await writeFile(path.join(sourceDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const options = { sourceDir, outputDir: path.join(work, 'client/images/_w'), cacheDir: path.join(work, 'cache') };

    expect(await makeStaticVariants(options)).toEqual({ images: 1, encoded: 1, fromCache: 0, skipped: [] });
    for (const format of RESPONSIVE_FORMATS) {
      for (const width of RESPONSIVE_WIDTHS) {
        const url = variantUrl('/images/awards/hero.png', width, format) as string;
        const bytes = await readFile(path.join(work, 'client', url));
        expect((await sharp(bytes).metadata()).width).toBe(width);
      }
    }
    await rm(options.outputDir, { recursive: true });
    expect(await makeStaticVariants(options)).toEqual({ images: 1, encoded: 0, fromCache: 1, skipped: [] });
    const again = await readFile(
      path.join(work, 'client', variantUrl('/images/awards/hero.png', 400, 'avif') as string),
    );
    expect((await sharp(again).metadata()).format).toBe('heif');
  });

  it('in draft encoding (npm start, npm run dev) are the same sizes, cached apart from the full ones', async () => {
    const sourceDir = path.join(work, 'draft-images');
    await mkdir(sourceDir, { recursive: true });
    await writeFile(path.join(sourceDir, 'hero.png'), await picture(900, 300));
    const full = { sourceDir, outputDir: path.join(work, 'draft-client/images/_w'), cacheDir: path.join(work, 'c2') };
    const draft = { ...full, encoding: 'draft' as const };
    expect(await makeStaticVariants(full)).toMatchObject({ images: 1, encoded: 1 });
    // A full variant never stands for a draft one (nor the other way): each encoding has its own entries.
    expect(await makeStaticVariants(draft)).toMatchObject({ images: 1, encoded: 1, fromCache: 0 });
    for (const format of RESPONSIVE_FORMATS)
      for (const width of RESPONSIVE_WIDTHS) {
        const url = variantUrl('/images/hero.png', width, format) as string;
        const metadata = await sharp(await readFile(path.join(work, 'draft-client', url))).metadata();
        expect(metadata.width).toBe(Math.min(width, 900));
      }
    // What npm run dev asks: only images lacking a variant are made.
    expect(await makeStaticVariants({ ...draft, onlyMissing: true })).toMatchObject({ images: 0, present: 1 });
    await rm(path.join(full.outputDir, 'hero-600.webp'));
    expect(await makeStaticVariants({ ...draft, onlyMissing: true })).toMatchObject({ images: 1, fromCache: 1 });
  });
});
