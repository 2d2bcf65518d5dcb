// Bulk stage/owner changes over every applicant a filter matches (issue 33, point 6). A counsellor's change reaches
// only their own applicants (the others are left as they are and counted as skipped); admins reach every row and
// are shown first how many belong to others (the preview). Each change records every row's values before it
// (applicant_bulk_change_rows), so for 10 minutes, on the database's clock, it can be undone on the rows nobody
// changed since; the rest are reported as not undone.
import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { recordAudit } from '../audit/log';
import type { Database } from '../db/index';
import { type StaffMember, staffOf } from '../http/access';
import { HttpError, notFound } from '../http/errors';
import { parseId } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { checkOwner, tellNewOwner } from './edits';
import { type ApplicantFilter, parseApplicantFilter, whereApplicants } from './filter';
import { checkStageChange, stageChangeSchema } from './rules';
import { parse } from './writes';

/** How long a bulk change can be undone. */
export const UNDO_MINUTES = 10;
const WINDOW = `interval '${UNDO_MINUTES} minutes'`;
/** The row-by-row record of a change is kept this long (the change itself stays, as history). */
const KEEP_ROWS = "interval '1 day'";

/** Admins change every matching row; anyone else (counsellors) only the rows they own. */
const reachesAll = (member: StaffMember) => member.role === 'admin';

function bulkSchema(clock: () => number) {
  const stageChange = stageChangeSchema(clock);
  return z
    .strictObject({
      filter: z.unknown(),
      stage: stageChange.stage,
      lost_reason: stageChange.lost_reason,
      next_follow_up_at: stageChange.next_follow_up_at,
      follow_up_note: stageChange.follow_up_note,
      owner_id: z.number().int().positive().nullish(),
    })
    .refine((body) => body.stage !== undefined || body.owner_id !== undefined, {
      message: 'Choose a stage or an owner to apply',
      path: ['stage'],
    });
}

/** Of the rows a filter matches: the asker's, other members', nobody's; and how many a change by them would skip. */
async function preview(knex: Knex, filter: ApplicantFilter, member: StaffMember, at: Date) {
  const counts = (await whereApplicants(knex, knex('applicants as a'), filter, member.id, at)
    .first(
      knex.raw('count(*)::int AS matching'),
      knex.raw('count(*) FILTER (WHERE a.owner_id = ?)::int AS own', [member.id]),
      knex.raw('count(*) FILTER (WHERE a.owner_id <> ?)::int AS others', [member.id]),
      knex.raw('count(*) FILTER (WHERE a.owner_id IS NULL)::int AS unowned'),
    )
    .clearOrder()) as { matching: number; own: number; others: number; unowned: number };
  const skipped = reachesAll(member) ? 0 : counts.matching - counts.own;
  return { ...counts, only_own: !reachesAll(member), skipped };
}

