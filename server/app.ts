// Builds the Express app without listening, so tests drive it with supertest and main.ts serves it.
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createAdminPanelRoutes } from './admin-panel';
import type { Config } from './config';
import { createContentCache } from './content-cache';
import type { Database } from './db/index';
import { errorHandler, notFoundApi } from './http/errors';
import { createMediaRoutes } from './media/routes';
import { createPublicApi } from './public-api/index';
import { cachePublicReads, createPublicReads } from './public-api/reads';
import { createSiteRoutes } from './site/index';
import { createStaffApi } from './staff-api/index';

export type AppDeps = {
  db: Database;
  config: Config;
  logger: Logger;
  /** Serve the built public site and staff panel (off in API-only tests). */
  serveFrontends?: boolean;
  /** Milliseconds since the epoch for session limits and TOTP; tests move it instead of sleeping. */
  clock?: () => number;
};

export function createApp(deps: AppDeps): Express {
  const { config, logger, db } = deps;
  const app = express();
  const cache = createContentCache(db);
  const reads = cachePublicReads(createPublicReads(db), cache);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  // One line per request at info and below. Above info pino-http would log nothing, yet still cost a child logger
  // and a serialised request each time (a tenth of a cached read's time), so it is left out then.
  if (logger.isLevelEnabled('info'))
    app.use(
      pinoHttp({
        logger,
        autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
        serializers: {
          req: (req) => ({ method: req.method, path: String(req.url).split('?')[0] }),
          res: (res) => ({ status: res.statusCode }),
        },
      }),
    );
  app.use(helmet(securityHeaders(config)));
  // HTML, JSON, CSS, JS and CSV shrink to a fifth or less with gzip; images are already compressed and are skipped.
  // A client that accepts no encoding (an API script, a health probe) gets the body as is without the hooks.
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));

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

  if (deps.serveFrontends !== false) {
    app.use('/admin', createAdminPanelRoutes(deps));
    app.use(createSiteRoutes(deps, reads, cache));
  }

  app.use(errorHandler(logger));
  return app;
}

function securityHeaders(config: Config): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://www.google.com',
          'https://maps.google.com',
        ],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}
