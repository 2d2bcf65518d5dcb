// The site's dates and counts are spelt out without a new Intl formatter per card; they must read exactly as the
// browser's own en-US and en-IN formats would, and the Bengali and Hindi pages' numbers as bn-IN's and hi-IN's.
import { jest } from '@jest/globals';
import { LANGUAGES, LOCALE_OF } from '../common/languages';
import { calendarDate, formatCount, longDate, shortDate } from '../public-site/format';
import { formatFigure, formatNumber, formatPercent, formatYear } from '../public-site/i18n/i18n';
import { kolkataBadge, kolkataDay, kolkataTime, openDayWhen } from '../public-site/pages/events/format';

const intlDate = (date: string, month: 'long' | 'short') =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'UTC',
  });

describe('site formats', () => {
  const days = ['2025-01-22', '2024-02-29', '2026-09-01', '1999-12-31'];
  for (let month = 1; month <= 12; month++) days.push(`2025-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`);

  it.each(days)('%s reads as en-US, long and short', (date) => {
    expect(longDate(date)).toBe(intlDate(date, 'long'));
    expect(shortDate(date)).toBe(intlDate(date, 'short'));
  });

  it('spells out a known date', () => {
    expect(longDate('2025-01-22')).toBe('January 22, 2025');
    expect(shortDate('2025-09-05')).toBe('Sep 5, 2025');
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [123456, '1,23,456'],
    [12345678, '1,23,45,678'],
    [-1234567, '-12,34,567'],
  ])('counts %d as %s (Indian grouping)', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('groups every size of number as en-IN does', () => {
    const indian = new Intl.NumberFormat('en-IN');
    for (let value = 1; value < 1e15; value = value * 7 + 3) expect(formatCount(value)).toBe(indian.format(value));
  });

  // Whole numbers of every size, as the pages show counts, figures, years and percentages.
  const values = [0, 1, 7, 15, 99, 100, 999, 1000, 2008, 5000, 9999, 10000, 12345, 100000, 123456, 12345678, -1234];
  for (let value = 1; value < 1e15; value = value * 7 + 3) values.push(value);

  it.each(LANGUAGES)('writes whole numbers on a %s page as Intl does, without making an Intl number format', (lang) => {
    const locale = LOCALE_OF[lang];
    const intl = {
      number: new Intl.NumberFormat(locale),
      figure: new Intl.NumberFormat(locale, { useGrouping: 'min2' } as Intl.NumberFormatOptions),
      year: new Intl.NumberFormat(locale, { useGrouping: false }),
      percent: new Intl.NumberFormat(locale, { style: 'percent' }),
    };
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const value of values) {
        expect([value, formatNumber(lang, value)]).toEqual([value, intl.number.format(value)]);
        expect([value, formatFigure(lang, value)]).toEqual([value, intl.figure.format(value)]);
        if (Math.abs(value) < 1000)
          expect([value, formatPercent(lang, value)]).toEqual([value, intl.percent.format(value / 100)]);
        if (value >= 0 && value < 10000)
          expect([value, formatYear(lang, value)]).toEqual([value, intl.year.format(value)]);
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('writes Bengali digits on a Bengali page and Latin ones in Hindi', () => {
    expect(formatNumber('bn', 123456)).toBe('১,২৩,৪৫৬');
    expect(formatFigure('bn', 5000)).toBe('৫০০০');
    expect(formatPercent('bn', 100)).toBe('১০০%');
    expect(formatYear('bn', 2008)).toBe('২০০৮');
    expect(formatNumber('hi', 123456)).toBe('1,23,456');
    expect(formatPercent('hi', 100)).toBe('100%');
  });

  it('still writes a fraction through Intl', () => {
    expect(formatNumber('bn', 4.5)).toBe('৪.৫');
    expect(formatNumber('en', 4.5)).toBe('4.5');
    // And a percentage from 1000 up, which bn-IN groups the Western way.
    expect(formatPercent('bn', 100000)).toBe('১০০,০০০%');
  });

  it.each(LANGUAGES)('writes calendar dates on a %s page as Intl does, without making an Intl date format', (lang) => {
    const intl = (dateStyle: 'long' | 'medium') =>
      new Intl.DateTimeFormat(LOCALE_OF[lang], { timeZone: 'Asia/Kolkata', dateStyle });
    const long = intl('long');
    const medium = intl('medium');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const date of days) {
        // English pages keep en-US's order (January 22, 2025), as before; Bengali and Hindi write the day first.
        const at = new Date(`${date}T12:00:00+05:30`);
        const expected = lang === 'en' ? [longDate(date), shortDate(date)] : [long.format(at), medium.format(at)];
        expect([date, calendarDate(lang, date, 'long'), calendarDate(lang, date, 'short')]).toEqual([
          date,
          ...expected,
        ]);
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('writes a known date in Bengali and Hindi', () => {
    expect(calendarDate('bn', '2026-11-22', 'long')).toBe('২২ নভেম্বর, ২০২৬');
    expect(calendarDate('bn', '2026-11-22', 'short')).toBe('২২ নভেঃ, ২০২৬');
    expect(calendarDate('hi', '2026-11-22', 'long')).toBe('22 नवंबर 2026');
    expect(calendarDate('hi', '2026-11-22', 'short')).toBe('22 नव॰ 2026');
  });

  // Open days: every hour of a day (midnight and noon among them), each weekday and month, in India time.
  const instants: string[] = [];
  for (let hour = 0; hour < 24; hour++)
    instants.push(new Date(Date.UTC(2026, 11, 12, hour, (hour * 7) % 60)).toISOString());
  for (let month = 0; month < 12; month++)
    instants.push(new Date(Date.UTC(2027, month, month + 3, 20, 45)).toISOString());

  it.each(LANGUAGES)(
    "writes an open day's day, time and badge on a %s page as Intl does, without an Intl date format",
    (lang) => {
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(LOCALE_OF[lang], { timeZone: 'Asia/Kolkata', ...options });
      const formats = {
        day: intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
        time: intl({ hour: 'numeric', minute: '2-digit' }),
        badgeDay: intl({ day: 'numeric' }),
        month: intl({ month: 'short' }),
      };
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        for (const instant of instants) {
          const expected =
            lang === 'en'
              ? {
                  day: kolkataDay(instant),
                  time: kolkataTime(instant),
                  badgeDay: String(kolkataBadge(instant).day),
                  month: kolkataBadge(instant).month,
                }
              : {
                  day: formats.day.format(new Date(instant)),
                  time: formats.time.format(new Date(instant)),
                  badgeDay: formats.badgeDay.format(new Date(instant)),
                  month: formats.month.format(new Date(instant)),
                };
          expect([instant, openDayWhen(lang, instant)]).toEqual([instant, expected]);
        }
        expect(made).not.toHaveBeenCalled();
      } finally {
        made.mockRestore();
      }
    },
  );

  it('writes a known open day in Bengali and Hindi', () => {
    const instant = '2026-12-12T04:30:00Z';
    expect(openDayWhen('bn', instant)).toEqual({
      day: 'শনিবার, ১২ ডিসেম্বর, ২০২৬',
      time: '১০:০০ AM',
      badgeDay: '১২',
      month: 'ডিসেঃ',
    });
    expect(openDayWhen('hi', instant)).toEqual({
      day: 'शनिवार, 12 दिसंबर 2026',
      time: '10:00 am',
      badgeDay: '12',
      month: 'दिस॰',
    });
  });
});
