// Serves the public site: the built static files, then every other GET rendered on the server by
// dist/ssr/entry-server.js with the page's data read straight from the database.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { DEFAULT_LANGUAGE, languageOfPath } from '../../common/languages';
import { fontFacesFor, otherScriptFaces, SCRIPT_FONTS_PATH } from '../../common/script-fonts';
import { isSlugShaped } from '../../common/slug';
import { previewTokenValid } from '../blog/preview';
import { postIdForSlug } from '../blog/slugs';
import { type CachedPublicReads, LIVE_POST_SQL, readBlogPost } from '../content/reads';
import type { ContentCache } from '../core/content-cache';
import type { AppDeps } from '../core/deps';
import type { LoadedSite, SiteRenderer, SiteSource } from '../core/site-source';
import { parseRowId } from '../http/ids';
import { type Precompressed, precompressed, sendPrecompressed } from '../http/precompressed';
import { resolveSessionSecrets } from '../http/session';
import { hashedAssets } from '../http/static-assets';
import { createFeedRoutes } from './feeds';
import { createFontRoutes } from './fonts';
import { languageOffer, type Offer, offerHtml } from './language-offer';
import { loadPageStyles, PAGE_STYLES_SLOT } from './page-styles';

const STATIC_MAX_AGE = '1h';

const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:sans-serif;padding:2rem">
<h1>Something went wrong</h1><p>We're sorry, but something unexpected happened. Please try refreshing the page.</p>
<p><a href="/">Back to Home</a></p></body></html>`;

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:sans-serif;padding:2rem">
<h1>Temporarily unavailable</h1><p>The page could not be shown just now. Please try again in a moment.</p></body></html>`;

type Rendered = { status: number; answer?: Precompressed; redirect?: string; keep: boolean };

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/g;

/**
 * The site-wide stylesheet (about 4 KB gzipped) goes inside the page rather than behind it: on a slow mobile
 * network the extra round trip it would cost delays the first paint and the hero image. The page's own CSS
 * follows it (page-styles.ts). The CSP allows inline styles (style-src 'unsafe-inline').
 */
async function inlineStylesheets(template: string, clientDir: string): Promise<string> {
  let page = template;
  for (const [link, file] of template.matchAll(STYLESHEET_LINK)) {
    const css = await fs.readFile(path.join(clientDir, 'assets', file), 'utf8');
    if (!css.includes('</')) page = page.replace(link, () => `<style>${css}</style>`);
  }
  return page.replace('</head>', `${PAGE_STYLES_SLOT}</head>`);
}

