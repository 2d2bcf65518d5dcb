// Typed errors thrown by handlers; one middleware (errorHandler) turns them into the contract's JSON answers.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const methodNotAllowed = (message = 'Method not allowed') => new HttpError(405, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, please try again later') =>
  new HttpError(429, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Errors that mean the database is unreachable, not that the request was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  return /Connection terminated|connection timeout|Timeout acquiring a connection|Client has encountered a connection error|PGlite is closed/i.test(
    message ?? '',
  );
}

/** A deadlock or serialization failure: PostgreSQL aborted the statement, which wrote nothing and may go again. */
export const isTransientAbort = (error: unknown) =>
  Boolean(error && typeof error === 'object' && ['40P01', '40001'].includes(String((error as { code?: string }).code)));

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: a NUL byte in text, a number or date out of range, a time zone
 * displacement it cannot hold…) come from a value the client sent: the value was bad, not the server, so it is a
 * 400 even where a validator let it through. PGlite reports the same codes.
 */
const CLIENT_DATA_CODE = /^22[0-9A-Z]{3}$/;

export function isClientDataError(error: unknown): boolean {
  return Boolean(
    error && typeof error === 'object' && CLIENT_DATA_CODE.test(String((error as { code?: string }).code)),
  );
}

const isUniqueViolation = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: string }).code === '23505');

/** Errors from body parsing and friends carry a status; map the ones a client can cause. */
function clientErrorFrom(error: unknown): HttpError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, type } = error as { status?: number; type?: string };
  if (type === 'entity.too.large' || status === 413) return new HttpError(413, 'Request body is too large');
  if (type === 'entity.parse.failed') return new HttpError(400, 'Request body is not valid JSON');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new HttpError(415, 'Unsupported content encoding');
  if (status && status >= 400 && status < 500) return new HttpError(status, 'Bad request');
  return undefined;
}

export const notFoundApi: RequestHandler = (_req, _res, next) => next(notFound('No such API endpoint'));

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let httpError: HttpError;
    if (error instanceof HttpError) httpError = error;
    else if (isDatabaseUnavailable(error))
      httpError = new HttpError(
        503,
        'Service temporarily unavailable, please try again shortly',
        {},
        { 'Retry-After': '5' },
      );
    else if (isTransientAbort(error))
      httpError = new HttpError(
        503,
        'The server was busy and saved nothing, please try again',
        {},
        { 'Retry-After': '1' },
      );
    else if (isClientDataError(error))
      httpError = badRequest(
        'The request contains a value the database cannot take (a date, number or text out of its range)',
      );
    else if (isUniqueViolation(error))
      // Two saves raced for one unique value (a blog slug) and this one lost: the value is taken, not a fault.
      httpError = new HttpError(409, 'This value is already taken by another record');
    else httpError = clientErrorFrom(error) ?? new HttpError(500, 'Internal server error');

    if (httpError.status >= 500) logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A handler that failed after choosing its answer's type (a CSV download) must not label the JSON error with it.
    res.removeHeader('Content-Disposition');
    res.removeHeader('Content-Type');
    res.set(httpError.headers);
    res.status(httpError.status).json({ error: httpError.message, ...httpError.extra });
  };
}
