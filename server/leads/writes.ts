// What every write to an applicant shares: the id it answers to (a merged one's survivor), the row locked for the
// change, the refusal of a stale copy (409), the staff action's marks, follow-ups and stage changes with their
// timeline entries. Used by the applicant routes (applicants.ts) and the call log (calls.ts).
import type { Knex } from 'knex';
import type { z } from 'zod';
import { fieldErrors } from '../../common/forms';
import type { ApplicantStage, LostReason } from '../../common/leads';
import { badRequest, HttpError, notFound } from '../http/errors';
import { parseId } from '../http/list-query';

/** A request's body checked by `schema`: a 400 naming each wrong field, before anything is written. */
export function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  message = 'Please correct the highlighted fields',
): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(message, { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

export type Applicant = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  phone_e164: string | null;
  course: string | null;
  campus: string | null;
  stage: ApplicantStage;
  owner_id: number | null;
  next_follow_up_at: Date | null;
  merged_into_id: number | null;
  version: number;
  updated_by: number | null;
  updated_at: Date;
  created_at: Date;
};

/** The id an applicant answers to: a merged applicant's survivor. */
export async function resolveApplicant(trx: Knex | Knex.Transaction, raw: string): Promise<number> {
  const id = parseId(raw);
  const row = (await trx('applicants').where({ id }).first('id', 'merged_into_id')) as
    | { id: number; merged_into_id: number | null }
    | undefined;
  if (!row) throw notFound('No such applicant');
  return row.merged_into_id ?? row.id;
}

export async function lockApplicant(trx: Knex.Transaction, id: number): Promise<Applicant> {
  const row = (await trx('applicants').where({ id }).forUpdate().first()) as Applicant | undefined;
  if (!row) throw notFound('No such applicant');
  return row;
}

/** Refuses a save made on a copy older than the row (`version` is the one the member read). */
export async function refuseStale(trx: Knex.Transaction, before: Applicant, version: number): Promise<void> {
  if (before.version === version) return;
  const editor = before.updated_by
    ? await trx('staff').where({ id: before.updated_by }).first('name', 'email')
    : undefined;
  const who = editor ? editor.name || editor.email : 'someone else';
  throw new HttpError(
    409,
    `This applicant was changed by ${who} after you opened it, so your save would overwrite their changes. Reload to see them, then make your change again.`,
    { current_version: before.version },
  );
}

/** The staff action's marks: first contact (once) and last touch, for the views and the dashboard. */
export const touched = (trx: Knex | Knex.Transaction, at: Date) => ({
  first_contacted_at: trx.raw('coalesce(first_contacted_at, ?)', [at]),
  last_touched_at: at,
});

/** The applicant's next follow-up: the earliest open one. */
export const nextFollowUp = (trx: Knex | Knex.Transaction, id: number) =>
  trx.raw('(SELECT min(due_at) FROM applicant_follow_ups WHERE applicant_id = ? AND done_at IS NULL)', [id]);

export async function addFollowUp(
  trx: Knex.Transaction,
  id: number,
  due: Date,
  note: string,
  staffId: number,
  at: Date,
) {
  const [followUp] = await trx('applicant_follow_ups')
    .insert({ applicant_id: id, due_at: due, note, created_by: staffId, created_at: at })
    .returning('*');
  await trx('applicant_events').insert({
    applicant_id: id,
    kind: 'follow_up',
    staff_id: staffId,
    at,
    data: JSON.stringify({ follow_up_id: followUp.id, due_at: due.toISOString(), note }),
  });
  return followUp;
}

/** The columns of a stage change, and its timeline entry written. */
export async function changeStage(
  trx: Knex.Transaction,
  before: Applicant,
  change: { stage: ApplicantStage; lost_reason?: LostReason | null },
  staffId: number,
  at: Date,
): Promise<Record<string, unknown>> {
  const lostReason = change.stage === 'lost' ? change.lost_reason : undefined;
  await trx('applicant_events').insert({
    applicant_id: before.id,
    kind: 'stage',
    staff_id: staffId,
    at,
    data: JSON.stringify({ from: before.stage, to: change.stage, lost_reason: lostReason }),
  });
  return { stage: change.stage, lost_reason: lostReason ?? null, ...touched(trx, at) };
}
