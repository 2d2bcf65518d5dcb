// What every new table needs attached, one call each, so a new table is one migration:
//   content the public site shows: attachContentVersion(knex, table) (cached pages follow its edits)
//   every staff list:              attachRowCounts(knex, table)      (list totals without counting rows)
//   a large list searched by q:    attachSearchIndexes(knex, table, searchableFields(declaration))
//   a visitor form's table:        attachApplicantLink(knex, table, its person columns) (applicant and alert)
// The functions and tables they rely on were made by 20261122060000, 20261123000100/000200/000300, 20261205000100.
import type { Knex } from 'knex';

/** Edits of the table move the content version (and notify listeners at commit); a visitor's view does not. */
export async function attachContentVersion(knex: Knex, table: string): Promise<void> {
  const columns = await knex(table).columnInfo();
  // A visitor's view only moves the counter: it must not invalidate every page (nor queue every view on the
  // version row); cached pages show a view count at most the cache's lifetime old.
  const edited = Object.keys(columns).filter((column) => column !== 'views' && column !== 'id');
  await knex.raw(`DROP TRIGGER IF EXISTS ${table}_content_version ON ${table}`);
  await knex.raw(
    `CREATE TRIGGER ${table}_content_version
         AFTER INSERT OR DELETE OR UPDATE OF ${edited.join(', ')} OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`,
  );
}

export async function detachContentVersion(knex: Knex, table: string): Promise<void> {
  await knex.raw(`DROP TRIGGER IF EXISTS ${table}_content_version ON ${table}`);
}

const COUNT_TRIGGERS = ['inserted', 'deleted', 'truncated'];

/** The table's exact row count kept in row_counts by triggers, starting from the rows already there. */
export async function attachRowCounts(knex: Knex, table: string): Promise<void> {
  await detachRowCounts(knex, table);
  await knex.raw(`CREATE TRIGGER ${table}_count_inserted AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_changed_rows()`);
  await knex.raw(`CREATE TRIGGER ${table}_count_deleted AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_changed_rows()`);
  await knex.raw(`CREATE TRIGGER ${table}_count_truncated AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION count_truncated_rows()`);
  // The rows already there (the migration runs under Knex's lock, in one transaction with the triggers).
  await knex.raw('DELETE FROM row_counts WHERE table_name = ?', [table]);
  await knex.raw(`INSERT INTO row_counts (table_name, slot, n) SELECT ?, 0, count(*) FROM ${table}`, [table]);
}

export async function detachRowCounts(knex: Knex, table: string): Promise<void> {
  for (const name of COUNT_TRIGGERS) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_count_${name} ON ${table}`);
}

const trigramIndex = (table: string, column: string) => `${table}_${column}_trgm_idx`;

/** A trigram index per searched column, so the staff search's ORed ILIKE '%text%' is a BitmapOr, not a scan. */
export async function attachSearchIndexes(knex: Knex, table: string, columns: readonly string[]): Promise<void> {
  for (const column of columns)
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (?? gin_trgm_ops)`, [
      trigramIndex(table, column),
      table,
      column,
    ]);
}

export async function detachSearchIndexes(knex: Knex, table: string, columns: readonly string[]): Promise<void> {
  for (const column of columns) await knex.raw('DROP INDEX IF EXISTS ??', [trigramIndex(table, column)]);
}

/**
 * A trigger function that only notifies `channel` (at commit) with `payload`, an SQL expression: the outbox's
 * (20261126200100, then with the table's schema from 20261130100100).
 */
export async function createNotifyFunction(knex: Knex, name: string, channel: string, payload: string): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${channel}', ${payload});
      RETURN NULL;
    END $$`);
}

/** The person's columns a visitor form's rows are matched to an applicant by: common/forms.ts's `person` roles. */
export type ApplicantLinkColumns = {
  name: string;
  email: string;
  phone: string;
  course: string | null;
  campus: string | null;
};

const linkTrigger = (table: string) => `${table}_link_applicant`;

/**
 * Every row inserted into `table` joins (or makes) its applicant: leads_link_submission() reads the columns named
 * here, given as the trigger's arguments (20261205000100), and a staff alert about the row then goes to that
 * applicant's owner (mail_outbox_alert_owner()). tests/applicant-link-columns.test.ts compares the arguments with
 * the form's declaration, so a renamed field cannot leave the matching reading the old column.
 */
export async function attachApplicantLink(knex: Knex, table: string, columns: ApplicantLinkColumns): Promise<void> {
  const args = [columns.name, columns.email, columns.phone, columns.course ?? '', columns.campus ?? ''];
  for (const column of args)
    if (!/^([a-z_][a-z0-9_]*)?$/.test(column)) throw new Error(`Not a column name: ${JSON.stringify(column)}`);
  await detachApplicantLink(knex, table);
  await knex.raw(
    `CREATE TRIGGER ?? BEFORE INSERT ON ?? FOR EACH ROW
       EXECUTE FUNCTION leads_link_submission(${args.map((column) => `'${column}'`).join(', ')})`,
    [linkTrigger(table), table],
  );
}

export async function detachApplicantLink(knex: Knex, table: string): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [linkTrigger(table), table]);
}
