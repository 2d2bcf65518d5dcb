import type { Knex } from 'knex';

// Double opt-in: a subscription waits for its confirmation link (confirmed_at NULL until then); its token is in
// every newsletter mail's confirmation and unsubscribe links. Addresses that subscribed before this change asked
// for the newsletter themselves and count as confirmed.
export async function up(knex: Knex): Promise<void> {
  // Run twice, the second run must not confirm the subscriptions made since: only the first run marks old rows.
  const firstRun = !(await knex.schema.hasColumn('newsletter_subscriptions', 'confirmed_at'));
  // 64 hex digits from two random UUIDs (244 random bits), made by the database for every row however inserted.
  await knex.raw(`
    ALTER TABLE newsletter_subscriptions
      ADD COLUMN IF NOT EXISTS confirmed_at timestamptz,
      ADD COLUMN IF NOT EXISTS token text NOT NULL
        DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`);
  if (firstRun) await knex.raw('UPDATE newsletter_subscriptions SET confirmed_at = created_at');
  await knex.raw(
    'CREATE UNIQUE INDEX IF NOT EXISTS newsletter_subscriptions_token_key ON newsletter_subscriptions (token)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE newsletter_subscriptions DROP COLUMN IF EXISTS confirmed_at, DROP COLUMN IF EXISTS token',
  );
}
