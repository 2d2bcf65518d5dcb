// The applicants list's filter (ready-made views, search, stage, owner, course, campus, source, follow-up due,
// created range), validated once with zod and turned into SQL; the list, the CSV and the bulk actions share it.
import type { Knex } from 'knex';
import { z } from 'zod';
import { fieldErrors } from '../../common/forms';
import { APPLICANT_SOURCES, APPLICANT_STAGES, APPLICANT_VIEWS } from '../../common/leads';
import { asciiDigits, phoneE164 } from '../../common/phone';
import { badRequest } from '../http/errors';
import { kolkataDate, kolkataDayStart } from '../http/kolkata';
import { parseJsonParam } from '../http/list-query';

const DAY_MS = 86_400_000;
/** "New and untouched": no staff action this long after the enquiry. */
export const UNTOUCHED_AFTER_MS = DAY_MS;
/** Enquiries made before this instant and never touched are in the view "untouched". */
const untouchedBefore = (now: Date) => new Date(now.getTime() - UNTOUCHED_AFTER_MS);

const oneOrMany = <T extends z.ZodType>(item: T, most = 50) =>
  z.union([item, z.array(item).max(most)]).transform((value) => (Array.isArray(value) ? value : [value]));

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'must be a date (YYYY-MM-DD)');

export const applicantFilterSchema = z
  .strictObject({
    q: z.string().max(200).optional(),
    view: z.enum(APPLICANT_VIEWS).optional(),
    stage: oneOrMany(z.enum(APPLICANT_STAGES)).optional(),
    /** A staff id, or "none" for applicants nobody owns. */
    owner_id: oneOrMany(z.union([z.number().int().positive(), z.literal('none')])).optional(),
    course: oneOrMany(z.string().max(200)).optional(),
    campus: oneOrMany(z.string().max(50)).optional(),
    source: oneOrMany(z.enum(APPLICANT_SOURCES)).optional(),
    follow_up: z.enum(['today', 'overdue', 'due', 'none']).optional(),
    created_at_gte: day.optional(),
    created_at_lte: day.optional(),
    /** The rows ticked in the list (a bulk change of the selection): up to 1000 of them. */
    id: oneOrMany(z.number().int().positive().max(2_147_483_647), 1000).optional(),
  })
  .refine(
    (filter) =>
      [filter.created_at_gte, filter.created_at_lte].every((value) => !value || !Number.isNaN(Date.parse(value))),
    { message: 'must be a real date', path: ['created_at_gte'] },
  );
export type ApplicantFilter = z.infer<typeof applicantFilterSchema>;

/** Empty values ('' or null, as react-admin sends a cleared input) are no filter. */
export function parseApplicantFilter(raw: unknown): ApplicantFilter {
  const value = (typeof raw === 'string' ? parseJsonParam({ filter: raw }, 'filter') : raw) ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('filter must be a JSON object');
  const given = Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== '' && inner !== null));
  const parsed = applicantFilterSchema.safeParse(given);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(
      `Filter not allowed: ${Object.entries(fields)
        .map(([key, message]) => `${key} ${message}`)
        .join('; ')}`,
      { fields },
    );
  }
  return parsed.data;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The bounds of "today" in Kolkata for a clock reading. */
export function kolkataToday(now: Date): { start: Date; end: Date } {
  const start = kolkataDayStart(kolkataDate(now));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** A created_at bound: a whole Kolkata day (inclusive) or an instant. */
function bound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = kolkataDayStart(value);
    return end ? new Date(start.getTime() + DAY_MS) : start;
  }
  return new Date(Date.parse(value) + (end ? 1 : 0));
}

/**
 * Adds the filter's clauses to a query over `applicants` (alias `a`), live applicants only (a merged one answers
 * through the one it was merged into). `me` is the asking member (the view "Mine"), `now` the clock's reading.
 */
export function whereApplicants(
  knex: Knex,
  query: Knex.QueryBuilder,
  filter: ApplicantFilter,
  me: number,
  now: Date,
): Knex.QueryBuilder {
  query.whereNull('a.merged_into_id');
  const today = kolkataToday(now);
  const dueToday = (q: Knex.QueryBuilder) =>
    q.where('a.next_follow_up_at', '>=', today.start).where('a.next_follow_up_at', '<', today.end);
  const overdue = (q: Knex.QueryBuilder) => q.where('a.next_follow_up_at', '<', today.start);
  if (filter.view === 'due_today' || filter.follow_up === 'today') dueToday(query);
  if (filter.view === 'overdue' || filter.follow_up === 'overdue') overdue(query);
  if (filter.follow_up === 'due') query.where('a.next_follow_up_at', '<', today.end);
  if (filter.follow_up === 'none') query.whereNull('a.next_follow_up_at');
  if (filter.view === 'untouched')
    query.where('a.stage', 'new').whereNull('a.last_touched_at').where('a.created_at', '<', untouchedBefore(now));
  if (filter.view === 'mine') query.where('a.owner_id', me);
  // Made by a phone-only match with another name (leads_link): a counsellor merges or dismisses each.
  if (filter.view === 'possible_duplicates') query.whereNotNull('a.possible_duplicate_of');
  whereGroups(query, filter);
  if (filter.created_at_gte) query.where('a.created_at', '>=', bound(filter.created_at_gte, false));
  if (filter.created_at_lte) query.where('a.created_at', '<', bound(filter.created_at_lte, true));
  if (filter.id) query.whereIn('a.id', filter.id);
  const q = filter.q?.trim();
  if (q) searchApplicants(knex, query, q);
  return query;
}

/** The filter keys whose combinations have kept counts (table applicant_counts, migration …_applicant_counts). */
const GROUP_KEYS = ['stage', 'owner_id', 'course', 'campus', 'source'] as const;

