// Who may see a person's data on the "Your data" page: a one-time code e-mailed to an address proves its owner is
// asking, and opens that address's data (never a phone's: a phone number proves nothing) for a few minutes. Codes
// and grants live in PostgreSQL (migration 20261128100100), only as hashes, so every replica sees the same ones.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import type { Language } from '../../../common/languages';
import {
  ACCESS_CODE_ATTEMPTS,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MINUTES,
  ACCESS_GRANT_MINUTES,
  YOUR_DATA_API,
} from '../../../common/your-data';
import type { Config } from '../../core/config';
import { HttpError, unauthorized } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { findPerson } from '../personal-data';

export const GRANT_COOKIE = 'skyline_your_data';
/** A person held under more addresses than this gets codes at the first ones only (a phone shared by a family). */
const MAX_CODE_ADDRESSES = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);
const minutesFrom = (now: number, minutes: number) => new Date(now + minutes * 60_000);

/** What the visitor typed: an e-mail address (case-folded) or a phone number (E.164). */
export type Contact = { email: string } | { phone: string };

/** A challenge opened for a code request: the token goes to the browser, the id and expiry to `sendCodes`. */
export type OpenChallenge = { token: string; id: string; expiresAt: Date };

/**
 * Opens a challenge: the same one statement whoever asked and whatever we hold, so the answer that follows it says
 * nothing about the typed e-mail or phone (issue 36, item 9: a phone on file answered 20 ms later).
 */
export async function openChallenge(knex: Knex, now: number): Promise<OpenChallenge> {
  const token = randomBytes(24).toString('base64url');
  const id = sha256(token);
  const expiresAt = minutesFrom(now, ACCESS_CODE_MINUTES);
  await knex('data_access_challenges').insert({ id, expires_at: expiresAt });
  return { token, id, expiresAt };
}

/**
 * Queues a code to each address `contact` may open: the typed e-mail itself (whether or not we hold anything: its
 * owner then sees that nothing is held), or every address held with the typed phone. For a phone this is the
 * lookup whose time would tell, so the route runs it after answering. `language`: of the page the visitor asked from.
 */
export async function sendCodes(
  knex: Knex,
  challenge: OpenChallenge,
  contact: Contact,
  language: Language = 'en',
): Promise<void> {
  await knex.transaction(async (trx) => {
    const addresses = 'email' in contact ? [contact.email] : (await findPerson(trx, { phone: contact.phone })).emails;
    for (const email of addresses.slice(0, MAX_CODE_ADDRESSES)) {
      const code = String(randomInt(0, 10 ** ACCESS_CODE_LENGTH)).padStart(ACCESS_CODE_LENGTH, '0');
      await trx('data_access_codes').insert({
        challenge_id: challenge.id,
        email,
        code_hash: codeHash(challenge.id, code),
      });
      await enqueueMail(trx, {
        template: 'data_access_code',
        to: [email],
        // In the language of the page it was asked from (English needs no mention).
        params: { code, expires_at: challenge.expiresAt.toISOString(), ...(language === 'en' ? {} : { language }) },
      });
    }
  });
}

const codeGone = (message: string) => new HttpError(410, message, { fields: { code: message } });

/**
 * Checks `code` against the challenge: a right one ends the challenge and opens a grant for the address it was
 * sent to; a wrong one counts a try (the count commits before the refusal). Expired, used or exhausted: 410.
 */
export async function redeemCode(
  knex: Knex,
  challengeToken: string,
  code: string,
  now: number,
): Promise<{ token: string; email: string; expiresAt: Date }> {
  const id = sha256(challengeToken);
  const outcome = await knex.transaction(async (trx) => {
    const challenge = (await trx('data_access_challenges').where({ id }).forUpdate().first()) as
      | { attempts: number; expires_at: Date }
      | undefined;
    if (!challenge || new Date(challenge.expires_at).getTime() <= now) return { kind: 'expired' as const };
    if (challenge.attempts >= ACCESS_CODE_ATTEMPTS) return { kind: 'exhausted' as const };
    const match = (await trx('data_access_codes')
      .where({ challenge_id: id, code_hash: codeHash(id, code) })
      .first('email')) as { email: string } | undefined;
    if (!match) {
      await trx('data_access_challenges').where({ id }).increment('attempts', 1);
      return { kind: 'wrong' as const, left: ACCESS_CODE_ATTEMPTS - challenge.attempts - 1 };
    }
    await trx('data_access_challenges').where({ id }).delete();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = minutesFrom(now, ACCESS_GRANT_MINUTES);
    await trx('data_access_grants').insert({ token_hash: sha256(token), email: match.email, expires_at: expiresAt });
    return { kind: 'granted' as const, token, email: match.email, expiresAt };
  });
  if (outcome.kind === 'expired') throw codeGone('This code has expired or was already used. Ask for a new code.');
  if (outcome.kind === 'exhausted' || (outcome.kind === 'wrong' && outcome.left <= 0))
    throw codeGone('Too many wrong codes: this one no longer works. Ask for a new code.');
  if (outcome.kind === 'wrong') {
    const message = `This code is not right. You have ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.`;
    throw new HttpError(400, message, { fields: { code: message } });
  }
  return outcome;
}

export type Grant = { id: number; email: string; expiresAt: Date; accessRequestId: number | null };

function grantToken(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === GRANT_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** The request's live grant, or 401: the visitor must ask for a code first (or again). */
export async function requireGrant(knex: Knex | Knex.Transaction, req: Request, now: number): Promise<Grant> {
  const token = grantToken(req);
  const row = token
    ? ((await knex('data_access_grants')
        .where({ token_hash: sha256(token) })
        .first()) as { id: number; email: string; expires_at: Date; access_request_id: number | null } | undefined)
    : undefined;
  if (!row || new Date(row.expires_at).getTime() <= now)
    throw unauthorized('Your access to your data has ended or was never opened: ask for a new code.');
  return {
    id: Number(row.id),
    email: row.email.toLowerCase(),
    expiresAt: new Date(row.expires_at),
    accessRequestId: row.access_request_id,
  };
}

/** HttpOnly, this site only, sent to this API only, gone when the grant ends. */
export function setGrantCookie(res: Response, config: Config, token: string | null, expiresAt?: Date) {
  const options = { httpOnly: true, sameSite: 'strict' as const, secure: config.isProduction, path: YOUR_DATA_API };
  if (token) res.cookie(GRANT_COOKIE, token, { ...options, expires: expiresAt });
  else res.clearCookie(GRANT_COOKIE, options);
}

/** Drops codes and grants that can no longer be used (any replica may; each row goes once). */
export async function sweepExpired(knex: Knex, now: number): Promise<void> {
  const before = new Date(now);
  await knex('data_access_challenges').where('expires_at', '<', before).delete();
  await knex('data_access_grants').where('expires_at', '<', before).delete();
}
