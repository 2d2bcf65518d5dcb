// The demo content: loaded once into empty tables, complete, valid for the staff forms, and every picture ships with the site.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentSchemas, VIDEO_EMBED_PATTERN } from '../common/content';
import { BLOG_CATEGORIES, GALLERY_CATEGORIES } from '../common/enums';
import { CONTENT_TABLES, demoContentRows, seedDemoContentIfEmpty } from '../seeds/index';
import { sanitizeBlogHtml } from '../server/core/sanitize';
import { type Backend, backends, createTestDatabase } from './helpers/context';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '..', 'public-site', 'public');
const IMAGE_FIELDS = ['image', 'author_image', 'company_logo', 'image_url', 'thumbnail_url'] as const;

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe.each(backends)('demo content on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
  });
  afterEach(async () => {
    await database.db.close();
    await database.dropDatabase();
  });

  test('an empty database gets every kind of content, and a second run loads nothing', async () => {
    const { knex } = database.db;
    expect(await seedDemoContentIfEmpty(knex)).toBe(true);

    const posts = await knex('blog_posts').select('category', 'tags', 'date');
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const post of posts) {
      expect(Array.isArray(post.tags)).toBe(true);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const achievers = await knex('achievers').where({ is_featured: true }).orderBy('sort_order');
    expect(achievers.map((row) => row.sort_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await knex('placements').where({ is_featured: true }).count({ n: '*' })).toEqual([{ n: 6 }]);
    const imageCategories = await knex('gallery_images').distinct('category');
    expect(new Set(imageCategories.map((row) => row.category))).toEqual(new Set(GALLERY_CATEGORIES));
    expect((await knex('gallery_images').count({ n: '*' }))[0].n).toBeGreaterThanOrEqual(18);
    const videos = await knex('gallery_videos').select('video_url');
    expect(videos.length).toBeGreaterThanOrEqual(6);
    for (const video of videos) expect(video.video_url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    // Open days to come, whatever the day of loading: the demo's /events is never empty.
    const openDays = await knex('events').where({ is_published: true }).where('starts_at', '>', new Date());
    expect(openDays.length).toBeGreaterThanOrEqual(4);
    expect(new Set(openDays.map((row) => row.campus))).toEqual(new Set(['siliguri', 'kolkata']));
    // Bengali and Hindi: at least three posts each, every one linked to its English original, and an open day each.
    for (const language of ['bn', 'hi']) {
      const translated = await knex('blog_posts as t')
        .join('blog_posts as o', 'o.id', 't.translation_of')
        .where('t.language', language)
        .select('o.language as original');
      expect(translated.length).toBeGreaterThanOrEqual(3);
      expect(new Set(translated.map((row) => row.original))).toEqual(new Set(['en']));
      expect(openDays.filter((row) => row.language === language)).toHaveLength(1);
    }

    const countsBefore = await Promise.all(CONTENT_TABLES.map((table) => knex(table).count({ n: '*' })));
    expect(await seedDemoContentIfEmpty(knex)).toBe(false);
    const countsAfter = await Promise.all(CONTENT_TABLES.map((table) => knex(table).count({ n: '*' })));
    expect(countsAfter).toEqual(countsBefore);
  });

  test('one row in any content table keeps the demo content out', async () => {
    const { knex } = database.db;
    await knex('gallery_videos').insert({
      title: 'Our own video',
      description: 'Added by staff before the first start.',
      video_url: 'https://www.youtube.com/embed/abcdefghijk',
      thumbnail_url: '/images/demo/videos/campus-tour.jpg',
    });
    expect(await seedDemoContentIfEmpty(knex)).toBe(false);
    for (const table of CONTENT_TABLES.filter((name) => name !== 'gallery_videos'))
      expect(await knex(table).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  test('two seeders at once load the content exactly once', async () => {
    const { knex } = database.db;
    const results = await Promise.all([seedDemoContentIfEmpty(knex), seedDemoContentIfEmpty(knex)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await knex('achievers').count({ n: '*' })).toEqual([{ n: 8 }]);
  });

  test('every picture a row points to ships under public-site/public, and nothing points to another host', async () => {
    const { knex } = database.db;
    await seedDemoContentIfEmpty(knex);
    const addresses: string[] = [];
    for (const table of CONTENT_TABLES) {
      for (const row of await knex(table).select('*')) {
        for (const field of IMAGE_FIELDS) if (row[field] != null) addresses.push(row[field]);
      }
    }
    expect(addresses.length).toBeGreaterThan(60);
    for (const address of addresses) {
      expect(address).toMatch(/^\/images\/demo\/(blog|people|logos|gallery|videos)\/[\w-]+\.(jpg|webp|svg)$/);
      const file = path.join(PUBLIC_DIR, address);
      expect({ address, exists: existsSync(file) && statSync(file).size > 0 }).toEqual({ address, exists: true });
    }
  });
});

describe('demo content rows', () => {
  const rows = demoContentRows(new Date('2026-11-22T12:00:00Z'));

  test('every row is what the staff forms would accept', () => {
    for (const table of CONTENT_TABLES) {
      for (const row of rows[table] as Record<string, unknown>[]) {
        const { created_at: _created, updated_at: _updated, ...fields } = row;
        const parsed = contentSchemas[table].safeParse(fields);
        expect({ table, issues: parsed.error?.issues ?? [] }).toEqual({ table, issues: [] });
      }
    }
    for (const video of rows.gallery_videos) expect(video.video_url).toMatch(VIDEO_EMBED_PATTERN);
  });

  test('open days are dated after the loading day, within its next year', () => {
    const starts = rows.events.map((event) => event.starts_at).sort();
    expect(starts[0] > '2026-11-22T12:00:00Z').toBe(true);
    expect(starts[starts.length - 1] < '2027-11-22').toBe(true);
  });

  test('blog bodies are real articles that survive the sanitiser unchanged', () => {
    for (const post of rows.blog_posts) {
      expect(sanitizeBlogHtml(post.content)).toBe(post.content);
      const words = wordCount(post.content);
      // Bengali and Hindi say in fewer, longer words what English says in more (the translations are adaptations).
      const least = 'language' in post ? 200 : 300;
      expect({ title: post.title, words, inRange: words >= least && words <= 600 }).toEqual({
        title: post.title,
        words,
        inRange: true,
      });
      for (const tag of ['<h2>', '<p>', '<a href="', '<strong>']) expect(post.content).toContain(tag);
      expect(post.content).toMatch(/<(ul|ol)>/);
      expect(post.read_time).toMatch(
        'language' in post
          ? { bn: /^পড়তে [০-৯]+ মিনিট$/, hi: /^पढ़ने में \d+ मिनट$/ }[post.language as 'bn' | 'hi']
          : /^\d+ min read$/,
      );
    }
  });

  test('dates spread over the last fourteen months, newest on the loading day or before', () => {
    const dates = [...rows.blog_posts.map((post) => post.date)].sort();
    expect(dates[dates.length - 1] <= '2026-11-22').toBe(true);
    expect(dates[0] >= '2025-09-22').toBe(true);
    expect(dates[0] <= '2026-01-22').toBe(true);
    expect(rows.blog_posts.filter((post) => post.is_featured).length).toBeGreaterThanOrEqual(2);
  });
});
