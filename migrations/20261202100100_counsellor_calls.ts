import type { Knex } from 'knex';

// Issue 33 items 1 and 4: the WhatsApp message a counsellor opens from an applicant's page is written from a
// template admins manage, one per language ('en' now; a language the site adds gets its own row). Calls and
// WhatsApp messages opened are applicant_events (kinds 'call' and 'whatsapp'), needing no table of their own.
// Two indexes: each member's due follow-ups (the menu's "Due now" badge, polled) and the e-mails the outbox sent to
// an address (an applicant's timeline shows those sent to their addresses).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS whatsapp_templates (
      language text PRIMARY KEY CHECK (language ~ '^[a-z]{2}$'),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
      updated_by integer REFERENCES staff(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`INSERT INTO whatsapp_templates (language, body) VALUES ('en', ?) ON CONFLICT (language) DO NOTHING`, [
    'Hello {first_name}, this is {counsellor} from Skyline Institute. Thank you for your enquiry about {course}. ' +
      'When would be a good time to talk?',
  ]);
  await knex.raw(`
    CREATE INDEX IF NOT EXISTS applicants_owner_follow_up_idx ON applicants (owner_id, next_follow_up_at)
      WHERE merged_into_id IS NULL AND next_follow_up_at IS NOT NULL`);
  await knex.raw('CREATE INDEX IF NOT EXISTS mail_outbox_recipients_idx ON mail_outbox USING gin (recipients)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS mail_outbox_recipients_idx');
  await knex.raw('DROP INDEX IF EXISTS applicants_owner_follow_up_idx');
  await knex.raw('DROP TABLE IF EXISTS whatsapp_templates');
}
