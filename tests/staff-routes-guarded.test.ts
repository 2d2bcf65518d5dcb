// Walks every route registered under /api/admin, so a route added later cannot slip past the guards.
import pino from 'pino';
import request from 'supertest';
import { createAdminRouter } from '../server/staff-api/index';
import { callRoute } from './helpers/call-route';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { routesOf } from './helpers/roles';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD, sessionCookie } from './helpers/staff';

const concrete = (path: string) => `/api/admin${path.replace(/:id\b/g, '1')}`;

describe.each(backends)('every /api/admin route is guarded on %s', (backend) => {
  let ctx: TestContext;
  let routes: [string, string][];
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    const login = await request(ctx.app).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    cookie = sessionCookie(login) as string;
    routes = routesOf(createAdminRouter({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (method: string, path: string) => {
    const agent = request(ctx.app);
    const url = concrete(path);
    return callRoute(agent, method, url);
  };

  it('finds the routes (dashboard, media, every resource)', () => {
    const paths = routes.map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /dashboard',
        'POST /media/',
        'GET /blog_posts',
        'PUT /blog_posts/:id',
        'DELETE /registration_forms/:id',
        'GET /registration_forms/export.csv',
        'GET /achievers/stats',
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers every route with 401 without a session', async () => {
    for (const [method, path] of routes) {
      const res = await call(method, path);
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('answers every route with 403 from a foreign origin, signed in or not', async () => {
    for (const [method, path] of routes) {
      const anonymous = await call(method, path).set('Origin', 'https://evil.example');
      expect([method, path, anonymous.status]).toEqual([method, path, 403]);
      const signedIn = await call(method, path).set('Origin', 'https://evil.example').set('Cookie', cookie);
      expect([method, path, signedIn.status]).toEqual([method, path, 403]);
    }
  });
});
