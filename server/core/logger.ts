import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { PrettyOptions } from 'pino-pretty';

export type LoggerOptions = {
  /** Lines for a person (development); otherwise pino's JSON, one object a line, for the log collector. */
  pretty?: boolean;
};

// Lines are written asynchronously: under load, the lines logged while one write is in progress go out together in
// the next (one system call for many requests, not one each); when quiet, each goes out at once. pino writes what
// is still buffered synchronously when the process exits, a crash's last line included (on-exit-leak-free).
export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  // Never log bodies, cookies or passwords: the request log (server/http/request-log.ts) writes method, path, status.
  return pino(
    { level, redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'] },
    (options.pretty && prettyStream()) || pino.destination({ dest: 1, sync: false }),
  );
}

type Line = Record<string, unknown> & {
  req?: { method?: string; path?: string };
  res?: { status?: number | string };
  responseTime?: number;
};

/** A request's line as a person reads it: "GET /about 200 12 ms"; any other line is its message. */
export function prettyMessage(line: Line, messageKey: string): string {
  if (line.req?.method && line.res)
    return `${line.req.method} ${line.req.path} ${line.res.status} ${line.responseTime} ms`;
  return String(line[messageKey] ?? '');
}

/**
 * pino-pretty, a devDependency: required by name at run time, so the production bundle does not import it and the
 * image (which has no devDependencies) falls back to JSON.
 */
function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: PrettyOptions) => DestinationStream;
    return pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,req,res,responseTime',
      messageFormat: (log, messageKey) => prettyMessage(log as Line, messageKey),
      singleLine: true,
    });
  } catch {
    return undefined;
  }
}
