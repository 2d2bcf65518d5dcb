import type { Knex } from 'knex';

// A scheduled job runs once per day across all replicas: the replica whose insert of (job, day) succeeds runs it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS scheduled_runs (
      job text NOT NULL,
      day date NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (job, day)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS scheduled_runs');
}
