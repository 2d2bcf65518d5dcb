// The security headers, worked out once from helmet at start (server/http/security-headers.ts), are exactly what
// helmet itself sets on an answer, in production, in development and in tests.
import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { helmetOptions, securityHeaderMap } from '../server/http/security-headers';
import { createTestDatabase, testConfig } from './helpers/context';

const comparable = ({
  date,
  connection,
  'keep-alive': keepAlive,
  etag,
  'content-length': length,
  // The compression middleware's (supertest accepts gzip): not a security header.
  vary,
  ...rest
}: Record<string, string>) => rest;

/** What helmet itself answers with these options: a bare Express app with helmet and one route. */
async function helmetAnswer(config: ReturnType<typeof testConfig>, dev: boolean) {
  const reference = express();
  reference.disable('x-powered-by');
  reference.use(helmet(helmetOptions(config, dev)));
  reference.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  return request(reference).get('/healthz').expect(200);
}

describe('security headers', () => {
  it.each([
    ['production', { NODE_ENV: 'production' }, false],
    ['development', { NODE_ENV: 'development' }, true],
    ['test', {}, false],
  ])('are what helmet sets, in %s', async (_name, env, dev) => {
    const config = testConfig(env as Record<string, string>);
    const expected = await helmetAnswer(config, dev);
    const recorded = Object.fromEntries(
      [...securityHeaderMap(config, dev)].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const { 'content-type': type, ...helmets } = comparable(expected.headers);
    expect(recorded).toEqual(helmets);
    expect(Object.keys(recorded).length).toBeGreaterThan(8);
    if (config.isProduction) expect(recorded['strict-transport-security']).toContain('max-age=31536000');
    if (dev) expect(recorded['content-security-policy']).toContain("'unsafe-inline'");
  });

  it("are on the server's answers exactly as helmet would set them", async () => {
    const { db, dropDatabase } = await createTestDatabase('pglite');
    try {
      const config = testConfig({ NODE_ENV: 'production', SESSION_SECRET: 'test-secret-test-secret-test-secret' });
      const app = createApp({ db, config, logger: pino({ level: 'silent' }), serveFrontends: false });
      const ours = await request(app).get('/healthz').expect(200);
      const theirs = await helmetAnswer(config, false);
      expect(comparable(ours.headers)).toEqual(comparable(theirs.headers));
    } finally {
      await db.close();
      await dropDatabase();
    }
  });
});