/** The built site: dist/ssr/entry-server.js and dist/client's template, loaded once. */
function builtSite(clientDir: string, serverEntry: string): SiteSource {
  let loading: Promise<LoadedSite> | undefined;
  const load = () => {
    loading ??= Promise.all([
      import(pathToFileURL(serverEntry).href) as Promise<SiteRenderer>,
      fs.readFile(path.join(clientDir, 'index.html'), 'utf8'),
      loadPageStyles(clientDir),
    ])
      .then(async ([renderer, template, pageStyles]) => ({
        renderer,
        template: await inlineStylesheets(template, clientDir),
        pageStyles,
      }))
      .catch((error) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  return { load, cacheable: true };
}

/**
 * `reads` and `cache`: the public reads and the content cache shared with the public API (server/app.ts).
 * `source`: Vite's development server in `npm run dev`; otherwise the build, with its static files served here.
 */
export function createSiteRoutes(
  deps: AppDeps,
  reads: CachedPublicReads,
  cache: ContentCache,
  source?: SiteSource,
): Router {
  const router = express.Router();
  const clientDir = path.join(deps.config.distDir, 'client');
  const serverEntry = path.join(deps.config.distDir, 'ssr', 'entry-server.js');
  const site = source ?? builtSite(clientDir, serverEntry);

  // Before the static files: the faces' address holds their version, so they are kept a year (the folder is in dist).
  router.use(createFontRoutes(source ? undefined : path.join(clientDir, SCRIPT_FONTS_PATH)));
  if (!source) {
    // Hashed file names never change content, so browsers may keep them for a year.
    router.use('/assets', hashedAssets(path.join(clientDir, 'assets')));
    const staticFiles = express.static(clientDir, { index: false, maxAge: STATIC_MAX_AGE, redirect: false });
    router.use((req: Request, res: Response, next: NextFunction) => {
      // The HTML template is only ever served filled in. Every built file has an extension and no page address
      // does, so a page view costs no file-system lookup.
      if (req.path === '/index.html' || !path.extname(req.path)) return next();
      staticFiles(req, res, next);
    });
  }
  // A missing image or file is a plain 404, not a rendered page.
  router.use(['/images', '/files'], (_req: Request, res: Response) => {
    res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found');
  });

  // A preview link (server/blog/preview.ts) shows a post that is not live, rendered as visitors will see it; never
  // cached, never indexed. Without a valid link the request goes on to the page as anyone gets it (404 for a draft).
  // The link names the post by id or slug; any address but the current slug moves to it, the link kept.
  router.get('/blog/:slug', async (req: Request, res: Response, next: NextFunction) => {
    if (req.query.preview === undefined) return next();
    const wanted = String(req.params.slug);
    const clock = deps.clock ?? Date.now;
    const id = parseRowId(wanted) ?? (isSlugShaped(wanted) ? await postIdForSlug(deps.db.knex, wanted) : undefined);
    if (id === undefined) return next();
    if (!previewTokenValid(resolveSessionSecrets(deps.config), id, req.query.preview, clock())) return next();
    const post = await readBlogPost(deps.db, id, 'any');
    if (!post) return next();
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (post.slug !== wanted) {
      res.redirect(302, `/blog/${post.slug}?preview=${encodeURIComponent(String(req.query.preview))}`);
      return;
    }
    const loaded = await site.load(req.originalUrl);
    // A post visitors cannot see yet is previewed under a "Not published: preview" banner (and counts no view).
    const live = await deps.db
      .knex('blog_posts')
      .where({ id })
      .whereRaw(LIVE_POST_SQL, [new Date(clock())])
      .first('id');
    const previewed = live ? post : { ...post, not_live: true as const };
    const previewReads: CachedPublicReads = {
      ...reads,
      getBlogPostBySlug: (slug) => (slug === post.slug ? Promise.resolve(previewed) : reads.getBlogPostBySlug(slug)),
    };
    const rendered = await renderPage(loaded, req.path, previewReads);
    res.status(rendered.status).type('html');
    await sendPrecompressed(req, res, rendered.answer as Precompressed);
  });

  router.use(createFeedRoutes(deps, cache, async () => (await site.load('/')).renderer.publicPaths()));

  router.get('/{*path}', async (req: Request, res: Response) => {
    let loaded: LoadedSite;
    try {
      loaded = await site.load(req.originalUrl);
    } catch (error) {
      deps.logger.error({ err: error }, 'the public site is not built; run npm run build:site');
      res.status(503).set('Cache-Control', 'no-store').type('html').send(UNAVAILABLE_PAGE);
      return;
    }
    let rendered: Rendered;
    try {
      // Kept per address while the content is unchanged; a page rendered while a read failed (and so shows a
      // fallback) is not kept. The address keeps only the query its page reads, and the page is rendered from it:
      // a unique junk query string per request would otherwise force a render each time.
      const address = loaded.renderer.pageAddress(req.originalUrl);
      // An English page offers its Bengali or Hindi version to a browser that prefers one (language-offer.ts):
      // up to three renderings of it are kept, and caches are told the answer depends on those headers.
      const english = languageOfPath(req.path) === DEFAULT_LANGUAGE;
      if (english) res.vary('Accept-Language').vary('Cookie');
      const offer = english ? languageOffer(req) : undefined;
      rendered = site.cacheable
        ? await cache.read(
            `page ${offer ?? ''} ${address}`,
            () => renderPage(loaded, address, reads, offer),
            (r) => r.keep,
          )
        : await renderPage(loaded, address, reads, offer);
    } catch (error) {
      // Loader failures are rendered by the page itself; this is a fault in rendering, so no stack to visitors.
      deps.logger.error({ err: error, path: req.path }, 'server render failed');
      res.status(500).set('Cache-Control', 'no-store').type('html').send(ERROR_PAGE);
      return;
    }
    if (rendered.redirect) {
      res.redirect(rendered.status, rendered.redirect);
      return;
    }
    // Made once per rendering (bytes, ETag, compressed forms), not per request.
    res.status(rendered.status).set('Cache-Control', 'no-cache').type('html');
    await sendPrecompressed(req, res, rendered.answer as Precompressed);
  });

  async function renderPage(
    site: LoadedSite,
    url: string,
    pageReads: CachedPublicReads,
    offer?: Offer,
  ): Promise<Rendered> {
    const failuresBefore = pageReads.failures();
    const result = await site.renderer.render(url, pageReads);
    const keep = pageReads.failures() === failuresBefore;
    if (result.redirect) return { status: result.status, redirect: result.redirect, keep };
    const dataScript = `<script type="application/json" id="${site.renderer.HYDRATION_SCRIPT_ID}">${site.renderer.jsonForScript(result.data)}</script>`;
    // Replaced by functions: a '$&' or '$$' in a blog post is text, not a replacement pattern.
    const page = site.template
      .replace('<html lang="en">', () => `<html lang="${result.language ?? DEFAULT_LANGUAGE}">`)
      .replace('<!--app-head-->', () => {
        const language = result.language ?? DEFAULT_LANGUAGE;
        return result.head + fontFacesFor(language) + otherScriptFaces(language, result.html);
      })
      .replace(PAGE_STYLES_SLOT, () => site.pageStyles(result.pageSources ?? []))
      .replace('<!--app-html-->', () => result.html)
      .replace('<div id="root">', (root) => (offer ? `${offerHtml(offer, url)}${root}` : root))
      .replace('<!--app-data-->', () => dataScript);
    const etag = `"${createHash('sha1').update(page).digest('base64url')}"`;
    return { status: result.status, answer: precompressed(Buffer.from(page), etag), keep };
  }
  return router;
}
