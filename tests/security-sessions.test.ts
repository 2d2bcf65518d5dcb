// Staff sessions as production runs them (NODE_ENV=production behind a TLS-terminating proxy): cookie flags,
// fixation, sign-out, forged and tampered cookies on every route, brute force across rotating addresses
// (the per-address limit is tests/auth-rate-limit.test.ts's),
// one answer for every failed sign-in, and cross-site Origin/Referer tricks.
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES } from '../server/staff/sign-in-guard';
import { createAdminRouter } from '../server/staff-api/index';
import { backends, createTestContext, type TestContext, testConfig } from './helpers/context';
import { routesOf } from './helpers/roles';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD, sessionCookie } from './helpers/staff';

const SITE = 'skyline.example';
// Password-only sign-in here; two-factor sign-in (production's default for admins) has its own tests.
const PRODUCTION = {
  NODE_ENV: 'production',
  TRUST_PROXY: '1',
  SESSION_SECRET: 'production-like-secret-0123456789',
  REQUIRE_2FA: 'none',
};

describe.each(backends)('staff sessions in production on %s', (backend) => {
  let ctx: TestContext;
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestContext(backend, PRODUCTION);
    await addStaff(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.db.knex('rate_limits').delete();
  });

  /** A request as the proxy forwards it: https, the site's host, a client address of its own. */
  const through = (test: request.Test, client = `203.0.113.${++address % 250}`) =>
    test.set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', SITE).set('X-Forwarded-For', client);

  const signIn = async (extraCookie?: string) => {
    const req = through(request(ctx.app).post('/api/auth/login'));
    if (extraCookie) req.set('Cookie', extraCookie);
    return req.send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
  };
  const me = (cookie: string) => through(request(ctx.app).get('/api/auth/me')).set('Cookie', cookie);

  it('sets the session cookie Secure, HttpOnly, SameSite=Lax, Path=/api, with no Domain', async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    const header = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('sid='));
    expect(header).toBeDefined();
    const attributes = (header as string)
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/api']));
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('never hands a session cookie over plain http in production', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'http')
      .send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('gives a new session id at sign-in and retires the one the browser already had', async () => {
    const first = sessionCookie(await signIn()) as string;
    expect((await me(first)).status).toBe(200);
    const second = sessionCookie(await signIn(first)) as string;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(second)).status).toBe(200);
    expect((await me(first)).status).toBe(401);
  });

  it('refuses the old cookie after sign-out and removes its session row', async () => {
    const cookie = sessionCookie(await signIn()) as string;
    const sid = decodeURIComponent(cookie.slice('sid='.length)).slice(2).split('.')[0];
    expect(await ctx.db.knex('sessions').where({ sid }).first()).toBeTruthy();
    const out = await through(request(ctx.app).post('/api/auth/logout')).set('Cookie', cookie);
    expect(out.status).toBe(204);
    expect(await ctx.db.knex('sessions').where({ sid }).first()).toBeUndefined();
    expect((await me(cookie)).status).toBe(401);
    expect((await through(request(ctx.app).get('/api/admin/dashboard')).set('Cookie', cookie)).status).toBe(401);
  });

  it('answers every staff route 401 to forged, tampered and foreign-secret cookies', async () => {
    const good = sessionCookie(await signIn()) as string;
    const value = decodeURIComponent(good.slice('sid='.length));
    const [sid, signature] = value.slice(2).split('.');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    // The same id signed with another secret: a leaked id without the secret is worth nothing.
    const other = createApp({
      db: ctx.db,
      config: testConfig({ ...PRODUCTION, SESSION_SECRET: 'another-secret-another-secret-0000' }),
      logger: pino({ level: 'silent' }),
      serveFrontends: false,
    });
    const foreign = sessionCookie(
      await request(other)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    ) as string;
    const forged = [
      `sid=${encodeURIComponent(`s:${sid}.${flipped}`)}`,
      `sid=${encodeURIComponent(sid)}`,
      `sid=${encodeURIComponent(`s:${sid}`)}`,
      `sid=${encodeURIComponent(`s:${'A'.repeat(32)}.${signature}`)}`,
      foreign,
      'sid=',
      `sid=${'%'.repeat(10)}`,
    ];
    expect((await me(good)).status).toBe(200);
    expect((await me(foreign)).status).toBe(401);

    const routes = routesOf(createAdminRouter({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) }));
    expect(routes.length).toBeGreaterThan(50);
    for (const cookie of forged) {
      for (const [method, path] of routes) {
        const url = `/api/admin${path.replace(/:id\b/g, '1')}`;
        const req = request(ctx.app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
        const res = await through(req).set('Cookie', cookie).set('Origin', `https://${SITE}`);
        expect([cookie, method, path, res.status]).toEqual([cookie, method, path, 401]);
      }
    }
  });

  it('answers 429 to a brute force on one account from rotating addresses, even for the right password', async () => {
    // Per address pair 5 tries, but over all addresses the account has not signed in from, a ceiling per hour:
    // rotating addresses buys a guesser that many tries, then even the right password from a new address waits.
    const { limit } = SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await through(request(ctx.app).post('/api/auth/login'), `192.0.2.${i + 1}`).send({
        email: STAFF_EMAIL,
        password: `guess-number-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    const right = await through(request(ctx.app).post('/api/auth/login'), '192.0.2.199').send({
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookie(right)).toBeUndefined();
  });

  it('answers an unknown e-mail, a wrong password and a wrong-case password identically', async () => {
    const attempts = [
      { email: 'nobody@example.in', password: STAFF_PASSWORD },
      { email: STAFF_EMAIL, password: 'not-the-password' },
      { email: STAFF_EMAIL, password: STAFF_PASSWORD.toUpperCase() },
      { email: ` ${STAFF_EMAIL.toUpperCase()} `, password: `${STAFF_PASSWORD} ` },
    ];
    const answers = [];
    for (const attempt of attempts) {
      const res = await through(request(ctx.app).post('/api/auth/login')).send(attempt);
      answers.push({ status: res.status, body: res.text, cookie: sessionCookie(res) });
    }
    expect(answers[0]).toEqual({ status: 401, body: expect.any(String), cookie: undefined });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('refuses foreign and look-alike origins with 403, and a foreign Referer when there is no Origin', async () => {
    const cookie = sessionCookie(await signIn()) as string;
    const create = () =>
      through(request(ctx.app).post('/api/admin/achievers'))
        .set('Cookie', cookie)
        .send({ name: 'Asha Roy', image: 'https://example.com/a.png' });
    for (const origin of [
      'https://evil.example',
      `https://${SITE}.evil.example`,
      `https://evil${SITE}`,
      `https://${SITE}@evil.example`,
      `https://${SITE}:8443`,
      'null',
      'file://',
      `javascript://${SITE}`,
    ]) {
      const res = await create().set('Origin', origin);
      expect([origin, res.status]).toEqual([origin, 403]);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    for (const referer of ['https://evil.example/admin', `https://${SITE}.evil.example/admin`, 'not a url']) {
      const res = await create().set('Referer', referer);
      expect([referer, res.status]).toEqual([referer, 403]);
    }
    const logout = await through(request(ctx.app).post('/api/auth/logout'))
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example');
    expect(logout.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
    const [{ n }] = (await ctx.db.knex('achievers').count({ n: '*' })) as { n: number }[];
    expect(Number(n)).toBe(0);
    const same = await create().set('Origin', `https://${SITE}`);
    expect(same.status).toBe(201);
  });
});
