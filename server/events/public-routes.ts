// POST /api/public/events/{id}/registrations: a visitor registers for an open day through the same pipeline as the
// other forms (body limit, rate limit, honeypot, Idempotency-Key, error shapes): 201 {id} once committed, 409 when
// the open day is full, 404 when it is unknown, past or unpublished.
import express, { type Router } from 'express';
import { eventRegistrationSchema } from '../../common/forms';
import type { Config } from '../config';
import type { Database } from '../db/index';
import { notFound } from '../http/errors';
import { runIdempotent } from '../http/idempotency';
import { parseRowId } from '../http/ids';
import { withConsentColumns } from '../privacy/consent';
import { type FormPipeline, receipt } from '../public-api/forms';
import { EVENT_NOT_FOUND_MESSAGE, registerForEvent } from './registrations';

export function createEventRoutes(db: Database, pipeline: FormPipeline, config: Config, clock: () => number): Router {
  const router = express.Router();
  router.post('/events/:id/registrations', ...pipeline.parse, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const eventId = parseRowId(String(req.params.id));
    const scope = `event_registrations:${eventId ?? 'none'}`;
    const { row, idempotencyKey, hash } = await pipeline.accept(req, scope, eventRegistrationSchema);
    if (eventId === undefined) throw notFound(EVENT_NOT_FOUND_MESSAGE);
    // A bot (no `row`) is answered like a visitor and nothing is stored, as on the other forms.
    const answer = await runIdempotent(db.knex, scope, idempotencyKey, hash, async (trx) => {
      if (row) await registerForEvent(trx, eventId, withConsentColumns(row), new Date(clock()), config.enquiryInbox);
      return { status: 201, body: receipt() };
    });
    await pipeline.answer(res, answer);
  });
  return router;
}
