// The institute's clock: Asia/Kolkata is UTC+05:30 all year (India has no daylight saving), so a fixed offset is exact.
import { KOLKATA_OFFSET_MS as OFFSET_MS } from '../../common/kolkata';

/** 2025-01-22T15:04:05+05:30 */
export function isoInKolkata(instant: Date): string {
  return `${new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The calendar day in Kolkata, YYYY-MM-DD. */
export function kolkataDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Kolkata calendar day (YYYY-MM-DD) begins. */
export function kolkataDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The instant the current Kolkata calendar month began (this month of this year, not any year's). */
export function kolkataMonthStart(now: Date = new Date()): Date {
  return kolkataDayStart(`${kolkataDate(now).slice(0, 7)}-01`);
}

/** SQL for the same text as isoInKolkata, computed by the database (needs no time-zone data). */
export const kolkataIsoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC' + interval '5 hours 30 minutes', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;
/** Its column name in a query: not `created_at`, which ORDER BY would then read instead of the indexed column. */
export const KOLKATA_CREATED_AT = 'created_at_kolkata';
