// Likely duplicates (issue 33, point 5), only ever suggested: two live applicants with the same name key
// (applicant_name_key: case, spaces and Unicode form aside, any script) whose phones' national digits or e-mails are
// at most two edits apart, and the phone-only matches of another name (possible_duplicate_of). The same-name pairs are
// kept in applicant_duplicate_candidates by a trigger that compares an applicant with its own name block only (migration
// 20261202600200); this reads them with the phone-only marks, less the pairs said to be two people.
import type { Knex } from 'knex';
import { type DuplicatePerson, duplicateReason, type LikelyDuplicatePair } from '../../common/duplicates';
import type { StaffMember } from '../http/access';

/**
 * Whose pairs a member sees: admins every pair; anyone else (counsellors) the pairs where they own at least one of
 * the two. A counsellor can already open every applicant (the list and the applicant page are not limited by owner:
 * only bulk changes are), so the other side of a pair shows nothing they could not open; the limit keeps the screen
 * to the work that is theirs, as their queue is.
 */
export const seesEveryPair = (member: Pick<StaffMember, 'role'>) => member.role === 'admin';

type Scope = {
  member: Pick<StaffMember, 'id' | 'role'>;
  /** Only the pairs of this applicant (its page). */
  applicantId?: number;
  range?: [number, number];
};

const PERSON_COLUMNS = ['id', 'name', 'email', 'phone', 'source', 'created_at', 'owner_id', 'owner_name'] as const;

/** The pairs SQL: each pair once (x the lower id), with both people; `visible` is what the member sees. */
function pairsSql(scope: Scope): string {
  const one = scope.applicantId !== undefined;
  return `
    WITH marks AS (
      SELECT least(d.id, d.possible_duplicate_of) AS low_id, greatest(d.id, d.possible_duplicate_of) AS high_id
        FROM applicants d
       WHERE d.possible_duplicate_of IS NOT NULL AND d.merged_into_id IS NULL
         ${one ? 'AND (d.id = :applicant OR d.possible_duplicate_of = :applicant)' : ''}
    ),
    -- Each pair once: a phone-only mark between two of the same name key is shown as the same-name pair it also is.
    candidates AS (
      SELECT c.applicant_id AS low_id, c.other_id AS high_id, c.phone_distance, c.email_distance, false AS phone_only
        FROM applicant_duplicate_candidates c
       ${one ? 'WHERE c.applicant_id = :applicant OR c.other_id = :applicant' : ''}
      UNION ALL
      SELECT DISTINCT m.low_id, m.high_id, NULL::smallint, NULL::smallint, true
        FROM marks m
       WHERE NOT EXISTS (
           SELECT 1 FROM applicant_duplicate_candidates c WHERE c.applicant_id = m.low_id AND c.other_id = m.high_id)
    ),
    pairs AS (
      SELECT * FROM candidates c
       WHERE NOT EXISTS (
           SELECT 1 FROM applicant_duplicate_dismissals dd WHERE dd.applicant_id = c.low_id AND dd.other_id = c.high_id)
    ),
    visible AS (
      SELECT p.*, greatest(x.created_at, y.created_at) AS newest_at
        FROM pairs p
        JOIN applicants x ON x.id = p.low_id AND x.merged_into_id IS NULL
        JOIN applicants y ON y.id = p.high_id AND y.merged_into_id IS NULL
       ${seesEveryPair(scope.member) ? '' : 'WHERE x.owner_id = :me OR y.owner_id = :me'}
    )`;
}

/** Both people of each pair on a page of `visible` (their details are read for that page only). */
const withPeople = (page: string, more = '') => `
  SELECT v.*, ${person('x', 'xs')}, ${person('y', 'ys')}${more}
    FROM ${page} v
    JOIN applicants x ON x.id = v.low_id
    JOIN applicants y ON y.id = v.high_id
    LEFT JOIN staff xs ON xs.id = x.owner_id
    LEFT JOIN staff ys ON ys.id = y.owner_id`;

const person = (alias: string, owner: string) =>
  PERSON_COLUMNS.map((column) =>
    column === 'owner_name' ? `${owner}.name AS ${alias}_owner_name` : `${alias}.${column} AS ${alias}_${column}`,
  ).join(', ');

type PairRow = Record<string, unknown> & {
  low_id: number;
  high_id: number;
  phone_distance: number | null;
  email_distance: number | null;
  phone_only: boolean;
};

const personOf = (row: PairRow, alias: string): DuplicatePerson =>
  Object.fromEntries(PERSON_COLUMNS.map((column) => [column, row[`${alias}_${column}`]])) as DuplicatePerson;

/** A kept pair in the panel's words, the older one first (the one a merge keeps). */
function pairOf(row: PairRow): LikelyDuplicatePair {
  const evidence = {
    phone_distance: row.phone_distance === null ? null : Number(row.phone_distance),
    email_distance: row.email_distance === null ? null : Number(row.email_distance),
    phone_only: Boolean(row.phone_only),
  };
  const [x, y] = [personOf(row, 'x'), personOf(row, 'y')];
  const xFirst = new Date(x.created_at).getTime() <= new Date(y.created_at).getTime();
  const [older, newer] = xFirst ? [x, y] : [y, x];
  return { key: `${older.id}-${newer.id}`, ...evidence, reason: duplicateReason(evidence), older, newer };
}

/** The likely duplicates the member sees (a page of them, newest pairs first) and how many there are in all. */
export async function likelyDuplicates(
  knex: Knex | Knex.Transaction,
  scope: Scope,
): Promise<{ pairs: LikelyDuplicatePair[]; total: number }> {
  const bindings = { me: scope.member.id, applicant: scope.applicantId ?? null };
  const [start, end] = scope.range ?? [0, 999];
  const { rows } = (await knex.raw(
    `${pairsSql(scope)},
     page AS (
       SELECT * FROM visible ORDER BY newest_at DESC, high_id DESC, low_id DESC OFFSET :offset LIMIT :limit
     )
     ${withPeople('page', ', (SELECT count(*) FROM visible) AS total')}
     ORDER BY v.newest_at DESC, v.high_id DESC, v.low_id DESC`,
    { ...bindings, offset: start, limit: end - start + 1 },
  )) as { rows: (PairRow & { total: string | number })[] };
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && start > 0) {
    const counted = await knex.raw(`${pairsSql(scope)} SELECT count(*) AS total FROM visible`, bindings);
    total = Number(counted.rows[0].total);
  }
  return { pairs: rows.map(pairOf), total };
}

/** Whether two live applicants are a pair the suggestions hold (for a dismissal by someone who sees it). */
export async function isSuggestedPair(
  knex: Knex | Knex.Transaction,
  member: Scope['member'],
  firstId: number,
  secondId: number,
): Promise<boolean> {
  const { pairs } = await likelyDuplicates(knex, { member, applicantId: firstId });
  return pairs.some((pair) => pair.older.id === secondId || pair.newer.id === secondId);
}
