// Phone numbers as one key: "+91 98300 11111", "098300 11111" and "9830011111" are all +919830011111.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The number in E.164 (default region India), or null when it cannot be a phone number. */
export function phoneE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw, 'IN');
  return parsed?.isPossible() ? parsed.number : null;
}
