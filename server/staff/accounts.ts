// Staff accounts: argon2id hashes, create-or-reset, and the accounts made at start (ADMIN_EMAIL, dev admin).
// Every password set here passes the one policy (password-policy.ts) first.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { StaffRole } from '../../common/enums';
import type { Config } from '../core/config';
import type { Database } from '../db/index';
import { assertPasswordAllowed } from './password-policy';

export { PASSWORD_MIN_LENGTH, PasswordPolicyError } from './password-policy';

export type StaffAccount = { id: number; email: string; password_hash: string; role: StaffRole; active: boolean };

/**
 * argon2id's cost (PASSWORD_HASH_COST). `standard` is the library's defaults (64 MiB, 3 passes, 4 lanes); `test` is
 * the least argon2 accepts, so that test suites, which sign in thousands of times, do not spend their time hashing.
 * The configuration refuses `test` in production. A hash records its own cost: either verifies the other's.
 */
export const PASSWORD_HASH_COSTS = {
  standard: {},
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

// Each process sets it from its configuration (start.ts, cli/staff.ts; Jest's tests/helpers/password-cost.ts).
let hashCost: PasswordHashCost = 'standard';
export function setPasswordHashCost(cost: PasswordHashCost): void {
  hashCost = cost;
}

export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_COSTS[hashCost] });

// Verified when the e-mail is unknown, so both failures cost one argon2 verification at the cost new hashes get.
const dummyHashes: Partial<Record<PasswordHashCost, Promise<string>>> = {};
const getDummyHash = () => {
  const hash = dummyHashes[hashCost] ?? hashPassword(randomBytes(24).toString('hex'));
  dummyHashes[hashCost] = hash;
  return hash;
};

export async function findStaffByEmail(knex: Knex, email: string): Promise<StaffAccount | undefined> {
  return knex('staff')
    .select('id', 'email', 'password_hash', 'role', 'active')
    .whereRaw('lower(email) = lower(?)', [email.trim()])
    .first();
}

/** The account when e-mail and password match; undefined otherwise, after the same amount of work. */
export async function verifyStaffPassword(
  knex: Knex,
  email: string,
  password: string,
): Promise<{ id: number; email: string; role: StaffRole } | undefined> {
  const account = await findStaffByEmail(knex, email);
  const hash = account?.password_hash ?? (await getDummyHash());
  let matches = false;
  try {
    matches = await argon2.verify(hash, password);
  } catch {
    matches = false;
  }
  // A deactivated member gets the same answer as a wrong password: nothing tells a guesser the account exists.
  return account?.active && matches ? { id: account.id, email: account.email, role: account.role } : undefined;
}

/** A password link left unused must not outlive a new password or a deactivation: anyone holding it could sign in. */
export async function revokePasswordLinks(knex: Knex | Knex.Transaction, staffId: number): Promise<void> {
  await knex('staff_password_links').where({ staff_id: staffId }).whereNull('used_at').delete();
}

/** Creates the account, or sets a new password on an existing one and signs it out everywhere. */
export async function createOrResetStaff(
  knex: Knex,
  email: string,
  password: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await findStaffByEmail(knex, email);
  const name = existing
    ? ((await knex('staff').where({ id: existing.id }).first('name')) as { name: string } | undefined)?.name
    : undefined;
  await assertPasswordAllowed(password, { email, name });
  const passwordHash = await hashPassword(password);
  if (existing) {
    await knex('staff').where({ id: existing.id }).update({ password_hash: passwordHash });
    await revokePasswordLinks(knex, existing.id);
    // A reset usually follows a leak: the old sessions must not outlive it.
    await knex('sessions')
      .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(existing.id)])
      .delete();
    return { id: existing.id, created: false };
  }
  const [row] = await knex('staff').insert({ email: email.trim(), password_hash: passwordHash }).returning('id');
  return { id: (row as { id: number }).id, created: true };
}

/**
 * A member changes their own password: the policy, a new hash, and every other session of theirs ended (the one
 * they are using stays, so changing a password does not sign them out).
 */
export async function changeOwnPassword(
  knex: Knex,
  staffId: number,
  password: string,
  keepSessionId: string,
): Promise<void> {
  const account = (await knex('staff').select('email', 'name').where({ id: staffId }).first()) as
    | { email: string; name: string }
    | undefined;
  if (!account) throw new Error(`No staff account ${staffId}`);
  await assertPasswordAllowed(password, account);
  const passwordHash = await hashPassword(password);
  await knex.transaction(async (trx) => {
    await trx('staff').where({ id: staffId }).update({ password_hash: passwordHash });
    await trx('sessions')
      .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(staffId)])
      .whereNot({ sid: keepSessionId })
      .delete();
    await revokePasswordLinks(trx, staffId);
  });
}

/**
 * Creates the account unless one with that e-mail exists (any letter case), in one statement: replicas starting
 * together with the same ADMIN_EMAIL must not both insert it (the loser would crash on the unique index).
 */
async function createStaffIfAbsent(knex: Knex, email: string, password: string): Promise<boolean> {
  await assertPasswordAllowed(password, { email });
  const passwordHash = await hashPassword(password);
  const inserted = await knex.raw(
    'INSERT INTO staff (email, password_hash) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING id',
    [email.trim(), passwordHash],
  );
  return inserted.rows.length > 0;
}

export async function bootstrapStaff(deps: { db: Database; config: Config; logger: Logger }): Promise<void> {
  const { db, config, logger } = deps;
  const { knex } = db;
  if (config.adminEmail && config.adminPassword) {
    if (
      !(await findStaffByEmail(knex, config.adminEmail)) &&
      (await createStaffIfAbsent(knex, config.adminEmail, config.adminPassword))
    )
      logger.info({ email: config.adminEmail }, 'staff account created from ADMIN_EMAIL');
  }
  if (config.env !== 'development') return;
  const [{ count }] = (await knex('staff').count({ count: '*' })) as { count: number }[];
  if (Number(count) > 0) return;
  const password = randomBytes(12).toString('base64url');
  if (!(await createStaffIfAbsent(knex, 'admin@localhost', password))) return;
  // Printed once, on purpose: a newcomer needs it to sign in and it is never stored in clear.
  console.log(
    `\nA first staff account was created for development:\n  e-mail:   admin@localhost\n  password: ${password}\nChange it with: npm run staff -- add admin@localhost\n`,
  );
}
