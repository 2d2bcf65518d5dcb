import request from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD, sessionCookie } from './helpers/staff';

describe.each(backends)('cross-site refusal on %s', (backend) => {
  let ctx: TestContext;
  let proxied: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    proxied = await createTestContext(backend, { TRUST_PROXY: '1' });
    await addStaff(ctx);
    await addStaff(proxied);
    const login = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    cookie = sessionCookie(login) as string;
  });
  afterAll(async () => {
    await ctx.close();
    await proxied.close();
  });

  const post = () =>
    request(ctx.app)
      .post('/api/admin/achievers')
      .set('Host', 'skyline.example')
      .set('Cookie', cookie)
      .send({ name: 'Asha Roy', image: 'https://example.com/a.png' });

  it('refuses a signed-in state-changing call from another origin with 403 JSON', async () => {
    const res = await post().set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-site request refused' });
    expect(await ctx.db.knex('achievers').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('refuses a foreign Referer when there is no Origin, and Origin "null"', async () => {
    expect((await post().set('Referer', 'https://evil.example/page')).status).toBe(403);
    expect((await post().set('Origin', 'null')).status).toBe(403);
    // Same host name on another port is another origin's host too.
    expect((await post().set('Origin', 'http://skyline.example:8080')).status).toBe(403);
  });

  it('accepts the same site (Origin or Referer) and calls with neither', async () => {
    expect((await post().set('Origin', 'http://skyline.example')).status).toBe(201);
    expect((await post().set('Referer', 'https://skyline.example/admin#/achievers')).status).toBe(201);
    expect((await post()).status).toBe(201);
  });

  it('refuses a cross-site sign-in and sign-out', async () => {
    const login = await request(ctx.app)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    expect(login.status).toBe(403);
    const logout = await request(ctx.app)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example');
    expect(logout.status).toBe(403);
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
  });

  it('reads X-Forwarded-Host only behind a trusted proxy', async () => {
    const attempt = (app: typeof ctx.app) =>
      request(app)
        .post('/api/auth/login')
        .set('Host', 'internal:3000')
        .set('X-Forwarded-Host', 'skyline.example')
        .set('Origin', 'https://skyline.example')
        .send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    expect((await attempt(proxied.app)).status).toBe(200);
    expect((await attempt(ctx.app)).status).toBe(403);
  });

  it('leaves the public API alone (no session there)', async () => {
    const res = await request(ctx.app).get('/api/public/blog_posts').set('Cookie', cookie);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
