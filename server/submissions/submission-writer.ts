// Visitors' posts that arrive together are written together. Each post counts one hit against its address's rate
// limit and, within the limit, inserts its row; a post's 201 still waits for the commit of the statement that holds
// its row. While `MAX_STATEMENTS_IN_FLIGHT` statements for a table run, the posts arriving meanwhile queue and go
// as one statement next: one round trip, one commit and one trigger run instead of one each. The statement also
// queues the e-mails its rows cause (the `followUp` option), so they commit, or not, with the rows.
// A post sent with an Idempotency-Key (every post the site's own forms send) claims its key in the same statement,
// with its final answer: the key, the row and the e-mails commit together, or none of them. A post whose key was
// already claimed (a retry, or the same key twice in one batch) writes nothing and is told so (`replay`), so the
// route answers it with the stored answer, as server/http/idempotency.ts does for the other posts.
// With the `link` option, a batch's posts from people the database has never seen (no applicant holds their e-mail
// or phone, and no other post of the batch shares either) get their applicants in the same statement, set-based:
// one insert of applicants, keys and events for the batch instead of one leads_link() call (and one run of each
// applicants trigger) per post. Every other post is matched one by one by its table's link trigger, as before.
// leads_keys_taken() takes the matching's advisory locks on the batch's keys and then looks them up with a snapshot
// of its own, so a post of the same person committed meanwhile (on any replica) is seen, as leads_link() sees it.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { isDatabaseUnavailable, isTransientAbort } from '../http/errors';
import { countHitsSql, type RateLimitResult, rateLimitBindings } from '../http/rate-limit';

/** Statements per table at once: the first posts go straight away; beyond these, posts wait and go together. */
const MAX_STATEMENTS_IN_FLIGHT = 2;
/** Rows per statement, so one statement stays small. */
const MAX_BATCH = 100;
/** Times a statement PostgreSQL chose to abort (deadlock, serialization failure) goes again before it fails. */
const TRANSIENT_RETRIES = 3;

/** A keyed post's key, the hash of its request (requestHash) and the answer stored with it when the row is written. */
export type Claim = { key: string; hash: string; answer: Record<string, unknown> };

/** `replay`: the post's Idempotency-Key was claimed before (or by an earlier post of its batch): nothing written. */
export type WriteResult = RateLimitResult & { id?: number; replay?: boolean };

type Pending = {
  key: string;
  row: Record<string, unknown>;
  claim?: Claim;
  resolve(result: WriteResult): void;
  reject(error: unknown): void;
};

type Queue = { pending: Pending[]; inFlight: number; scheduled: boolean };

export type SubmissionWriter = {
  /**
   * Counts a hit for `key` and, within the limit, inserts `row` into `table` (with `claim`, only if its
   * Idempotency-Key is new, storing its answer); resolves once committed.
   */
  write(table: string, key: string, row: Record<string, unknown>, claim?: Claim): Promise<WriteResult>;
};

/** Extra work in the batch's statement for a table: `returning` names what the insert hands to `ctes` as `mail_source`. */
export type FollowUpSql = { returning: string; ctes: { sql: string; bindings: Knex.RawBinding[] } };
/** The columns of a table's row that say who the person is (its declaration's `person` roles). */
export type LinkColumns = { name: string; email: string; phone: string; course: string | null; campus: string | null };
export type WriterOptions = {
  followUp?: (table: string) => FollowUpSql | undefined;
  /** The person's columns of a table whose rows link applicants (its link trigger reads the same). */
  link?: (table: string) => LinkColumns | undefined;
};

type BatchRow = { n: number; hits: number; retry_after: number; id: number | null; replay: boolean };

