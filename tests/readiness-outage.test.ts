// With DATABASE_URL set, /readyz follows the database: 503 soon after it stops, 200 soon after it returns.
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { createDatabase, type Database } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';
import { testConfig } from './helpers/context';
import { startThrowawayPostgres, type ThrowawayPostgres } from './helpers/throwaway-postgres';

async function waitForStatus(app: ReturnType<typeof createApp>, status: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const res = await request(app).get('/readyz');
    if (res.status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/readyz did not answer ${status} within ${withinMs} ms`);
}

describe('readiness through a database outage', () => {
  let pg: ThrowawayPostgres;
  let db: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    db = await createDatabase({ databaseUrl: pg.url, poolMax: 4 });
    await migrateLatest(db.knex);
    app = createApp({ db, config: testConfig(), logger: pino({ level: 'silent' }), serveFrontends: false });
  });
  afterAll(async () => {
    await db?.close();
    pg?.destroy();
  });

  it('turns 503 within 5 s of PostgreSQL stopping and 200 within 5 s of its return, with no restart', async () => {
    await waitForStatus(app, 200, 5000);
    pg.stop();
    await waitForStatus(app, 503, 5000);
    const during = await request(app).get('/readyz');
    expect(during.body).toEqual({ status: 'database unavailable' });
    pg.start();
    await waitForStatus(app, 200, 5000);
    const [{ n }] = await db.knex('blog_posts').count({ n: '*' });
    expect(n).toBe(0);
  });
});
