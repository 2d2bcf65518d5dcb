import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import argon2 from 'argon2';
import pino from 'pino';
import request from 'supertest';
import { createDatabase } from '../server/db/index';
import { resolveSessionSecrets } from '../server/http/session';
import { bootstrapStaff, createOrResetStaff, hashPassword, setPasswordHashCost } from '../server/staff/accounts';
import { backends, createTestContext, type TestContext, testConfig } from './helpers/context';
import { sessionCookie } from './helpers/staff';

const run = promisify(execFile);
const silent = pino({ level: 'silent' });

describe.each(backends)('staff accounts on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.knex('staff').delete();
  });

  it('stores an argon2id hash, never the password, and treats e-mails case-insensitively', async () => {
    const first = await createOrResetStaff(ctx.db.knex, 'Office@Example.com', 'first-password-1');
    expect(first.created).toBe(true);
    const row = await ctx.db.knex('staff').where({ id: first.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('first-password-1');
    const again = await createOrResetStaff(ctx.db.knex, 'office@example.com', 'second-password-2');
    expect(again).toEqual({ id: first.id, created: false });
    const updated = await ctx.db.knex('staff').where({ id: first.id }).first();
    expect(await argon2.verify(updated.password_hash, 'second-password-2')).toBe(true);
    await expect(createOrResetStaff(ctx.db.knex, 'x@example.com', 'short')).rejects.toThrow(/at least 12/);
  });

  it('ends the open sessions of an account whose password is reset', async () => {
    await createOrResetStaff(ctx.db.knex, 'reset@example.com', 'first-password-1');
    const login = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: 'reset@example.com', password: 'first-password-1' });
    const cookie = sessionCookie(login) as string;
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    await createOrResetStaff(ctx.db.knex, 'reset@example.com', 'second-password-2');
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
  });

  it('creates the ADMIN_EMAIL account at start when it is absent, and leaves an existing one alone', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'head@example.com', ADMIN_PASSWORD: 'admin-password-1' });
    await bootstrapStaff({ db: ctx.db, config, logger: silent });
    const row = await ctx.db.knex('staff').where({ email: 'head@example.com' }).first();
    expect(await argon2.verify(row.password_hash, 'admin-password-1')).toBe(true);
    await bootstrapStaff({
      db: ctx.db,
      config: testConfig({ ADMIN_EMAIL: 'head@example.com', ADMIN_PASSWORD: 'another-password' }),
      logger: silent,
    });
    const same = await ctx.db.knex('staff').where({ email: 'head@example.com' }).first();
    expect(same.password_hash).toBe(row.password_hash);
  });

  it('bootstraps ADMIN_EMAIL once when replicas start together, without failing either', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Together@Example.com', ADMIN_PASSWORD: 'together-password-1' });
    await Promise.all(Array.from({ length: 4 }, () => bootstrapStaff({ db: ctx.db, config, logger: silent })));
    const rows = await ctx.db.knex('staff').whereRaw('lower(email) = ?', ['together@example.com']);
    expect(rows).toHaveLength(1);
    await ctx.db.knex('staff').whereRaw('lower(email) = ?', ['together@example.com']).delete();
  });

  it('creates admin@localhost with a printed random password in development only, when no account exists', async () => {
    const printedLines: string[] = [];
    const realLog = console.log;
    console.log = (line: unknown) => printedLines.push(String(line));
    try {
      await bootstrapStaff({ db: ctx.db, config: testConfig(), logger: silent });
      await bootstrapStaff({
        db: ctx.db,
        config: testConfig({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-1234' }),
        logger: silent,
      });
      expect(await ctx.db.knex('staff').count({ n: '*' }).first()).toEqual({ n: 0 });

      await bootstrapStaff({ db: ctx.db, config: testConfig({ NODE_ENV: 'development' }), logger: silent });
      const printed = printedLines.join('\n');
      const password = printed.match(/password: (\S+)/)?.[1] as string;
      expect(password.length).toBeGreaterThanOrEqual(10);
      const row = await ctx.db.knex('staff').where({ email: 'admin@localhost' }).first();
      expect(await argon2.verify(row.password_hash, password)).toBe(true);

      await bootstrapStaff({ db: ctx.db, config: testConfig({ NODE_ENV: 'development' }), logger: silent });
      expect(await ctx.db.knex('staff').count({ n: '*' }).first()).toEqual({ n: 1 });
    } finally {
      console.log = realLog;
    }
  });
});

