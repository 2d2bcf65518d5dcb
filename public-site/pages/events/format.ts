// Open days are told in India time, whatever the visitor's or the server's zone: the same text on both sides of
// hydration (no Intl time-zone data involved), from the fixed +05:30 offset of common/kolkata.ts. Bengali and Hindi
// are spelt out as Intl's bn-IN and hi-IN write them (tests/site-format.test.ts) rather than through
// Intl.DateTimeFormat: the page's first date format loads ICU's locale and zone data, 20-28 ms of one hydration
// task on this machine (a CPU profile of /bn/events), which a slow phone feels as a blocked tap.

import { toKolkataInput } from '../../../common/kolkata';
import type { Language } from '../../../common/languages';
import { calendarDate, inDigitsOf, MONTHS, monthName } from '../../format';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The parts of an instant in India time. */
function kolkataParts(instant: string) {
  const local = toKolkataInput(instant); // 2026-12-05T10:30
  const [year, month, day] = local.slice(0, 10).split('-').map(Number);
  const [hours, minutes] = local.slice(11, 16).split(':').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { date: local.slice(0, 10), year, month, day, hours, minutes, weekday };
}

/** 10:30 AM, 12:05 PM: the 12-hour clock every language's time is written on. */
function clock(hours: number, minutes: number): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Saturday, 5 December 2026 */
export function kolkataDay(instant: string): string {
  const { year, month, day, weekday } = kolkataParts(instant);
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 10:30 AM IST */
export function kolkataTime(instant: string): string {
  const { hours, minutes } = kolkataParts(instant);
  return `${clock(hours, minutes)} IST`;
}

/** The short date of the calendar badge: 5 and Dec. */
export function kolkataBadge(instant: string): { day: number; month: string } {
  const { day, month } = kolkataParts(instant);
  return { day, month: MONTHS[month - 1].slice(0, 3) };
}

/** 2026-12-05T10:30:00+05:30: the instant with India's offset, as schema.org's startDate wants it. */
export const kolkataIso = (instant: string) => `${toKolkataInput(instant)}:00+05:30`;

/** The weekdays as Intl's bn-IN and hi-IN write them, Sunday first. */
const WEEKDAYS_OF = {
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

/**
 * An open day's day, time and calendar badge as the page's language writes them: English as kolkataDay, kolkataTime
 * and kolkataBadge above; Bengali 'শনিবার, ১২ ডিসেম্বর, ২০২৬', '১০:০০ AM', ১২ and ডিসেঃ; Hindi 'शनिवार, 12 दिसंबर
 * 2026', '10:00 am', 12 and दिस॰ (Intl's weekday/day/month/year long, hour numeric with 2-digit minutes, day
 * numeric and month short, in Asia/Kolkata).
 */
export function openDayWhen(
  language: Language,
  instant: string,
): { day: string; time: string; badgeDay: string; month: string } {
  if (language === 'en') {
    const badge = kolkataBadge(instant);
    return { day: kolkataDay(instant), time: kolkataTime(instant), badgeDay: String(badge.day), month: badge.month };
  }
  const { date, month, day, hours, minutes, weekday } = kolkataParts(instant);
  const time = clock(hours, minutes);
  return {
    day: `${WEEKDAYS_OF[language][weekday]}, ${calendarDate(language, date, 'long')}`,
    // Hindi writes am and pm in small letters.
    time: inDigitsOf(language, language === 'hi' ? time.toLowerCase() : time),
    badgeDay: inDigitsOf(language, String(day)),
    month: monthName(language, month, 'standalone'),
  };
}
