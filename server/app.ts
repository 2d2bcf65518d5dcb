// Builds the Express app without listening, so tests drive it with supertest and main.ts serves it.
import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { createAdminPanelRoutes } from './admin-panel';
import { createFastReads } from './content/fast-reads';
import { cachePublicReads, createPublicReads } from './content/reads';
import { createContentCache } from './core/content-cache';
import type { AppDeps } from './core/deps';
import { errorHandler, notFoundApi } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaderMap, setSecurityHeaders } from './http/security-headers';
import { createMediaRoutes } from './media/routes';
import { createPublicApi } from './public-api/index';
import { createSiteRoutes } from './site/index';
import { createStaffApi } from './staff-api/index';
import { createGuardianRoutes } from './submissions/guardian-routes';
import { createNewsletterRoutes } from './submissions/newsletter';

export type { AppDeps };

/** The server's request listener: the cached public reads answered at once (fast-reads.ts), the rest by Express. */
export type App = RequestListener & {
  express: Express;
  /** How many requests were answered before Express (for tests and diagnostics). */
  fastAnswers(): number;
};

export function createApp(deps: AppDeps): App {
  const { config, logger, db } = deps;
  const app = express();
  const clock = deps.clock ?? Date.now;
  const cache = createContentCache(db, { clock });
  const reads = cachePublicReads(createPublicReads(db, clock), cache);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  // One line per request at info and below; above info, not even the hook is added.
  const logRequests = logger.isLevelEnabled('info');
  if (logRequests) app.use(requestLog(logger));
  const security = securityHeaderMap(config, deps.dev !== undefined);
  app.use(setSecurityHeaders(security));
  // HTML, JSON, CSS, JS and CSV shrink to a fifth or less with gzip; images are already compressed and are skipped.
  // A client that accepts no encoding (an API script, a health probe) gets the body as is without the hooks, and so
  // does a visitor's post: its answer is a receipt or a short error, under the threshold, and the hooks were 3–4% of
  // a form post's CPU time under load (docs/performance-history.md, 2026-11-29, fifth entry).
  const compress = compression();
  app.use((req, res, next) =>
    req.headers['accept-encoding'] && !(req.method === 'POST' && req.url.startsWith('/api/public/'))
      ? compress(req, res, next)
      : next(),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await db.ping();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'database unavailable' });
  });

  // Staff who save a post here and open the public page next see their edit, without waiting for the notification.
  app.use('/api/admin', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.on('finish', cache.forgetVersion);
    next();
  });
  app.use('/api/public', createPublicApi(deps, reads));
  app.use('/api', createStaffApi(deps));
  app.use('/api', notFoundApi);
  app.use('/media', createMediaRoutes(deps));
  app.use('/newsletter', createNewsletterRoutes(db.knex));
  app.use('/guardian', createGuardianRoutes(db.knex, config.enquiryInbox));

  if (deps.dev) {
    for (const middleware of deps.dev.middlewares) app.use(middleware);
    app.use('/admin', deps.dev.adminPanel);
    app.use(createSiteRoutes(deps, reads, cache, deps.dev.site));
  } else if (deps.serveFrontends !== false) {
    app.use('/admin', createAdminPanelRoutes(deps));
    app.use(createSiteRoutes(deps, reads, cache));
  }

  app.use(errorHandler(logger));

  const answerFromCache = createFastReads({
    cache,
    securityHeaders: security,
    logger: logRequests ? logger : undefined,
  });
  let fastAnswers = 0;
  const listener: RequestListener = (req, res) => {
    if (answerFromCache(req, res)) fastAnswers += 1;
    else app(req, res);
  };
  return Object.assign(listener, { express: app, fastAnswers: () => fastAnswers });
}
