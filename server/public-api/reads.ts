// What the public site reads, straight from the database: used by the public API and by the server-side renderer,
// so both hand out the same JSON (timestamps as ISO strings, blog HTML sanitised).
import type { Achiever, BlogPost, BlogPostSummary, GalleryImage, GalleryVideo, PublicReads } from '../../common/types';
import type { ContentCache } from '../content-cache';
import type { Database } from '../db/index';
import { sanitizeBlogHtml } from '../sanitize';

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

/** Largest id PostgreSQL's integer holds: a bigger one cannot exist and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/** A path segment as a row id, or undefined for anything that is not a plain positive integer in range. */
export function parseRowId(segment: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_ROW_ID ? id : undefined;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/** Rows come back with Date timestamps; the API and the renderer both speak ISO strings. */
function withIsoTimestamps<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...row };
  if ('created_at' in out) out.created_at = iso(out.created_at);
  if ('updated_at' in out) out.updated_at = iso(out.updated_at);
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

export function createPublicReads(db: Database): PublicReads {
  const { knex } = db;
  return {
    async listBlogPosts() {
      const rows = await knex('blog_posts')
        .select(...BLOG_SUMMARY_COLUMNS)
        .orderBy([
          { column: 'date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return rows.map((row) => withIsoTimestamps<BlogPostSummary>(row));
    },

    async getBlogPost(id) {
      if (!Number.isInteger(id) || id < 1 || id > MAX_ROW_ID) return undefined;
      const row = await knex('blog_posts')
        .select(...BLOG_SUMMARY_COLUMNS, 'content')
        .where({ id })
        .first();
      if (!row) return undefined;
      const post = withIsoTimestamps<BlogPost>(row);
      post.content = sanitisedContent(post.id, post.content);
      return post;
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
  };
}

/** The public reads through the content cache, counting failed reads so a page rendered with one is not kept. */
export type CachedPublicReads = PublicReads & { failures(): number };

export function cachePublicReads(reads: PublicReads, cache: ContentCache): CachedPublicReads {
  let failures = 0;
  const read = <T>(key: string, compute: () => Promise<T>) =>
    cache.read(key, compute).catch((error: unknown) => {
      failures += 1;
      throw error;
    });
  return {
    listBlogPosts: () => read('blog_posts', () => reads.listBlogPosts()),
    getBlogPost: (id) => read(`blog_posts/${id}`, () => reads.getBlogPost(id)),
    listFeatured: (resource) => read(resource, () => reads.listFeatured(resource)),
    listGalleryImages: () => read('gallery_images', () => reads.listGalleryImages()),
    listGalleryVideos: () => read('gallery_videos', () => reads.listGalleryVideos()),
    failures: () => failures,
  };
}
