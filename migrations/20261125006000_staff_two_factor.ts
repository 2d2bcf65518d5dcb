import type { Knex } from 'knex';

// A staff member's TOTP (RFC 6238) secret: the confirmed one, one being enrolled, and the last time step used,
// so a code is accepted once even when replicas race to verify it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS staff_two_factor (
      staff_id integer PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
      secret text,
      pending_secret text,
      enabled_at timestamptz,
      last_used_step bigint
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS staff_two_factor');
}
