// Makes an upload safe to keep and serve: its size in pixels read from its header and refused above a limit
// before anything is decoded (image bombs), and its metadata (GPS position, camera, author) removed.
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors';

/** 40 megapixels: well above any camera photo staff upload, far below the 30000×30000 bomb (900 MP). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** An animated GIF or WebP decodes every frame: all of them together may hold a few photos' worth of pixels. */
export const MEDIA_MAX_ANIMATION_PIXELS = 4 * MEDIA_MAX_PIXELS;

/** Formats sharp decodes and encodes again; BMP and ICO it cannot, and they carry no EXIF to remove. */
const REENCODED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

const unreadable = () =>
  new HttpError(422, 'The image could not be read: the file is damaged, incomplete or not really an image');

function tooLarge(width: number, height: number, frames = 1): HttpError {
  const size = `${width} × ${height} pixels${frames > 1 ? ` in ${frames} frames` : ''}`;
  return new HttpError(
    413,
    `The image is ${size}; images of up to ${MEDIA_MAX_PIXELS / 1_000_000} megapixels can be uploaded`,
  );
}

/** The sizes a BMP or ICO header declares (an ICO holds several images, each a BMP or a PNG). */
function declaredSizes(bytes: Buffer, mime: string): [number, number][] {
  if (mime === 'image/bmp') {
    if (bytes.length < 26) throw unreadable();
    // BITMAPINFOHEADER: a negative height means the rows are stored top-down.
    return [[Math.abs(bytes.readInt32LE(18)), Math.abs(bytes.readInt32LE(22))]];
  }
  if (bytes.length < 6) throw unreadable();
  const count = bytes.readUInt16LE(4);
  // An icon with no image in it shows nothing anywhere: not an image to keep.
  if (count === 0 || 6 + count * 16 > bytes.length) throw unreadable();
  const sizes: [number, number][] = [];
  for (let entry = 6; entry < 6 + count * 16; entry += 16) {
    // 0 in the directory means 256; an embedded PNG states its own size in its IHDR chunk.
    sizes.push([bytes[entry] || 256, bytes[entry + 1] || 256]);
    const offset = bytes.readUInt32LE(entry + 12);
    if (offset + 24 <= bytes.length && bytes.readUInt32BE(offset) === 0x89504e47)
      sizes.push([bytes.readUInt32BE(offset + 16), bytes.readUInt32BE(offset + 20)]);
  }
  return sizes;
}

/**
 * The bytes to store for an upload of type `mime` (already checked by content): PNG, JPEG, WebP and GIF are
 * decoded and encoded again without their metadata, turned upright by their EXIF orientation first so the
 * picture still faces the right way (the ICC colour profile is kept: it changes how the colours look). Refused
 * with 413 above the pixel limit, read from the header only, and with 422 when the image cannot be decoded.
 */
export async function cleanImage(bytes: Buffer, mime: string): Promise<Buffer> {
  if (!REENCODED.has(mime)) {
    for (const [width, height] of declaredSizes(bytes, mime))
      if (width * height > MEDIA_MAX_PIXELS) throw tooLarge(width, height);
    return bytes;
  }

  let header: Metadata;
  try {
    // Reads the header only: no pixel is decoded, so a bomb costs nothing here. No limit on this read: sharp's
    // default one would refuse a bomb as unreadable instead of saying it is too large.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const frames = header.pages ?? 1;
  const width = header.width ?? 0;
  const frameHeight = header.pageHeight ?? header.height ?? 0;
  if (!width || !frameHeight) throw unreadable();
  if (width * frameHeight > MEDIA_MAX_PIXELS || width * frameHeight * frames > MEDIA_MAX_ANIMATION_PIXELS)
    throw tooLarge(width, frameHeight, frames);

  const animated = frames > 1;
  // limitInputPixels again, so a header that understates its size still cannot make the decoder allocate more;
  // failOn 'error': a truncated image is refused rather than stored with grey rows.
  let image = sharp(bytes, {
    animated,
    limitInputPixels: animated ? MEDIA_MAX_ANIMATION_PIXELS : MEDIA_MAX_PIXELS,
    failOn: 'error',
  }).keepIccProfile();
  if (!animated) image = image.autoOrient();
  if (mime === 'image/jpeg') image = image.jpeg({ quality: 90 });
  else if (mime === 'image/png') image = image.png();
  else if (mime === 'image/webp') image = image.webp({ quality: 90 });
  else image = image.gif();
  try {
    return await image.toBuffer();
  } catch {
    throw unreadable();
  }
}
