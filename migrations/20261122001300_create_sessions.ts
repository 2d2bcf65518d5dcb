import type { Knex } from 'knex';

// The layout connect-session-knex reads and writes; kept in the database so every replica shares sessions.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS sessions (
      sid varchar(255) PRIMARY KEY,
      sess json NOT NULL,
      expired timestamptz NOT NULL
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS sessions_expired_idx ON sessions (expired)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS sessions');
}
