// Idempotency-Key support: the first answer to a keyed post is stored in the same transaction as the row it
// created, so a retry (a phone on a bad network) gets that answer back and nothing is written twice. The key is
// bound to a hash of the request it first came with: the same key with another body is refused, never answered
// with the first request's answer (that would silently drop the second visitor's submission).
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { badRequest, HttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 200;
/** Keys older than this are swept; a retry comes within minutes, not days. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 86_400;

export type StoredAnswer = { status: number; body: Record<string, unknown> };
export type IdempotentResult = StoredAnswer & { replayed: boolean };

const PRINTABLE = /^[\x20-\x7e]+$/;

export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_HEADER} was already used for a different submission; send each new submission with a new key`;

/** How deep a body is written by plain recursion; a form's is two levels (its consent object), a hostile one deeper. */
const RECURSION_DEPTH = 32;

/**
 * JSON with object keys sorted, so the same body hashes alike whatever order a client writes its fields in. A body
 * nested deeper than RECURSION_DEPTH is written by `stackedCanonicalJson` instead, so that a hostile body nested
 * thousands deep (JSON.parse takes it) cannot overflow the call stack and turn into a 500.
 */
export function canonicalJson(root: unknown): string {
  const write = (value: unknown, depth: number): string => {
    if (depth > RECURSION_DEPTH) throw new RangeError('nested too deep to recurse');
    if (Array.isArray(value)) return `[${value.map((item) => write(item, depth + 1)).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const fields = Object.keys(record)
        .sort()
        .map((name) => `${JSON.stringify(name)}:${write(record[name], depth + 1)}`);
      return `{${fields.join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
  };
  try {
    return write(root, 0);
  } catch (error) {
    if (error instanceof RangeError) return stackedCanonicalJson(root);
    throw error;
  }
}

/** canonicalJson built with an explicit stack, not recursion, for bodies of any depth. */
export function stackedCanonicalJson(root: unknown): string {
  const out: string[] = [];
  const pending: unknown[] = [root];
  const LITERAL = Symbol('literal');
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'object' && value !== null && LITERAL in value) {
      out.push((value as { [LITERAL]: string })[LITERAL]);
    } else if (Array.isArray(value)) {
      const parts: unknown[] = [{ [LITERAL]: '[' }];
      for (const [index, item] of value.entries()) {
        if (index) parts.push({ [LITERAL]: ',' });
        parts.push(item);
      }
      parts.push({ [LITERAL]: ']' });
      pending.push(...parts.reverse());
    } else if (value !== null && typeof value === 'object') {
      const parts: unknown[] = [{ [LITERAL]: '{' }];
      for (const [index, name] of Object.keys(value).sort().entries()) {
        parts.push(
          { [LITERAL]: `${index ? ',' : ''}${JSON.stringify(name)}:` },
          (value as Record<string, unknown>)[name],
        );
      }
      parts.push({ [LITERAL]: '}' });
      pending.push(...parts.reverse());
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
  }
  return out.join('');
}

/** The fingerprint a key is bound to: the form (or other target) and its parsed body. */
export function requestHash(target: string, body: unknown): string {
  return createHash('sha256').update(target).update('\n').update(canonicalJson(body)).digest('base64url');
}

/** The header's key, undefined when absent; a present but unusable key is a 400, never silently ignored. */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX || !PRINTABLE.test(key))
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters`);
  return key;
}

/**
 * Runs `work` in a transaction. With a key, the key is claimed first in that same transaction: a concurrent
 * duplicate blocks on the claim until the first commits, then finds the stored answer and writes nothing.
 * A duplicate whose `hash` (see requestHash) differs from the first request's is a 422. If `work` throws, the
 * rollback releases the key too.
 */
export async function runIdempotent(
  knex: Knex,
  scope: string,
  key: string | undefined,
  hash: string,
  work: (db: Knex | Knex.Transaction) => Promise<StoredAnswer>,
): Promise<IdempotentResult> {
  // Without a key there is nothing to pair the work with: one INSERT … RETURNING is atomic on its own, and skipping
  // BEGIN and COMMIT halves the round trips of a visitor's post.
  if (key === undefined) return { ...(await work(knex)), replayed: false };
  return knex.transaction(async (trx) => {
    if (key !== undefined) {
      // The placeholder answer is overwritten before commit, so no other transaction ever sees it.
      const claimed = await trx.raw(
        `INSERT INTO idempotency_keys (scope, key, status, body, request_hash) VALUES (?, ?, 0, '{}'::jsonb, ?)
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [scope, key, hash],
      );
      if (claimed.rows.length === 0) return storedAnswer(trx, scope, key, hash);
    }
    const answer = await work(trx);
    if (key !== undefined)
      await trx('idempotency_keys')
        .where({ scope, key })
        .update({ status: answer.status, body: JSON.stringify(answer.body) });
    return { ...answer, replayed: false };
  });
}

/**
 * The answer a key was first given, for a retry that found its key claimed: a 422 if the key came with another
 * request, a 409 if the key is gone (swept between the claim and this read: next to impossible; refuse rather than
 * risk a duplicate).
 */
export async function storedAnswer(
  knex: Knex | Knex.Transaction,
  scope: string,
  key: string,
  hash: string,
): Promise<IdempotentResult> {
  const stored = (await knex('idempotency_keys')
    .select('status', 'body', 'request_hash')
    .where({ scope, key })
    .first()) as { status: number; body: Record<string, unknown> | string; request_hash: string | null } | undefined;
  if (!stored) throw new HttpError(409, `${IDEMPOTENCY_HEADER} was just used, please retry`);
  // A key stored before hashes were kept (NULL) is still replayed: it was bound to nothing then.
  if (stored.request_hash !== null && stored.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  const body = typeof stored.body === 'string' ? JSON.parse(stored.body) : stored.body;
  return { status: stored.status, body, replayed: true };
}

/** Deletes keys past their useful life; any replica may run it. */
export async function sweepIdempotencyKeys(
  knex: Knex,
  olderThanSeconds = IDEMPOTENCY_KEY_TTL_SECONDS,
): Promise<number> {
  return knex('idempotency_keys')
    .whereRaw('created_at < now() - make_interval(secs => ?)', [olderThanSeconds])
    .delete();
}
