// Responsive image variants: the widths, formats and addresses shared by the build script that makes them
// (scripts/make-responsive-images.mjs) and the public site's <picture>.

/** The widths every image is offered at (the spec's 400, 600, 800, 1200). */
export const RESPONSIVE_WIDTHS = [400, 600, 800, 1200] as const;
/** Best first: a browser takes the first <source> whose type it can decode. */
export const RESPONSIVE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
/** The spec's default image quality. */
export const RESPONSIVE_QUALITY = 80;

export type ResponsiveWidth = (typeof RESPONSIVE_WIDTHS)[number];
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

export const FORMAT_EXTENSION: Record<ResponsiveFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const FORMAT_CONTENT_TYPE: Record<ResponsiveFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Where the build writes the variants of public-site/public/images/<path>: /images/_w/<path without extension>-<width>.<ext>. */
export const STATIC_VARIANTS_PREFIX = '/images/_w/';
// Path segments start with a letter, digit, _ or -, so '.' and '..' never match.
const STATIC_IMAGE = /^\/images\/(?!_w\/)((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)\.(?:jpe?g|png|webp|avif|gif)$/i;

const MEDIA_IMAGE = /^\/media\/([1-9]\d{0,9})$/;

/** The address of one variant, or undefined for an image that has none (external, SVG, already a variant). */
export function variantUrl(url: string, width: ResponsiveWidth, format: ResponsiveFormat): string | undefined {
  const extension = FORMAT_EXTENSION[format];
  const staticImage = STATIC_IMAGE.exec(url);
  if (staticImage) return `${STATIC_VARIANTS_PREFIX}${staticImage[1]}-${width}.${extension}`;
  // Uploads keep theirs in the database (server/media/routes.ts); one without answers with its original.
  const upload = MEDIA_IMAGE.exec(url);
  if (upload) return `/media/${upload[1]}/${width}.${extension}`;
  return undefined;
}

/** The srcset of an image in one format ('…-400.avif 400w, …-600.avif 600w, …'), or undefined if it has no variants. */
export function srcSet(url: string, format: ResponsiveFormat): string | undefined {
  if (variantUrl(url, RESPONSIVE_WIDTHS[0], format) === undefined) return undefined;
  return RESPONSIVE_WIDTHS.map((width) => `${variantUrl(url, width, format)} ${width}w`).join(', ');
}

/** The relative file name (under /images/_w/) of a variant of public-site/public/images/<relativePath>. */
export function staticVariantFile(relativePath: string, width: ResponsiveWidth, format: ResponsiveFormat): string {
  const withoutExtension = relativePath.replace(/\.[^./]+$/, '');
  return `${withoutExtension}-${width}.${FORMAT_EXTENSION[format]}`;
}