/**
 * One statement for a batch: the hits are counted per address (n posts from one address add n), each post's hit
 * number is its address's count before the batch plus its rank within the batch, and only posts within the limit
 * get an id (taken from the table's sequence) and a row. json_populate_record turns each row's JSON into the
 * table's column types; `columns` are every column any row names (a row without one stores NULL, as omitting it
 * would: form columns have no other default). With `keyed`, each admitted post with a key claims it (the first of
 * a batch's posts with one key; the table as scope) and stores its answer; a post whose claim found the key taken
 * gets no row. ON CONFLICT waits for a claim another transaction has not committed yet.
 */
function batchSql(
  knex: Knex,
  table: string,
  limit: number,
  columns: string[],
  followUp: FollowUpSql | undefined,
  keyed: boolean,
  link: LinkColumns | undefined,
) {
  // The table's name as a string (the sequence's and the keys' scope) and the limit, written into the statement.
  const scope = knex.raw('?', [table]).toQuery();
  if (!Number.isInteger(limit)) throw new Error('The rate limit must be a whole number');
  const list = columns.map((column) => knex.raw('??', [column]).toQuery()).join(', ');
  const source = columns.map((column) => `r.${knex.raw('??', [column]).toQuery()}`).join(', ');
  const name = knex.raw('??', [table]).toQuery();
  return `
    WITH input AS (
      SELECT ordinality::int AS n, value->>'key' AS key, value->'row' AS row${keyed ? `, value->'claim' AS claim` : ''}
      FROM json_array_elements(?::json) WITH ORDINALITY
    ),
    per_key AS (SELECT key, count(*)::int AS posts FROM input GROUP BY key),
    hit AS (${countHitsSql('SELECT key, now(), posts FROM per_key')}),
    ranked AS MATERIALIZED (
      SELECT input.n, input.row, hit.retry_after,${keyed ? ' input.claim,' : ''}
             hit.hits - per_key.posts + row_number() OVER (PARTITION BY input.key ORDER BY input.n) AS hits
      FROM input JOIN per_key USING (key) JOIN hit USING (key)
    ),${
      keyed
        ? `
    claims AS MATERIALIZED (
      SELECT DISTINCT ON (claim->>'key') n, claim->>'key' AS key, claim->>'hash' AS hash, claim->'answer' AS answer
      FROM ranked WHERE claim IS NOT NULL AND hits <= ${limit}
      ORDER BY claim->>'key', n
    ),
    claimed AS (
      INSERT INTO idempotency_keys (scope, key, status, body, request_hash)
      SELECT ${scope}, key, 201, answer::jsonb, hash FROM claims
      ON CONFLICT (scope, key) DO NOTHING
      RETURNING key
    ),`
        : ''
    }
    admitted AS MATERIALIZED (
      SELECT n, row, nextval(pg_get_serial_sequence(${scope}, 'id'))::int AS id FROM ranked WHERE hits <= ${limit}${
        keyed ? ' AND (claim IS NULL OR n IN (SELECT claims.n FROM claims JOIN claimed USING (key)))' : ''
      }
    ),
${link ? freshApplicantsSql(knex, table, link) : ''}
    created AS (
      INSERT INTO ${name} (id, ${link ? 'applicant_id, ' : ''}${list})
      SELECT admitted.id, ${link ? 'linked.applicant_id, ' : ''}${source}
      FROM admitted${link ? ' LEFT JOIN linked USING (n)' : ''}
      CROSS JOIN LATERAL json_populate_record(NULL::${name}, admitted.row) AS r
      RETURNING ${followUp ? followUp.returning : 'id'}
    )${followUp ? `, mail_source AS (SELECT * FROM created), ${followUp.ctes.sql}` : ''}
    SELECT ranked.n, ranked.hits::int AS hits, ranked.retry_after, admitted.id,
           ${keyed ? `ranked.claim IS NOT NULL AND ranked.hits <= ${limit} AND admitted.n IS NULL` : 'false'} AS replay
    FROM ranked LEFT JOIN admitted USING (n)
    ORDER BY ranked.n`;
}

