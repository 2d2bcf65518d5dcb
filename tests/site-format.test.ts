// The site's dates and counts are spelt out without a new Intl formatter per card; they must read exactly as the
// browser's own en-US and en-IN formats would.
import { formatCount, longDate, shortDate } from '../public-site/format';

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
});
