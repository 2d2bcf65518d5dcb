// The anonymous API under /api/public: reads of published content, the blog view counter and the visitor forms.
import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { PublicReads } from '../../common/types';
import type { AppDeps } from '../app';
import { notFound } from '../http/errors';
import { type Precompressed, precompressed, sendPrecompressed } from '../http/precompressed';
import { createFormRoutes } from './forms';
import { parseRowId } from './reads';

/** Short, so a staff edit shows within half a minute, while Express's ETag lets browsers revalidate cheaply. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30';

// The cached reads (server/content-cache.ts) hand out the same object while the content is unchanged, so its JSON
// text, ETag and compressed forms are made once per object rather than once per request.
const serialised = new WeakMap<object, Precompressed>();

async function sendCacheable(req: Request, res: Response, body: object) {
  let answer = serialised.get(body);
  if (!answer) {
    const json = Buffer.from(JSON.stringify(body));
    answer = precompressed(json, `"${createHash('sha1').update(json).digest('base64url')}"`);
    serialised.set(body, answer);
  }
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL).type('json');
  await sendPrecompressed(req, res, answer);
}

export function createPublicApi(deps: AppDeps, reads: PublicReads): Router {
  const { db, logger } = deps;
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
    // One atomic statement: concurrent views never overwrite each other.
    const updated = id === undefined ? 0 : await db.knex('blog_posts').where({ id }).increment('views', 1);
    if (!updated) throw blogPostNotFound();
    res.set('Cache-Control', 'no-store').status(204).end();
  };

  router.get('/blog_posts', listBlogPosts);
  router.get('/blog_posts/:id', getBlogPost);
  router.post('/blog_posts/:id/views', countBlogView);
  router.get('/achievers', async (req, res) => sendCacheable(req, res, await reads.listFeatured('achievers')));
  router.get('/placements', async (req, res) => sendCacheable(req, res, await reads.listFeatured('placements')));
  router.get('/gallery_images', async (req, res) => sendCacheable(req, res, await reads.listGalleryImages()));
  router.get('/gallery_videos', async (req, res) => sendCacheable(req, res, await reads.listGalleryVideos()));

  router.use(createFormRoutes(db, logger));
  return router;
}
