// Dates and counts as the site shows them, spelt out rather than through toLocaleDateString/toLocaleString: those
// build a new Intl formatter for every card and load locale data on first use, tens of milliseconds a slow phone
// spends before the page answers a tap. Dates are calendar dates ('YYYY-MM-DD'), read without a time zone so no
// visitor sees the day shift. tests/site-format.test.ts checks the output against Intl's.
import type { Language } from '../common/languages';

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
 * because the first Intl.NumberFormat of a page costs a slow phone tens of milliseconds of locale data. With
 * `minimumGrouping` 2 a four-digit number stays whole (5000), as Intl's `useGrouping: 'min2'` writes it.
 */
export function formatCount(value: number, minimumGrouping: 1 | 2 = 1): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= (minimumGrouping === 2 ? 4 : 3)) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/**
 * The months as Intl's bn-IN and hi-IN write them in a date (CLDR, as Node's and Chromium's ICU have it): in full
 * (dateStyle 'long') and short (dateStyle 'medium'), and short standing alone (`{ month: 'short' }`: Bengali
 * writes some in full there), January first.
 */
const MONTHS_OF = {
  bn: {
    long: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
    short: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ্টেঃ', 'অক্টোঃ', 'নভেঃ', 'ডিসেঃ'],
    standalone: ['জানু', 'ফেব', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেঃ', 'অক্টোঃ', 'নভেঃ', 'ডিসেঃ'],
  },
  hi: {
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    standalone: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  },
};

/** A month's name (1–12) as Intl's bn-IN and hi-IN write it: in a date, in full or short, or short on its own. */
export function monthName(
  language: Exclude<Language, 'en'>,
  month: number,
  style: 'long' | 'short' | 'standalone',
): string {
  return MONTHS_OF[language][style][month - 1] ?? '';
}

/**
 * A calendar date ('YYYY-MM-DD') as the page's language writes it: 'January 22, 2025' / 'Jan 22, 2025' in
 * English (as before), '২২ জানুয়ারি, ২০২৫' / '২২ জানু, ২০২৫' in Bengali, '22 जनवरी 2025' / '22 जन॰ 2025' in Hindi:
 * what Intl.DateTimeFormat writes with dateStyle 'long' / 'medium', without the 15–20 ms (on a fast machine) that
 * the page's first date format costs in locale data.
 */
export function calendarDate(language: Language, date: string, style: 'long' | 'short'): string {
  if (language === 'en') return style === 'long' ? longDate(date) : shortDate(date);
  const [year, month, day] = date.split('-').map(Number);
  const name = monthName(language, month, style);
  return inDigitsOf(language, language === 'bn' ? `${day} ${name}, ${year}` : `${day} ${name} ${year}`);
}

/** Bengali's own digits, which Intl's bn-IN writes (CLDR); hi-IN and en-IN write the Latin ones. */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** '2,500' → '২,৫০০' on a Bengali page; as it is in Hindi and English. */
export function inDigitsOf(language: Language, latin: string): string {
  return language === 'bn' ? latin.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]) : latin;
}
