// GET /media/{id} and its responsive variants /media/{id}/{width}.{ext}: uploaded images, public, cached for good
// (an address never changes its bytes).
import express, { type Response, type Router } from 'express';
import { FORMAT_EXTENSION, RESPONSIVE_WIDTHS, type ResponsiveFormat } from '../../common/responsive';
import type { AppDeps } from '../core/deps';
import { notFound } from '../http/errors';
import { parseRowId } from '../http/ids';

type StoredImage = { content_type: string; sha256: string; bytes: Buffer | Uint8Array };

const FORMAT_OF_EXTENSION = new Map(
  Object.entries(FORMAT_EXTENSION).map(([format, extension]) => [extension, format as ResponsiveFormat]),
);

function sendImage(req: express.Request, res: Response, image: StoredImage) {
  const etag = `"${image.sha256}"`;
  res.set({
    'Content-Type': image.content_type,
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(Buffer.from(image.bytes));
}

export function createMediaRoutes(deps: AppDeps): Router {
  const { knex } = deps.db;
  const router = express.Router();
  const original = (id: number) =>
    knex('media').select('content_type', 'sha256', 'bytes').where({ id }).first() as Promise<StoredImage | undefined>;

  router.get('/:id', async (req, res) => {
    const id = parseRowId(req.params.id);
    const image = id === undefined ? undefined : await original(id);
    if (!image) throw notFound('No such image');
    sendImage(req, res, image);
  });

  // An upload sharp could not resize (BMP, ICO, animated GIF, or one stored before variants existed) answers every
  // variant with its original: the browser decodes it whatever the <source> said, rather than showing nothing.
  router.get('/:id/:width.:ext', async (req, res) => {
    const id = parseRowId(req.params.id);
    const width = Number(req.params.width);
    const format = FORMAT_OF_EXTENSION.get(req.params.ext);
    if (id === undefined || !format || !(RESPONSIVE_WIDTHS as readonly number[]).includes(width))
      throw notFound('No such image');
    const variant = (await knex('media_variants')
      .select('content_type', 'sha256', 'bytes')
      .where({ media_id: id, width, format })
      .first()) as StoredImage | undefined;
    const image = variant ?? (await original(id));
    if (!image) throw notFound('No such image');
    sendImage(req, res, image);
  });
  return router;
}
