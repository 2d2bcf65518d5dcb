// Issue 36 item 14: TOTP secrets are encrypted at rest (AES-256-GCM, TOTP_KEY), so a dump of the database alone does
// not give anyone the codes; secrets stored in clear before are sealed at start; a key is rotated by a list.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSecret } from 'otplib';
import { ConfigError, loadConfig } from '../server/core/config';
import {
  decryptSecret,
  encryptSecret,
  parseTotpKeys,
  resolveTotpKeys,
  sealTotpSecrets,
} from '../server/core/totp-keys';
import type { Database } from '../server/db/index';
import { createOrResetStaff } from '../server/staff/accounts';
import { clockedApp, passwordStep, totpAt } from './helpers/clocked-app';
import { backends, TEST_TOTP_KEY, useFreshDatabase } from './helpers/context';

const PASSWORD = 'correct-horse-battery';
const NEW_KEY = randomBytes(32).toString('base64');

describe('TOTP_KEY', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), EMBEDDED_DATABASE: '1' };

  it('is required in production, and must be 32-byte keys in hex or base64', () => {
    expect(() => loadConfig(production)).toThrow(/TOTP_KEY is required when NODE_ENV=production/);
    for (const bad of ['short', 'ab'.repeat(31), randomBytes(16).toString('base64'), `${'ab'.repeat(32)},nope`])
      expect(() => loadConfig({ ...production, TOTP_KEY: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TOTP_KEY: 'ab'.repeat(31) })).toThrow(/TOTP_KEY must be one or more/);
    const keys = loadConfig({ ...production, TOTP_KEY: ` ${NEW_KEY} , ${TEST_TOTP_KEY}` }).totpKeys;
    expect(keys?.map(({ key }) => key.length)).toEqual([32, 32]);
    expect(keys?.[0].key.toString('base64')).toBe(NEW_KEY);
    // URL-safe base64 without padding is the same key.
    const urlSafe = Buffer.from(NEW_KEY, 'base64').toString('base64url');
    expect(parseTotpKeys(urlSafe)?.[0].key.equals(Buffer.from(NEW_KEY, 'base64'))).toBe(true);
  });

  it('is made once in development and kept in DATA_DIR with mode 600; never made in production', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-totp-key-'));
    try {
      const first = resolveTotpKeys({ totpKeys: undefined, isProduction: false, dataDir });
      expect(first).toHaveLength(1);
      expect(resolveTotpKeys({ totpKeys: undefined, isProduction: false, dataDir })[0].key.equals(first[0].key)).toBe(
        true,
      );
      expect(fs.statSync(path.join(dataDir, 'totp-key')).mode & 0o777).toBe(0o600);
      expect(() => resolveTotpKeys({ totpKeys: undefined, isProduction: true, dataDir })).toThrow('TOTP_KEY');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('encrypts with a fresh nonce each time, bound to the member', () => {
    const keys = parseTotpKeys(TEST_TOTP_KEY) ?? [];
    const secret = generateSecret();
    const once = encryptSecret(keys, 7, secret);
    const twice = encryptSecret(keys, 7, secret);
    expect(once).not.toBe(twice);
    expect(once).not.toContain(secret);
    expect(decryptSecret(keys, 7, once)).toBe(secret);
    // Copied onto another member's row, it does not decrypt.
    expect(() => decryptSecret(keys, 8, once)).toThrow();
    // Under another key, it does not decrypt either.
    expect(() => decryptSecret(parseTotpKeys(NEW_KEY) ?? [], 7, once)).toThrow(/does not hold/);
  });
});

describe.each(backends)('TOTP secrets at rest on %s', (backend) => {
  let db: Database;
  let counter = 0;
  useFreshDatabase(backend, (made) => {
    db = made;
  });

  async function newMember() {
    counter += 1;
    const email = `sealed${counter}@example.com`;
    const { id } = await createOrResetStaff(db.knex, email, PASSWORD);
    return { id, email };
  }

  /** Everything the database holds about a member's second factor, as a dump would show it. */
  const dumpOf = async (id: number) => JSON.stringify(await db.knex('staff_two_factor').where({ staff_id: id }));

  async function signInWithCode(t: ReturnType<typeof clockedApp>, email: string, secret: string) {
    t.advanceSteps(2);
    const { agent, res } = await passwordStep(t.app, email, PASSWORD);
    expect(res.body).toEqual({ secondFactor: 'code' });
    return agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now) });
  }

  it('keeps the secret encrypted from setup on: the dump does not hold it, sign-in still works', async () => {
    const t = clockedApp(db);
    const { id, email } = await newMember();
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);
    const setup = await agent.post('/api/auth/two-factor/setup');
    const secret = setup.body.secret as string;
    // The pending secret too, before it is confirmed.
    expect(await dumpOf(id)).not.toContain(secret);
    const confirm = await agent.post('/api/auth/two-factor/confirm').send({ code: await totpAt(secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    const row = await db.knex('staff_two_factor').where({ staff_id: id }).first();
    expect(row.secret).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(await dumpOf(id)).not.toContain(secret);
    expect((await signInWithCode(t, email, secret)).status).toBe(200);
  });

  it('seals a secret stored in clear before encryption, which keeps working before and after', async () => {
    const t = clockedApp(db);
    const { id, email } = await newMember();
    const secret = generateSecret();
    await db.knex('staff_two_factor').insert({ staff_id: id, secret, enabled_at: new Date() });
    expect((await signInWithCode(t, email, secret)).status).toBe(200);

    const keys = t.config.totpKeys ?? [];
    expect(await sealTotpSecrets(db.knex, keys)).toBeGreaterThanOrEqual(1);
    expect(await dumpOf(id)).not.toContain(secret);
    // Sealing again changes nothing.
    expect(await sealTotpSecrets(db.knex, keys)).toBe(0);
    expect((await signInWithCode(t, email, secret)).status).toBe(200);
  });

  it('rotates: a new key first still reads the old secrets, and sealing moves them to the new key', async () => {
    const old = clockedApp(db);
    const { id, email } = await newMember();
    const secret = generateSecret();
    const oldKeys = old.config.totpKeys ?? [];
    await db
      .knex('staff_two_factor')
      .insert({ staff_id: id, secret: encryptSecret(oldKeys, id, secret), enabled_at: new Date() });

    const rotating = clockedApp(db, { TOTP_KEY: `${NEW_KEY},${TEST_TOTP_KEY}` });
    rotating.clock.now = old.clock.now + 60_000;
    expect((await signInWithCode(rotating, email, secret)).status).toBe(200);
    expect(await sealTotpSecrets(db.knex, rotating.config.totpKeys ?? [])).toBeGreaterThanOrEqual(1);
    const [newKey] = rotating.config.totpKeys ?? [];
    expect((await db.knex('staff_two_factor').where({ staff_id: id }).first()).secret).toMatch(
      new RegExp(`^enc1:${newKey.id}:`),
    );

    // The old key can now be dropped from the list.
    const rotated = clockedApp(db, { TOTP_KEY: NEW_KEY });
    rotated.clock.now = rotating.clock.now + 60_000;
    expect((await signInWithCode(rotated, email, secret)).status).toBe(200);
  });
});
