import pino, { type Logger } from 'pino';

// Lines are written asynchronously: under load, the lines logged while one write is in progress go out together in
// the next (one system call for many requests, not one each); when quiet, each goes out at once. pino writes what
// is still buffered synchronously when the process exits, a crash's last line included (on-exit-leak-free).
export function createLogger(level: string): Logger {
  // Never log bodies, cookies or passwords: the request log (server/http/request-log.ts) writes method, path, status.
  return pino(
    { level, redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'] },
    pino.destination({ dest: 1, sync: false }),
  );
}
