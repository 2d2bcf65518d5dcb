// The request log: one line per answered request at info (method, path without its query, status, milliseconds),
// none for health probes, and no hook at all above info.
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from '../server/http/request-log';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const logger = pino({ level }, sink);
  const app = express();
  if (logger.isLevelEnabled('info')) app.use(requestLog(logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/api/public/blog_posts', (_req, res) => {
    res.json([]);
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({ error: 'broken' });
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with method, path, status and time, never the query', async () => {
    const { app, lines } = appLogging('info');
    await request(app).get('/api/public/blog_posts?email=someone%40example.com').expect(200);
    await request(app).get('/missing').expect(404);
    await request(app).get('/broken').expect(500);
    await request(app).get('/healthz').expect(200);
    expect(lines.map(({ level, req, res, msg }) => ({ level, req, res, msg }))).toEqual([
      {
        level: 30,
        req: { method: 'GET', path: '/api/public/blog_posts' },
        res: { status: 200 },
        msg: 'request completed',
      },
      { level: 30, req: { method: 'GET', path: '/missing' }, res: { status: 404 }, msg: 'request completed' },
      { level: 40, req: { method: 'GET', path: '/broken' }, res: { status: 500 }, msg: 'request completed' },
    ]);
    expect(lines.every((line) => typeof line.responseTime === 'number')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('example.com');
  });

  it('writes nothing above info', async () => {
    const { app, lines } = appLogging('warn');
    await request(app).get('/broken').expect(500);
    await request(app).get('/api/public/blog_posts').expect(200);
    expect(lines).toEqual([]);
  });
});