describe('session secret', () => {
  it('is made once in development and kept in DATA_DIR with mode 600', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-secret-'));
    const config = { ...testConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }), sessionSecrets: [] };
    const [first, ...others] = resolveSessionSecrets(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(others).toEqual([]);
    expect(resolveSessionSecrets(config)).toEqual([first]);
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecrets(testConfig({ SESSION_SECRET: 'given-secret-0123456789' }))).toEqual([
      'given-secret-0123456789',
    ]);
    expect(
      resolveSessionSecrets(testConfig({ SESSION_SECRET: ' new-secret-0123456789 , old-secret-0123456789' })),
    ).toEqual(['new-secret-0123456789', 'old-secret-0123456789']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('npm run staff -- add EMAIL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-staff-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cli = (args: string[], env: Record<string, string>) =>
    run(path.resolve('node_modules/.bin/tsx'), ['server/cli/staff.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const staffRows = async () => {
    const db = await createDatabase({ dataDir });
    try {
      return (await db.knex('staff').select('email', 'password_hash')) as { email: string; password_hash: string }[];
    } finally {
      await db.close();
    }
  };

  it('creates, then resets, an account from STAFF_PASSWORD; refuses short passwords and bad usage', async () => {
    const created = await cli(['add', 'desk@example.com'], { STAFF_PASSWORD: 'desk-password-1' });
    expect(created.stdout).toContain('Staff account desk@example.com created.');
    expect(created.code).toBe(0);
    const reset = await cli(['add', 'desk@example.com'], { STAFF_PASSWORD: 'desk-password-2' });
    expect(reset.stdout).toContain('New password set for desk@example.com');
    const rows = await staffRows();
    expect(rows).toHaveLength(1);
    expect(await argon2.verify(rows[0].password_hash, 'desk-password-2')).toBe(true);

    const short = await cli(['add', 'desk@example.com'], { STAFF_PASSWORD: 'short' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const common = await cli(['add', 'desk@example.com'], { STAFF_PASSWORD: 'Qwerty123456' });
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('one of the most common passwords');
    expect(await argon2.verify((await staffRows())[0].password_hash, 'desk-password-2')).toBe(true);

    // zxcvbn's estimate, the institute's words (issue 36).
    const guessable = await cli(['add', 'desk@example.com'], { STAFF_PASSWORD: 'Skyline@2026' });
    expect([guessable.code, guessable.stderr]).toEqual([1, expect.stringContaining('too easy to guess')]);
    expect(guessable.stderr).toContain('Nothing was changed.');
    expect(await argon2.verify((await staffRows())[0].password_hash, 'desk-password-2')).toBe(true);

    const usage = await cli(['add', 'desk@example.com', 'password-as-argument'], { STAFF_PASSWORD: 'x' });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run staff -- add EMAIL');
  }, 120_000);

  it('says so when there is no terminal and no STAFF_PASSWORD', async () => {
    // execFile gives the command a pipe, not a terminal.
    const untyped = await cli(['add', 'desk@example.com'], { STAFF_PASSWORD: undefined as unknown as string });
    expect(untyped.code).toBe(1);
    expect(untyped.stderr).toContain('There is no terminal to type the password on and STAFF_PASSWORD is not set');
  }, 120_000);

  it("runs the start banner's own command for admin@localhost; refuses what cannot sign in", async () => {
    const created = await cli(['add', 'admin@localhost'], { STAFF_PASSWORD: 'first-password-1' });
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Staff account admin@localhost created.');
    const admin = (await staffRows()).find((row) => row.email === 'admin@localhost');
    expect(await argon2.verify(admin?.password_hash ?? '', 'first-password-1')).toBe(true);
    // Sign-in takes ASCII e-mails only (server/staff/sign-in-guard.ts), so no account is made that could not.
    for (const email of ['admİn@localhost', 'admin@local host']) {
      const refused = await cli(['add', email], { STAFF_PASSWORD: 'third-password-3' });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${email} is not an e-mail address`);
    }
  }, 240_000);
});

describe('the cost of a password hash', () => {
  afterEach(() => setPasswordHashCost('test'));

  it('is the least in Jest, where its setup file sets it (the server reads no NODE_ENV for it)', async () => {
    expect(await hashPassword('cheap-password-12')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
  });

  it("is argon2's standard in production and development, and either cost verifies the other's hashes", async () => {
    setPasswordHashCost('standard');
    const standard = await hashPassword('standard-password-1');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    setPasswordHashCost('test');
    const cheap = await hashPassword('cheap-password-12');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await argon2.verify(standard, 'standard-password-1')).toBe(true);
    expect(await argon2.verify(cheap, 'cheap-password-12')).toBe(true);
    expect(await argon2.verify(cheap, 'standard-password-1')).toBe(false);
  });
});
