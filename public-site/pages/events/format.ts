// Open days are told in India time, whatever the visitor's or the server's zone: the same text on both sides of
// hydration (no Intl time-zone data involved), from the fixed +05:30 offset of common/kolkata.ts.
import { toKolkataInput } from '../../../common/kolkata';
import { MONTHS } from '../../format';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The parts of an instant in India time. */
function kolkataParts(instant: string) {
  const local = toKolkataInput(instant); // 2026-12-05T10:30
  const [year, month, day] = local.slice(0, 10).split('-').map(Number);
  const [hours, minutes] = local.slice(11, 16).split(':').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hours, minutes, weekday };
}

/** Saturday, 5 December 2026 */
export function kolkataDay(instant: string): string {
  const { year, month, day, weekday } = kolkataParts(instant);
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 10:30 AM IST */
export function kolkataTime(instant: string): string {
  const { hours, minutes } = kolkataParts(instant);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/** The short date of the calendar badge: 5 and Dec. */
export function kolkataBadge(instant: string): { day: number; month: string } {
  const { day, month } = kolkataParts(instant);
  return { day, month: MONTHS[month - 1].slice(0, 3) };
}

/** 2026-12-05T10:30:00+05:30: the instant with India's offset, as schema.org's startDate wants it. */
export const kolkataIso = (instant: string) => `${toKolkataInput(instant)}:00+05:30`;