/**
 * CTEs after `admitted`: the applicants of the batch's new people, and `linked (n, applicant_id)` naming each one's
 * applicant for the row's insert (the link trigger passes over a row that has one). What leads_link() does for a
 * person no key finds: a new applicant with the row's name, e-mail, phone, course and campus, owned round-robin by
 * the staff taking leads, its keys, and its "assigned" and "submission" events. `linked` reads the applicants'
 * insert, so each applicant exists before its row (and the row's alert, whose trigger reads its owner).
 */
function freshApplicantsSql(knex: Knex, table: string, link: LinkColumns) {
  const scope = knex.raw('?', [table]).toQuery();
  const name = knex.raw('??', [table]).toQuery();
  const column = (field: string | null) => (field ? `p.${knex.raw('??', [field]).toQuery()}::text` : 'NULL::text');
  return `
    people AS MATERIALIZED (
      -- The e-mail and phone keys as leads_link() makes them.
      SELECT admitted.n, admitted.id AS submission_id, nullif(lower(btrim(coalesce(${column(link.email)}, ''))), '') AS email_key,
             coalesce(nullif(p.phone_e164, ''), leads_phone_e164(${column(link.phone)})) AS phone_key,
             ${column(link.name)} AS name, ${column(link.email)} AS email, ${column(link.phone)} AS phone,
             ${column(link.course)} AS course, ${column(link.campus)} AS campus, p.attribution
      FROM admitted CROSS JOIN LATERAL json_populate_record(NULL::${name}, admitted.row) AS p
    ),
    eligible AS MATERIALIZED (
      SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM staff WHERE active AND takes_leads AND NOT away
    ),
    taken AS MATERIALIZED (
      SELECT leads_keys_taken(array_agg('e:' || email_key) || array_agg('p:' || phone_key)) AS keys FROM people
    ),
    fresh AS MATERIALIZED (
      SELECT people.*, nextval(pg_get_serial_sequence('applicants', 'id'))::int AS applicant_id,
             CASE WHEN cardinality(eligible.ids) > 0
                  THEN eligible.ids[1 + (nextval('lead_round_robin') % cardinality(eligible.ids))::int] END AS owner_id
      FROM people CROSS JOIN eligible CROSS JOIN taken
      WHERE NOT EXISTS (SELECT 1 FROM people other WHERE other.n <> people.n
                          AND (other.email_key = people.email_key OR other.phone_key = people.phone_key))
        AND NOT coalesce('e:' || people.email_key = ANY (taken.keys), false)
        AND NOT coalesce('p:' || people.phone_key = ANY (taken.keys), false)
    ),
    fresh_applicants AS (
      INSERT INTO applicants (id, name, email, phone, phone_e164, source, course, campus, attribution, owner_id,
                              created_at, updated_at)
      SELECT applicant_id, coalesce(name, ''), email, phone, phone_key, ${scope}, course, campus, attribution, owner_id,
             now(), now()
      FROM fresh
      RETURNING id
    ),
    fresh_keys AS (
      INSERT INTO applicant_keys (key, applicant_id)
      SELECT key, fresh.applicant_id FROM fresh, unnest(ARRAY['e:' || fresh.email_key, 'p:' || fresh.phone_key]) AS key
      WHERE key IS NOT NULL
      ON CONFLICT (key) DO NOTHING
    ),
    fresh_events AS (
      INSERT INTO applicant_events (applicant_id, kind, at, data)
      SELECT applicant_id, 'assigned', now(), jsonb_build_object('owner_id', owner_id, 'round_robin', true)
      FROM fresh WHERE owner_id IS NOT NULL
      UNION ALL
      SELECT applicant_id, 'submission', now(),
             jsonb_build_object('source', ${scope}, 'submission_id', submission_id, 'attribution', attribution)
      FROM fresh
    ),
    linked AS MATERIALIZED (
      SELECT fresh.n, fresh_applicants.id AS applicant_id FROM fresh JOIN fresh_applicants ON fresh_applicants.id = fresh.applicant_id
    ),`;
}

