// Phone numbers as one key: "+91 98300 11111", "098300 11111" and "9830011111" are all +919830011111.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Devanagari's zero (U+0966) and Bengali's (U+09E6): each script's ten digits follow its zero. */
const DEVANAGARI_ZERO = 0x0966;
const BENGALI_ZERO = 0x09e6;

/**
 * Bengali (০–৯) and Devanagari (०–९) digits as 0–9, everything else as typed: a family writing on a Bengali or Hindi
 * keyboard types its number in its own digits ("৯৮৩০০ ১১১১১" is 98300 11111).
 */
export function asciiDigits(value: string): string {
  return value.replace(/[\u0966-\u096F\u09E6-\u09EF]/g, (digit) => {
    const code = digit.codePointAt(0) as number;
    return String(code - (code >= BENGALI_ZERO ? BENGALI_ZERO : DEVANAGARI_ZERO));
  });
}

/**
 * An Indian mobile number as most forms bring it: ten digits from 6–9, alone, after 0 or after +91, with spaces or
 * hyphens. libphonenumber answers +91 and the ten digits for each of these (tests/scripts-and-digits.test.ts checks
 * the two agree); taking them here spares the parse, the largest piece of a form post's own work.
 */
const INDIAN_MOBILE = /^(?:\+91|0)?([6-9]\d{9})$/;
const SPACES_AND_HYPHENS = /[\s-]/g;

/** The number in E.164 (default region India), or null when it cannot be a phone number. */
export function phoneE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = asciiDigits(raw);
  const mobile = INDIAN_MOBILE.exec(digits.replace(SPACES_AND_HYPHENS, ''));
  if (mobile) return `+91${mobile[1]}`;
  const parsed = parsePhoneNumberFromString(digits, 'IN');
  return parsed?.isPossible() ? parsed.number : null;
}
