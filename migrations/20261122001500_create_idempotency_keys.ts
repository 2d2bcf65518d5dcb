import type { Knex } from 'knex';

// The first answer to a keyed form post, replayed when a phone on a bad network retries.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      status integer NOT NULL,
      body jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS idempotency_keys_created_at_idx ON idempotency_keys (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS idempotency_keys');
}
