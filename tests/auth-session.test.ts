import { jest } from '@jest/globals';
import argon2 from 'argon2';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD, sessionCookie, signedInAgent } from './helpers/staff';

describe.each(backends)('staff sign-in and sessions on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.knex('rate_limits').delete();
  });

  it('signs in with the right password and answers /me with {id, email}', async () => {
    const agent = request.agent(ctx.app);
    const login = await agent.post('/api/auth/login').send({ email: 'STAFF@example.com', password: STAFF_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ id: expect.any(Number), email: STAFF_EMAIL });
    const cookie = login.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ ...login.body, name: '', role: 'admin', can_export: false });
    const row = await ctx.db.knex('staff').where({ email: STAFF_EMAIL }).first();
    expect(row.last_login_at).not.toBeNull();
  });

  it('answers /me with 401 JSON without a session', async () => {
    const res = await request(ctx.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('gives a wrong password and an unknown e-mail the same 401 after the same work (one argon2 verification)', async () => {
    // Timing is not asserted (it depends on the machine): the work is. Each failure verifies exactly one hash, and
    // the unknown e-mail's stand-in hash has the same argon2 parameters (memory, passes, lanes) as a real account's.
    const verify = jest.spyOn(argon2, 'verify');
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    try {
      const stored = (await ctx.db.knex('staff').where({ email: STAFF_EMAIL }).first()).password_hash as string;
      const wrong = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: 'wrong-1234' });
      expect(verify.mock.calls.map(([hash]) => hash)).toEqual([stored]);
      verify.mockClear();
      const unknown = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'wrong-1234' });
      expect(verify).toHaveBeenCalledTimes(1);
      const standIn = verify.mock.calls[0][0];
      expect(standIn).not.toBe(stored);
      expect(parameters(standIn)).toBe(parameters(stored));
      expect(parameters(stored)).toMatch(/^argon2id\$v=19\$m=\d+,p=\d+,t=\d+$/);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a malformed sign-in with 400', async () => {
    const res = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('gives a new session id at sign-in (no fixation)', async () => {
    const agent = request.agent(ctx.app);
    const first = await agent.post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const second = await agent.post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const a = sessionCookie(first);
    const b = sessionCookie(second);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
    // The id the first sign-in had is gone from the store.
    const old = await request(ctx.app)
      .get('/api/auth/me')
      .set('Cookie', a as string);
    expect(old.status).toBe(401);
  });

  it('destroys the session at sign-out: the old cookie is refused afterwards', async () => {
    const login = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const cookie = sessionCookie(login) as string;
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    const logout = await request(ctx.app).post('/api/auth/logout').set('Cookie', cookie);
    expect(logout.status).toBe(204);
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/dashboard').set('Cookie', cookie)).status).toBe(401);
  });

  it('keeps a session across app instances sharing one database (restart, replicas)', async () => {
    const login = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const cookie = sessionCookie(login) as string;
    const otherInstance = createApp({
      db: ctx.db,
      config: ctx.config,
      logger: pino({ level: 'silent' }),
      serveFrontends: false,
    });
    const me = await request(otherInstance).get('/api/auth/me').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(STAFF_EMAIL);
  });

  it('ends a session whose row has lapsed in the store (idle limit)', async () => {
    const login = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const cookie = sessionCookie(login) as string;
    expect(login.headers['set-cookie'][0]).toMatch(/Expires=/);
    const sid = decodeURIComponent(cookie.slice(4)).slice(2).split('.')[0];
    const updated = await ctx.db
      .knex('sessions')
      .where({ sid })
      .update({ expired: ctx.db.knex.raw("now() - interval '1 minute'") });
    expect(updated).toBe(1);
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it was', async () => {
    const login = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const cookie = sessionCookie(login) as string;
    const sid = decodeURIComponent(cookie.slice(4)).slice(2).split('.')[0];
    const thirteenHoursAgo = Date.now() - 13 * 60 * 60 * 1000;
    await ctx.db
      .knex('sessions')
      .where({ sid })
      .update({
        sess: ctx.db.knex.raw("(sess::jsonb || jsonb_build_object('signedInAt', ?::bigint))::json", [thirteenHoursAgo]),
      });
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
    expect(await ctx.db.knex('sessions').where({ sid }).first()).toBeUndefined();
  });

  it('rolls the idle expiry forward on activity', async () => {
    const agent = await signedInAgent(ctx.app);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers['set-cookie']?.[0]).toMatch(/^sid=.*Expires=/);
  });
});
