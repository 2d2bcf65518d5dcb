// Dates and counts as the site shows them, spelt out rather than through toLocaleDateString/toLocaleString: those
// build a new Intl formatter for every card and load locale data on first use, tens of milliseconds a slow phone
// spends before the page answers a tap. Dates are calendar dates ('YYYY-MM-DD'), read without a time zone so no
// visitor sees the day shift. tests/site-format.test.ts checks the output against Intl's.
/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(date: string): { year: number; month: string; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month: MONTHS[month - 1] ?? '', day };
}

/** 'YYYY-MM-DD' → 'January 22, 2025' (en-US, as before). */
export function longDate(date: string): string {
  const { year, month, day } = parts(date);
  return `${month} ${day}, ${year}`;
}

/** 'YYYY-MM-DD' → 'Jan 22, 2025' (en-US's short month: the first three letters). */
export function shortDate(date: string): string {
  const { year, month, day } = parts(date);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}

/**
 * 1234567 → '12,34,567': Indian grouping (the last three digits, then pairs), as en-IN writes a count. Spelt out
 * because the first Intl.NumberFormat of a page costs a slow phone tens of milliseconds of locale data.
 */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
