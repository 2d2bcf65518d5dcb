import type { Knex } from 'knex';

// One-time, expiring links an admin makes for a member to set a password; only the token's SHA-256 is kept.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS staff_password_links (
      id bigserial PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_by integer REFERENCES staff (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS staff_password_links_staff_idx ON staff_password_links (staff_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS staff_password_links');
}
