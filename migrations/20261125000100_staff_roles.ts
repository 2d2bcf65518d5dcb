import type { Knex } from 'knex';

// Staff members get a name, a role (admin, counsellor, editor), an active flag and a per-person export grant.
// Accounts that exist already were all-powerful, so they become admins.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE staff
      ADD COLUMN IF NOT EXISTS name text NOT NULL DEFAULT '',
      ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'counsellor', 'editor')),
      ADD COLUMN IF NOT EXISTS active boolean NOT NULL DEFAULT true,
      ADD COLUMN IF NOT EXISTS can_export boolean NOT NULL DEFAULT false`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE staff DROP COLUMN IF EXISTS can_export, DROP COLUMN IF EXISTS active');
  await knex.raw('ALTER TABLE staff DROP COLUMN IF EXISTS role, DROP COLUMN IF EXISTS name');
}
