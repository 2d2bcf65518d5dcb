// Two-factor sign-in (TOTP, RFC 6238): enrolment, ±1 step of drift, single use, recovery codes, REQUIRE_2FA modes,
// the rate limit on codes and re-authentication before changing two-factor settings.
import request from 'supertest';
import type { Database } from '../server/db/index';
import { createOrResetStaff } from '../server/staff/accounts';
import { clockedApp, passwordStep, totpAt } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';

const PASSWORD = 'correct-horse-battery';

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let emailCounter = 0;
  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
  });
  afterAll(async () => {
    await db.close();
    await dropDatabase();
  });

  /** A new member with the given role; each test gets its own, so counts and steps never leak between tests. */
  async function newMember(role: 'admin' | 'counsellor' | 'editor' = 'admin') {
    emailCounter += 1;
    const email = `member${emailCounter}@example.com`;
    const { id } = await createOrResetStaff(db.knex, email, PASSWORD);
    await db.knex('staff').where({ id }).update({ role });
    return { id, email };
  }

  /** Signs in (REQUIRE_2FA=none), re-authenticates and enrols; returns the secret and the recovery codes. */
  async function enrol(t: ReturnType<typeof clockedApp>, email: string) {
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);
    const setup = await agent.post('/api/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    const confirm = await agent
      .post('/api/auth/two-factor/confirm')
      .send({ code: await totpAt(setup.body.secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    return { agent, secret: setup.body.secret as string, recoveryCodes: confirm.body.recoveryCodes as string[] };
  }

  it('enrols with a QR code and a confirmation code, after re-authentication, and never returns the secret again', async () => {
    const t = clockedApp(db);
    const { email, id } = await newMember();
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect((await agent.get('/api/auth/me')).status).toBe(200);

    // No recent re-authentication: refused.
    expect((await agent.post('/api/auth/two-factor/setup')).status).toBe(403);
    expect((await agent.post('/api/auth/reauth').send({ password: 'wrong-password-here' })).status).toBe(401);
    expect((await agent.post('/api/auth/reauth').send({})).status).toBe(400);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);

    const setup = await agent.post('/api/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Skyline%20Institute:member\d+%40example\.com\?secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await agent.post('/api/auth/two-factor/confirm').send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await agent.post('/api/auth/two-factor/confirm').send({ code: '' })).status).toBe(400);
    expect((await agent.get('/api/auth/two-factor')).body.enrolled).toBe(false);

    const confirm = await agent
      .post('/api/auth/two-factor/confirm')
      .send({ code: await totpAt(setup.body.secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(10);
    for (const code of confirm.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const status = await agent.get('/api/auth/two-factor');
    expect(status.body).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10, reauthenticated: true });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
    // Recovery codes are stored hashed only.
    const stored = await db.knex('staff_recovery_codes').where({ staff_id: id }).select('code_hash');
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of confirm.body.recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('asks for a code after the password; the session is not signed in until the code is right', async () => {
    const t = clockedApp(db);
    const { email, id } = await newMember();
    const { secret } = await enrol(t, email);
    t.advanceSteps(4);

    const { agent, res } = await passwordStep(t.app, email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ secondFactor: 'code' });
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(401);
    expect((await agent.get('/api/auth/sessions')).status).toBe(401);

    const wrong = await agent.post('/api/auth/login/second-factor').send({ code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid code' });
    expect((await agent.post('/api/auth/login/second-factor').send({})).status).toBe(400);

    const ok = await agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id, email });
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('refuses a code without a password step first', async () => {
    const res = await request(clockedApp(db).app).post('/api/auth/login/second-factor').send({ code: '123456' });
    expect(res.status).toBe(401);
  });

  it('accepts a code one step behind or ahead, refuses two steps away', async () => {
    const t = clockedApp(db);
    const { email } = await newMember();
    const { secret } = await enrol(t, email);
    const tryCode = async (offsetSteps: number) => {
      t.advanceSteps(10);
      const { agent } = await passwordStep(t.app, email, PASSWORD);
      const code = await totpAt(secret, t.clock.now, offsetSteps);
      return (await agent.post('/api/auth/login/second-factor').send({ code })).status;
    };
    expect(await tryCode(-2)).toBe(401);
    expect(await tryCode(2)).toBe(401);
    expect(await tryCode(-1)).toBe(200);
    expect(await tryCode(1)).toBe(200);
    expect(await tryCode(0)).toBe(200);
  });

  it('accepts each code once: a replay within its window is refused, even in another sign-in', async () => {
    const t = clockedApp(db);
    const { email } = await newMember();
    const { secret } = await enrol(t, email);
    t.advanceSteps(5);
    const code = await totpAt(secret, t.clock.now);
    const first = await passwordStep(t.app, email, PASSWORD);
    expect((await first.agent.post('/api/auth/login/second-factor').send({ code })).status).toBe(200);
    const second = await passwordStep(t.app, email, PASSWORD);
    expect((await second.agent.post('/api/auth/login/second-factor').send({ code })).status).toBe(401);
    // An earlier step than the one used is refused too; the next step is fine.
    expect(
      (await second.agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now, -1) }))
        .status,
    ).toBe(401);
    expect(
      (await second.agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now, 1) }))
        .status,
    ).toBe(200);
  });

  it('accepts each recovery code once, in any letter case and without dashes', async () => {
    const t = clockedApp(db);
    const { email, id } = await newMember();
    const { recoveryCodes } = await enrol(t, email);
    const first = await passwordStep(t.app, email, PASSWORD);
    const typed = recoveryCodes[3].toUpperCase().replace(/-/g, '');
    expect((await first.agent.post('/api/auth/login/second-factor').send({ code: typed })).status).toBe(200);
    expect((await first.agent.get('/api/auth/two-factor')).body.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(t.app, email, PASSWORD);
    expect((await again.agent.post('/api/auth/login/second-factor').send({ code: recoveryCodes[3] })).status).toBe(401);
    expect((await again.agent.post('/api/auth/login/second-factor').send({ code: recoveryCodes[4] })).status).toBe(200);
    const used = await db
      .knex('staff_recovery_codes')
      .where({ staff_id: id })
      .whereNotNull('used_at')
      .count({ n: '*' });
    expect(Number(used[0].n)).toBe(2);
  });

  it('limits failed codes in the database: after 5, even the right code gets 429', async () => {
    const t = clockedApp(db);
    const { email } = await newMember();
    const { secret } = await enrol(t, email);
    t.advanceSteps(3);
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    for (let i = 0; i < 5; i++)
      expect((await agent.post('/api/auth/login/second-factor').send({ code: '000000' })).status).toBe(401);
    // Another replica (another app on the same database) sees the same count.
    const other = clockedApp(db);
    other.clock.now = t.clock.now;
    const elsewhere = await passwordStep(other.app, email, PASSWORD);
    const limited = await elsewhere.agent
      .post('/api/auth/login/second-factor')
      .send({ code: await totpAt(secret, t.clock.now) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends the "password verified" state after 10 minutes', async () => {
    const t = clockedApp(db);
    const { email } = await newMember();
    const { secret } = await enrol(t, email);
    t.advanceSteps(2);
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    t.clock.now += 11 * 60_000;
    const late = await agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now) });
    expect(late.status).toBe(401);
  });

  it('REQUIRE_2FA=admin: an admin without 2FA is taken to enrolment and cannot use the panel until enrolled', async () => {
    const t = clockedApp(db, { REQUIRE_2FA: 'admin' });
    const { email, id } = await newMember('admin');
    const { agent, res } = await passwordStep(t.app, email, PASSWORD);
    expect(res.body).toEqual({ secondFactor: 'enrol' });
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(401);
    expect((await agent.post('/api/auth/login/second-factor').send({ code: '123456' })).status).toBe(401);
    expect((await agent.get('/api/auth/two-factor')).body).toMatchObject({ enrolled: false, required: true });

    const setup = await agent.post('/api/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    // Cannot turn off what is required.
    expect((await agent.delete('/api/auth/two-factor')).status).toBe(403);
    const confirm = await agent
      .post('/api/auth/two-factor/confirm')
      .send({ code: await totpAt(setup.body.secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    expect(confirm.body.signedIn).toEqual({ id, email });
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);

    // Next time: the code step, not enrolment.
    t.advanceSteps(3);
    const next = await passwordStep(t.app, email, PASSWORD);
    expect(next.res.body).toEqual({ secondFactor: 'code' });
  });

  it('REQUIRE_2FA=admin lets a counsellor sign in with the password; REQUIRE_2FA=all does not', async () => {
    const counsellor = await newMember('counsellor');
    const admin = await passwordStep(clockedApp(db, { REQUIRE_2FA: 'admin' }).app, counsellor.email, PASSWORD);
    expect(admin.res.body).toEqual({ id: counsellor.id, email: counsellor.email });
    const all = await passwordStep(clockedApp(db, { REQUIRE_2FA: 'all' }).app, counsellor.email, PASSWORD);
    expect(all.res.body).toEqual({ secondFactor: 'enrol' });
    const none = await passwordStep(clockedApp(db, { REQUIRE_2FA: 'none' }).app, counsellor.email, PASSWORD);
    expect(none.res.body).toEqual({ id: counsellor.id, email: counsellor.email });
  });

  it('re-authentication needs the code as well once enrolled; turning 2FA off needs it', async () => {
    const t = clockedApp(db);
    const { email } = await newMember('editor');
    const { secret } = await enrol(t, email);
    t.advanceSteps(3);
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect(
      (await agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now) })).status,
    ).toBe(200);
    expect((await agent.delete('/api/auth/two-factor')).status).toBe(403);
    expect((await agent.post('/api/auth/two-factor/recovery-codes')).status).toBe(403);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(400);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD, code: '000000' })).status).toBe(401);
    t.advanceSteps(1);
    const reauth = await agent
      .post('/api/auth/reauth')
      .send({ password: PASSWORD, code: await totpAt(secret, t.clock.now) });
    expect(reauth.status).toBe(200);

    const fresh = await agent.post('/api/auth/two-factor/recovery-codes');
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);

    // The re-authentication lasts 5 minutes.
    t.clock.now += 6 * 60_000;
    expect((await agent.delete('/api/auth/two-factor')).status).toBe(403);
    t.advanceSteps(1);
    await agent.post('/api/auth/reauth').send({ password: PASSWORD, code: await totpAt(secret, t.clock.now) });
    expect((await agent.delete('/api/auth/two-factor')).status).toBe(204);
    const plain = await passwordStep(t.app, email, PASSWORD);
    expect(plain.res.body).toMatchObject({ email });
  });
});
