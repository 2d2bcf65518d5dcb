// The dashboard's lead figures: follow-ups due today and overdue, new enquiries untouched for 24 h, and the median
// time from enquiry to first contact for enquiries made this month (Kolkata calendar month).
import type { Knex } from 'knex';
import type { LeadCounts } from '../../common/types';
import { countAwaitingGuardian } from '../privacy/guardian';
import { kolkataMonthStart } from '../staff-api/kolkata';
import { kolkataToday, UNTOUCHED_AFTER_MS } from './filter';

export async function loadLeadCounts(knex: Knex, now: Date): Promise<LeadCounts> {
  const today = kolkataToday(now);
  const row = (await knex('applicants')
    .whereNull('merged_into_id')
    .first(
      knex.raw('count(*) FILTER (WHERE next_follow_up_at >= ? AND next_follow_up_at < ?)::int AS due_today', [
        today.start,
        today.end,
      ]),
      knex.raw('count(*) FILTER (WHERE next_follow_up_at < ?)::int AS overdue', [today.start]),
      knex.raw(
        `count(*) FILTER (WHERE stage = 'new' AND last_touched_at IS NULL AND created_at < ?)::int AS untouched`,
        [new Date(now.getTime() - UNTOUCHED_AFTER_MS)],
      ),
      knex.raw(
        `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_contacted_at - created_at))
           FILTER (WHERE created_at >= ? AND first_contacted_at IS NOT NULL) AS median_seconds`,
        [kolkataMonthStart(now)],
      ),
    )) as { due_today: number; overdue: number; untouched: number; median_seconds: number | string | null };
  return {
    due_today: row.due_today,
    overdue: row.overdue,
    untouched: row.untouched,
    median_minutes_to_first_contact:
      row.median_seconds === null ? null : Math.round(Number(row.median_seconds) / 6) / 10,
    awaiting_guardian: await countAwaitingGuardian(knex),
  };
}
