// Likely duplicates (issue 33, point 5), found in SQL and only suggested: two live applicants with the same name key
// (applicant_name_key: case, spaces and Unicode form aside, any script) whose phones' national digits or e-mails are
// at most two edits apart, and the phone-only matches of another name (possible_duplicate_of). Blocking: only names
// held by two or more applicants are compared (one index-only pass over applicants_name_key_idx), pair by pair inside
// each block with fuzzystrmatch's levenshtein_less_equal. Pairs said to be two people are never suggested again.
import type { Knex } from 'knex';
import {
  DUPLICATE_MAX_EDITS,
  type DuplicatePerson,
  duplicateReason,
  type LikelyDuplicatePair,
} from '../../common/duplicates';
import type { StaffMember } from '../staff-api/access';

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

/** The pairs SQL: older first in each pair, newest pairs first. */
function pairsSql(scope: Scope): string {
  const one = scope.applicantId !== undefined;
  const person = (alias: string, owner: string, prefix: string) =>
    PERSON_COLUMNS.map((column) =>
      column === 'owner_name' ? `${owner}.name AS ${prefix}owner_name` : `${alias}.${column} AS ${prefix}${column}`,
    ).join(', ');
  return `
    WITH blocks AS (
      SELECT name_key FROM applicants
       WHERE merged_into_id IS NULL AND name_key <> ''
         ${one ? 'AND name_key = (SELECT name_key FROM applicants WHERE id = :applicant)' : ''}
       GROUP BY name_key HAVING count(*) > 1
    ),
    members AS MATERIALIZED (
      SELECT a.id, a.name_key, a.created_at, applicant_phone_digits(a.phone_e164) AS digits,
             nullif(lower(btrim(a.email)), '') AS email_key
        FROM blocks b JOIN applicants a ON a.name_key = b.name_key AND a.merged_into_id IS NULL AND a.name_key <> ''
    ),
    candidates AS (
      SELECT x.id AS older_id, y.id AS newer_id,
             levenshtein_less_equal(x.digits, y.digits, :edits) AS phone_distance,
             levenshtein_less_equal(x.email_key, y.email_key, :edits) AS email_distance,
             false AS phone_only
        FROM members x JOIN members y ON y.name_key = x.name_key AND (x.created_at, x.id) < (y.created_at, y.id)
       ${one ? 'WHERE :applicant IN (x.id, y.id)' : ''}
      UNION ALL
      SELECT CASE WHEN (o.created_at, o.id) < (d.created_at, d.id) THEN o.id ELSE d.id END,
             CASE WHEN (o.created_at, o.id) < (d.created_at, d.id) THEN d.id ELSE o.id END,
             NULL, NULL, true
        FROM applicants d JOIN applicants o ON o.id = d.possible_duplicate_of
       WHERE d.possible_duplicate_of IS NOT NULL AND d.merged_into_id IS NULL AND o.merged_into_id IS NULL
         ${one ? 'AND :applicant IN (d.id, o.id)' : ''}
    ),
    pairs AS (
      SELECT older_id, newer_id,
             min(phone_distance) FILTER (WHERE phone_distance <= :edits) AS phone_distance,
             min(email_distance) FILTER (WHERE email_distance <= :edits) AS email_distance,
             bool_or(phone_only) AS phone_only
        FROM candidates c
       WHERE (phone_only OR phone_distance <= :edits OR email_distance <= :edits)
         AND NOT EXISTS (
           SELECT 1 FROM applicant_duplicate_dismissals dd
            WHERE dd.applicant_id = least(c.older_id, c.newer_id) AND dd.other_id = greatest(c.older_id, c.newer_id))
       GROUP BY older_id, newer_id
    ),
    visible AS (
      SELECT p.*, ${person('o', 'os', 'o_')}, ${person('n', 'ns', 'n_')}
        FROM pairs p
        JOIN applicants o ON o.id = p.older_id
        JOIN applicants n ON n.id = p.newer_id
        LEFT JOIN staff os ON os.id = o.owner_id
        LEFT JOIN staff ns ON ns.id = n.owner_id
       ${seesEveryPair(scope.member) ? '' : 'WHERE o.owner_id = :me OR n.owner_id = :me'}
    )`;
}

type PairRow = Record<string, unknown> & {
  older_id: number;
  newer_id: number;
  phone_distance: number | null;
  email_distance: number | null;
  phone_only: boolean;
};

const personOf = (row: PairRow, prefix: string): DuplicatePerson =>
  Object.fromEntries(PERSON_COLUMNS.map((column) => [column, row[`${prefix}${column}`]])) as DuplicatePerson;

function pairOf(row: PairRow): LikelyDuplicatePair {
  const evidence = {
    phone_distance: row.phone_distance === null ? null : Number(row.phone_distance),
    email_distance: row.email_distance === null ? null : Number(row.email_distance),
    phone_only: Boolean(row.phone_only),
  };
  return {
    key: `${row.older_id}-${row.newer_id}`,
    ...evidence,
    reason: duplicateReason(evidence),
    older: personOf(row, 'o_'),
    newer: personOf(row, 'n_'),
  };
}

/** The likely duplicates the member sees (a page of them, newest pairs first) and how many there are in all. */
export async function likelyDuplicates(
  knex: Knex | Knex.Transaction,
  scope: Scope,
): Promise<{ pairs: LikelyDuplicatePair[]; total: number }> {
  const bindings = { edits: DUPLICATE_MAX_EDITS, me: scope.member.id, applicant: scope.applicantId ?? null };
  const [start, end] = scope.range ?? [0, 999];
  const { rows } = (await knex.raw(
    `${pairsSql(scope)}
     SELECT v.*, count(*) OVER () AS total FROM visible v
      ORDER BY greatest(v.o_created_at, v.n_created_at) DESC, v.newer_id DESC, v.older_id DESC
      OFFSET :offset LIMIT :limit`,
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
