import type { Knex } from 'knex';
import { migrationSource } from '../../migrations/index';

/** Any fixed number: the key of the advisory lock every server takes while it prepares Knex's bookkeeping. */
const BOOKKEEPING_LOCK_KEY = 73_503_001;

/**
 * Knex makes its bookkeeping tables (knex_migrations, knex_migrations_lock and the lock's single row) before it
 * takes its own lock, with check-then-create steps that race when replicas start together on an empty database:
 * one fails on "already exists", or both insert a lock row and from then on every start fails with "Migration
 * table is already locked". So each server first makes them itself, in one transaction under a PostgreSQL
 * advisory lock (PGlite has them too), with the same columns Knex would create; Knex then finds them ready and its
 * row lock, taken inside the migration transaction, makes the servers take turns. A second lock row left by an
 * earlier race is removed here as well.
 */
async function prepareBookkeeping(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [BOOKKEEPING_LOCK_KEY]);
    if (!(await trx.schema.hasTable('knex_migrations'))) {
      await trx.schema.createTable('knex_migrations', (t) => {
        t.increments();
        t.string('name');
        t.integer('batch');
        t.timestamp('migration_time');
      });
    }
    if (!(await trx.schema.hasTable('knex_migrations_lock'))) {
      await trx.schema.createTable('knex_migrations_lock', (t) => {
        t.increments('index').primary();
        t.integer('is_locked');
      });
    }
    await trx.raw(
      `INSERT INTO knex_migrations_lock (is_locked)
       SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM knex_migrations_lock)`,
    );
    await trx.raw(`DELETE FROM knex_migrations_lock WHERE index > (SELECT min(index) FROM knex_migrations_lock)`);
  });
}

/** Applies every pending migration under Knex's lock, so replicas starting together take turns. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  await prepareBookkeeping(knex);
  const [, applied] = await knex.migrate.latest({ migrationSource });
  return applied as string[];
}
