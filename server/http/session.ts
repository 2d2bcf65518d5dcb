// Staff sessions: express-session over the `sessions` table, so they survive restarts and every replica sees them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '../core/config';
import type { Database } from '../db/index';

declare module 'express-session' {
  interface SessionData {
    staffId: number;
    email: string;
    /** Epoch milliseconds of the sign-in (or of the password step): the absolute limit counts from here. */
    signedInAt: number;
    /** Epoch milliseconds of the last request, for the idle limit and the member's list of sessions. */
    lastSeenAt: number;
    /** What the member's list of sessions shows: the browser's user agent and address at sign-in. */
    userAgent: string;
    ip: string;
  }
}

export const SESSION_COOKIE = 'sid';

/** Milliseconds since the epoch; injectable so tests move time instead of sleeping. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** Last-seen is written at most this often, so bursts of requests do not each rewrite the session. */
const LAST_SEEN_RESOLUTION_MS = 30_000;

/**
 * SESSION_SECRET's list (the first signs, every one verifies: how a secret is rotated), or in development a secret
 * made once and kept in DATA_DIR so restarts keep sessions.
 */
export function resolveSessionSecrets(config: Config): [string, ...string[]] {
  const [first, ...others] = config.sessionSecrets;
  if (first) return [first, ...others];
  if (config.isProduction) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return [kept];
  } catch {
    // not made yet
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return [secret];
}

export function createSessionMiddleware(db: Database, config: Config): RequestHandler {
  const store = new ConnectSessionKnexStore({
    knex: db.knex,
    tableName: 'sessions',
    createTable: false,
    cleanupInterval: 15 * 60 * 1000,
    onDbCleanupError: () => undefined,
  });
  // The table comes from a migration; a failed existence check at start (database briefly down) must not
  // poison every later session call or surface as an unhandled rejection.
  store.ready = store.ready.catch(() => undefined);
  callBackOnly(store);
  return session({
    name: SESSION_COOKIE,
    // express-session signs with the first and unsigns with each in turn.
    secret: resolveSessionSecrets(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // Not 'destroy': after a failed fetch (database away) express-session would try to delete the session, and
    // that failure would reach Express after the 503 was sent and cost the visitor's keep-alive connection.
    unset: 'keep',
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      path: '/api',
      // The row and cookie lapse with the idle limit; enforceSessionLimits checks both limits on each request.
      maxAge: config.sessionIdleMs,
    },
  });
}

const STORE_METHODS = ['get', 'set', 'destroy', 'touch', 'length', 'clear', 'all'] as const;

/**
 * connect-session-knex both calls back with a database error and rethrows it (touch only rethrows), while
 * express-session ignores the returned promise: with the database away, each staff request would leave an
 * unhandled rejection that ends the process. Errors go to the callback (a 503 answer), never the promise.
 */
function callBackOnly(store: ConnectSessionKnexStore): void {
  const methods = store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of STORE_METHODS) {
    const original = methods[name]?.bind(store);
    if (!original) continue;
    methods[name] = (...args: unknown[]) => {
      const last = args.length - 1;
      const callback = typeof args[last] === 'function' ? (args[last] as (error?: unknown) => void) : undefined;
      let calledBack = false;
      if (callback)
        args[last] = (...results: unknown[]) => {
          calledBack = true;
          (callback as (...r: unknown[]) => void)(...results);
        };
      return original(...args).catch((error: unknown) => {
        // A touch runs after the answer was sent: a failed expiry extension is not worth an error there.
        if (!calledBack) callback?.(name === 'touch' ? undefined : error);
      });
    };
  }
}

/**
 * Ends a session idle longer than the idle limit or older than the absolute limit (however active), by the
 * clock given; otherwise records when it was last seen.
 */
export function enforceSessionLimits(config: Config, clock: Clock = systemClock): RequestHandler {
  return (req, res, next) => {
    const signedInAt = req.session?.signedInAt;
    if (signedInAt === undefined) return next();
    const now = clock();
    const lastSeenAt = req.session.lastSeenAt ?? signedInAt;
    if (now - signedInAt <= config.sessionAbsoluteMs && now - lastSeenAt <= config.sessionIdleMs) {
      if (now - lastSeenAt >= LAST_SEEN_RESOLUTION_MS) req.session.lastSeenAt = now;
      return next();
    }
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: '/api' });
      next();
    });
  };
}
