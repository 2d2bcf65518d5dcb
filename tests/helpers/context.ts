// Every test file gets its own fresh database: an in-memory PGlite, or its own database on TEST_DATABASE_URL's
// server, each copied from a migrated template.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/core/config';
import { createDatabase, type Database } from '../../server/db/index';
import { migrateLatest } from '../../server/db/migrate';
import { migratedPgliteTemplate } from './pglite-template';
import { databaseUrl, migratedPostgresTemplate, serverAdmin } from './postgres-template';

export type Backend = 'pglite' | 'postgres';

/** The backends this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestContext = {
  db: Database;
  /** PostgreSQL: the test database's address, for a second pool on it (another replica). */
  url?: string;
  config: Config;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
};

let template: Promise<string> | undefined;

export async function createTestDatabase(
  backend: Backend,
): Promise<{ db: Database; url?: string; dropDatabase(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = await createDatabase({ pgliteTemplate: await migratedPgliteTemplate() });
    await migrateLatest(db.knex);
    return { db, dropDatabase: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  template ??= migratedPostgresTemplate(serverUrl);
  const name = `skyline_test_${randomBytes(6).toString('hex')}`;
  const admin = serverAdmin(serverUrl);
  try {
    await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${await template}`);
  } finally {
    await admin.destroy();
  }
  const url = databaseUrl(serverUrl, name);
  const db = await createDatabase({ databaseUrl: url, poolMax: 5 });
  await migrateLatest(db.knex);
  return {
    db,
    url,
    async dropDatabase() {
      const cleaner = serverAdmin(serverUrl);
      try {
        await cleaner.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.destroy();
      }
    },
  };
}

/** 32 bytes in hex: the tests' TOTP_KEY. */
export const TEST_TOTP_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/**
 * A fresh database for the describe block it is called in: made before its tests (handed to `receive`), closed and
 * dropped after them.
 */
export function useFreshDatabase(backend: Backend, receive: (db: Database) => void): void {
  let made: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    made = await createTestDatabase(backend);
    receive(made.db);
  }, 180_000);
  afterAll(async () => {
    await made?.db.close();
    await made?.dropDatabase();
  });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret',
    // A fixed key, so apps made by one test file (and its replicas) read each other's TOTP secrets.
    TOTP_KEY: TEST_TOTP_KEY,
    DATA_DIR: '/tmp/unused',
    // Tests hand the app its database themselves; a production-like config must not ask for DATABASE_URL.
    EMBEDDED_DATABASE: '1',
    ...overrides,
  });
}

export async function createTestContext(backend: Backend, env: Record<string, string> = {}): Promise<TestContext> {
  const { db, url, dropDatabase } = await createTestDatabase(backend);
  const config = testConfig(env);
  const app = createApp({ db, config, logger: pino({ level: 'silent' }), serveFrontends: false });
  return {
    db,
    url,
    config,
    app,
    async close() {
      await db.close();
      await dropDatabase();
    },
  };
}
