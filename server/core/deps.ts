// What createApp (app.ts) hands every route module: its own module, so the route modules need not import app.ts.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../db/index';
import type { Config } from './config';
import type { SiteSource } from './site-source';

/** npm run dev (server/dev.ts): Vite serves the modules, recompiles on change and renders the site from source. */
export type DevFrontends = {
  /** Vite's own requests (modules, hot reload, public files) for the site and the staff panel. */
  middlewares: RequestHandler[];
  /** The staff panel's index.html at every /admin address. */
  adminPanel: RequestHandler;
  site: SiteSource;
};

export type AppDeps = {
  db: Database;
  config: Config;
  logger: Logger;
  /** Serve the built public site and staff panel (off in API-only tests). */
  serveFrontends?: boolean;
  /** Milliseconds since the epoch for session limits and TOTP; tests move it instead of sleeping. */
  clock?: () => number;
  /** Development front ends (npm run dev) instead of the build. */
  dev?: DevFrontends;
};
