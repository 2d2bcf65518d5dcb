// Publishing states: drafts and unpublished posts are never public; a scheduled post is 404 a minute before its
// time and live a minute after on every replica, with no write and no restart, through every cache.

import request from 'supertest';
import type { App } from '../server/app';
import { createContentCache } from '../server/core/content-cache';
import { isoInKolkata } from '../server/http/kolkata';
import { blogPostInput } from './helpers/blog';
import { clockedApp, START } from './helpers/clocked-app';
import { type Backend, backends, createTestDatabase } from './helpers/context';
import { eventually } from './helpers/eventually';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
const MINUTE = 60_000;

describe.each(backends)('blog publishing states on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let replicas: ReturnType<typeof clockedApp>[];
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  const setClock = (at: number) => {
    for (const replica of replicas) replica.clock.now = at;
  };
  const publicStatus = async (app: App, id: number) => (await request(app).get(`/api/public/blog_posts/${id}`)).status;
  const listed = async (app: App, id: number) =>
    ((await request(app).get('/api/public/blog_posts')).body as { id: number }[]).some((post) => post.id === id);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    replicas = [clockedApp(database.db), clockedApp(database.db)];
    await addStaff({ db: database.db } as Parameters<typeof addStaff>[0]);
    staff = await signedInAgent(replicas[0].app);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.db.close();
    await database?.dropDatabase();
  });
  beforeEach(() => setClock(START));

  it('keeps drafts and unpublished posts off the public site, and publishes at once when told', async () => {
    const draft = await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'Draft', status: 'draft' }));
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe('draft');
    for (const { app } of replicas) {
      expect(await publicStatus(app, draft.body.id)).toBe(404);
      expect(await listed(app, draft.body.id)).toBe(false);
    }
    const published = await staff.put(`/api/admin/blog_posts/${draft.body.id}`).send({ status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.publish_at).not.toBeNull();
    for (const { app } of replicas) {
      expect(await eventually(async () => (await publicStatus(app, draft.body.id)) === 200)).toBe(true);
      expect(await listed(app, draft.body.id)).toBe(true);
    }
    const unpublished = await staff.put(`/api/admin/blog_posts/${draft.body.id}`).send({ status: 'unpublished' });
    expect(unpublished.status).toBe(200);
    for (const { app } of replicas)
      expect(await eventually(async () => (await publicStatus(app, draft.body.id)) === 404)).toBe(true);
    // A view of a post visitors cannot see is not counted either.
    const view = await request(replicas[1].app).post(`/api/public/blog_posts/${draft.body.id}/views`);
    expect(view.status).toBe(404);
    expect(view.body).toEqual({ error: 'Blog post not found' });
  });

  it('dates a post with a publish time by that time’s day in India: one date, not two', async () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in Kolkata.
    const scheduled = await staff.post('/api/admin/blog_posts').send(
      blogPostInput({
        title: 'Open day in December',
        status: 'scheduled',
        date: '2026-11-27',
        publish_at: '2026-11-30T20:00:00Z',
      }),
    );
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.date).toBe('2026-12-01');
    const moved = await staff
      .put(`/api/admin/blog_posts/${scheduled.body.id}`)
      .send({ publish_at: '2026-12-05T04:30:00Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.date).toBe('2026-12-05');
    // Without a time, the date given stays (as the public API's clients have always sent it).
    const dated = await staff
      .post('/api/admin/blog_posts')
      .send(blogPostInput({ title: 'Dated', date: '2026-11-20', status: 'draft' }));
    expect(dated.body.date).toBe('2026-11-20');
  });

  it('refuses a scheduled post without a time, with a message for the field', async () => {
    const res = await staff.post('/api/admin/blog_posts').send(blogPostInput({ status: 'scheduled' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ publish_at: 'A scheduled post needs a publish time' });
    const bad = await staff
      .post('/api/admin/blog_posts')
      .send(blogPostInput({ status: 'scheduled', publish_at: 'tomorrow' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.publish_at).toBe('Publish at must be a date and time');
  });

  it('serves a scheduled post from its time on, on every replica, with caches warm and no write', async () => {
    const publishAt = START + 10 * MINUTE;
    // Staff type India time; it is stored and answered in UTC.
    const created = await staff
      .post('/api/admin/blog_posts')
      .send(blogPostInput({ title: 'Scheduled', status: 'scheduled', publish_at: isoInKolkata(new Date(publishAt)) }));
    expect(created.status).toBe(201);
    expect(new Date(created.body.publish_at).getTime()).toBe(publishAt);
    const { id } = created.body as { id: number };

    const caches = replicas.map((replica) => createContentCache(database.db, { clock: () => replica.clock.now }));
    if (backend === 'postgres') {
      // The listener keeps the version without asking: the schedule must expire it all the same.
      for (const cache of caches) expect(await eventually(async () => cache.listening())).toBe(true);
    }
    let rendered = 0;
    const renderPage = async () => ({ render: ++rendered, live: await listed(replicas[0].app, id) });

    setClock(publishAt - MINUTE);
    for (const [index, { app }] of replicas.entries()) {
      expect(await publicStatus(app, id)).toBe(404);
      expect(await listed(app, id)).toBe(false);
      expect((await caches[index].read('page /blogs', renderPage)).live).toBe(false);
      // Asked twice, to be sure the answers are the cached ones when the clock moves.
      expect(await publicStatus(app, id)).toBe(404);
    }
    expect(rendered).toBe(2);
    expect((await caches[0].read('page /blogs', renderPage)).render).toBe(1);

    setClock(publishAt + MINUTE);
    for (const [index, { app }] of replicas.entries()) {
      expect(await publicStatus(app, id)).toBe(200);
      expect(await listed(app, id)).toBe(true);
      expect((await caches[index].read('page /blogs', renderPage)).live).toBe(true);
    }
    const view = await request(replicas[1].app).post(`/api/public/blog_posts/${id}/views`);
    expect(view.status).toBe(204);
  });
});
