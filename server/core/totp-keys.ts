// TOTP secrets are stored encrypted (AES-256-GCM, node:crypto), so a dump of the database alone does not let anyone
// compute a member's codes. The keys come from TOTP_KEY (a comma-separated list: the first encrypts, every one
// decrypts, so a key is rotated by putting the new one first), or in development from a key made once in DATA_DIR.
// A stored value names its key by a fingerprint, so no key id has to be configured.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';

const PREFIX = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TotpKey = { id: string; key: Buffer };
/** The keys in order: the first encrypts, all decrypt. */
export type TotpKeyring = readonly TotpKey[];

/** A key's name in stored values: the start of its SHA-256, which says nothing about the key itself. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** One key: 32 bytes written as 64 hex digits or in base64 (standard or URL-safe, padded or not). */
function decodeKey(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined;
  const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : undefined;
}

/** Parses TOTP_KEY; undefined when any entry is not a 32-byte key (the configuration says so and stops). */
export function parseTotpKeys(text: string): TotpKeyring | undefined {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const keys = entries.map(decodeKey);
  if (!keys.length || keys.some((key) => !key)) return undefined;
  return (keys as Buffer[]).map((key) => ({ id: keyId(key), key }));
}

/** TOTP_KEY, or (never in production) a key made once and kept in DATA_DIR, as the session secret is. */
export function resolveTotpKeys(config: {
  totpKeys: TotpKeyring | undefined;
  isProduction: boolean;
  dataDir: string;
}): TotpKeyring {
  if (config.totpKeys) return config.totpKeys;
  if (config.isProduction) throw new Error('TOTP_KEY is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'totp-key');
  try {
    const kept = parseTotpKeys(fs.readFileSync(file, 'utf8').trim());
    if (kept) return kept;
  } catch {
    // not made yet
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  // Exclusive create: two processes starting together keep the first key, not one each.
  try {
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch {
    const kept = parseTotpKeys(fs.readFileSync(file, 'utf8').trim());
    if (kept) return kept;
    throw new Error(`${file} does not hold a TOTP key; delete it to make a new one`);
  }
  return [{ id: keyId(key), key }];
}

export const isEncrypted = (stored: string) => stored.startsWith(`${PREFIX}:`);

/** Bound to the member: a value copied onto another member's row does not decrypt. */
const associatedData = (staffId: number) => Buffer.from(`staff_two_factor:${staffId}`);

export function encryptSecret(keys: TotpKeyring, staffId: number, secret: string): string {
  const [{ id, key }] = keys;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(staffId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [PREFIX, id, iv.toString('base64url'), sealed.toString('base64url')].join(':');
}

/** A value written before encryption (clear base32) is returned as it is until sealTotpSecrets rewrites it. */
export function decryptSecret(keys: TotpKeyring, staffId: number, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const [, id, ivText, sealedText] = stored.split(':');
  const found = keys.find((entry) => entry.id === id);
  if (!found) throw new Error(`TOTP secret of staff ${staffId} is under key ${id}, which TOTP_KEY does not hold`);
  const sealed = Buffer.from(sealedText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', found.key, Buffer.from(ivText, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(associatedData(staffId));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

type SecretRow = { staff_id: number; secret: string | null; pending_secret: string | null };

/**
 * Encrypts every secret still in clear, and re-encrypts under the first key those under an older one (rotation).
 * Run at each start after the migrations: it needs the key, which Knex migrations do not have (see docs/deploy.md).
 * Each row is rewritten only if unchanged since read, so replicas starting together do not undo each other.
 */
export async function sealTotpSecrets(knex: Knex, keys: TotpKeyring): Promise<number> {
  const current = `${PREFIX}:${keys[0].id}:`;
  const rows = (await knex('staff_two_factor')
    .select('staff_id', 'secret', 'pending_secret')
    .where((query) =>
      query
        .where((q) => q.whereNotNull('secret').whereNot('secret', 'like', `${current}%`))
        .orWhere((q) => q.whereNotNull('pending_secret').whereNot('pending_secret', 'like', `${current}%`)),
    )) as SecretRow[];
  let sealed = 0;
  for (const row of rows) {
    const reseal = (value: string | null) =>
      value === null || value.startsWith(current)
        ? value
        : encryptSecret(keys, row.staff_id, decryptSecret(keys, row.staff_id, value));
    sealed += await knex('staff_two_factor')
      .where({ staff_id: row.staff_id })
      .where((q) => (row.secret === null ? q.whereNull('secret') : q.where('secret', row.secret)))
      .where((q) =>
        row.pending_secret === null ? q.whereNull('pending_secret') : q.where('pending_secret', row.pending_secret),
      )
      .update({ secret: reseal(row.secret), pending_secret: reseal(row.pending_secret) });
  }
  return sealed;
}
