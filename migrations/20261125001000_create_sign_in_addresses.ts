import type { Knex } from 'knex';

// The addresses each staff e-mail has signed in from: the per-e-mail ceiling on failures spares them, so a stranger
// spraying wrong passwords cannot lock a staff member out at their usual desk.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS sign_in_addresses (
      email_key text NOT NULL,
      address text NOT NULL,
      last_success_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (email_key, address)
    )`);
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS sign_in_addresses_last_success_at_idx ON sign_in_addresses (last_success_at)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS sign_in_addresses');
}
