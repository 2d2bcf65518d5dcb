import type { Knex } from 'knex';

// An Idempotency-Key is bound to the body it first came with; NULL for keys stored before this column existed.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS request_hash text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE idempotency_keys DROP COLUMN IF EXISTS request_hash');
}
