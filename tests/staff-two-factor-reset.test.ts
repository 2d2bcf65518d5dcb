// Issue 36 item 13: a member who lost their phone (and recovery codes) is not locked out for good. An admin, after
// re-entering their own password and code, resets the member's two-factor sign-in: the member is signed out
// everywhere, is e-mailed, and enrols again at the next sign-in; the audit log records it. The last admin does the
// same from the server's terminal: `npm run staff -- reset-2fa EMAIL`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDatabase, type Database } from '../server/db/index';
import { createOrResetStaff } from '../server/staff/accounts';
import { clockedApp, passwordStep, totpAt } from './helpers/clocked-app';
import { backends, useFreshDatabase } from './helpers/context';

const PASSWORD = 'correct-horse-battery';
const run = promisify(execFile);

describe.each(backends)('an admin resets a member’s two-factor sign-in on %s', (backend) => {
  let db: Database;
  let counter = 0;
  useFreshDatabase(backend, (made) => {
    db = made;
  });

  async function newMember(role: 'admin' | 'counsellor' | 'editor', name = 'Mitali Bose') {
    counter += 1;
    const email = `reset${counter}@example.com`;
    const { id } = await createOrResetStaff(db.knex, email, PASSWORD);
    await db.knex('staff').where({ id }).update({ role, name });
    return { id, email };
  }

  /** Signs in, re-authenticates and enrols; the agent stays signed in. */
  async function enrolled(t: ReturnType<typeof clockedApp>, email: string) {
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);
    const setup = await agent.post('/api/auth/two-factor/setup');
    const confirm = await agent
      .post('/api/auth/two-factor/confirm')
      .send({ code: await totpAt(setup.body.secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    return { agent, secret: setup.body.secret as string, recoveryCodes: confirm.body.recoveryCodes as string[] };
  }

  it('needs the admin’s fresh password and code; signs the member out; they enrol again; audited and e-mailed', async () => {
    const t = clockedApp(db);
    const admin = await newMember('admin', 'Head Admin');
    const member = await newMember('counsellor');
    const adminSide = await enrolled(t, admin.email);
    t.advanceSteps(2);
    const memberSide = await enrolled(t, member.email);
    const resetUrl = `/api/admin/staff/${member.id}/two_factor_reset`;

    // Re-authenticated at enrolment, but five minutes have passed: the admin must prove it is them again.
    t.clock.now += 6 * 60_000;
    const stale = await adminSide.agent.post(resetUrl);
    expect([stale.status, stale.body]).toEqual([403, { error: 'Please confirm your password first' }]);
    // The password alone is not enough for an enrolled admin: their code too.
    expect((await adminSide.agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(400);
    const reauth = await adminSide.agent
      .post('/api/auth/reauth')
      .send({ password: PASSWORD, code: await totpAt(adminSide.secret, t.clock.now) });
    expect(reauth.status).toBe(200);

    // Not for another role, not on oneself, not on nobody.
    const counsellor = await newMember('counsellor');
    const other = (await passwordStep(t.app, counsellor.email, PASSWORD)).agent;
    expect((await other.post(resetUrl)).status).toBe(403);
    expect((await adminSide.agent.post(`/api/admin/staff/${admin.id}/two_factor_reset`)).status).toBe(400);
    expect((await adminSide.agent.post('/api/admin/staff/999999/two_factor_reset')).status).toBe(404);

    expect((await memberSide.agent.get('/api/auth/me')).status).toBe(200);
    const reset = await adminSide.agent.post(resetUrl);
    expect([reset.status, reset.body]).toEqual([200, { id: member.id, email: member.email }]);

    // Signed out everywhere; the old key and recovery codes are gone.
    expect((await memberSide.agent.get('/api/auth/me')).status).toBe(401);
    expect(await db.knex('staff_recovery_codes').where({ staff_id: member.id })).toEqual([]);
    const row = await db.knex('staff_two_factor').where({ staff_id: member.id }).first();
    expect([row.secret, row.pending_secret, row.enrol_required]).toEqual([null, null, true]);

    const entry = await db
      .knex('audit_log')
      .where({ action: 'two_factor_reset', record_id: String(member.id) })
      .first();
    expect(entry).toMatchObject({ staff_id: admin.id, staff_email: admin.email, resource: 'staff' });
    const mail = await db.knex('mail_outbox').where({ template: 'two_factor_reset' }).orderBy('id', 'desc').first();
    expect(mail.recipients).toEqual([member.email]);
    expect(JSON.stringify(mail.params)).toContain('Head Admin');

    // Next sign-in: enrolment, even though REQUIRE_2FA (none here) does not ask it of a counsellor.
    t.advanceSteps(2);
    const again = await passwordStep(t.app, member.email, PASSWORD);
    expect(again.res.body).toEqual({ secondFactor: 'enrol' });
    expect((await again.agent.get('/api/auth/me')).status).toBe(401);
    expect(
      (await again.agent.post('/api/auth/login/second-factor').send({ code: memberSide.recoveryCodes[0] })).status,
    ).toBe(401);
    const status = await again.agent.get('/api/auth/two-factor');
    expect(status.body).toMatchObject({ enrolled: false, required: true });
    const setup = await again.agent.post('/api/auth/two-factor/setup');
    const confirm = await again.agent
      .post('/api/auth/two-factor/confirm')
      .send({ code: await totpAt(setup.body.secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    expect((await again.agent.get('/api/auth/me')).status).toBe(200);
    t.advanceSteps(2);
    expect((await passwordStep(t.app, member.email, PASSWORD)).res.body).toEqual({ secondFactor: 'code' });
  });
});

describe('npm run staff -- reset-2fa EMAIL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-reset-2fa-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(path.resolve('node_modules/.bin/tsx'), ['server/cli/staff.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const withDb = async <T>(work: (db: Database) => Promise<T>) => {
    const db = await createDatabase({ dataDir });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };

  it('resets the last admin from the server’s terminal: codes gone, sessions ended, audited, e-mailed', async () => {
    expect((await cli(['add', 'last-admin@example.com'], { STAFF_PASSWORD: PASSWORD })).code).toBe(0);
    const id = await withDb(async (db) => {
      const { id } = await db.knex('staff').where({ email: 'last-admin@example.com' }).first('id');
      await db.knex('staff_two_factor').insert({ staff_id: id, secret: 'enc1:lost-phone', enabled_at: new Date() });
      await db.knex('staff_recovery_codes').insert({ staff_id: id, code_hash: 'a'.repeat(64) });
      await db.knex('sessions').insert({
        sid: 'lost-phone-session',
        sess: JSON.stringify({ staffId: id, cookie: {} }),
        expired: new Date(Date.now() + 3_600_000),
      });
      return id as number;
    });

    const reset = await cli(['reset-2fa', 'Last-Admin@example.com']);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Two-factor sign-in reset for last-admin@example.com');

    await withDb(async (db) => {
      const row = await db.knex('staff_two_factor').where({ staff_id: id }).first();
      expect([row.secret, row.enrol_required]).toEqual([null, true]);
      expect(await db.knex('staff_recovery_codes').where({ staff_id: id })).toEqual([]);
      expect(await db.knex('sessions').where({ sid: 'lost-phone-session' })).toEqual([]);
      expect(
        await db
          .knex('audit_log')
          .where({ action: 'two_factor_reset', record_id: String(id) })
          .first(),
      ).toMatchObject({ staff_id: null, staff_email: 'server terminal' });
      const mail = await db.knex('mail_outbox').where({ template: 'two_factor_reset' }).first();
      expect(mail.recipients).toEqual(['last-admin@example.com']);
    });

    const unknown = await cli(['reset-2fa', 'nobody@example.com']);
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('There is no staff account')]);
    const usage = await cli(['reset-2fa']);
    expect([usage.code, usage.stderr]).toEqual([1, expect.stringContaining('npm run staff -- reset-2fa EMAIL')]);
  }, 240_000);
});
