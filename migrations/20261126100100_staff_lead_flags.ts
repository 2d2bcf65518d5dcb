import type { Knex } from 'knex';

// Who takes new leads (round-robin) and who is away (gets none for now).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE staff
      ADD COLUMN IF NOT EXISTS takes_leads boolean NOT NULL DEFAULT false,
      ADD COLUMN IF NOT EXISTS away boolean NOT NULL DEFAULT false`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE staff DROP COLUMN IF EXISTS takes_leads, DROP COLUMN IF EXISTS away');
}
