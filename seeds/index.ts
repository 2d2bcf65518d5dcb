// Demo content: loaded on the first development start (and by `npm run db:seed`) into empty content tables only.
import type { Knex } from 'knex';
import { slugFromTitle } from '../common/slug-from-title';
import { DEMO_BLOG_POSTS } from './blog-posts';
import { DEMO_TRANSLATIONS } from './blog-translations';
import { DEMO_EVENTS } from './events';
import { DEMO_GALLERY_IMAGES, DEMO_GALLERY_VIDEOS } from './gallery';
import { DEMO_ACHIEVERS, DEMO_PLACEMENTS } from './people';

export const CONTENT_TABLES = [
  'blog_posts',
  'achievers',
  'placements',
  'gallery_images',
  'gallery_videos',
  'events',
] as const;

/** Serialises concurrent seeders (two processes starting at once) on both PostgreSQL and PGlite. */
const SEED_LOCK_KEY = 724_001_734;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates are relative to the day of loading, so the demo blog always looks recently written. */
const daysBefore = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** The rows of every content table, dated relative to `today`. */
export function demoContentRows(today: Date) {
  const blog_posts = DEMO_BLOG_POSTS.map(({ daysAgo, ...post }) => {
    const date = daysBefore(today, daysAgo);
    // The dashboard's recent activity orders by created_at: make it agree with the publish date.
    const createdAt = `${date}T04:30:00Z`;
    // Cover pictures are described by the post's title; addresses are made from it as the staff API makes them.
    return {
      ...post,
      slug: slugFromTitle(post.title),
      image_alt: post.title,
      date,
      created_at: createdAt,
      updated_at: createdAt,
    };
  }).sort((left, right) => left.date.localeCompare(right.date));
  // The translations share their original's date, cover and author; `translation_of` is set once ids exist.
  for (const { original, ...translation } of DEMO_TRANSLATIONS) {
    const source = blog_posts.find((post) => post.title === original);
    if (!source) throw new Error(`The demo translation ${translation.slug} names no post: ${original}`);
    blog_posts.push({ ...source, ...translation, image_alt: translation.title, is_featured: false });
  }
  const gallery_images = DEMO_GALLERY_IMAGES.map(({ daysAgo, ...image }) => ({
    ...image,
    date: daysBefore(today, daysAgo),
  }));
  const gallery_videos = DEMO_GALLERY_VIDEOS.map(({ daysAgo, ...video }) => ({
    ...video,
    date: daysBefore(today, daysAgo),
  }));
  // Open days to come, at 11:00 India time (05:30 UTC), published.
  const events = DEMO_EVENTS.map(({ daysAhead, ...event }) => ({
    ...event,
    starts_at: `${daysBefore(today, -daysAhead)}T05:30:00.000Z`,
    is_published: true,
  }));
  return {
    blog_posts,
    achievers: DEMO_ACHIEVERS,
    placements: DEMO_PLACEMENTS,
    gallery_images,
    gallery_videos,
    events,
  };
}

/** Loads the demo content in one transaction when all the content tables are empty; true if it loaded. */
export async function seedDemoContentIfEmpty(knex: Knex, today: Date = new Date()): Promise<boolean> {
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    for (const table of CONTENT_TABLES) {
      const row = await trx(table).first(trx.raw('1 AS present'));
      if (row) return false;
    }
    const rows = demoContentRows(today);
    for (const table of CONTENT_TABLES) await trx(table).insert(rows[table]);
    for (const { original, slug } of DEMO_TRANSLATIONS)
      await trx('blog_posts')
        .where({ slug })
        .update({
          translation_of: trx('blog_posts')
            .where({ slug: slugFromTitle(original) })
            .select('id'),
        });
    return true;
  });
}
