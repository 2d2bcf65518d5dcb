import type { Knex } from 'knex';

// The audit log: who did what, when, from where, with before/after values for edits (issue 18, OWASP ASVS V16).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS audit_log (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      staff_id integer,
      staff_email text NOT NULL DEFAULT '',
      action text NOT NULL,
      resource text NOT NULL DEFAULT '',
      record_id text,
      address text NOT NULL DEFAULT '',
      details jsonb NOT NULL DEFAULT '{}'::jsonb
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS audit_log_created_at_idx ON audit_log (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX IF NOT EXISTS audit_log_action_idx ON audit_log (action, created_at DESC)');
  await knex.raw('CREATE INDEX IF NOT EXISTS audit_log_staff_email_idx ON audit_log (lower(staff_email))');
  // Counted like the other staff lists (migration …_row_counts), so its total costs no count(*) of years of rows.
  await knex.raw('DROP TRIGGER IF EXISTS audit_log_count_inserted ON audit_log');
  await knex.raw(`CREATE TRIGGER audit_log_count_inserted AFTER INSERT ON audit_log
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_changed_rows()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS audit_log');
}