/**
 * The filter's total from the kept counts when it names only stage, owner, course, campus, source and the views
 * "mine" or "untouched" (null otherwise: its rows are counted). Untouched: the never-touched new applicants less
 * those of the last 24 h (few, the first entries of their index).
 */
export function keptTotal(knex: Knex, filter: ApplicantFilter, me: number, now: Date): Knex.QueryBuilder | null {
  const { view, ...rest } = filter;
  const counted = Object.keys(rest).every((key) => (GROUP_KEYS as readonly string[]).includes(key));
  if (!counted || (view && view !== 'mine' && view !== 'untouched')) return null;
  const kept = whereGroups(knex('applicant_counts as a'), rest).select(knex.raw('coalesce(sum(a.n), 0)'));
  if (view === 'mine') kept.where('a.owner_id', me);
  if (view !== 'untouched') return knex.select({ total: kept });
  kept.where('a.stage', 'new').where('a.untouched', true);
  const recent = whereGroups(knex('applicants as a'), rest)
    .whereNull('a.merged_into_id')
    .where('a.stage', 'new')
    .whereNull('a.last_touched_at')
    .where('a.created_at', '>=', untouchedBefore(now))
    .count('*');
  return knex.select(knex.raw('(?) - (?) AS total', [kept, recent]));
}

/** The clauses on stage, owner, course, campus and source, on alias `a` (applicants or applicant_counts). */
export function whereGroups(query: Knex.QueryBuilder, filter: ApplicantFilter): Knex.QueryBuilder {
  if (filter.stage) query.whereIn('a.stage', filter.stage);
  if (filter.owner_id) {
    const ids = filter.owner_id.filter((owner): owner is number => owner !== 'none');
    const none = filter.owner_id.includes('none');
    query.where((inner) => {
      if (ids.length) inner.whereIn('a.owner_id', ids);
      if (none) inner.orWhereNull('a.owner_id');
    });
  }
  if (filter.course) query.whereIn('a.course', filter.course);
  if (filter.campus) query.whereIn('a.campus', filter.campus);
  if (filter.source) query.whereIn('a.source', filter.source);
  return query;
}

/**
 * The columns the applicants' search reads with LIKE, from `applicant_search` (a copy kept by triggers, so a stage
 * or owner change does not rewrite trigram indexes: migrations/20261129100100_applicant_search.ts); each has a
 * trigram index (tests/search-indexes.test.ts).
 */
export const APPLICANT_SEARCHED_COLUMNS = ['name', 'email', 'phone_e164'] as const;

/** The ids of the applicants whose searched text matches `where`. */
const searched = (knex: Knex, where: (query: Knex.QueryBuilder) => void) =>
  knex('applicant_search').select('applicant_id').where(where);

/**
 * Of a search of several words, the one the fewest names are likely to contain: one with digits (numbers in names
 * are rare), else the longest (more trigrams, fewer rows). None for a single word, or when the word would be too
 * short for the trigram index (under 3 characters).
 */
function tellingWord(q: string): string | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const longest = (list: string[]) => list.reduce((best, word) => (word.length > best.length ? word : best), '');
  const withDigits = words.filter((word) => /\d/.test(word));
  const word = withDigits.length ? longest(withDigits) : longest(words);
  return word.length >= 3 ? word : undefined;
}

/**
 * Search: a phone number in any format finds its applicant by key (any of their numbers); a few digits find numbers
 * containing them; anything else is a name or e-mail substring (an e-mail also by key, for a second address).
 */
function searchApplicants(knex: Knex, query: Knex.QueryBuilder, typed: string): void {
  // A number typed in Bengali or Devanagari digits is the same number.
  const q = asciiDigits(typed);
  const digits = q.replace(/\D/g, '');
  if (/^[+\d\s().-]+$/.test(q) && digits.length >= 3) {
    const e164 = digits.length >= 7 ? phoneE164(q) : null;
    // Typed with a trunk 0 ("098300…"), the number is stored without it.
    const part = digits.replace(/^0+/, '');
    // A whole number is found by its key (any of the applicant's numbers, one index probe); a part, inside numbers.
    if (e164) query.whereIn('a.id', knex('applicant_keys').select('applicant_id').where('key', `p:${e164}`));
    else
      query.whereIn(
        'a.id',
        searched(knex, (s) => s.where('phone_e164', 'like', `%${escapeLike(part)}%`)),
      );
    return;
  }
  const pattern = `%${escapeLike(q)}%`;
  const telling = tellingWord(q);
  if (telling) {
    // Several words: an e-mail address holds no space, so only a name can contain the text. The trigram index is
    // asked for the most telling word alone, then the whole text is checked on the rows it found. Asked for the
    // whole text, the index intersects the trigrams of every word, and a word most names share ("Kumar", or the
    // bench's "Applicant") costs a walk through most of the index: 60 ms against 11 ms for the telling word.
    // (`name || ''` is not the indexed expression, so PostgreSQL cannot take the whole text to the index again.)
    query
      .whereIn(
        'a.id',
        searched(knex, (s) => s.where('name', 'ilike', `%${escapeLike(telling)}%`)),
      )
      .whereRaw(`(a.name || '') ILIKE ?`, [pattern]);
    return;
  }
  query.where((inner) => {
    inner.whereIn(
      'a.id',
      searched(knex, (s) => s.where('name', 'ilike', pattern).orWhere('email', 'ilike', pattern)),
    );
    if (q.includes('@'))
      inner.orWhereIn('a.id', knex('applicant_keys').select('applicant_id').where('key', `e:${q.toLowerCase()}`));
  });
}
