// Fixed-window rate limits counted in the database, so every replica shares one count.
import { isIPv6 } from 'node:net';
import type { Knex } from 'knex';

export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/**
 * Counts hits in the `rate_limits` upsert: `source` is a VALUES or SELECT giving (key, now(), hits to add), one row
 * per key; a window that has passed starts again with those hits, otherwise they are added. Returns each key's
 * hits so far and the seconds until its window ends. Bindings: `rateLimitBindings(windowSeconds)` after `source`'s.
 */
export const countHitsSql = (source: string) => `INSERT INTO rate_limits AS r (key, window_start, hits) ${source}
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ?) THEN now() ELSE r.window_start END,
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => ?) THEN excluded.hits
                   ELSE r.hits + excluded.hits END
     RETURNING key, hits,
       GREATEST(1, CEIL(EXTRACT(EPOCH FROM (r.window_start + make_interval(secs => ?) - now()))))::int AS retry_after`;

export const rateLimitBindings = (windowSeconds: number) => [windowSeconds, windowSeconds, windowSeconds];

const HIT_SQL = countHitsSql('VALUES (?, now(), 1)');

/** Counts one hit for `key` in a window of `windowSeconds` and says whether it is within `limit`. One statement. */
export async function hitRateLimit(
  knex: Knex,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const result = await knex.raw(HIT_SQL, [key, ...rateLimitBindings(windowSeconds)]);
  const row = result.rows[0] as { hits: number; retry_after: number };
  return { allowed: row.hits <= limit, hits: row.hits, retryAfterSeconds: row.retry_after };
}

/** Reads the count without adding a hit (e.g. to refuse a sign-in before checking the password). */
export async function peekRateLimit(
  knex: Knex,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const row = (await knex('rate_limits')
    .select(
      'hits',
      knex.raw(
        'GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ?) - now()))))::int AS retry_after',
        [windowSeconds],
      ),
    )
    .where({ key })
    .whereRaw('window_start > now() - make_interval(secs => ?)', [windowSeconds])
    .first()) as { hits: number; retry_after: number } | undefined;
  if (!row) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  return { allowed: row.hits < limit, hits: row.hits, retryAfterSeconds: row.retry_after };
}

export async function clearRateLimit(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).delete();
}

/** Old windows are dead weight; any replica may sweep them. */
export async function sweepRateLimits(knex: Knex, olderThanSeconds = 86_400): Promise<void> {
  await knex('rate_limits').whereRaw('window_start < now() - make_interval(secs => ?)', [olderThanSeconds]).delete();
}

/**
 * The address a rate limit counts: IPv4 as is, IPv6 by its /64 network, since one household or phone
 * is handed a whole /64 and could otherwise step through its addresses.
 */
export function rateLimitSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
