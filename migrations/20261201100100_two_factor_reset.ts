import type { Knex } from 'knex';

// An admin's reset of a member's two-factor sign-in (a lost phone) clears the secret and recovery codes and marks
// the member to enrol again at their next sign-in, whatever REQUIRE_2FA says for their role.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE staff_two_factor ADD COLUMN enrol_required boolean NOT NULL DEFAULT false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE staff_two_factor DROP COLUMN enrol_required');
}
