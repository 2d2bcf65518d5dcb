// POST /api/admin/media: one image per request, multipart, in memory (at most 10 MB) and then into the database.
import type { RequestHandler, Router } from 'express';
import type { Knex } from 'knex';
import multer from 'multer';
import { recordAudit } from '../audit/log';
import { badRequest, HttpError } from '../http/errors';
import { createApiRouter } from '../http/router';
import { MEDIA_MAX_BYTES, storeMedia } from './store';

/**
 * The editor sends one file and no other field; a few short fields are allowed for other clients. Without these
 * limits 30 MB of text fields beside one GIF were read into memory and answered 201.
 */
export const UPLOAD_LIMITS = {
  fileSize: MEDIA_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 20,
} as const;

const LIMIT_ERRORS: Record<string, () => HttpError> = {
  LIMIT_FILE_SIZE: () => new HttpError(413, 'The image is larger than 10 MB'),
  LIMIT_FILE_COUNT: () => badRequest('Send one image at a time'),
  LIMIT_FIELD_VALUE: () =>
    new HttpError(413, `A form field beside the image is longer than ${UPLOAD_LIMITS.fieldSize} bytes`),
  LIMIT_FIELD_KEY: () => new HttpError(413, `A form field's name is longer than ${UPLOAD_LIMITS.fieldNameSize} bytes`),
  LIMIT_FIELD_COUNT: () => badRequest(`Send the image with at most ${UPLOAD_LIMITS.fields} other fields`),
  LIMIT_PART_COUNT: () => badRequest(`Send the image with at most ${UPLOAD_LIMITS.fields} other fields`),
};

export function createMediaUploadRoutes(knex: Knex): Router {
  const router = createApiRouter();
  const receive = multer({ storage: multer.memoryStorage(), limits: UPLOAD_LIMITS }).any();
  const receiveOne: RequestHandler = (req, res, next) =>
    receive(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      next(
        code && Object.hasOwn(LIMIT_ERRORS, code) ? LIMIT_ERRORS[code]() : badRequest('The upload could not be read'),
      );
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
