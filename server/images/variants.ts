// Makes the responsive variants of one image with sharp: every width of RESPONSIVE_WIDTHS in AVIF, WebP and JPEG.
// Used once per image: at build time for the site's own images, and on upload for staff media.
import sharp, { type Sharp } from 'sharp';
import {
  FORMAT_CONTENT_TYPE,
  RESPONSIVE_FORMATS,
  RESPONSIVE_QUALITY,
  RESPONSIVE_WIDTHS,
  type ResponsiveFormat,
  type ResponsiveWidth,
} from '../../common/responsive';

/**
 * How hard the encoders work. `full` (production builds, uploads): AVIF effort 2 of 9, a fifth of the default's time
 * for a few percent more bytes, and mozjpeg. `draft` (`npm start`, `npm run dev` on a fresh clone): each encoder's
 * fastest effort, about a fifth of `full`'s time for a fifth more bytes; never in an image (the Dockerfile builds
 * `full`).
 */
export type VariantEncoding = 'full' | 'draft';

/** AVIF's scale runs lower: 60 looks like JPEG or WebP at 80 and is still the smallest of the three. */
const AVIF_QUALITY = 60;
const EFFORT = {
  full: { avif: 2, webp: 4, mozjpeg: true },
  draft: { avif: 0, webp: 0, mozjpeg: false },
} as const;

/** Changes whenever the encoding does, so cached variants made with other settings are not reused. */
export const variantSettings = (encoding: VariantEncoding = 'full') =>
  JSON.stringify({
    widths: RESPONSIVE_WIDTHS,
    formats: RESPONSIVE_FORMATS,
    quality: RESPONSIVE_QUALITY,
    // As before the draft encoding existed, so caches of full variants stay valid.
    avif: encoding === 'full' ? [AVIF_QUALITY, EFFORT.full.avif] : [AVIF_QUALITY, EFFORT.draft],
    vips: sharp.versions.vips,
  });

export type ImageVariant = {
  width: ResponsiveWidth;
  format: ResponsiveFormat;
  contentType: string;
  /** The pixel width actually written: never wider than the original (no upscaling). */
  pixelWidth: number;
  bytes: Buffer;
};

function encode(pipeline: Sharp, format: ResponsiveFormat, encoding: VariantEncoding): Sharp {
  const effort = EFFORT[encoding];
  if (format === 'avif') return pipeline.avif({ quality: AVIF_QUALITY, effort: effort.avif });
  if (format === 'webp') return pipeline.webp({ quality: RESPONSIVE_QUALITY, effort: effort.webp });
  // JPEG has no transparency: flatten onto white, as the site's cards are.
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: RESPONSIVE_QUALITY, mozjpeg: effort.mozjpeg });
}

/** Whether sharp can make variants of these bytes (PNG, JPEG, WebP, AVIF, a still GIF; not BMP, ICO or SVG). */
export async function canMakeVariants(input: Buffer): Promise<boolean> {
  try {
    const metadata = await sharp(input).metadata();
    const supported = ['png', 'jpeg', 'webp', 'heif', 'gif'].includes(metadata.format ?? '');
    return supported && (metadata.pages ?? 1) === 1 && Boolean(metadata.width);
  } catch {
    return false;
  }
}

/** Every variant of an image, resized to each width (keeping its proportions) and encoded in each format. */
export async function makeImageVariants(input: Buffer, encoding: VariantEncoding = 'full'): Promise<ImageVariant[]> {
  // Decoded once, turned upright by its EXIF orientation, and stripped of metadata (location, camera).
  const original = sharp(input).rotate();
  const metadata = await original.metadata();
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const originalWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  if (!originalWidth) throw new Error('The image has no width');
  const variants: ImageVariant[] = [];
  for (const width of RESPONSIVE_WIDTHS) {
    const pixelWidth = Math.min(width, originalWidth);
    const resized = original.clone().resize({ width: pixelWidth });
    for (const format of RESPONSIVE_FORMATS) {
      // A width beyond the original's is the original size again: encoded once, offered under each width.
      const same = variants.find((variant) => variant.format === format && variant.pixelWidth === pixelWidth);
      const bytes = same ? same.bytes : await encode(resized.clone(), format, encoding).toBuffer();
      variants.push({ width, format, contentType: FORMAT_CONTENT_TYPE[format], pixelWidth, bytes });
    }
  }
  return variants;
}
