// Duplicates, suggested and never guessed (issue 36, point 2; issue 33, point 5). An enquiry that matched an
// applicant by phone alone but under another name is an applicant of its own with `possible_duplicate_of` set
// (leads_link, migration 20261201400100); likely duplicates of the same name with near phones or e-mails are found by
// server/leads/likely-duplicates.ts. A counsellor either merges the two (POST /applicants/{older}/merge, which keeps
// both timelines and clears the mark) or says they are different people: the pair is kept in
// applicant_duplicate_dismissals and never suggested again, the mark goes, both timelines and the audit log say who.
import type { Request, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { recordAudit } from '../audit/log';
import { staffOf } from '../http/access';
import { forbidden, HttpError, notFound } from '../http/errors';
import { parseId, parseRange } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { isSuggestedPair, likelyDuplicates, seesEveryPair } from './likely-duplicates';
import { unprocessable } from './rules';
import { parse, resolveApplicant } from './writes';

/** The applicant a possible duplicate may be, as its page names it (the one it was merged into, if it was). */
export async function possibleDuplicateOf(
  knex: Knex | Knex.Transaction,
  otherId: number | null,
): Promise<{ id: number; name: string; email: string | null; phone: string | null } | null> {
  if (!otherId) return null;
  const row = await knex('applicants as o')
    .leftJoin('applicants as m', 'm.id', 'o.merged_into_id')
    .where('o.id', otherId)
    .first(
      knex.raw('coalesce(m.id, o.id) AS id'),
      knex.raw('coalesce(m.name, o.name) AS name'),
      knex.raw('coalesce(m.email, o.email) AS email'),
      knex.raw('coalesce(m.phone, o.phone) AS phone'),
    );
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * Records that two live applicants are different people: the pair (lower id first) in the dismissals, a mark
 * naming either from the other cleared, a `not_duplicate` entry on both timelines (each naming the other by id only:
 * a person's copy of their timeline must not name someone else) and one audit entry.
 */
async function recordDifferentPeople(
  trx: Knex.Transaction,
  req: Request,
  pair: { id: number; otherId: number; me: number; at: Date },
): Promise<{ applicant_id: number; other_id: number; staff_id: number; at: Date }> {
  const { id, otherId, me, at } = pair;
  const [low, high] = [Math.min(id, otherId), Math.max(id, otherId)];
  const dismissal = { applicant_id: low, other_id: high, staff_id: me, at };
  await trx('applicant_duplicate_dismissals').insert(dismissal).onConflict(['applicant_id', 'other_id']).ignore();
  for (const [one, other] of [
    [id, otherId],
    [otherId, id],
  ])
    await trx('applicants')
      .where({ id: one, possible_duplicate_of: other })
      .update({ possible_duplicate_of: null, version: trx.raw('version + 1'), updated_at: at, updated_by: me });
  await trx('applicant_events').insert(
    [
      [id, otherId],
      [otherId, id],
    ].map(([one, other]) => ({
      applicant_id: one,
      kind: 'not_duplicate',
      staff_id: me,
      at,
      data: JSON.stringify({ other_id: other }),
    })),
  );
  await recordAudit(trx, req, {
    action: 'applicant_not_duplicate',
    resource: 'applicants',
    recordId: id,
    details: { other_id: otherId },
  });
  return dismissal;
}

/** After a merge: the pairs the merged one was said not to be stay dismissed for the one it joined. */
export async function carryDismissals(trx: Knex.Transaction, mergedId: number, survivorId: number): Promise<void> {
  await trx.raw(
    `INSERT INTO applicant_duplicate_dismissals (applicant_id, other_id, staff_id, at, created_at)
     SELECT least(x.other, :survivor), greatest(x.other, :survivor), x.staff_id, x.at, x.created_at
       FROM (SELECT CASE WHEN applicant_id = :merged THEN other_id ELSE applicant_id END AS other, staff_id, at, created_at
               FROM applicant_duplicate_dismissals WHERE :merged IN (applicant_id, other_id)) AS x
      WHERE x.other <> :survivor
     ON CONFLICT (applicant_id, other_id) DO NOTHING`,
    { merged: mergedId, survivor: survivorId },
  );
}

const dismissalSchema = z.strictObject({
  applicant_id: z.number({ error: 'applicant_id is required' }).int().positive().max(2_147_483_647),
  other_id: z.number({ error: 'other_id is required' }).int().positive().max(2_147_483_647),
});

export function createDuplicateRoutes(knex: Knex, clock: () => number): Router {
  const router = createApiRouter();

  /** The likely duplicates the member sees, newest pairs first (range as the lists': [start, end]). */
  router.get('/likely-duplicates', async (req, res) => {
    const range = parseRange(req.query, [0, 24]);
    const { pairs, total } = await likelyDuplicates(knex, { member: staffOf(res), range });
    const last = pairs.length ? range[0] + pairs.length - 1 : range[0];
    res.set('Content-Range', `likely_duplicates ${range[0]}-${last}/${total}`);
    res.json(pairs);
  });

  /** "Not the same person" for a suggested pair: never suggested again. */
  router.post('/likely-duplicates/dismissals', async (req, res) => {
    const body = parse(dismissalSchema, req.body);
    const member = staffOf(res);
    const at = new Date(clock());
    const dismissal = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(body.applicant_id));
      const otherId = await resolveApplicant(trx, String(body.other_id));
      if (id === otherId) throw unprocessable('other_id', 'These are already one applicant');
      // Both rows locked in id order, so a merge of the same pair waits (or is waited for).
      const rows = await trx('applicants')
        .whereIn('id', [id, otherId])
        .orderBy('id')
        .forUpdate()
        .select('id', 'owner_id');
      if (!seesEveryPair(member) && !rows.some((row) => row.owner_id === member.id))
        throw forbidden('You can decide only on pairs with one of your own applicants');
      const known = await trx('applicant_duplicate_dismissals')
        .where({ applicant_id: Math.min(id, otherId), other_id: Math.max(id, otherId) })
        .first();
      if (known) throw new HttpError(409, 'These two are already recorded as different people');
      if (!(await isSuggestedPair(trx, member, id, otherId)))
        throw unprocessable('other_id', 'These two are not suggested as likely duplicates');
      return recordDifferentPeople(trx, req, { id, otherId, me: member.id, at });
    });
    res.status(201).json(dismissal);
  });

  /** "Not the same person" from the applicant's page: the phone-only mark is dismissed and the decision recorded. */
  router.post('/:id/not-duplicate', async (req, res) => {
    const id = parseId(req.params.id);
    const me = staffOf(res).id;
    const at = new Date(clock());
    const updated = await knex.transaction(async (trx) => {
      const applicant = await trx('applicants').where({ id }).forUpdate().first();
      if (!applicant || applicant.merged_into_id) throw notFound('No such applicant');
      if (!applicant.possible_duplicate_of) throw new HttpError(409, 'This applicant is not marked as a duplicate');
      const other = await possibleDuplicateOf(trx, applicant.possible_duplicate_of);
      await trx('applicants')
        .where({ id })
        .update({ possible_duplicate_of: null, version: applicant.version + 1, updated_at: at, updated_by: me });
      if (other && other.id !== id) await recordDifferentPeople(trx, req, { id, otherId: other.id, me, at });
      return trx('applicants').where({ id }).first();
    });
    res.json(updated);
  });
  return router;
}
