// `npm start` without DATABASE_URL: PGlite in DATA_DIR, held by this server alone. Public reads are answered from
// memory without asking the database for the content version, and a staff edit shows on the very next read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { seedDemoContentIfEmpty } from '../seeds/index';
import { createApp } from '../server/app';
import { createDatabase, type Database } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';
import { createOrResetStaff } from '../server/staff/accounts';
import { testConfig } from './helpers/context';
import { STAFF_EMAIL, STAFF_PASSWORD, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;

describe('public reads on the embedded database in DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-embedded-cache-'));
  let db: Database;
  let app: ReturnType<typeof createApp>;
  const config = testConfig({ DATA_DIR: dataDir });

  beforeAll(async () => {
    db = await createDatabase({ dataDir });
    await migrateLatest(db.knex);
    await seedDemoContentIfEmpty(db.knex);
    app = createApp({ db, config, logger: pino({ level: 'silent' }), serveFrontends: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The SQL a request sends to the database. */
  async function queriesOf(send: () => Promise<unknown>): Promise<string[]> {
    const queries: string[] = [];
    const record = (query: { sql: string }) => queries.push(query.sql);
    db.knex.on('query', record);
    try {
      await send();
    } finally {
      db.knex.off('query', record);
    }
    return queries;
  }

  it('answers a repeated public read from memory, asking the database nothing', async () => {
    await request(app).get('/api/public/blog_posts').expect(200);
    const queries = await queriesOf(() => request(app).get('/api/public/blog_posts').expect(200));
    expect(queries).toEqual([]);
  });

  it('shows a staff edit, a new post and a deletion on the very next public read', async () => {
    await createOrResetStaff(db.knex, STAFF_EMAIL, STAFF_PASSWORD);
    const staff = await signedInAgent(app);
    const list = await request(app).get('/api/public/blog_posts').expect(200);
    const first = list.body[0] as { id: number; title: string };
    await request(app).get(`/api/public/blog_posts/${first.id}`).expect(200);

    await staff.put(`/api/admin/blog_posts/${first.id}`).send({ title: 'Edited by staff just now' }).expect(200);
    const edited = await request(app).get(`/api/public/blog_posts/${first.id}`).expect(200);
    expect(edited.body.title).toBe('Edited by staff just now');
    const listed = await request(app).get('/api/public/blog_posts').expect(200);
    expect(listed.body.map((post: { title: string }) => post.title)).toContain('Edited by staff just now');

    const created = await staff
      .post('/api/admin/blog_posts')
      .send({
        title: 'Cabin crew batch opens',
        excerpt: 'Admissions for the new cabin crew batch',
        content: '<p>Apply before the end of the month.</p>',
        category: 'aviation',
        tags: ['cabin crew'],
        author: 'Skyline Faculty',
        image: '/images/blog/airport.jpg',
        image_alt: 'A cover picture of the story',
        date: '2026-01-12',
      })
      .expect(201);
    const withNew = await request(app).get('/api/public/blog_posts').expect(200);
    expect(withNew.body.map((post: { id: number }) => post.id)).toContain(created.body.id);

    await staff.delete(`/api/admin/blog_posts/${created.body.id}`).expect(200);
    const afterDelete = await request(app).get('/api/public/blog_posts').expect(200);
    expect(afterDelete.body.map((post: { id: number }) => post.id)).not.toContain(created.body.id);
    await request(app).get(`/api/public/blog_posts/${created.body.id}`).expect(404);
  });
});
