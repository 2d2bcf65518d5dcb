// The simple-rest list parameters (sort, range, filter), checked against a resource's declaration and
// turned into SQL. Anything not declared is a 400, so no request can reach the database with a bad column.
import type { Knex } from 'knex';
import { badRequest } from './errors';
import { rowId } from './ids';

export { parseId } from './ids';

import type { FilterField } from '../../common/declaration';
import { kolkataDayStart } from './kolkata';

/** What a list's parameters are checked against: any declared resource, or another list shaped like one. */
export type ListDeclaration = {
  /** Fields a list may be sorted by (id and created_at always may). */
  sortable: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Exact-match filters beyond id, q and created_at_gte/created_at_lte. */
  filters: Record<string, FilterField>;
  /** Text columns searched by filter.q (case-insensitive, substring). */
  searchable: string[];
};

export const MAX_RANGE_ROWS = 1000;

export type ListQuery = {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
};

type QueryParams = Record<string, unknown>;

/** A JSON query parameter (sort, range, filter…), undefined when absent; a 400 when not JSON. */
export function parseJsonParam(params: QueryParams, name: string): unknown {
  const raw = params[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
}

const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The `range` parameter, [start, end] (at most MAX_RANGE_ROWS rows), or `fallback` when absent; else a 400. */
export function parseRange(params: QueryParams, fallback: [number, number]): [number, number] {
  const rangeParam = parseJsonParam(params, 'range');
  if (rangeParam === undefined) return fallback;
  if (
    !Array.isArray(rangeParam) ||
    rangeParam.length !== 2 ||
    !isWholeNumber(rangeParam[0]) ||
    !isWholeNumber(rangeParam[1]) ||
    rangeParam[1] < rangeParam[0]
  )
    throw badRequest('range must be [start, end] with 0 <= start <= end');
  const [start, end] = rangeParam as [number, number];
  return [start, Math.min(end, start + MAX_RANGE_ROWS - 1)];
}

export function parseListQuery(resource: ListDeclaration, params: QueryParams): ListQuery {
  const sortParam = parseJsonParam(params, 'sort');
  let sort: ListQuery['sort'] = resource.defaultSort;
  if (sortParam !== undefined) {
    if (
      !Array.isArray(sortParam) ||
      sortParam.length !== 2 ||
      typeof sortParam[0] !== 'string' ||
      typeof sortParam[1] !== 'string'
    )
      throw badRequest('sort must be ["field","ASC"] or ["field","DESC"]');
    const [field, order] = sortParam as [string, string];
    if (!sortableFields(resource).includes(field)) throw badRequest(`Sorting by ${field} is not allowed`);
    const upper = order.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw badRequest('sort order must be ASC or DESC');
    sort = [field, upper];
  }

  const range = parseRange(params, [0, MAX_RANGE_ROWS - 1]);

  const filterParam = parseJsonParam(params, 'filter');
  if (
    filterParam !== undefined &&
    (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam))
  )
    throw badRequest('filter must be a JSON object');
  const filter = (filterParam ?? {}) as Record<string, unknown>;
  // Checked now so a bad filter is a 400 before any query runs.
  validateFilter(resource, filter);
  return { sort, range, filter };
}

export const sortableFields = (resource: ListDeclaration) => ['id', 'created_at', ...resource.sortable];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the value's leading YYYY-MM-DD is a day of the calendar (JavaScript rolls 2025-02-30 into March). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instants a bound may reach the database as: the years 1 to 9999, which toISOString writes in four digits.
 * A year beyond (9999-12-31T23:59:59.999Z plus the bound's millisecond) is "+010000-…", which PostgreSQL refuses.
 */
const EARLIEST_BOUND = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_BOUND = Date.parse('9999-12-31T23:59:59.999Z');

function withinYears(name: string, instant: Date): Date {
  const time = instant.getTime();
  if (!(time >= EARLIEST_BOUND && time <= LATEST_BOUND))
    throw badRequest(`${name} must be between the years 1 and 9999`);
  return instant;
}

/** A created_at bound: a Kolkata calendar day (whole day, inclusive) or an ISO date-time. */
function parseBound(name: string, value: unknown, end: boolean): Date {
  if (typeof value !== 'string') throw badRequest(`${name} must be a date`);
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && !isCalendarDay(value)) throw badRequest(`${name} must be a real date`);
  if (DATE_ONLY.test(value)) {
    const start = kolkataDayStart(value);
    if (Number.isNaN(start.getTime())) throw badRequest(`${name} must be a real date`);
    return withinYears(name, end ? new Date(start.getTime() + 86_400_000) : start);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw badRequest(`${name} must be a date`);
  return withinYears(name, end ? new Date(instant.getTime() + 1) : instant);
}

function validateFilter(resource: ListDeclaration, filter: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200) throw badRequest('filter.q must be text (at most 200)');
    } else if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_RANGE_ROWS || !ids.every((id) => rowId(id) !== undefined))
        throw badRequest('filter.id must be an id or a list of ids');
    } else if (key === 'created_at_gte' || key === 'created_at_lte') {
      parseBound(key, value, key === 'created_at_lte');
    } else {
      // Own keys only: `__proto__` or `constructor` must not find Object.prototype and pass as a column.
      const field = Object.hasOwn(resource.filters, key) ? resource.filters[key] : undefined;
      if (!field) throw badRequest(`Filtering by ${key} is not allowed`);
      if (field.kind === 'boolean' && booleanValue(value) === undefined)
        throw badRequest(`filter.${key} must be true or false`);
      if (field.kind === 'enum') {
        const values = Array.isArray(value) ? value : [value];
        if (!values.every((v) => typeof v === 'string' && field.values.includes(v)))
          throw badRequest(`filter.${key} must be one of: ${field.values.join(', ')}`);
      }
    }
  }
}

function booleanValue(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Adds the WHERE clauses of an already validated filter. */
export function applyFilter(
  query: Knex.QueryBuilder,
  resource: ListDeclaration,
  filter: Record<string, unknown>,
): Knex.QueryBuilder {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      const pattern = `%${escapeLike((value as string).trim())}%`;
      query.where((inner) => {
        for (const column of resource.searchable) inner.orWhere(column, 'ilike', pattern);
      });
    } else if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map((id) => rowId(id) as number);
      query.whereIn('id', ids);
    } else if (key === 'created_at_gte') {
      query.where('created_at', '>=', parseBound(key, value, false));
    } else if (key === 'created_at_lte') {
      query.where('created_at', '<', parseBound(key, value, true));
    } else if (resource.filters[key]?.kind === 'boolean') {
      query.where(key, booleanValue(value) as boolean);
    } else {
      query.whereIn(key, Array.isArray(value) ? (value as string[]) : [value as string]);
    }
  }
  return query;
}
