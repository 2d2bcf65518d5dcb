import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createPublicReads } from '../server/content/reads';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { eventually } from './helpers/eventually';

/** A fresh database with every migration can take long on a busy machine (PGlite runs in this process). */
const SETUP_TIMEOUT_MS = 180_000;

const post = (overrides: Record<string, unknown>) => ({
  title: 'A day at the airport',
  excerpt: 'What ground staff do',
  content: '<p>Body</p>',
  category: 'aviation',
  tags: ['airport', 'careers'],
  author: 'Skyline Faculty',
  image: '/images/blog/airport.jpg',
  image_alt: 'A cover picture of the story',
  date: '2026-01-10',
  ...overrides,
});
const person = (overrides: Record<string, unknown>) => ({
  name: 'Riya Sen',
  image: '/images/people/riya.jpg',
  company_name: 'IndiGo',
  position: 'Cabin Crew',
  ...overrides,
});

describe.each(backends)('public reads on %s', (backend) => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { knex } = ctx.db;
    const insert = async (table: string, row: Record<string, unknown>) =>
      ((await knex(table).insert(row).returning('id')) as { id: number }[])[0].id;
    ids.older = await insert('blog_posts', post({ title: 'Older', date: '2025-12-01' }));
    ids.sameDayFirst = await insert('blog_posts', post({ title: 'Same day, first', date: '2026-02-01' }));
    ids.sameDaySecond = await insert(
      'blog_posts',
      post({
        title: 'Same day, second',
        date: '2026-02-01',
        content:
          '<h2>Ready</h2><script>alert(1)</script><p onclick="steal()">Fly <a href="javascript:alert(1)">here</a></p><img src="x" onerror="alert(1)">',
      }),
    );
    ids.newest = await insert('blog_posts', post({ title: 'Newest', date: '2026-03-05' }));

    await insert('achievers', person({ name: 'Third', sort_order: 3 }));
    await insert('achievers', person({ name: 'First', sort_order: 1 }));
    await insert('achievers', person({ name: 'Hidden', sort_order: 0, is_featured: false }));
    await insert('achievers', person({ name: 'Second', sort_order: 2 }));
    await insert('placements', person({ name: 'Placed B', sort_order: 5 }));
    await insert('placements', person({ name: 'Placed A', sort_order: 5 }));
    await insert('placements', person({ name: 'Not featured', sort_order: 1, is_featured: false }));

    const image = (title: string, sort_order: number) => ({
      title,
      description: `${title} description`,
      image_url: `/images/gallery/${title}.jpg`,
      category: 'campus',
      date: '2025-08-15',
      sort_order,
    });
    await insert('gallery_images', image('two', 2));
    await insert('gallery_images', image('one', 1));
    await insert('gallery_images', image('also-two', 2));
    const video = (title: string, sort_order: number) => ({
      title,
      description: `${title} description`,
      video_url: `https://www.youtube.com/embed/${title}`,
      thumbnail_url: `/images/gallery/${title}.jpg`,
      category: 'events',
      date: '2025-09-01',
      sort_order,
    });
    await insert('gallery_videos', video('late', 9));
    await insert('gallery_videos', video('early', -1));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await ctx.close();
  });

  describe('blog list', () => {
    it('lists posts newest first by date, then id, without the HTML body', async () => {
      const res = await request(ctx.app).get('/api/public/blog_posts');
      expect(res.status).toBe(200);
      expect(res.body.map((p: { title: string }) => p.title)).toEqual([
        'Newest',
        'Same day, second',
        'Same day, first',
        'Older',
      ]);
      for (const summary of res.body) expect(summary).not.toHaveProperty('content');
      expect(res.body[0]).toMatchObject({
        id: ids.newest,
        excerpt: 'What ground staff do',
        category: 'aviation',
        tags: ['airport', 'careers'],
        date: '2026-03-05',
        views: 0,
        likes: 0,
        is_featured: false,
        author_image: null,
      });
      expect(res.body[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(res.body[0].updated_at).toMatch(/Z$/);
    });

    it('carries an ETag and a short public Cache-Control, and answers 304 to a matching If-None-Match', async () => {
      const first = await request(ctx.app).get('/api/public/blog_posts');
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"/);
      const again = await request(ctx.app).get('/api/public/blog_posts').set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      const stale = await request(ctx.app).get('/api/public/blog_posts').set('If-None-Match', '"something-old"');
      expect(stale.status).toBe(200);
    });

    it('changes the ETag when the content changes', async () => {
      const before = (await request(ctx.app).get('/api/public/blog_posts')).headers.etag;
      // Committed by another connection: on PostgreSQL the server learns of it by notification, moments later.
      await ctx.db.knex('blog_posts').where({ id: ids.older }).update({ title: 'Older, retitled' });
      const changed = async () =>
        (await request(ctx.app).get('/api/public/blog_posts').set('If-None-Match', before)).status === 200;
      expect(await eventually(changed)).toBe(true);
      const after = await request(ctx.app).get('/api/public/blog_posts').set('If-None-Match', before);
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before);
      await ctx.db.knex('blog_posts').where({ id: ids.older }).update({ title: 'Older' });
    });
  });

  describe('one blog post', () => {
    it('gives the post with its content sanitised', async () => {
      const res = await request(ctx.app).get(`/api/public/blog_posts/${ids.sameDaySecond}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids.sameDaySecond, title: 'Same day, second', date: '2026-02-01' });
      expect(res.body.content).toContain('<h2>Ready</h2>');
      expect(res.body.content).toContain('Fly');
      expect(res.body.content).not.toMatch(/script|onclick|onerror|javascript:/);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const revalidated = await request(ctx.app)
        .get(`/api/public/blog_posts/${ids.sameDaySecond}`)
        .set('If-None-Match', res.headers.etag);
      expect(revalidated.status).toBe(304);
    });

    it.each(['999999', 'abc', '1.5', '99999999999', '0', '-1', '1e3', '%20', '0x10', '01'])(
      'answers 404 JSON for the id %j',
      async (id) => {
        const res = await request(ctx.app).get(`/api/public/blog_posts/${id}`);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toEqual({ error: 'Blog post not found' });
      },
    );

    it('serves an edit at once, although sanitised HTML is cached', async () => {
      const reads = createPublicReads(ctx.db);
      const id = ids.newest;
      expect((await reads.getBlogPost(id))?.content).toBe('<p>Body</p>');
      // Even an update that leaves updated_at untouched must not be served stale.
      await ctx.db.knex('blog_posts').where({ id }).update({ content: '<p>Edited<script>x()</script></p>' });
      expect((await reads.getBlogPost(id))?.content).toBe('<p>Edited</p>');
      await ctx.db.knex('blog_posts').where({ id }).update({ content: '<p>Body</p>' });
      expect((await reads.getBlogPost(id))?.content).toBe('<p>Body</p>');
    });

    it('createPublicReads gives the same JSON as the HTTP API', async () => {
      const reads = createPublicReads(ctx.db);
      const http = await request(ctx.app).get(`/api/public/blog_posts/${ids.sameDaySecond}`);
      expect(await reads.getBlogPost(ids.sameDaySecond)).toEqual(http.body);
      expect(await reads.getBlogPost(424242)).toBeUndefined();
      expect(await reads.listBlogPosts()).toEqual((await request(ctx.app).get('/api/public/blog_posts')).body);
      expect(await reads.listGalleryImages()).toEqual((await request(ctx.app).get('/api/public/gallery_images')).body);
    });
  });

  describe('view counter', () => {
    it('counts one view per call with 204, and 404 for an unknown or malformed id', async () => {
      const res = await request(ctx.app).post(`/api/public/blog_posts/${ids.older}/views`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      const row = await ctx.db.knex('blog_posts').where({ id: ids.older }).first();
      expect(row.views).toBe(1);
      for (const id of ['999999', 'abc', '99999999999']) {
        const missing = await request(ctx.app).post(`/api/public/blog_posts/${id}/views`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: 'Blog post not found' });
      }
    });

    const concurrent = backend === 'postgres' ? 1000 : 200;
    it(`${concurrent} concurrent calls from one address count exactly one view (one per address per hour)`, async () => {
      const id = ids.sameDayFirst;
      const before = (await ctx.db.knex('blog_posts').where({ id }).first()).views as number;
      // A wide backlog and a long keep-alive: the point is the database's arithmetic, not the test machine's sockets.
      const server = http.createServer(ctx.app).listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
      server.keepAliveTimeout = 60_000;
      await new Promise((resolve) => server.once('listening', resolve));
      const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
      try {
        const { port } = server.address() as AddressInfo;
        const countView = () =>
          new Promise<number>((resolve, reject) => {
            const req = http.request(
              { host: '127.0.0.1', port, method: 'POST', path: `/api/public/blog_posts/${id}/views`, agent },
              (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              },
            );
            req.on('error', reject);
            req.end();
          });
        const statuses = await Promise.all(Array.from({ length: concurrent }, countView));
        expect(statuses.filter((status) => status === 204)).toHaveLength(concurrent);
      } finally {
        agent.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      const after = (await ctx.db.knex('blog_posts').where({ id }).first()).views as number;
      expect(after - before).toBe(1);
    });

    it('a view does not change the updated_at the sanitised-HTML cache and editors rely on', async () => {
      const before = await ctx.db.knex('blog_posts').where({ id: ids.newest }).first();
      await request(ctx.app).post(`/api/public/blog_posts/${ids.newest}/views`).expect(204);
      const after = await ctx.db.knex('blog_posts').where({ id: ids.newest }).first();
      expect(after.updated_at).toEqual(before.updated_at);
      expect(after.views).toBe(before.views + 1);
    });
  });

  describe('featured people and the gallery', () => {
    it('lists featured achievers by sort_order', async () => {
      const res = await request(ctx.app).get('/api/public/achievers');
      expect(res.status).toBe(200);
      expect(res.body.map((a: { name: string }) => a.name)).toEqual(['First', 'Second', 'Third']);
      expect(res.body[0]).toMatchObject({
        company_name: 'IndiGo',
        position: 'Cabin Crew',
        is_featured: true,
        sort_order: 1,
        company_logo: null,
      });
      expect(res.body[0].created_at).toMatch(/Z$/);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      expect(res.headers.etag).toBeDefined();
    });

    it('lists featured placements by sort_order, then id', async () => {
      const res = await request(ctx.app).get('/api/public/placements');
      expect(res.body.map((a: { name: string }) => a.name)).toEqual(['Placed B', 'Placed A']);
    });

    it('lists gallery images by sort_order, then id', async () => {
      const res = await request(ctx.app).get('/api/public/gallery_images');
      expect(res.status).toBe(200);
      expect(res.body.map((i: { title: string }) => i.title)).toEqual(['one', 'two', 'also-two']);
      expect(res.body[0]).toMatchObject({
        description: 'one description',
        image_url: '/images/gallery/one.jpg',
        category: 'campus',
        location: null,
        date: '2025-08-15',
      });
      const revalidated = await request(ctx.app)
        .get('/api/public/gallery_images')
        .set('If-None-Match', res.headers.etag);
      expect(revalidated.status).toBe(304);
    });

    it('lists gallery videos by sort_order', async () => {
      const res = await request(ctx.app).get('/api/public/gallery_videos');
      expect(res.body.map((v: { title: string }) => v.title)).toEqual(['early', 'late']);
      expect(res.body[0]).toMatchObject({
        video_url: 'https://www.youtube.com/embed/early',
        thumbnail_url: '/images/gallery/early.jpg',
        duration: null,
        category: 'events',
      });
    });
  });
});
