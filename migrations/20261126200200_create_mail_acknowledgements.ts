import type { Knex } from 'knex';

// When each visitor address was last sent an acknowledgement: at most one per address per hour, decided by an
// upsert on this row (server/mail/submission-mails.ts), so two replicas at the same moment cannot both send one.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS mail_acknowledgements (
      address text PRIMARY KEY,
      last_sent_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS mail_acknowledgements');
}
