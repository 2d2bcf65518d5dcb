// /sitemap.xml, /robots.txt and /rss.xml, made from the database with the `sitemap` and `feed` packages and kept in
// the content cache (server/core/content-cache.ts) like rendered pages: an edit through any replica, or a scheduled post
// reaching its time (next_content_change), makes them anew. Every address in them is absolute on PUBLIC_URL.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import express, { type Request, type Response, type Router } from 'express';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_OF, localizedPath } from '../../common/languages';
import { DEFAULT_META, INSTITUTE, indiaYear } from '../../common/site';
import { absoluteUrl } from '../../common/structured-data';
import { stripControls } from '../../common/text';
import type { BlogPost } from '../../common/types';
import { listLivePosts } from '../content/reads';
import type { ContentCache } from '../core/content-cache';
import type { AppDeps } from '../core/deps';
import { type Precompressed, precompressed, sendPrecompressed } from '../http/precompressed';

/** Every live post is in the sitemap; the feed carries the newest of them. */
const SITEMAP_POSTS_MAX = 45_000;
export const FEED_POSTS_MAX = 50;

const answer = (text: string | Buffer): Precompressed => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return precompressed(bytes, `"${createHash('sha1').update(bytes).digest('base64url')}"`);
};

/** When a post last changed for a reader: its last edit, or when it went live if that came later (scheduled). */
const lastChanged = (post: BlogPost) =>
  new Date(Math.max(Date.parse(post.updated_at), post.publish_at ? Date.parse(post.publish_at) : 0));

/** Root-relative addresses in the post's HTML (uploaded images, links to pages here) made absolute for readers. */
const absoluteLinks = (html: string, base: string) => html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${base}/`);

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every page in each language (/…, /bn/…, /hi/…), each naming all three and x-default as its alternates. */
function inEveryLanguage<T extends { url: string }>(publicUrl: string, page: T) {
  const links = [
    ...LANGUAGES.map((language) => ({
      lang: LOCALE_OF[language],
      hreflang: LOCALE_OF[language],
      url: `${publicUrl}${localizedPath(language, page.url)}`,
    })),
    { lang: 'x-default', hreflang: 'x-default', url: `${publicUrl}${localizedPath(DEFAULT_LANGUAGE, page.url)}` },
  ];
  return LANGUAGES.map((language) => ({ ...page, url: localizedPath(language, page.url), links }));
}

export async function buildSitemap(publicUrl: string, paths: string[], posts: BlogPost[]): Promise<Buffer> {
  const links = [
    ...paths.map((path) => ({ url: path, changefreq: path === '/' || path === '/blogs' ? 'daily' : 'weekly' })),
    ...posts.map((post) => ({ url: `/blog/${post.slug}`, lastmod: lastChanged(post).toISOString() })),
  ].flatMap((page) => inEveryLanguage(publicUrl, page));
  return streamToPromise(Readable.from(links).pipe(new SitemapStream({ hostname: publicUrl })));
}

/** `now`: the app's clock, whose year in India the copyright line names. */
export function buildRss(publicUrl: string, posts: BlogPost[], now: number = Date.now()): string {
  const feed = new Feed({
    title: `${INSTITUTE.shortName} Blog`,
    description: DEFAULT_META.description,
    id: `${publicUrl}/blogs`,
    link: `${publicUrl}/blogs`,
    language: 'en-IN',
    image: absoluteUrl('/images/site/og-image.jpg', publicUrl),
    favicon: absoluteUrl('/images/site/favicon.svg', publicUrl),
    copyright: `© ${indiaYear(now)} ${INSTITUTE.name}`,
    updated: posts.length ? lastChanged(posts[0]) : undefined,
    feedLinks: { rss: `${publicUrl}/rss.xml` },
    generator: false,
  });
  for (const post of posts) {
    const link = `${publicUrl}/blog/${post.slug}`;
    // Rows written before control characters were stripped on write (common/text.ts) must not break the XML either.
    feed.addItem({
      title: stripControls(post.title),
      id: link,
      link,
      description: stripControls(post.meta_description || post.excerpt),
      content: stripControls(absoluteLinks(post.content, publicUrl)),
      author: [{ name: stripControls(post.author) }],
      date: new Date(post.publish_at ?? post.created_at),
      category: [{ name: post.category }],
      image: absoluteUrl(post.social_image || post.image, publicUrl),
    });
  }
  return feed.rss2();
}

/** `publicPaths`: the site's addresses without parameters (from the built route table, public-site/routes.tsx). */
export function createFeedRoutes(deps: AppDeps, cache: ContentCache, publicPaths: () => Promise<string[]>): Router {
  const router = express.Router();
  const publicUrl = deps.config.publicUrl.replace(/\/+$/, '');
  const clock = deps.clock ?? Date.now;
  const send =
    (type: string, key: string, make: () => Promise<Precompressed>) => async (req: Request, res: Response) => {
      const made = await cache.read(key, make);
      // Revalidated with the ETag: the content version decides when it changes, not a timer.
      res.status(200).set('Cache-Control', 'no-cache').type(type);
      await sendPrecompressed(req, res, made);
    };
  router.get(
    '/robots.txt',
    send('text/plain', 'robots.txt', async () => answer(buildRobots(publicUrl))),
  );
  router.get(
    '/sitemap.xml',
    send('application/xml', 'sitemap.xml', async () => {
      const [paths, posts] = await Promise.all([
        publicPaths(),
        listLivePosts(deps.db, new Date(clock()), SITEMAP_POSTS_MAX),
      ]);
      return answer(await buildSitemap(publicUrl, paths, posts));
    }),
  );
  router.get(
    '/rss.xml',
    send('application/rss+xml', 'rss.xml', async () =>
      answer(buildRss(publicUrl, await listLivePosts(deps.db, new Date(clock()), FEED_POSTS_MAX), clock())),
    ),
  );
  return router;
}
