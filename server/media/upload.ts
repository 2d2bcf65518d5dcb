// POST /api/admin/media: one image per request, multipart, in memory (at most 10 MB) and then into the database.
import type { RequestHandler, Router } from 'express';
import type { Knex } from 'knex';
import multer from 'multer';
import { recordAudit } from '../audit/log';
import { badRequest, HttpError } from '../http/errors';
import { createApiRouter } from '../http/router';
import { MEDIA_MAX_BYTES, storeMedia } from './store';

export function createMediaUploadRoutes(knex: Knex): Router {
  const router = createApiRouter();
  const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } }).any();
  const receiveOne: RequestHandler = (req, res, next) =>
    receive(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'The image is larger than 10 MB'));
      if (code === 'LIMIT_FILE_COUNT') return next(badRequest('Send one image at a time'));
      next(badRequest('The upload could not be read'));
    });

  router.post('/', receiveOne, async (req, res) => {
    const files = (req.files ?? []) as Express.Multer.File[];
    if (files.length !== 1) throw badRequest('Send one image as multipart/form-data');
    const [file] = files;
    const stored = await storeMedia(knex, file.buffer, file.originalname);
    await recordAudit(knex, req, {
      action: 'upload',
      resource: 'media',
      recordId: stored.id,
      details: { url: stored.url },
    });
    res.status(201).json(stored);
  });
  return router;
}
