// Staff edits of one applicant: its fields, stage and owner (stale copies refused with a 409), notes and follow-ups.
import type { Router } from 'express';
import { z } from 'zod';
import { phoneE164 } from '../../common/phone';
import { plainString } from '../../common/text';
import type { Database } from '../db/index';
import { staffOf } from '../http/access';
import { HttpError, notFound } from '../http/errors';
import { parseId } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { checkOwner, tellNewOwner } from './edits';
import { checkStageChange, followUpDate, stageChangeSchema } from './rules';
import {
  addFollowUp,
  changeStage,
  lockApplicant,
  nextFollowUp,
  parse,
  refuseStale,
  resolveApplicant,
  touched,
} from './writes';

const noteSchema = z.strictObject({
  body: plainString({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(5000, 'Note must be at most 5000 characters'),
});

/** The schemas with dates, checked against the app's clock. */
function datedSchemas(clock: () => number) {
  const stageChange = stageChangeSchema(clock);
  const followUpSchema = z.strictObject({
    due_at: followUpDate(clock),
    note: plainString().trim().max(2000).default(''),
  });
  const editSchema = z.strictObject({
    version: z.number({ error: 'version is required: the version of the applicant you are saving' }).int().positive(),
    name: plainString().trim().min(1, 'Name is required').max(120).optional(),
    email: z.email('Enter a valid email address').trim().max(254).nullish(),
    phone: plainString().trim().max(20).nullish(),
    owner_id: z.number().int().positive().nullish(),
    ...stageChange,
  });
  return { followUpSchema, editSchema };
}

/** PUT /:id, POST and PUT /:id/notes, POST and PUT /:id/follow_ups. */
export function createApplicantEditRoutes(db: Database, clock: () => number): Router {
  const { knex } = db;
  const router = createApiRouter();
  const now = () => new Date(clock());
  const { followUpSchema, editSchema } = datedSchemas(clock);

  router.put('/:id', async (req, res) => {
    const body = parse(editSchema, req.body);
    const me = staffOf(res);
    const at = now();
    const saved = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const before = await lockApplicant(trx, id);
      await refuseStale(trx, before, body.version);
      const stageChanges = body.stage !== undefined && body.stage !== before.stage;
      if (stageChanges) checkStageChange(body);
      if (body.owner_id !== undefined) await checkOwner(trx, body.owner_id);
      const update: Record<string, unknown> = { version: before.version + 1, updated_at: at, updated_by: me.id };
      for (const key of ['name', 'email', 'phone'] as const) if (body[key] !== undefined) update[key] = body[key];
      if (body.phone !== undefined) update.phone_e164 = phoneE164(body.phone);
      if (body.owner_id !== undefined) update.owner_id = body.owner_id;
      if (stageChanges && body.stage)
        Object.assign(
          update,
          await changeStage(trx, before, { stage: body.stage, lost_reason: body.lost_reason }, me.id, at),
        );
      if (body.next_follow_up_at) {
        await addFollowUp(trx, id, body.next_follow_up_at, body.follow_up_note ?? '', me.id, at);
        update.next_follow_up_at = nextFollowUp(trx, id);
        Object.assign(update, touched(trx, at));
      }
      if (body.owner_id !== undefined && body.owner_id !== before.owner_id) {
        await trx('applicant_events').insert({
          applicant_id: id,
          kind: 'assigned',
          staff_id: me.id,
          at,
          data: JSON.stringify({ from: before.owner_id, owner_id: body.owner_id }),
        });
        if (body.owner_id)
          await tellNewOwner(trx, body.owner_id, me.id, {
            count: 1,
            applicant_id: id,
            applicant_name: body.name ?? before.name,
          });
      }
      await trx('applicants').where({ id }).update(update);
      return trx('applicants').where({ id }).first();
    });
    res.json(saved);
  });

  router.post('/:id/notes', async (req, res) => {
    const { body } = parse(noteSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const note = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const [row] = await trx('applicant_notes')
        .insert({ applicant_id: id, author_id: me, body, created_at: at, updated_at: at })
        .returning('*');
      await trx('applicants').where({ id }).update(touched(trx, at));
      return row;
    });
    res.status(201).json(note);
  });

  router.put('/:id/notes/:noteId', async (req, res) => {
    const { body } = parse(noteSchema, req.body);
    const id = await resolveApplicant(knex, req.params.id);
    const noteId = parseId(req.params.noteId);
    const note = await knex('applicant_notes').where({ id: noteId, applicant_id: id }).first();
    if (!note) throw notFound('No such note');
    if (note.author_id !== staffOf(res).id) throw new HttpError(403, 'Only the author of a note may edit it');
    const [saved] = await knex('applicant_notes')
      .where({ id: noteId })
      .update({ body, updated_at: now() })
      .returning('*');
    res.json(saved);
  });

  router.post('/:id/follow_ups', async (req, res) => {
    const body = parse(followUpSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const followUp = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      await lockApplicant(trx, id);
      const row = await addFollowUp(trx, id, body.due_at, body.note, me, at);
      await trx('applicants')
        .where({ id })
        .update({ next_follow_up_at: nextFollowUp(trx, id), ...touched(trx, at) });
      return row;
    });
    res.status(201).json(followUp);
  });

  router.put('/:id/follow_ups/:followUpId', async (req, res) => {
    parse(
      z.strictObject({ done: z.literal(true, { error: 'Send {"done": true} to mark the follow-up done' }) }),
      req.body,
    );
    const me = staffOf(res).id;
    const at = now();
    const followUp = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      await lockApplicant(trx, id);
      const followUpId = parseId(req.params.followUpId);
      const [row] = await trx('applicant_follow_ups')
        .where({ id: followUpId, applicant_id: id })
        .update({ done_at: trx.raw('coalesce(done_at, ?)', [at]) })
        .returning('*');
      if (!row) throw notFound('No such follow-up');
      await trx('applicant_events').insert({
        applicant_id: id,
        kind: 'follow_up_done',
        staff_id: me,
        at,
        data: JSON.stringify({ follow_up_id: followUpId, due_at: row.due_at, note: row.note }),
      });
      await trx('applicants')
        .where({ id })
        .update({ next_follow_up_at: nextFollowUp(trx, id), ...touched(trx, at) });
      return row;
    });
    res.json(followUp);
  });

  return router;
}
