// The migrated PostgreSQL database every test database starts from (tests/helpers/context.ts), made once per set
// of migrations on the server of TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { createDatabase } from '../../server/db/index';
import { migrateLatest } from '../../server/db/migrate';
import { filesHash } from './migrations-hash';

/** The same server as `url`, database `name`. */
export function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** A connection to the server's maintenance database, for CREATE and DROP DATABASE. */
export function serverAdmin(url: string): Knex {
  return knexFactory({ client: 'pg', connection: databaseUrl(url, 'postgres'), pool: { min: 0, max: 1 } });
}

/**
 * The name of a database with every migration applied, made if missing. Copying it (CREATE DATABASE … TEMPLATE,
 * about 0.25 s) replaces migrating a fresh schema in every test file (1.1 s on an idle machine, several seconds
 * on a busy one). `migrateLatest` still runs on each copy and finds nothing to do, so a stale template cannot hide
 * a migration. Made under a name of its own and renamed into place, so two runs making it at once both end well
 * and no copy is ever taken of a half-migrated database.
 */
export async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `skyline_template_${filesHash(['migrations'])}`;
  const admin = serverAdmin(url);
  try {
    const exists = async () => (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])).rows.length > 0;
    if (await exists()) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.raw(`CREATE DATABASE ${building}`);
    const db = await createDatabase({ databaseUrl: databaseUrl(url, building), poolMax: 2 });
    try {
      await migrateLatest(db.knex);
    } finally {
      await db.close();
    }
    try {
      await admin.raw(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.raw(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (!(await exists())) throw error;
    }
    return name;
  } finally {
    await admin.destroy();
  }
}
