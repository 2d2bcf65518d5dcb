import type { Knex } from 'knex';
import { up as previousContentVersionNotify } from './20261123000300_content_version_notify';
import { createNotifyFunction } from './helpers';

// The content and outbox notifications now carry the schema of the table that changed. LISTEN/NOTIFY is per
// database, so a server working in one schema of a database shared with others (the PostgreSQL test runs, a staging
// copy beside production) heard every schema's edits and dropped its cached version for each; a server with a
// search path now listens to its own schema's notifications only (server/db/index.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      PERFORM pg_notify('content_version', TG_TABLE_SCHEMA);
      RETURN NULL;
    END $$`);
  await createNotifyFunction(knex, 'notify_mail_outbox', 'mail_outbox', 'TG_TABLE_SCHEMA');
}

// The definitions of 20261123000300_content_version_notify.ts (its `up` defines only that function) and of
// 20261126200100_create_mail_outbox.ts.
export async function down(knex: Knex): Promise<void> {
  await previousContentVersionNotify(knex);
  await createNotifyFunction(knex, 'notify_mail_outbox', 'mail_outbox', "''");
}