export function createSubmissionWriter(
  knex: Knex,
  limit: number,
  windowSeconds: number,
  options: WriterOptions = {},
): SubmissionWriter {
  const queues = new Map<string, Queue>();
  // The statement's text per table and column list (a form has few shapes: optional fields sent or not), and the
  // name it is prepared under on each connection: parsed and planned once there instead of for every batch (its
  // planning took 2–6 ms, as long as writing a batch of 25). The name comes from the text, so that two writers
  // (tests make several) never give one name to two texts.
  const statements = new Map<string, { sql: string; name: string }>();

  async function run(table: string, batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runOnce(table, batch);
      } catch (error) {
        if (!isTransientAbort(error) || attempt > TRANSIENT_RETRIES) throw error;
      }
    }
  }

  async function runOnce(table: string, batch: Pending[]): Promise<void> {
    const columns = [...new Set(batch.flatMap((post) => Object.keys(post.row)))];
    const keyed = batch.some((post) => post.claim);
    const input = JSON.stringify(batch.map((post) => ({ key: post.key, row: post.row, claim: post.claim })));
    const shape = `${table}(${columns.join(',')})${keyed ? ' keyed' : ''}`;
    const followUp = options.followUp?.(table);
    const link = options.link?.(table);
    let statement = statements.get(shape);
    if (!statement) {
      const sql = batchSql(knex, table, limit, columns, followUp, keyed, link);
      statement = { sql, name: `submissions-${createHash('sha256').update(sql).digest('hex').slice(0, 24)}` };
      statements.set(shape, statement);
    }
    const bindings = [input, ...rateLimitBindings(windowSeconds), ...(followUp?.ctes.bindings ?? [])];
    const result = await knex.raw(statement.sql, bindings).options({ name: statement.name });
    const rows = result.rows as BatchRow[];
    if (rows.length !== batch.length) throw new Error(`A batch of ${batch.length} posts answered ${rows.length} rows`);
    for (const row of rows) {
      batch[row.n - 1].resolve({
        allowed: row.hits <= limit,
        hits: row.hits,
        retryAfterSeconds: row.retry_after,
        ...(row.id === null ? {} : { id: row.id }),
        ...(row.replay ? { replay: true } : {}),
      });
    }
  }

  /**
   * Pumps once the posts that arrived with this one have been read: the event loop's I/O phase parses every request
   * waiting on its sockets before a setImmediate callback runs, so posts that arrived together go together. This
   * matters most on the embedded database, whose statements run on the server's own thread: a statement started at
   * once would have each post go alone while the others wait unread.
   */
  function schedulePump(table: string, queue: Queue) {
    if (queue.scheduled) return;
    queue.scheduled = true;
    setImmediate(() => {
      queue.scheduled = false;
      pump(table);
    });
  }

  function pump(table: string) {
    const queue = queues.get(table);
    if (!queue) return;
    while (queue.pending.length && queue.inFlight < MAX_STATEMENTS_IN_FLIGHT) {
      const batch = queue.pending.splice(0, MAX_BATCH);
      queue.inFlight += 1;
      run(table, batch)
        .catch(async (error: unknown) => {
          // Nothing of a failed statement was written. With the database away, every post hears so (503); otherwise
          // one post's value may be to blame (a constraint no validator knew): each goes again alone.
          if (batch.length === 1 || isDatabaseUnavailable(error)) {
            for (const post of batch) post.reject(error);
            return;
          }
          for (const post of batch) await run(table, [post]).catch((alone: unknown) => post.reject(alone));
        })
        .finally(() => {
          queue.inFlight -= 1;
          pump(table);
        });
    }
  }

  return {
    write(table, key, row, claim) {
      return new Promise<WriteResult>((resolve, reject) => {
        let queue = queues.get(table);
        if (!queue) {
          queue = { pending: [], inFlight: 0, scheduled: false };
          queues.set(table, queue);
        }
        queue.pending.push({ key, row, claim, resolve, reject });
        schedulePump(table, queue);
      });
    },
  };
}
