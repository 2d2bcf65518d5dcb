// Cross-site request refusal for the staff routes: the session cookie must not be usable from another site.
import type { Request, RequestHandler } from 'express';
import type { Config } from '../core/config';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host the browser addressed: the Host header, or the proxy's X-Forwarded-Host when the proxy is trusted. */
function requestHost(req: Request, trustProxy: Config['trustProxy']): string | undefined {
  const forwarded = trustProxy !== false ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || req.get('host'))?.toLowerCase();
}

function hostOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * State-changing calls must come from this site (Origin, else Referer). A foreign Origin is refused on any
 * method: browsers send Origin on reads only for cross-origin fetches, which the panel never makes.
 */
export function refuseCrossSite(trustProxy: Config['trustProxy']): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get('origin');
    const referer = req.get('referer');
    const source = origin ?? (SAFE_METHODS.has(req.method) ? undefined : referer);
    // No Origin and no Referer: not a browser acting for a page, so no cookie is being ridden.
    if (source === undefined) return next();
    const host = requestHost(req, trustProxy);
    if (!host || hostOf(source) !== host) return next(forbidden('Cross-site request refused'));
    next();
  };
}
