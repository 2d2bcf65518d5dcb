// The content cache: pages and public reads are kept only while the content version is unchanged.
import request from 'supertest';
import { createContentCache } from '../server/core/content-cache';
import { createDatabase, type Database } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { eventually } from './helpers/eventually';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;

const post = {
  title: 'Ground staff open day',
  excerpt: 'Meet the ground crew',
  content: '<p>First version</p>',
  category: 'aviation',
  tags: ['airport'],
  author: 'Skyline Faculty',
  image: '/images/blog/airport.jpg',
  image_alt: 'A cover picture of the story',
  date: '2026-01-10',
};

describe.each(backends)('content cache on %s', (backend) => {
  let ctx: TestContext;
  let postId: number;
  const version = async () => Number((await ctx.db.knex('content_version').first('version')).version);
  /** A new cache once it listens, holding `key` computed once (each computation answers the next number). */
  const listeningCache = async (key: string) => {
    const cache = createContentCache(ctx.db);
    expect(await eventually(async () => cache.listening())).toBe(true);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.read(key, compute)).toBe(1);
    return { cache, compute };
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    postId = ((await ctx.db.knex('blog_posts').insert(post).returning('id')) as { id: number }[])[0].id;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  it('moves the version on every content change, but not on a view', async () => {
    const { knex } = ctx.db;
    const start = await version();
    await knex('blog_posts').where({ id: postId }).increment('views', 1);
    expect(await version()).toBe(start);
    await knex('blog_posts').where({ id: postId }).update({ title: 'Renamed' });
    expect(await version()).toBe(start + 1);
    for (const table of ['achievers', 'placements']) {
      await knex(table).insert({ name: 'Riya Sen', image: '/i.jpg', company_name: 'IndiGo', position: 'Crew' });
    }
    await knex('gallery_images').insert({ title: 'Mock cabin', description: 'Training', image_url: '/g.jpg' });
    await knex('gallery_videos').del();
    expect(await version()).toBe(start + 5);
  });

  it('answers from memory until the version moves, then computes again', async () => {
    const cache = createContentCache(ctx.db);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.read('k', compute)).toBe(1);
    expect(await cache.read('k', compute)).toBe(1);
    // Committed by another connection, as another replica would on PostgreSQL (seen once the notification arrives);
    // on PGlite every change commits in this process and is seen by the next read.
    await ctx.db.knex('blog_posts').where({ id: postId }).update({ excerpt: 'Changed' });
    expect(await eventually(async () => (await cache.read('k', compute)) === 2)).toBe(true);
    expect(await cache.read('k', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('keeps neither a failure nor an answer the caller refuses, and computes again after the TTL', async () => {
    const cache = createContentCache(ctx.db, { ttlMs: 0 });
    let computed = 0;
    expect(await cache.read('ttl', async () => ++computed)).toBe(1);
    expect(await cache.read('ttl', async () => ++computed)).toBe(2);

    const kept = createContentCache(ctx.db);
    await expect(kept.read('fails', () => Promise.reject(new Error('database away')))).rejects.toThrow('away');
    expect(await kept.read('fails', async () => 'now fine')).toBe('now fine');
    expect(
      await kept.read(
        'refused',
        async () => 'fallback',
        () => false,
      ),
    ).toBe('fallback');
    expect(
      await kept.read(
        'refused',
        async () => 'real',
        () => true,
      ),
    ).toBe('real');
  });

  it('shares one computation among requests that arrive together', async () => {
    const cache = createContentCache(ctx.db);
    let computed = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 20));
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.read('together', slow)));
    expect(answers).toEqual(Array(10).fill(1));
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createContentCache(ctx.db, { maxEntries: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    await cache.read('a', compute);
    await cache.read('b', compute);
    await cache.read('a', compute);
    await cache.read('c', compute);
    expect(computed).toBe(3);
    await cache.read('a', compute);
    expect(computed).toBe(3);
    await cache.read('b', compute);
    expect(computed).toBe(4);
  });

  it('serves an edit saved through this server at once, and one saved elsewhere moments later', async () => {
    await addStaff(ctx);
    const staff = await signedInAgent(ctx.app);
    const before = await request(ctx.app).get(`/api/public/blog_posts/${postId}`).expect(200);
    expect(before.body.content).not.toContain('Second version');
    await staff.put(`/api/admin/blog_posts/${postId}`).send({ content: '<p>Second version</p>' }).expect(200);
    const after = await request(ctx.app).get(`/api/public/blog_posts/${postId}`).expect(200);
    expect(after.body.content).toContain('Second version');

    await ctx.db.knex('blog_posts').where({ id: postId }).update({ content: '<p>Third version</p>' });
    const servesThird = async () =>
      (await request(ctx.app).get(`/api/public/blog_posts/${postId}`)).body.content?.includes('Third version');
    expect(await eventually(servesThird)).toBe(true);
  });

  it('listens for changes, so a cached read asks the database nothing', async () => {
    const { cache, compute } = await listeningCache('quiet');
    const queries: string[] = [];
    const record = (query: { sql: string }) => queries.push(query.sql);
    ctx.db.knex.on('query', record);
    expect(await cache.read('quiet', compute)).toBe(1);
    expect(await cache.read('quiet', compute)).toBe(1);
    ctx.db.knex.off('query', record);
    expect(queries).toEqual([]);
  });

  if (backend === 'pglite') {
    it('sees a change committed in this process by the very next read, and a rolled-back one never', async () => {
      const { cache, compute } = await listeningCache('own');
      // Not through the staff API (whose answers also make the cache ask again): the notification alone tells.
      await ctx.db.knex('blog_posts').where({ id: postId }).update({ excerpt: 'Seen at once' });
      expect(await cache.read('own', compute)).toBe(2);
      await ctx.db.knex.transaction(async (trx) => {
        await trx('blog_posts').where({ id: postId }).update({ excerpt: 'In a transaction' });
        await trx('achievers').insert({ name: 'Asha Rao', image: '/a.jpg', company_name: 'Vistara', position: 'Crew' });
      });
      expect(await cache.read('own', compute)).toBe(3);
      await expect(
        ctx.db.knex.transaction(async (trx) => {
          await trx('blog_posts').where({ id: postId }).update({ excerpt: 'Rolled back' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await cache.read('own', compute)).toBe(3);
      // A view does not move the version either.
      await ctx.db.knex('blog_posts').where({ id: postId }).increment('views', 1);
      expect(await cache.read('own', compute)).toBe(3);
    });
  }

  if (backend === 'postgres') {
    it('heeds the notifications of its own schema only, in a database that other schemas share', async () => {
      // Two schemas in the test's database, each migrated, as two servers with a search path each would see it.
      const [mine, theirs] = ['mine', 'theirs'].map((name) => `${name}_${process.pid}`);
      const schemas: Database[] = [];
      try {
        for (const schema of [mine, theirs]) {
          await ctx.db.knex.raw(`CREATE SCHEMA ${schema}`);
          const db = await createDatabase({ databaseUrl: ctx.url, searchPath: schema, poolMax: 2 });
          schemas.push(db);
          await migrateLatest(db.knex);
        }
        const [own] = schemas;
        let heard = 0;
        let listening = false;
        own.listen?.('content_version', {
          notified: () => {
            heard += 1;
          },
          listening: (on) => {
            listening = on;
          },
        });
        expect(await eventually(async () => listening)).toBe(true);
        // One transaction edits both schemas: its two notifications (one naming each schema) reach every listener
        // together at the commit, so a listener that heeded both would count two at once.
        const achiever = { name: 'Asha Rao', image: '/a.jpg', company_name: 'Vistara', position: 'Crew' };
        await own.knex.transaction(async (trx) => {
          await trx.withSchema(theirs).table('achievers').insert(achiever);
          await trx('achievers').insert(achiever);
        });
        expect(await eventually(async () => heard > 0)).toBe(true);
        expect(heard).toBe(1);
      } finally {
        for (const db of schemas) await db.close();
      }
    });

    it('while its listener is down asks every time, then listens again', async () => {
      const { cache, compute } = await listeningCache('l');

      // The database ends every listening connection (a restart or a failover does the same); only in this test's
      // database: the browser suite's servers, running beside these tests, listen in databases of their own.
      await ctx.db.knex.raw(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN content_version' AND datname = current_database()",
      );
      expect(await eventually(async () => !cache.listening())).toBe(true);
      // Not listening, an edit committed elsewhere is seen by the very next read.
      await ctx.db.knex('blog_posts').where({ id: postId }).update({ excerpt: 'While deaf' });
      expect(await cache.read('l', compute)).toBe(2);

      expect(await eventually(async () => cache.listening(), 10_000)).toBe(true);
      await ctx.db.knex('blog_posts').where({ id: postId }).update({ excerpt: 'Listening again' });
      expect(await eventually(async () => (await cache.read('l', compute)) === 3)).toBe(true);
    }, 30_000);
  }
});
