// One line per answered request, at info: method, path (never the query, which may hold personal data), status
// and milliseconds. pino-http did this before, but built a child logger, a request description and three listeners
// per request: at the default level that was a third of a cached public read's time (docs/performance-history.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * Writes the request's line once its answer is sent (or the connection dropped first): the Express middleware
 * below, and the answers sent before Express (server/content/fast-reads.ts).
 */
export function logWhenAnswered(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  if (UNLOGGED.has(req.url ?? '')) return;
  const started = performance.now();
  const path = ((req as { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?', 1)[0];
  const done = () => {
    res.off('finish', done);
    res.off('close', done);
    const status = res.writableFinished ? res.statusCode : undefined;
    logger[status !== undefined && status < 500 ? 'info' : 'warn'](
      {
        req: { method: req.method, path },
        res: { status: status ?? 'aborted' },
        responseTime: Math.round(performance.now() - started),
      },
      status === undefined ? 'request aborted' : 'request completed',
    );
  };
  res.on('finish', done);
  res.on('close', done);
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    logWhenAnswered(logger, req, res);
    next();
  };
}
