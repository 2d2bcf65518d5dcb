// Build step: the responsive variants of every image under public-site/public/images, written where the built
// site serves them (dist/client/images/_w/). Variants are cached by content, so a rebuild encodes only new images.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  RESPONSIVE_FORMATS,
  RESPONSIVE_WIDTHS,
  STATIC_VARIANTS_PREFIX,
  staticVariantFile,
  variantUrl,
} from '../../common/responsive';
import { canMakeVariants, makeImageVariants, type VariantEncoding, variantSettings } from './variants';

export type StaticVariantsOptions = {
  /** public-site/public/images */
  sourceDir: string;
  /** dist/client/images/_w */
  outputDir: string;
  /** Kept between builds; variants are stored under a hash of the image and the encoding settings. */
  cacheDir: string;
  /** Images encoded at once (sharp uses several threads per image already). */
  concurrency?: number;
  /** `full` unless asked: `draft` is for a developer's first start, never for an image (variants.ts). */
  encoding?: VariantEncoding;
  /** Leave an image whose variants are all in outputDir as it is (npm run dev fills in what a fresh clone lacks). */
  onlyMissing?: boolean;
};

export type StaticVariantsReport = {
  images: number;
  encoded: number;
  fromCache: number;
  skipped: string[];
  /** Images left as they were (onlyMissing). */
  present?: number;
};

async function listFiles(directory: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(directory, entry.name), relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

const variantKeys = () => RESPONSIVE_WIDTHS.flatMap((width) => RESPONSIVE_FORMATS.map((format) => ({ width, format })));

async function allVariantsExist(outputDir: string, file: string): Promise<boolean> {
  for (const { width, format } of variantKeys()) {
    if (!(await stat(path.join(outputDir, staticVariantFile(file, width, format))).catch(() => undefined)))
      return false;
  }
  return true;
}

async function readCached(directory: string): Promise<Map<string, Buffer> | undefined> {
  try {
    const cached = new Map<string, Buffer>();
    for (const { width, format } of variantKeys()) {
      cached.set(`${width}.${format}`, await readFile(path.join(directory, `${width}.${format}`)));
    }
    return cached;
  } catch {
    return undefined;
  }
}

export async function makeStaticVariants(options: StaticVariantsOptions): Promise<StaticVariantsReport> {
  const report: StaticVariantsReport = { images: 0, encoded: 0, fromCache: 0, skipped: [] };
  // Only images the site's srcSet() gives variants to (SVGs and odd file names keep their single file).
  const images = (await listFiles(options.sourceDir)).filter(
    (file) => variantUrl(`/images/${file}`, RESPONSIVE_WIDTHS[0], 'avif') !== undefined,
  );
  const queue = [...images];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (options.onlyMissing && (await allVariantsExist(options.outputDir, file))) {
        report.present = (report.present ?? 0) + 1;
        continue;
      }
      const input = await readFile(path.join(options.sourceDir, file));
      if (!(await canMakeVariants(input))) {
        report.skipped.push(file);
        continue;
      }
      const key = createHash('sha256').update(variantSettings(options.encoding)).update(input).digest('hex');
      const cacheEntry = path.join(options.cacheDir, key);
      let variants = await readCached(cacheEntry);
      if (variants) report.fromCache += 1;
      else {
        variants = new Map(
          (await makeImageVariants(input, options.encoding)).map((v) => [`${v.width}.${v.format}`, v.bytes]),
        );
        await mkdir(cacheEntry, { recursive: true });
        for (const [name, bytes] of variants) await writeFile(path.join(cacheEntry, name), bytes);
        report.encoded += 1;
      }
      for (const { width, format } of variantKeys()) {
        const target = path.join(options.outputDir, staticVariantFile(file, width, format));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, variants.get(`${width}.${format}`) as Buffer);
      }
      report.images += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return report;
}

/** Where a built site keeps the variants, relative to its client folder (dist/client). */
export const STATIC_VARIANTS_DIR = STATIC_VARIANTS_PREFIX.replace(/^\/|\/$/g, '');