export function createBulkRoutes(db: Database, clock: () => number): Router {
  const { knex } = db;
  const router = createApiRouter();
  const now = () => new Date(clock());
  const schema = bulkSchema(clock);

  router.get('/bulk/preview', async (req, res) => {
    res.json(await preview(knex, parseApplicantFilter(req.query.filter), staffOf(res), now()));
  });

  router.post('/bulk', async (req, res) => {
    const body = parse(schema, req.body);
    const filter: ApplicantFilter = parseApplicantFilter(body.filter ?? {});
    const member = staffOf(res);
    const me = member.id;
    const at = now();
    if (body.stage !== undefined) checkStageChange(body);
    await checkOwner(knex, body.owner_id);
    const result = await knex.transaction(async (trx) => {
      const matching = () => whereApplicants(trx, trx('applicants as a'), filter, me, at);
      const target = matching()
        .select(
          'a.id',
          'a.stage as old_stage',
          'a.lost_reason as old_lost_reason',
          'a.owner_id as old_owner',
          'a.next_follow_up_at as old_next_follow_up_at',
          'a.first_contacted_at as old_first_contacted_at',
          'a.last_touched_at as old_last_touched_at',
        )
        .forUpdate();
      let skipped = 0;
      if (!reachesAll(member)) {
        target.where('a.owner_id', me);
        const [{ n }] = await matching().whereRaw('a.owner_id IS DISTINCT FROM ?', [me]).count({ n: '*' });
        skipped = Number(n);
      }
      const change = {
        stage: body.stage,
        lost_reason: body.stage === 'lost' ? body.lost_reason : undefined,
        next_follow_up_at: body.stage !== undefined ? body.next_follow_up_at : undefined,
        follow_up_note: body.follow_up_note,
        owner_id: body.owner_id,
      };
      const [record] = await trx('applicant_bulk_changes')
        .insert({
          staff_id: me,
          change: JSON.stringify(change),
          filter: JSON.stringify(filter),
          updated: 0,
          skipped,
          at,
        })
        .returning(['id', trx.raw(`created_at + ${WINDOW} AS undo_until`)]);
      const sets: string[] = [
        'version = a.version + 1',
        'updated_at = ?::timestamptz',
        'updated_by = ?::int',
        'last_touched_at = ?::timestamptz',
      ];
      const setBindings: Knex.Value[] = [at, me, at];
      if (body.stage !== undefined) {
        sets.push(
          'stage = ?',
          'lost_reason = ?',
          'first_contacted_at = coalesce(a.first_contacted_at, ?::timestamptz)',
        );
        setBindings.push(body.stage, body.stage === 'lost' ? (body.lost_reason ?? null) : null, at);
        if (body.next_follow_up_at) {
          sets.push('next_follow_up_at = least(a.next_follow_up_at, ?::timestamptz)');
          setBindings.push(body.next_follow_up_at);
        }
      }
      if (body.owner_id !== undefined) {
        sets.push('owner_id = ?::int');
        setBindings.push(body.owner_id);
      }
      const followUpAt = change.next_follow_up_at ?? null;
      // One statement for every row reached: the update, its timeline entries, any follow-ups, and the values
      // before it (for an undo).
      const { rows } = await trx.raw(
        `WITH target AS (?),
         changed AS (
           UPDATE applicants a SET ${sets.join(', ')}
           FROM target WHERE a.id = target.id
           RETURNING a.id, target.old_stage, target.old_owner, a.stage, a.owner_id, a.version
         ),
         follow_ups AS (
           INSERT INTO applicant_follow_ups (applicant_id, due_at, note, created_by, created_at)
           SELECT id, ?::timestamptz, ?::text, ?::int, ?::timestamptz FROM changed WHERE ?::timestamptz IS NOT NULL
           RETURNING id, applicant_id
         ),
         events AS (
           INSERT INTO applicant_events (applicant_id, kind, staff_id, at, data)
           SELECT id, 'stage', ?::int, ?::timestamptz,
                  jsonb_build_object('from', old_stage, 'to', stage, 'bulk', true, 'bulk_change_id', ?::int)
             FROM changed WHERE old_stage IS DISTINCT FROM stage
           UNION ALL
           SELECT id, 'assigned', ?::int, ?::timestamptz,
                  jsonb_build_object('from', old_owner, 'owner_id', owner_id, 'bulk', true, 'bulk_change_id', ?::int)
             FROM changed WHERE old_owner IS DISTINCT FROM owner_id
         ),
         previous AS (
           INSERT INTO applicant_bulk_change_rows (bulk_change_id, applicant_id, stage, lost_reason, owner_id,
             next_follow_up_at, first_contacted_at, last_touched_at, version_after, follow_up_id)
           SELECT ?::int, c.id, t.old_stage, t.old_lost_reason, t.old_owner, t.old_next_follow_up_at,
                  t.old_first_contacted_at, t.old_last_touched_at, c.version, f.id
             FROM changed c JOIN target t ON t.id = c.id LEFT JOIN follow_ups f ON f.applicant_id = c.id
         )
         SELECT count(*)::int AS n, count(*) FILTER (WHERE old_owner IS DISTINCT FROM owner_id)::int AS reassigned
           FROM changed`,
        [
          target,
          ...setBindings,
          followUpAt,
          body.follow_up_note ?? '',
          me,
          at,
          followUpAt,
          me,
          at,
          record.id,
          me,
          at,
          record.id,
          record.id,
        ],
      );
      const updated = rows[0].n as number;
      await trx('applicant_bulk_changes').where({ id: record.id }).update({ updated });
      // The row-by-row records of changes long past their window are not needed any more.
      await trx.raw(
        `DELETE FROM applicant_bulk_change_rows WHERE bulk_change_id IN
           (SELECT id FROM applicant_bulk_changes WHERE created_at < now() - ${KEEP_ROWS})`,
      );
      if (body.owner_id) await tellNewOwner(trx, body.owner_id, me, { count: rows[0].reassigned });
      await recordAudit(trx, req, {
        action: body.stage !== undefined ? 'applicant_bulk_stage' : 'applicant_bulk_owner',
        resource: 'applicants',
        details: {
          filter,
          rows: updated,
          skipped,
          bulk_change_id: record.id,
          stage: body.stage,
          lost_reason: body.lost_reason,
          owner_id: body.owner_id,
        },
      });
      return { updated, skipped, bulk_change_id: record.id as number, undo_until: record.undo_until as Date };
    });
    res.json(result);
  });

  /** The asker's bulk changes that can still be undone, newest first (the list offers the latest). */
  router.get('/bulk/changes', async (_req, res) => {
    const rows = await knex('applicant_bulk_changes')
      .where({ staff_id: staffOf(res).id })
      .whereNull('undone_at')
      .where('updated', '>', 0)
      .whereRaw(`created_at > now() - ${WINDOW}`)
      .orderBy('id', 'desc')
      .limit(5)
      .select('id', 'change', 'updated', 'skipped', 'at', knex.raw(`created_at + ${WINDOW} AS undo_until`));
    res.json(rows);
  });

  router.post('/bulk/:id/undo', async (req, res) => {
    const id = parseId(String(req.params.id));
    const member = staffOf(res);
    const at = now();
    const result = await knex.transaction(async (trx) => {
      const change = await trx('applicant_bulk_changes')
        .where({ id })
        .forUpdate()
        .first('id', 'staff_id', 'at', 'undone_at', trx.raw(`now() > created_at + ${WINDOW} AS expired`));
      if (!change) throw notFound('No such bulk change');
      if (change.staff_id !== member.id && !reachesAll(member))
        throw new HttpError(403, 'Only the member who made a bulk change, or an admin, may undo it');
      if (change.undone_at) throw new HttpError(409, 'This bulk change has already been undone');
      if (change.expired)
        throw new HttpError(
          409,
          `Too late to undo: a bulk change can be undone for ${UNDO_MINUTES} minutes after it is made. Change the applicants again instead.`,
        );
      // The rows nobody changed since (same version, not merged, the change's follow-up still open) get back
      // exactly what they had; a note or follow-up added since keeps its touch and its date.
      const { rows } = await trx.raw(
        `WITH previous AS (
           SELECT r.*, a.stage AS now_stage, a.owner_id AS now_owner
             FROM applicant_bulk_change_rows r JOIN applicants a ON a.id = r.applicant_id
            WHERE r.bulk_change_id = :id AND a.version = r.version_after AND a.merged_into_id IS NULL
              AND NOT EXISTS (SELECT 1 FROM applicant_follow_ups f WHERE f.id = r.follow_up_id AND f.done_at IS NOT NULL)
              FOR UPDATE OF a
         ),
         removed AS (
           DELETE FROM applicant_follow_ups f USING previous p WHERE f.id = p.follow_up_id RETURNING f.id
         ),
         restored AS (
           UPDATE applicants a SET
             stage = p.stage,
             lost_reason = p.lost_reason,
             owner_id = p.owner_id,
             next_follow_up_at = (SELECT min(f.due_at) FROM applicant_follow_ups f
               WHERE f.applicant_id = a.id AND f.done_at IS NULL AND f.id IS DISTINCT FROM p.follow_up_id),
             first_contacted_at = CASE WHEN a.first_contacted_at = :changedAt::timestamptz THEN p.first_contacted_at
               ELSE a.first_contacted_at END,
             last_touched_at = CASE WHEN a.last_touched_at = :changedAt::timestamptz THEN p.last_touched_at
               ELSE a.last_touched_at END,
             version = a.version + 1,
             updated_at = :at::timestamptz,
             updated_by = :me::int
           FROM previous p WHERE a.id = p.applicant_id
           RETURNING a.id, p.now_stage, p.now_owner, a.stage, a.owner_id
         ),
         events AS (
           INSERT INTO applicant_events (applicant_id, kind, staff_id, at, data)
           SELECT id, 'stage', :me::int, :at::timestamptz,
                  jsonb_build_object('from', now_stage, 'to', stage, 'bulk', true, 'undo', true, 'bulk_change_id', :id::int)
             FROM restored WHERE now_stage IS DISTINCT FROM stage
           UNION ALL
           SELECT id, 'assigned', :me::int, :at::timestamptz,
                  jsonb_build_object('from', now_owner, 'owner_id', owner_id, 'bulk', true, 'undo', true,
                                     'bulk_change_id', :id::int)
             FROM restored WHERE now_owner IS DISTINCT FROM owner_id
         )
         SELECT (SELECT count(*) FROM restored)::int AS undone,
                coalesce((SELECT array_agg(r.applicant_id ORDER BY r.applicant_id) FROM applicant_bulk_change_rows r
                  WHERE r.bulk_change_id = :id AND r.applicant_id NOT IN (SELECT id FROM restored)), '{}') AS not_undone`,
        { id, at, me: member.id, changedAt: change.at },
      );
      const { undone, not_undone } = rows[0] as { undone: number; not_undone: number[] };
      await trx('applicant_bulk_changes').where({ id }).update({ undone_at: trx.fn.now(), undone_by: member.id });
      await recordAudit(trx, req, {
        action: 'applicant_bulk_undo',
        resource: 'applicants',
        details: { bulk_change_id: id, undone, not_undone },
      });
      return { undone, not_undone: not_undone.length, not_undone_ids: not_undone };
    });
    res.json(result);
  });

  return router;
}
