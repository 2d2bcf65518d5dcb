// Rotating SESSION_SECRET during a rolling deploy (docs/deploy.md): two replicas on one database, each restarted in
// turn through the three steps, with a staff member who keeps working across both; no session and no preview link is
// lost. A replica given only the new secret at once refuses the old cookie, which is why the steps exist.
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { blogPostInput } from './helpers/blog';
import { type Backend, backends, createTestDatabase, testConfig } from './helpers/context';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD, sessionCookie } from './helpers/staff';
import { standInSite } from './helpers/stand-in-site';

const OLD = 'the-old-session-secret-0123456789';
const NEW = 'the-new-session-secret-9876543210';

describe.each(backends)('rotating SESSION_SECRET across two replicas on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let site: ReturnType<typeof standInSite>;
  /** A replica as it runs after a (re)start with this SESSION_SECRET; nothing but the database is shared. */
  const replica = (secret: string) =>
    createApp({
      db: database.db,
      config: { ...testConfig({ SESSION_SECRET: secret }), distDir: site.distDir },
      logger: pino({ level: 'silent' }),
    });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = standInSite();
    await addStaff({ db: database.db } as Parameters<typeof addStaff>[0]);
  }, 180_000);
  afterAll(async () => {
    site?.remove();
    await database?.db.close();
    await database?.dropDatabase();
  });

  it('keeps the staff session and preview links through every step of the rotation', async () => {
    const replicas = { a: replica(OLD), b: replica(OLD) };
    // The browser: it sends its cookie to whichever replica the load balancer picks and keeps the one sent back.
    let cookie = '';
    const visit = async (name: keyof typeof replicas) => {
      const answer = await request(replicas[name]).get('/api/auth/me').set('Cookie', cookie);
      cookie = sessionCookie(answer) ?? cookie;
      return { replica: name, status: answer.status, email: answer.body.email };
    };
    const signedIn = (name: keyof typeof replicas) => ({ replica: name, status: 200, email: STAFF_EMAIL });

    const login = await request(replicas.a)
      .post('/api/auth/login')
      .send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    expect(login.status).toBe(200);
    cookie = sessionCookie(login) as string;
    const signedWithOld = cookie;
    const post = await request(replicas.a)
      .post('/api/admin/blog_posts')
      .set('Cookie', cookie)
      .send(blogPostInput({ title: 'Rotation draft', status: 'draft' }));
    expect(post.status).toBe(201);
    const oldLink = (
      await request(replicas.a).post(`/api/admin/blog_posts/${post.body.id}/preview`).set('Cookie', cookie)
    ).body.url as string;
    expect(await visit('b')).toEqual(signedIn('b'));

    // Step 1: the new secret joins the list behind the old one, replica by replica; everyone still signs with the old.
    replicas.a = replica(`${OLD},${NEW}`);
    expect(await visit('a')).toEqual(signedIn('a'));
    expect(await visit('b')).toEqual(signedIn('b'));
    replicas.b = replica(`${OLD},${NEW}`);
    expect(await visit('b')).toEqual(signedIn('b'));

    // Step 2: the new secret goes first, replica by replica; a cookie signed with either opens either replica.
    replicas.a = replica(`${NEW},${OLD}`);
    expect(await visit('a')).toEqual(signedIn('a'));
    expect(cookie).not.toBe(signedWithOld); // re-signed with the new secret by the rolling cookie
    expect(await visit('b')).toEqual(signedIn('b'));
    replicas.b = replica(`${NEW},${OLD}`);
    expect(await visit('b')).toEqual(signedIn('b'));
    expect(await visit('a')).toEqual(signedIn('a'));
    const newLink = (
      await request(replicas.b).post(`/api/admin/blog_posts/${post.body.id}/preview`).set('Cookie', cookie)
    ).body.url as string;
    expect(newLink).not.toBe(oldLink);
    for (const name of ['a', 'b'] as const)
      for (const link of [oldLink, newLink]) expect((await request(replicas[name]).get(link)).status).toBe(200);

    // Step 3 (after the idle limit and the preview links' day): the old secret leaves the list.
    replicas.a = replica(NEW);
    expect(await visit('a')).toEqual(signedIn('a'));
    expect(await visit('b')).toEqual(signedIn('b'));
    replicas.b = replica(NEW);
    expect(await visit('b')).toEqual(signedIn('b'));
    expect((await request(replicas.b).get(newLink)).status).toBe(200);
    // Only now does what was signed with the old secret stop working: a cookie unused since step 1, an old link.
    expect((await request(replicas.b).get('/api/auth/me').set('Cookie', signedWithOld)).status).toBe(401);
    expect((await request(replicas.b).get(oldLink)).status).toBe(404);
  }, 120_000);

  it('loses the session when a replica is given only the new secret at once (why the steps exist)', async () => {
    const old = replica(OLD);
    const login = await request(old).post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const cookie = sessionCookie(login) as string;
    expect((await request(old).get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    expect((await request(replica(NEW)).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
    expect(
      (
        await request(replica(`${NEW},${OLD}`))
          .get('/api/auth/me')
          .set('Cookie', cookie)
      ).status,
    ).toBe(200);
  }, 60_000);
});
