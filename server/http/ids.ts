// Row ids from paths and filters: the one parser every route uses.
import { badRequest } from './errors';

/** Largest id PostgreSQL's integer holds: a bigger one cannot exist and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/** A positive whole number up to MAX_ROW_ID, given as a number or as its digits; anything else is undefined. */
export function rowId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) > 0 && (number as number) <= MAX_ROW_ID
    ? (number as number)
    : undefined;
}

/** A public path segment as a row id: digits without a leading zero (one address per row), else undefined. */
export const parseRowId = (segment: string): number | undefined =>
  segment.startsWith('0') ? undefined : rowId(segment);

/** Parses a staff path id; anything but a positive whole number is a 400. */
export function parseId(raw: string): number {
  const id = rowId(raw);
  if (id === undefined) throw badRequest('id must be a positive whole number');
  return id;
}
