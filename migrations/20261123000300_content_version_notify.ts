import type { Knex } from 'knex';

// A change of published content now also sends a notification on the channel 'content_version' when its
// transaction commits, so servers listening there (server/content-cache.ts) learn of the edit without asking the
// database on every request. The notification carries nothing: a listener asks for the version itself.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      PERFORM pg_notify('content_version', '');
      RETURN NULL;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
}
