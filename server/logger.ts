import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  // Never log bodies, cookies or passwords: the request log (server/http/request-log.ts) writes method, path, status.
  return pino({ level, redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'] });
}
