import request from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD } from './helpers/staff';

describe.each(backends)('sign-in rate limit on %s', (backend) => {
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

  const login = (email: string, password: string) => request(ctx.app).post('/api/auth/login').send({ email, password });

  it('answers 429 with Retry-After after 5 failures for one e-mail, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(STAFF_EMAIL, `wrong-${i}-password`)).status).toBe(401);
    const blocked = await login(STAFF_EMAIL, STAFF_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: expect.any(String) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Counted in the database, so every replica sees it; each attempt is counted before its password is checked.
    const row = await ctx.db
      .knex('rate_limits')
      .where({ key: `login-pair:${STAFF_EMAIL}|127.0.0.1` })
      .first();
    expect(row.hits).toBe(6);
  });

  it('lets the window pass: an old window no longer blocks', async () => {
    for (let i = 0; i < 5; i++) await login(STAFF_EMAIL, 'wrong-password');
    await ctx.db.knex('rate_limits').update({ window_start: ctx.db.knex.raw("now() - interval '16 minutes'") });
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD)).status).toBe(200);
  });

  it('answers 429 after 30 failures from one address across many e-mails', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: `guess${i}@example.com`, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const blocked = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: 'another@example.com', password: 'x' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('clears the e-mail count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await login(STAFF_EMAIL, 'wrong-password');
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(STAFF_EMAIL, 'wrong-password')).status).toBe(401);
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD)).status).toBe(200);
  });
});
