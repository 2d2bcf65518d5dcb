// Sign-in throttling: every attempt is counted in the database before its password is checked, per (e-mail,
// address) pair, per address, and against a slower per-e-mail ceiling that spares the addresses an account
// already signs in from, so brute force stays expensive without letting a stranger lock staff out.
import type { Knex } from 'knex';
import { tooManyRequests } from '../http/errors';
import { countHitsSql, rateLimitBindings, rateLimitSubject } from '../http/rate-limit';

/** Attempts one e-mail may make from one address per window: a typist's mistakes, not a dictionary. */
export const SIGN_IN_PER_PAIR = { limit: 5, windowSeconds: 15 * 60 } as const;
/** Attempts one address may make across all e-mails per window (a password sprayed over many accounts). */
export const SIGN_IN_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 } as const;
/** Attempts on one e-mail from addresses it has never signed in from, all together, per window. */
export const SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES = { limit: 20, windowSeconds: 60 * 60 } as const;
/** A successful sign-in makes its address a usual one for that e-mail for this long. */
export const USUAL_ADDRESS_DAYS = 90;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts, please try again later';

/**
 * The one spelling an e-mail is counted under, or undefined when it cannot be a staff account. Only ASCII is
 * accepted: JavaScript and PostgreSQL lower-case other letters differently (`İ`, `K`, `ſ`), so a Unicode spelling
 * could find the account in the database while being counted under another key. ASCII lower-casing here is never
 * finer than the database's `lower()`, so every spelling that finds an account shares its counters.
 */
export function signInEmailKey(email: string): string | undefined {
  const trimmed = email.trim();
  if (!/^[\x21-\x7e]+$/.test(trimmed)) return undefined;
  return trimmed.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * Whether staff can sign in with this e-mail: ASCII (see signInEmailKey), one @, and a host that may be a single
 * name such as `localhost` (the development account the start banner offers to reset is `admin@localhost`).
 */
export function isStaffEmail(email: string): boolean {
  return /^[\x21-\x3f\x41-\x7e]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(
    email,
  );
}

const pairKey = (emailKey: string, address: string) => `login-pair:${emailKey}|${address}`;
const addressKey = (address: string) => `login-address:${address}`;
const emailKey = (email: string) => `login-email:${email}`;

type CountedRow = { key: string; hits: number; retry_after: number };

export type SignInAttempt = {
  /** The password matched: forget this pair's count, give back the other hits and remember the address. */
  succeeded(): Promise<void>;
};

/** Takes back one hit counted for an attempt that succeeded, so staff signing in do not use up their address's limit. */
async function refundHit(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).where('hits', '>', 0).decrement('hits', 1);
}

/**
 * Counts this attempt before its password is checked (atomic upserts, so concurrent attempts cannot all slip under
 * a limit) and throws 429 when any counter is over its limit.
 */
export async function admitSignInAttempt(knex: Knex, email: string, clientAddress: string): Promise<SignInAttempt> {
  const key = signInEmailKey(email);
  if (key === undefined) throw new Error('admitSignInAttempt needs an e-mail accepted by signInEmailKey');
  const address = rateLimitSubject(clientAddress);
  const pair = pairKey(key, address);
  // Two statements, each one atomic upsert: the pair and the address (same window), then the e-mail's ceiling,
  // which counts nothing (no row) when this address is one the e-mail has signed in from lately.
  const [local, ceiling] = await Promise.all([
    knex.raw(countHitsSql('VALUES (?, now(), 1), (?, now(), 1)'), [
      pair,
      addressKey(address),
      ...rateLimitBindings(SIGN_IN_PER_PAIR.windowSeconds),
    ]),
    knex.raw(
      countHitsSql(`SELECT ?, now(), 1 WHERE NOT EXISTS (
         SELECT 1 FROM sign_in_addresses
         WHERE email_key = ? AND address = ? AND last_success_at > now() - make_interval(days => ?))`),
      [
        emailKey(key),
        key,
        address,
        USUAL_ADDRESS_DAYS,
        ...rateLimitBindings(SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES.windowSeconds),
      ],
    ),
  ]);
  const limits = new Map([
    [pair, SIGN_IN_PER_PAIR.limit],
    [addressKey(address), SIGN_IN_PER_ADDRESS.limit],
    [emailKey(key), SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES.limit],
  ]);
  const counted = [...local.rows, ...ceiling.rows] as CountedRow[];
  const blocked = counted.filter((row) => row.hits > (limits.get(row.key) ?? 0));
  if (blocked.length) throw tooManyRequests(Math.max(...blocked.map((row) => row.retry_after)), TOO_MANY_SIGN_INS);

  return {
    async succeeded() {
      await knex('rate_limits').where({ key: pair }).delete();
      await Promise.all(counted.filter((row) => row.key !== pair).map((row) => refundHit(knex, row.key)));
      await knex.raw(
        `INSERT INTO sign_in_addresses (email_key, address, last_success_at) VALUES (?, ?, now())
         ON CONFLICT (email_key, address) DO UPDATE SET last_success_at = now()`,
        [key, address],
      );
      // Sign-ins are rare, so each one may sweep the addresses no longer usual.
      await knex('sign_in_addresses')
        .whereRaw('last_success_at < now() - make_interval(days => ?)', [USUAL_ADDRESS_DAYS])
        .delete();
    },
  };
}
