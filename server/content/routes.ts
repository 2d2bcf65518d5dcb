// The anonymous reads of published content under /api/public, and the blog view counter.
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Knex } from 'knex';
import type { PublicReads } from '../../common/types';
import { LIVE_POST_SQL } from '../content/reads';
import type { Config } from '../core/config';
import type { AppDeps } from '../core/deps';
import { limitedAddress } from '../http/client-address';
import { forbidden, notFound } from '../http/errors';
import { parseRowId } from '../http/ids';
import { sendPrecompressed } from '../http/precompressed';
import { rateLimitSubject } from '../http/rate-limit';
import { refuseCrossSite } from '../http/same-site';
import { PUBLIC_READ_CACHE_CONTROL, serialisedAnswer } from './answers';

async function sendCacheable(req: Request, res: Response, body: object) {
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL).type('json');
  await sendPrecompressed(req, res, serialisedAnswer(body));
}

/** One view per address per post in this window: reloading a post, or a script, cannot inflate its count. */
export const VIEW_WINDOW_SECONDS = 3600;

/**
 * Counts a view of post `id` from `subject` unless that address already counted one for it within the hour, in one
 * statement: the mark in rate_limits and the increment commit together, so concurrent posts count once. A repeat
 * within the hour matches the mark and writes nothing at all. Returns whether the post exists.
 */
async function countView(knex: Knex, id: number, subject: string, now: Date): Promise<boolean> {
  const result = await knex.raw(
    `WITH post AS (SELECT id FROM blog_posts WHERE id = ? AND ${LIVE_POST_SQL}),
     mark AS (
       INSERT INTO rate_limits AS r (key, window_start, hits) SELECT ?, now(), 1 FROM post
       ON CONFLICT (key) DO UPDATE SET window_start = now(), hits = 1
         WHERE r.window_start <= now() - make_interval(secs => ?)
       RETURNING key
     ),
     counted AS (
       UPDATE blog_posts SET views = views + 1
       WHERE id IN (SELECT id FROM post) AND EXISTS (SELECT 1 FROM mark)
       RETURNING id
     )
     SELECT (SELECT count(*) FROM post)::int AS found`,
    [id, now, `blog-view:${id}:${subject}`, VIEW_WINDOW_SECONDS],
  );
  return (result.rows[0] as { found: number }).found > 0;
}

/**
 * The counter is for this site's own pages: a browser on another site is refused (its Origin, or Sec-Fetch-Site,
 * says so). A client that sends neither is not riding a visitor's browser and is held to one view per hour anyway.
 */
function refuseCrossSiteView(trustProxy: Config['trustProxy']): RequestHandler {
  const sameHost = refuseCrossSite(trustProxy);
  return (req, res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite !== undefined && fetchSite !== 'same-origin') return next(forbidden('Cross-site request refused'));
    sameHost(req, res, next);
  };
}

export function createContentRoutes(deps: AppDeps, reads: PublicReads): Router {
  const { db, config } = deps;
  const router = express.Router();

  const blogPostNotFound = () => notFound('Blog post not found');

  const listBlogPosts: RequestHandler = async (req, res) => sendCacheable(req, res, await reads.listBlogPosts());
  const getBlogPost: RequestHandler<{ id: string }> = async (req, res) => {
    const id = parseRowId(req.params.id);
    const post = id === undefined ? undefined : await reads.getBlogPost(id);
    if (!post) throw blogPostNotFound();
    await sendCacheable(req, res, post);
  };
  const countBlogView: RequestHandler<{ id: string }> = async (req, res) => {
    const id = parseRowId(req.params.id);
    const subject = rateLimitSubject(limitedAddress(req));
    const found =
      id === undefined ? false : await countView(db.knex, id, subject, new Date((deps.clock ?? Date.now)()));
    if (!found) throw blogPostNotFound();
    res.set('Cache-Control', 'no-store').status(204).end();
  };

  router.get('/blog_posts', listBlogPosts);
  // Added to the contract's reads: a post by its address (current or earlier slug; the answer's slug is the current).
  router.get('/blog_posts/by-slug/:slug', async (req, res) => {
    const post = await reads.getBlogPostBySlug(req.params.slug);
    if (!post) throw blogPostNotFound();
    await sendCacheable(req, res, post);
  });
  router.get('/blog_posts/:id', getBlogPost);
  router.post('/blog_posts/:id/views', refuseCrossSiteView(config.trustProxy), countBlogView);
  router.get('/achievers', async (req, res) => sendCacheable(req, res, await reads.listFeatured('achievers')));
  router.get('/placements', async (req, res) => sendCacheable(req, res, await reads.listFeatured('placements')));
  router.get('/gallery_images', async (req, res) => sendCacheable(req, res, await reads.listGalleryImages()));
  router.get('/gallery_videos', async (req, res) => sendCacheable(req, res, await reads.listGalleryVideos()));

  router.get('/events', async (req, res) => sendCacheable(req, res, await reads.listEvents()));
  router.get('/site_settings', async (req, res) => sendCacheable(req, res, await reads.getSiteSettings()));
  return router;
}
