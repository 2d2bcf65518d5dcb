// What the public site reads, straight from the database: used by the public API and by the server-side renderer,
// so both hand out the same JSON (timestamps as ISO strings, blog HTML sanitised).

import type { Knex } from 'knex';
import { isSlugShaped } from '../../common/slug';
import type {
  Achiever,
  BlogPost,
  BlogPostSummary,
  GalleryImage,
  GalleryVideo,
  PublicEvent,
  PublicReads,
} from '../../common/types';
import { postIdForSlug } from '../blog/slugs';
import { liveTranslations } from '../blog/translations';
import type { ContentCache } from '../core/content-cache';
import { sanitizeBlogHtml } from '../core/sanitize';
import type { Database } from '../db/index';
import { whereUpcoming } from '../events/registrations';
import { rowId } from '../http/ids';
import { readSiteSettings } from '../site-settings/index';

const BLOG_SUMMARY_COLUMNS = [
  'id',
  'title',
  'excerpt',
  'category',
  'tags',
  'author',
  'author_image',
  'image',
  'date',
  'read_time',
  'views',
  'likes',
  'is_featured',
  'created_at',
  'updated_at',
  'publish_at',
  'slug',
  'image_alt',
  'meta_title',
  'meta_description',
  'social_image',
  'language',
  'translation_of',
] as const;
const ACHIEVER_COLUMNS = [
  'id',
  'name',
  'image',
  'company_logo',
  'position',
  'company_name',
  'is_featured',
  'sort_order',
  'created_at',
] as const;
const GALLERY_IMAGE_COLUMNS = [
  'id',
  'title',
  'description',
  'image_url',
  'category',
  'location',
  'date',
  'is_featured',
  'sort_order',
  'created_at',
] as const;
const GALLERY_VIDEO_COLUMNS = [
  'id',
  'title',
  'description',
  'video_url',
  'thumbnail_url',
  'duration',
  'category',
  'date',
  'is_featured',
  'sort_order',
  'created_at',
] as const;

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/** Rows come back with Date timestamps; the API and the renderer both speak ISO strings. */
function withIsoTimestamps<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...row };
  if ('created_at' in out) out.created_at = iso(out.created_at);
  if ('updated_at' in out) out.updated_at = iso(out.updated_at);
  if (out.publish_at) out.publish_at = iso(out.publish_at);
  return out as T;
}

// Sanitising with jsdom takes milliseconds per post; reuse it while the stored HTML is unchanged.
const SANITISED_CACHE_MAX = 200;
const sanitisedCache = new Map<number, { raw: string; html: string }>();

/** Comparing the raw HTML (not only updated_at) means an edit that forgot updated_at is still never served stale. */
function sanitisedContent(id: number, raw: string): string {
  const cached = sanitisedCache.get(id);
  if (cached && cached.raw === raw) {
    // Re-insert so the Map's order tracks recent use and the oldest entry is the one evicted.
    sanitisedCache.delete(id);
    sanitisedCache.set(id, cached);
    return cached.html;
  }
  const html = sanitizeBlogHtml(raw);
  sanitisedCache.set(id, { raw, html });
  if (sanitisedCache.size > SANITISED_CACHE_MAX) {
    const oldest = sanitisedCache.keys().next().value;
    if (oldest !== undefined) sanitisedCache.delete(oldest);
  }
  return html;
}

/**
 * The posts visitors may see at `now`: published ones, and scheduled ones whose time has come. Drafts, unpublished
 * posts and scheduled ones still waiting are not found at all.
 */
export function whereLive<Q extends Knex.QueryBuilder>(query: Q, now: Date): Q {
  return query.where((live) =>
    live.where('status', 'published').orWhere((due) => due.where('status', 'scheduled').where('publish_at', '<=', now)),
  ) as Q;
}

/** SQL text of the same rule, for raw statements (one `?` for now). */
export const LIVE_POST_SQL = "(status = 'published' OR (status = 'scheduled' AND publish_at <= ?))";

/** Post `id` as the public API answers it, if live at `liveAt`; with 'any', whatever its state (a preview). */
export async function readBlogPost(db: Database, id: number, liveAt: Date | 'any'): Promise<BlogPost | undefined> {
  if (rowId(id) === undefined) return undefined;
  const query = db.knex('blog_posts');
  const row = await (liveAt === 'any' ? query : whereLive(query, liveAt))
    .select(...BLOG_SUMMARY_COLUMNS, 'content')
    .where({ id })
    .first();
  if (!row) return undefined;
  const post = withIsoTimestamps<BlogPost>(row);
  post.content = sanitisedContent(post.id, post.content);
  post.translations = await liveTranslations(db.knex, post, LIVE_POST_SQL, liveAt === 'any' ? new Date() : liveAt);
  return post;
}

