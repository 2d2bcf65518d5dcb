// Replicas starting together on an empty PostgreSQL database all migrate without error (Knex makes its own
// bookkeeping tables outside its lock; server/db/migrate.ts makes them first under an advisory lock).
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDatabase } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';

// Real PostgreSQL only (PGlite is one process): the test server, as in CI.
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });

afterAll(() => admin.destroy());

/** Runs `body` with a fresh, empty schema that four servers' connections use. */
async function withFreshSchema(body: (schema: string) => Promise<void>): Promise<void> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await admin.raw(`CREATE SCHEMA ${schema}`);
  try {
    await body(schema);
  } finally {
    await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
  }
}

async function migrateFourAtOnce(schema: string): Promise<number> {
  const servers = await Promise.all(
    Array.from({ length: 4 }, () => createDatabase({ databaseUrl: url, searchPath: schema, poolMax: 2 })),
  );
  try {
    const applied = await Promise.all(servers.map((db) => migrateLatest(db.knex)));
    return applied.reduce((sum, names) => sum + names.length, 0);
  } finally {
    await Promise.all(servers.map((db) => db.close()));
  }
}

describe('migrations started at once by four servers on one PostgreSQL', () => {
  it('all succeed, the schema is applied once and Knex keeps one lock row (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      await withFreshSchema(async (schema) => {
        const total = await migrateFourAtOnce(schema);
        const [{ n }] = await admin(`${schema}.knex_migrations`).count({ n: '*' });
        expect(total).toBe(Number(n));
        expect(total).toBeGreaterThan(0);
        const locks = await admin(`${schema}.knex_migrations_lock`).select('is_locked');
        expect(locks).toEqual([{ is_locked: 0 }]);
      });
    }
  }, 120_000);

  it('a database left with two lock rows by an earlier race starts again', async () => {
    await withFreshSchema(async (schema) => {
      await admin.raw(`CREATE TABLE ${schema}.knex_migrations_lock (index serial PRIMARY KEY, is_locked integer)`);
      await admin.raw(`INSERT INTO ${schema}.knex_migrations_lock (is_locked) VALUES (0), (0)`);
      expect(await migrateFourAtOnce(schema)).toBeGreaterThan(0);
      expect(await admin(`${schema}.knex_migrations_lock`).select('is_locked')).toEqual([{ is_locked: 0 }]);
    });
  }, 120_000);
});
