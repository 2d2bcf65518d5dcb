// Two production servers started at the same moment on one PostgreSQL behave as one site.
import path from 'node:path';
import { eventually } from '../helpers/eventually';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const staff = { email: 'replicas@example.in', password: 'replica-password-123' };

describe('two replicas behind one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'replicas-test-session-secret-0123456789',
      TOTP_KEY: 'ab'.repeat(32),
      DATABASE_URL: createFreshDatabase('skyline_replicas'),
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      // These sign in with a password alone; two-factor sign-in has its own tests.
      REQUIRE_2FA: 'none',
      // As behind the load balancer, which terminates TLS: production cookies are Secure.
      TRUST_PROXY: '1',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    a = startServer(root, portA, { ...env, DATA_DIR: '/tmp/skyline-replica-a' });
    b = startServer(root, portB, { ...env, DATA_DIR: '/tmp/skyline-replica-b' });
    await Promise.all([waitReady(a), waitReady(b)]);
  });
  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    expect(codes).toEqual([0, 0]);
  });

  // Behind a load balancer the browser sees one origin; here each replica is its own origin.
  const send = (server: RunningServer, route: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${server.base}${route}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        origin: server.base,
        'x-forwarded-proto': 'https',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  async function signIn(server: RunningServer): Promise<string> {
    const res = await send(server, '/api/auth/login', { method: 'POST', body: JSON.stringify(staff) });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie');
    expect(cookie).toBeTruthy();
    return cookie!.split(';')[0];
  }

  it('both migrated at once without error and both are ready', () => {
    expect(a.output()).not.toMatch(/error/i);
    expect(b.output()).not.toMatch(/error/i);
  });

  it('honours on one replica a session made on the other', async () => {
    const cookie = await signIn(a);
    const me = await send(b, '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: staff.email });
  });

  it('counts the sign-in rate limit across both replicas', async () => {
    const attempt = (server: RunningServer) =>
      send(server, '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'nobody-here@example.in', password: 'wrong-password-1' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('serves from one replica a blog post edited through the other, fresh', async () => {
    const cookie = await signIn(a);
    const created = await send(a, '/api/admin/blog_posts', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        title: 'Cabin crew open day',
        excerpt: 'Meet our trainers.',
        content: '<p>Join us at the Siliguri campus.</p>',
        author: 'Admissions Team',
        date: '2025-01-10',
        category: 'aviation',
        image: '/images/demo/blog/cabin-crew.jpg',
        image_alt: 'A cover picture of the story',
        tags: ['events'],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(((await (await send(b, `/api/public/blog_posts/${id}`)).json()) as { title: string }).title).toBe(
      'Cabin crew open day',
    );

    const updated = await send(a, `/api/admin/blog_posts/${id}`, {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ title: 'Cabin crew open day: new date' }),
    });
    expect(updated.status).toBe(200);
    // B hears of the commit by PostgreSQL's notification, a moment after A answered.
    const freshOnB = async () =>
      ((await (await send(b, `/api/public/blog_posts/${id}`)).json()) as { title: string }).title ===
      'Cabin crew open day: new date';
    expect(await eventually(freshOnB)).toBe(true);
    const page = await (await send(b, `/blog/${id}`)).text();
    expect(page).toContain('Cabin crew open day: new date');
  });
});
