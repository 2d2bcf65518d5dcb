import type { Knex } from 'knex';

// The audit log is append-only: the database itself refuses UPDATE, DELETE and TRUNCATE on it, whoever asks.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log');
  await knex.raw(`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change()`);
  await knex.raw('DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log');
  await knex.raw(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log');
  await knex.raw('DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log');
  await knex.raw('DROP FUNCTION IF EXISTS refuse_audit_log_change()');
}
