// The one rule for dates staff and visitors send (issue 36, item 10): a real calendar date (JavaScript's Date rolls
// 2026-02-30 into 2 March; this refuses it), within a window around today in India (year 0000 or 9999 is a typo).
import { z } from 'zod';
import { KOLKATA_OFFSET_MS } from './kolkata';

/** The first and last day (YYYY-MM-DD) a date may be, given today's. */
export type DateWindow = (today: string) => { from: string; to: string };

/** Follow-ups and open days: a year back (a record caught up late) to five years ahead. */
export const PLANNING_WINDOW: DateWindow = (today) => ({ from: shiftYears(today, -1), to: shiftYears(today, 5) });

/**
 * Dates of what already happened (a post's shown or publishing date, a photo's date): from 1 January 2000, as the
 * institute has run since 2008 and staff must still be able to save a post dated years ago; ahead as planning.
 */
export const HISTORY_WINDOW: DateWindow = (today) => ({ from: '2000-01-01', to: shiftYears(today, 5) });

/** Today's date in India (YYYY-MM-DD) at `now` (milliseconds; the app's clock where it has one). */
export const dayInIndia = (now: number): string => new Date(now + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);

/** Whether `day` (YYYY-MM-DD) is a day of the calendar: no 30 February, no month 13, no year 0000. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day.startsWith('0000')) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** `day` moved by whole years (29 February to 1 March when the year has none). */
export function shiftYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(2000, month - 1, date));
  shifted.setUTCFullYear(year + years);
  return shifted.toISOString().slice(0, 10);
}

const outside = (label: string, from: string, to: string) => `${label} must be between ${from} and ${to}`;

/**
 * A day (YYYY-MM-DD) on the calendar and within `window` of today in India (`now`: the app's clock, Date.now
 * where none is at hand, e.g. the shared declarations the panel also validates with).
 */
export const calendarDay = (label: string, window: DateWindow, now: () => number = Date.now) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDay, `${label} must be a real date`)
    .superRefine((day, ctx) => {
      if (!isCalendarDay(day)) return;
      const today = dayInIndia(now());
      const { from, to } = window(today);
      if (day < from || day > to) ctx.addIssue({ code: 'custom', message: outside(label, from, to) });
    });

/** Hours 00-23, minutes and seconds 00-59, a fraction, and a zone (Z or ±hh:mm, as India's +05:30). */
const TIME = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/**
 * An instant with its zone (2026-12-01T10:30:00+05:30), or a day alone when `dayAt` says what time a day means;
 * its calendar date real and its day in India within `window`.
 */
export const calendarInstant = (
  label: string,
  window: DateWindow,
  options: { now?: () => number; dayAt?: string } = {},
) =>
  z
    .string({ error: `${label} must be a date and time` })
    .trim()
    .superRefine((value, ctx) => {
      const day = value.slice(0, 10);
      const rest = value.slice(10);
      const shaped = /^\d{4}-\d{2}-\d{2}$/.test(day) && (rest === '' ? Boolean(options.dayAt) : TIME.test(rest));
      if (!shaped) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a date${options.dayAt ? '' : ' and time'}`,
        });
        return;
      }
      if (!isCalendarDay(day)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a real date` });
        return;
      }
      const instant = Date.parse(rest === '' ? `${day}${options.dayAt}` : value);
      const today = dayInIndia((options.now ?? Date.now)());
      const { from, to } = window(today);
      const inIndia = dayInIndia(instant);
      if (Number.isNaN(instant) || inIndia < from || inIndia > to)
        ctx.addIssue({ code: 'custom', message: outside(label, from, to) });
    });
