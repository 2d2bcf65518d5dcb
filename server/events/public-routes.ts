// POST /api/public/events/{id}/registrations: a visitor registers for an open day through the same write path as the
// other forms (server/submissions/forms.ts: body limit, rate limit, honeypot, Idempotency-Key, consent, error
// shapes): 201 {id} once committed, 409 when the open day is full, 404 when it is unknown, past or unpublished.
import express, { type Router } from 'express';
import { eventRegistrationSchema } from '../../common/forms';
import type { Config } from '../core/config';
import { notFound } from '../http/errors';
import { parseRowId } from '../http/ids';
import type { FormPipeline } from '../submissions/forms';
import { EVENT_NOT_FOUND_MESSAGE, registerForEvent } from './registrations';

export function createEventRoutes(pipeline: FormPipeline, config: Config, clock: () => number): Router {
  const router = express.Router();
  router.post('/events/:id/registrations', ...pipeline.parse, async (req, res) => {
    const eventId = parseRowId(String(req.params.id));
    await pipeline.submit(req, res, {
      scope: `event_registrations:${eventId ?? 'none'}`,
      schema: eventRegistrationSchema,
      refuse() {
        if (eventId === undefined) throw notFound(EVENT_NOT_FOUND_MESSAGE);
      },
      async store(trx, row) {
        if (eventId !== undefined) await registerForEvent(trx, eventId, row, new Date(clock()), config.enquiryInbox);
      },
    });
  });
  return router;
}
