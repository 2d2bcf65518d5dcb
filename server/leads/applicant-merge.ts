// Two applicants made one (POST /:id/merge), and one applicant's submission made an applicant of its own (POST /:id/split).
import type { Router } from 'express';
import { z } from 'zod';
import { LEAD_SOURCES } from '../../common/leads';
import { phoneE164 } from '../../common/phone';
import { recordAudit } from '../audit/log';
import type { Database } from '../db/index';
import { staffOf } from '../http/access';
import { createApiRouter } from '../http/router';
import { SUBMISSION_SOURCES, submissionsOf } from './applicant-sources';
import { carryDismissals } from './duplicates';
import { unprocessable } from './rules';
import { lockApplicant, nextFollowUp, parse, resolveApplicant } from './writes';

const mergeSchema = z.strictObject({ other_id: z.number({ error: 'other_id is required' }).int().positive() });
const splitSchema = z.strictObject({
  source: z.enum(LEAD_SOURCES),
  submission_id: z.number({ error: 'submission_id is required' }).int().positive(),
});

/** POST /:id/merge and POST /:id/split, each in one transaction with its events and audit record. */
export function createApplicantMergeRoutes(db: Database, clock: () => number): Router {
  const { knex } = db;
  const router = createApiRouter();
  const now = () => new Date(clock());

  router.post('/:id/merge', async (req, res) => {
    const { other_id } = parse(mergeSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const merged = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const otherId = await resolveApplicant(trx, String(other_id));
      if (otherId === id) throw unprocessable('other_id', 'These are already one applicant');
      // Both rows locked in id order, so two merges of the same pair cannot deadlock.
      const [first, second] = await Promise.all(
        [Math.min(id, otherId), Math.max(id, otherId)].map((n) => lockApplicant(trx, n)),
      );
      const [survivor, other] = first.id === id ? [first, second] : [second, first];
      for (const table of LEAD_SOURCES) await trx(table).where({ applicant_id: other.id }).update({ applicant_id: id });
      for (const table of [
        'applicant_events',
        'applicant_notes',
        'applicant_follow_ups',
        'applicant_keys',
        'applicant_entries',
      ])
        await trx(table).where({ applicant_id: other.id }).update({ applicant_id: id });
      // Earlier merges into the other point at the survivor too: every old id resolves in one step.
      await trx('applicants')
        .where({ merged_into_id: other.id })
        .orWhere({ id: other.id })
        .update({ merged_into_id: id, possible_duplicate_of: null });
      // A merge answers "possibly the same person": the survivor's mark goes, and marks naming the other name it.
      await trx('applicants').where({ possible_duplicate_of: other.id }).update({ possible_duplicate_of: id });
      await carryDismissals(trx, other.id, id);
      await trx('applicants')
        .where({ id })
        .update({
          email: survivor.email ?? other.email,
          phone: survivor.phone ?? other.phone,
          possible_duplicate_of: trx.raw('nullif(possible_duplicate_of, ?)', [id]),
          created_at: trx.raw('least(created_at, ?)', [other.created_at]),
          next_follow_up_at: nextFollowUp(trx, id),
          version: survivor.version + 1,
          updated_at: at,
          updated_by: me,
        });
      await trx('applicant_events').insert({
        applicant_id: id,
        kind: 'merged',
        staff_id: me,
        at,
        data: JSON.stringify({ other_id: other.id, other_name: other.name }),
      });
      await recordAudit(trx, req, {
        action: 'applicant_merge',
        resource: 'applicants',
        recordId: id,
        details: { survivor_id: id, merged_id: other.id, merged_name: other.name },
      });
      return trx('applicants').where({ id }).first();
    });
    res.json(merged);
  });

  router.post('/:id/split', async (req, res) => {
    const { source, submission_id } = parse(splitSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const created = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const applicant = await lockApplicant(trx, id);
      const submission = await trx(source).where({ id: submission_id, applicant_id: id }).first();
      if (!submission) throw unprocessable('submission_id', 'That submission is not one of this applicant’s');
      const all = await submissionsOf(trx, id);
      if (all.length < 2) throw unprocessable('submission_id', 'An applicant with one submission cannot be split');
      const columns = SUBMISSION_SOURCES[source];
      const [fresh] = await trx('applicants')
        .insert({
          name: columns.name ? submission[columns.name] : '',
          email: submission.email,
          phone: columns.phone ? submission.phone : null,
          phone_e164: columns.phone ? submission.phone_e164 || phoneE164(submission.phone) : null,
          source,
          course: columns.course ? submission[columns.course] : null,
          campus: columns.campus ? submission[columns.campus] : null,
          attribution: submission.attribution ? JSON.stringify(submission.attribution) : null,
          owner_id: applicant.owner_id,
          created_at: submission.created_at,
          updated_at: at,
          updated_by: me,
        })
        .returning('*');
      await trx(source).where({ id: submission_id }).update({ applicant_id: fresh.id });
      await trx('applicant_events')
        .where({ applicant_id: id, kind: 'submission' })
        .whereRaw("data->>'source' = ? AND (data->>'submission_id')::int = ?", [source, submission_id])
        .update({ applicant_id: fresh.id });
      // The split submission's e-mail and phone now find the new applicant, unless another of the old one's uses them.
      const remaining = all.filter((row) => !(row.source === source && row.id === submission_id));
      const keys = [
        submission.email ? `e:${String(submission.email).toLowerCase()}` : null,
        fresh.phone_e164 ? `p:${fresh.phone_e164}` : null,
      ].filter((key): key is string => key !== null);
      const stillUsed = new Set(
        remaining.flatMap((row) => [
          row.email ? `e:${String(row.email).toLowerCase()}` : null,
          row.phone_e164 ? `p:${row.phone_e164}` : null,
        ]),
      );
      for (const key of keys.filter((candidate) => !stillUsed.has(candidate)))
        await trx.raw(
          `INSERT INTO applicant_keys (key, applicant_id) VALUES (?, ?)
           ON CONFLICT (key) DO UPDATE SET applicant_id = EXCLUDED.applicant_id`,
          [key, fresh.id],
        );
      await trx('applicant_events').insert([
        {
          applicant_id: id,
          kind: 'split',
          staff_id: me,
          at,
          data: JSON.stringify({ new_id: fresh.id, source, submission_id }),
        },
        {
          applicant_id: fresh.id,
          kind: 'split',
          staff_id: me,
          at,
          data: JSON.stringify({ from_id: id, source, submission_id }),
        },
      ]);
      await trx('applicants')
        .where({ id })
        .update({ version: applicant.version + 1, updated_at: at, updated_by: me });
      // Split apart by a member: two people, so the pair is not suggested as likely duplicates.
      await trx('applicant_duplicate_dismissals').insert({
        applicant_id: Math.min(id, fresh.id),
        other_id: Math.max(id, fresh.id),
        staff_id: me,
        at,
      });
      await recordAudit(trx, req, {
        action: 'applicant_split',
        resource: 'applicants',
        recordId: fresh.id,
        details: { from_id: id, new_id: fresh.id, source, submission_id },
      });
      return fresh;
    });
    res.status(201).json(created);
  });

  return router;
}
