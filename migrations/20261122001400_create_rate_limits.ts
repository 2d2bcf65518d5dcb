import type { Knex } from 'knex';

// Fixed-window counters shared by every replica.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS rate_limits_window_start_idx ON rate_limits (window_start)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS rate_limits');
}
