// TOTP (RFC 6238: 30 s steps, 6 digits, ±1 step of drift) and single-use recovery codes, kept in the database:
// each code is accepted once, even by replicas racing to verify it. Secrets are stored encrypted (totp-keys.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { decryptSecret, encryptSecret, type TotpKeyring } from '../core/totp-keys';
import type { Clock } from '../http/session';

export const TOTP_ISSUER = 'Skyline Institute';
export const RECOVERY_CODE_COUNT = 10;
const STEP_SECONDS = 30;

type TwoFactorRow = {
  staff_id: number;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: Date | null;
  last_used_step: string | number | null;
  enrol_required: boolean;
};

const readRow = (knex: Knex, staffId: number) =>
  knex('staff_two_factor').where({ staff_id: staffId }).first() as Promise<TwoFactorRow | undefined>;

export async function isEnrolled(knex: Knex, staffId: number): Promise<boolean> {
  const row = await readRow(knex, staffId);
  return Boolean(row?.secret);
}

/** After an admin's reset: the member must enrol again at their next sign-in, whatever their role requires. */
export async function mustEnrolAgain(knex: Knex, staffId: number): Promise<boolean> {
  const row = await readRow(knex, staffId);
  return Boolean(row?.enrol_required && !row.secret);
}

export async function recoveryCodesLeft(knex: Knex, staffId: number): Promise<number> {
  const [{ count }] = (await knex('staff_recovery_codes')
    .where({ staff_id: staffId })
    .whereNull('used_at')
    .count({ count: '*' })) as { count: number | string }[];
  return Number(count);
}

/** Starts (or restarts) an enrolment: a new secret kept aside until a code from it is confirmed. */
export async function beginEnrolment(
  knex: Knex,
  keys: TotpKeyring,
  staffId: number,
  email: string,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const secret = generateSecret();
  await knex.raw(
    `INSERT INTO staff_two_factor (staff_id, pending_secret) VALUES (?, ?)
     ON CONFLICT (staff_id) DO UPDATE SET pending_secret = excluded.pending_secret`,
    [staffId, encryptSecret(keys, staffId, secret)],
  );
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  // A data: URL, so the page needs no second request and the CSP's img-src data: covers it.
  const qrCode = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
  return { secret, otpauthUri, qrCode };
}

/** The matched time step when `code` is right for `secret` within ±1 step of the clock and after `afterStep`. */
async function matchTotp(secret: string, code: string, clock: Clock, afterStep: number | null) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(clock() / 1000),
    // Half a step each way reaches exactly the previous and the next step from anywhere inside the current one.
    epochTolerance: STEP_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * Confirms an enrolment with a code from the new secret: the secret becomes the member's, the code's step is spent,
 * and ten new recovery codes replace any old ones. Returns the codes (shown once) or undefined for a wrong code.
 */
export async function confirmEnrolment(
  knex: Knex,
  keys: TotpKeyring,
  staffId: number,
  code: string,
  clock: Clock,
): Promise<string[] | undefined> {
  const row = await readRow(knex, staffId);
  if (!row?.pending_secret) return undefined;
  const pending = decryptSecret(keys, staffId, row.pending_secret);
  const step = await matchTotp(pending, code.replace(/\s/g, ''), clock, null);
  if (step === undefined) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await knex.transaction(async (trx) => {
    const updated = await trx('staff_two_factor')
      .where({ staff_id: staffId, pending_secret: row.pending_secret })
      .update({
        secret: row.pending_secret,
        pending_secret: null,
        enabled_at: trx.fn.now(),
        last_used_step: step,
        enrol_required: false,
      });
    if (updated !== 1) return false;
    await replaceRecoveryCodes(trx, staffId, codes);
    return true;
  });
  return confirmed ? codes : undefined;
}

/** New recovery codes for an enrolled member; the old ones stop working. */
export async function regenerateRecoveryCodes(knex: Knex, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await knex.transaction((trx) => replaceRecoveryCodes(trx, staffId, codes));
  return codes;
}

export async function disableTwoFactor(knex: Knex, staffId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('staff_recovery_codes').where({ staff_id: staffId }).delete();
    await trx('staff_two_factor').where({ staff_id: staffId }).delete();
  });
}

/**
 * An admin's reset (a lost phone): the secret and recovery codes are gone, every session of the member ends, and
 * they enrol again at their next sign-in. Pass the transaction that records who did it.
 */
export async function resetTwoFactor(trx: Knex.Transaction, staffId: number): Promise<void> {
  await trx('staff_recovery_codes').where({ staff_id: staffId }).delete();
  await trx.raw(
    `INSERT INTO staff_two_factor (staff_id, enrol_required) VALUES (?, true)
     ON CONFLICT (staff_id) DO UPDATE SET secret = NULL, pending_secret = NULL, enabled_at = NULL,
       last_used_step = NULL, enrol_required = true`,
    [staffId],
  );
  await trx('sessions')
    .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(staffId)])
    .delete();
}

/**
 * Checks a second factor: a 6-digit TOTP code (each time step once) or a recovery code (each once).
 * Spending is one conditional UPDATE, so two requests with the same code cannot both pass.
 */
export async function verifySecondFactor(
  knex: Knex,
  keys: TotpKeyring,
  staffId: number,
  input: string,
  clock: Clock,
): Promise<'totp' | 'recovery' | undefined> {
  const code = input.replace(/\s/g, '');
  const row = await readRow(knex, staffId);
  if (!row?.secret) return undefined;
  if (/^\d{6}$/.test(code)) {
    const lastStep = row.last_used_step === null ? null : Number(row.last_used_step);
    const step = await matchTotp(decryptSecret(keys, staffId, row.secret), code, clock, lastStep);
    if (step === undefined) return undefined;
    const spent = await knex('staff_two_factor')
      .where({ staff_id: staffId })
      .where((query) => query.whereNull('last_used_step').orWhere('last_used_step', '<', step))
      .update({ last_used_step: step });
    return spent === 1 ? 'totp' : undefined;
  }
  const normalised = normaliseRecoveryCode(code);
  if (!normalised) return undefined;
  const used = await knex('staff_recovery_codes')
    .where({ staff_id: staffId, code_hash: hashRecoveryCode(normalised) })
    .whereNull('used_at')
    .update({ used_at: knex.fn.now() });
  return used > 0 ? 'recovery' : undefined;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 16 characters from a 31-letter alphabet without look-alikes (about 79 bits), shown as xxxx-xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(32);
  let code = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every letter equally likely.
    if (byte >= RECOVERY_ALPHABET.length * 8) continue;
    code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    if (code.length === 16) break;
  }
  if (code.length < 16) return newRecoveryCode();
  return code.match(/.{4}/g)?.join('-') ?? code;
}

function normaliseRecoveryCode(input: string): string | undefined {
  const bare = input.toLowerCase().replace(/-/g, '');
  return /^[a-z0-9]{16}$/.test(bare) ? bare : undefined;
}

const hashRecoveryCode = (normalised: string) => createHash('sha256').update(normalised).digest('hex');

async function replaceRecoveryCodes(trx: Knex.Transaction, staffId: number, codes: string[]): Promise<void> {
  await trx('staff_recovery_codes').where({ staff_id: staffId }).delete();
  await trx('staff_recovery_codes').insert(
    codes.map((code) => ({ staff_id: staffId, code_hash: hashRecoveryCode(normaliseRecoveryCode(code) as string) })),
  );
}
