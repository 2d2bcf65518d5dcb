// The dashboard's lead figures: the member's own new applicants, follow-ups due today and overdue, and new
// enquiries untouched for 24 h, beside the same across the team; and the median time from enquiry to first contact
// for enquiries made this month (Kolkata calendar month).
import type { Knex } from 'knex';
import type { LeadCounts, LeadFigures } from '../../common/types';
import { kolkataMonthStart } from '../http/kolkata';
import { kolkataToday, UNTOUCHED_AFTER_MS } from './filter';

const FIGURES: (keyof LeadFigures)[] = ['new', 'due_today', 'overdue', 'untouched'];

export async function loadLeadCounts(knex: Knex, now: Date, me: number): Promise<LeadCounts> {
  const today = kolkataToday(now);
  const conditions: Record<keyof LeadFigures, [string, Knex.Value[]]> = {
    new: [`stage = 'new'`, []],
    due_today: ['next_follow_up_at >= ? AND next_follow_up_at < ?', [today.start, today.end]],
    overdue: ['next_follow_up_at < ?', [today.start]],
    untouched: [
      `stage = 'new' AND last_touched_at IS NULL AND created_at < ?`,
      [new Date(now.getTime() - UNTOUCHED_AFTER_MS)],
    ],
  };
  const counts = FIGURES.flatMap((figure) => {
    const [where, bindings] = conditions[figure];
    return [
      knex.raw(`count(*) FILTER (WHERE ${where} AND owner_id = ?)::int AS ??`, [...bindings, me, `mine_${figure}`]),
      knex.raw(`count(*) FILTER (WHERE ${where})::int AS ??`, [...bindings, `team_${figure}`]),
    ];
  });
  const row = (await knex('applicants')
    .whereNull('merged_into_id')
    .first(
      ...counts,
      knex.raw(
        `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_contacted_at - created_at))
           FILTER (WHERE created_at >= ? AND first_contacted_at IS NOT NULL) AS median_seconds`,
        [kolkataMonthStart(now)],
      ),
    )) as Record<string, number> & { median_seconds: number | string | null };
  const figures = (prefix: string) =>
    Object.fromEntries(FIGURES.map((figure) => [figure, row[`${prefix}_${figure}`]])) as LeadFigures;
  return {
    ...figures('mine'),
    team: figures('team'),
    median_minutes_to_first_contact:
      row.median_seconds === null ? null : Math.round(Number(row.median_seconds) / 6) / 10,
    awaiting_guardian: await countAwaitingGuardian(knex),
  };
}

/** Applications waiting for a guardian (links not yet expired): all staff see of them. */
export async function countAwaitingGuardian(knex: Knex): Promise<number> {
  const row = await knex('guardian_holds')
    .where('expires_at', '>', knex.fn.now())
    .count<{ n: string }>('* as n')
    .first();
  return Number(row?.n ?? 0);
}
