import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  // Never log bodies, cookies or passwords: pino-http is given serializers that keep only method, path, status.
  return pino({ level, redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'] });
}
