// The institute's clock: Asia/Kolkata is UTC+05:30 all year (India has no daylight saving), so a fixed offset is
// exact. Instants are stored in UTC; staff see and type them in India time, whatever their browser's zone.
export const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as the value of an <input type="datetime-local"> in India time: 2026-11-25T14:30. */
export function toKolkataInput(instant: string | Date | null | undefined): string {
  if (!instant) return '';
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + KOLKATA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What staff typed in India time, as an instant with its offset; '' stays '' (no time). */
export const fromKolkataInput = (local: string | null | undefined): string =>
  local ? `${local.slice(0, 16)}:00+05:30` : '';

/** 25 Nov 2026, 14:30 IST */
export function formatKolkata(instant: string | Date): string {
  const local = new Date(new Date(instant).getTime() + KOLKATA_OFFSET_MS);
  const month = local.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const time = local.toISOString().slice(11, 16);
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${time} IST`;
}