/** The live posts at `now`, newest first, with their sanitised text: what the feed and the sitemap list. */
export async function listLivePosts(db: Database, now: Date, limit: number): Promise<BlogPost[]> {
  const rows = await whereLive(db.knex('blog_posts'), now)
    .select(...BLOG_SUMMARY_COLUMNS, 'content')
    .orderByRaw('coalesce(publish_at, created_at) DESC, id DESC')
    .limit(limit);
  return rows.map((row: Record<string, unknown>) => {
    const post = withIsoTimestamps<BlogPost>(row);
    post.content = sanitisedContent(post.id, post.content);
    return post;
  });
}

export function createPublicReads(db: Database, clock: () => number = Date.now): PublicReads {
  const { knex } = db;
  return {
    async listBlogPosts() {
      const rows = await whereLive(knex('blog_posts'), new Date(clock()))
        .select(...BLOG_SUMMARY_COLUMNS)
        .orderBy([
          { column: 'date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return rows.map((row: Record<string, unknown>) => withIsoTimestamps<BlogPostSummary>(row));
    },

    getBlogPost: (id) => readBlogPost(db, id, new Date(clock())),

    async getBlogPostBySlug(slug) {
      if (!isSlugShaped(slug)) return undefined;
      const id = await postIdForSlug(knex, slug);
      return id === undefined ? undefined : readBlogPost(db, id, new Date(clock()));
    },

    async listFeatured(resource) {
      if (resource !== 'achievers' && resource !== 'placements') throw new Error(`Not a featured list: ${resource}`);
      const rows = await knex(resource)
        .select(...ACHIEVER_COLUMNS)
        .where({ is_featured: true })
        .orderBy([
          { column: 'sort_order', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map((row) => withIsoTimestamps<Achiever>(row));
    },

    async listGalleryImages() {
      const rows = await knex('gallery_images')
        .select(...GALLERY_IMAGE_COLUMNS)
        .orderBy([
          { column: 'sort_order', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map((row) => withIsoTimestamps<GalleryImage>(row));
    },

    async listGalleryVideos() {
      const rows = await knex('gallery_videos')
        .select(...GALLERY_VIDEO_COLUMNS)
        .orderBy([
          { column: 'sort_order', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map((row) => withIsoTimestamps<GalleryVideo>(row));
    },

    async listEvents() {
      const rows = await whereUpcoming(knex('events'), new Date(clock()))
        .select(
          'id',
          'title',
          'description',
          'starts_at',
          'campus',
          'capacity',
          'language',
          knex.raw('greatest(capacity - registered, 0)::int AS seats_left'),
        )
        .orderBy([
          { column: 'starts_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(UPCOMING_EVENTS_MAX);
      return rows.map((row: Record<string, unknown>) => ({ ...row, starts_at: iso(row.starts_at) }) as PublicEvent);
    },

    getSiteSettings: () => readSiteSettings(knex),

    now: clock,
  };
}

/** Open days listed at once: more than a year's worth. */
const UPCOMING_EVENTS_MAX = 50;

/** The public reads through the content cache, counting failed reads so a page rendered with one is not kept. */
export type CachedPublicReads = PublicReads & { failures(): number };

/** The content cache's key of each public read: the answers sent before Express (fast-reads.ts) are found by them. */
export const readKeys = {
  blogPosts: 'blog_posts',
  blogPost: (id: number) => `blog_posts/${id}`,
  blogPostBySlug: (slug: string) => `blog_posts/slug/${slug}`,
  galleryImages: 'gallery_images',
  galleryVideos: 'gallery_videos',
  events: 'events',
  siteSettings: 'site_settings',
} as const;

export function cachePublicReads(reads: PublicReads, cache: ContentCache): CachedPublicReads {
  let failures = 0;
  const read = <T>(key: string, compute: () => Promise<T>) =>
    cache.read(key, compute).catch((error: unknown) => {
      failures += 1;
      throw error;
    });
  return {
    listBlogPosts: () => read(readKeys.blogPosts, () => reads.listBlogPosts()),
    getBlogPost: (id) => read(readKeys.blogPost(id), () => reads.getBlogPost(id)),
    getBlogPostBySlug: (slug) => read(readKeys.blogPostBySlug(slug), () => reads.getBlogPostBySlug(slug)),
    // The featured lists' keys are their resources' names: 'achievers', 'placements'.
    listFeatured: (resource) => read(resource, () => reads.listFeatured(resource)),
    listGalleryImages: () => read(readKeys.galleryImages, () => reads.listGalleryImages()),
    listGalleryVideos: () => read(readKeys.galleryVideos, () => reads.listGalleryVideos()),
    listEvents: () => read(readKeys.events, () => reads.listEvents()),
    // Read on every page (the top bar, footer, banner): from the cache, never a query per page view.
    getSiteSettings: () => read(readKeys.siteSettings, () => reads.getSiteSettings()),
    now: () => reads.now(),
    failures: () => failures,
  };
}
