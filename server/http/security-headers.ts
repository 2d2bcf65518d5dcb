// The security headers of every answer: helmet's, with this site's Content-Security-Policy. None of them depends
// on the request (no nonces), so helmet runs once, at start, on a response that records what it sets, and each
// request gets that list. Run per request, helmet rebuilt the policy's text and went through a dozen middleware
// functions: a sixth of a cached public read's time (docs/performance-history.md). tests/security-headers.test.ts checks
// that an answer carries exactly what helmet itself sets.
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../core/config';

/** `dev`: Vite's hot reload runs an inline script (React Refresh) and talks over a WebSocket. */
export function helmetOptions(config: Config, dev: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
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

/** Helmet's headers for this configuration, worked out once: name → value, in the order helmet sets them. */
export function securityHeaderMap(config: Config, dev: boolean): ReadonlyMap<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as Response;
  let ran = false;
  helmet(helmetOptions(config, dev))({} as never, recorder, () => {
    ran = true;
  });
  // Helmet's middleware is synchronous; if a later version were not, the list would be incomplete: refuse to start.
  if (!ran || headers.size === 0) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Express middleware setting those headers on every answer. */
export const setSecurityHeaders =
  (headers: ReadonlyMap<string, string>): RequestHandler =>
  (_req, res, next) => {
    res.setHeaders(headers as Map<string, string>);
    next();
  };
