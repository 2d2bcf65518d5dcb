// Possible duplicates (issue 36, point 2): an enquiry that matched an applicant by phone alone but under another
// name is an applicant of its own with `possible_duplicate_of` set (leads_link, migration 20261201400100). A
// counsellor either merges the two (POST /applicants/{id}/merge, which clears the mark) or says they are different
// people here: the mark goes, the timeline and the audit log say who decided.
import express, { type Router } from 'express';
import type { Knex } from 'knex';
import { recordAudit } from '../audit/log';
import { HttpError, notFound } from '../http/errors';
import { staffOf } from '../staff-api/access';
import { parseId } from '../staff-api/list-query';

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

export function createDuplicateRoutes(knex: Knex, clock: () => number): Router {
  const router = express.Router();

  /** "Not the same person": the mark is dismissed and the decision recorded. */
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
      await trx('applicant_events').insert({
        applicant_id: id,
        kind: 'not_duplicate',
        staff_id: me,
        at,
        // The other's id only: a person's copy of their timeline must not name someone else.
        data: JSON.stringify({ other_id: other?.id ?? null }),
      });
      await recordAudit(trx, req, {
        action: 'applicant_not_duplicate',
        resource: 'applicants',
        recordId: id,
        details: { other_id: other?.id ?? null },
      });
      return trx('applicants').where({ id }).first();
    });
    res.json(updated);
  });
  return router;
}
