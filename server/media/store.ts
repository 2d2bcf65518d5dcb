// Uploaded images, kept in the `media` table so every replica serves the same files.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Knex } from 'knex';
import { HttpError } from '../http/errors';
import { canMakeVariants, type ImageVariant, makeImageVariants } from '../images/variants';
import { cleanImage } from './clean-image';

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** The editor's image types; anything else (SVG with its scripts, HTML, PDFs…) is refused. */
export const MEDIA_TYPES = new Set(['image/png', 'image/gif', 'image/jpeg', 'image/webp', 'image/bmp', 'image/x-icon']);

export type StoredMedia = { id: number; url: string };

export const mediaUrl = (id: number) => `/media/${id}`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores an image after reading its type from its bytes (the name and the browser's claim are not trusted), with
 * its responsive variants when sharp can make them: made before the transaction (encoding takes a moment), written
 * in it with the image, so an image is never stored without the variants its addresses promise.
 */
export async function storeMedia(knex: Knex, upload: Buffer, originalName: string | undefined): Promise<StoredMedia> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !MEDIA_TYPES.has(detected.mime))
    throw new HttpError(415, 'Only PNG, GIF, JPEG, WebP, BMP and ICO images can be uploaded');
  // What is kept and served: within the pixel limit, without the uploader's GPS position and camera details.
  const bytes = await cleanImage(upload, detected.mime);
  const variants: ImageVariant[] = (await canMakeVariants(bytes)) ? await makeImageVariants(bytes) : [];
  return knex.transaction(async (trx) => {
    const [row] = (await trx('media')
      .insert({
        content_type: detected.mime,
        byte_size: bytes.length,
        sha256: sha256(bytes),
        bytes,
        original_name: originalName?.slice(0, 255) ?? null,
      })
      .returning('id')) as { id: number }[];
    if (variants.length)
      await trx('media_variants').insert(
        variants.map((variant) => ({
          media_id: row.id,
          width: variant.width,
          format: variant.format,
          content_type: variant.contentType,
          sha256: sha256(variant.bytes),
          bytes: variant.bytes,
        })),
      );
    return { id: row.id, url: mediaUrl(row.id) };
  });
}
