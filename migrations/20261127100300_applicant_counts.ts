import type { Knex } from 'knex';

// The applicants list's total for a filter on stage, owner, course, campus or source (any of them, one value or
// several): counting 50,000-100,000 matching rows out of 300,000 on every page took most of the list's time. These
// counts, per combination of the five and of "never touched by staff" (a few hundred rows), are kept exact by
// statement-level triggers, as row_counts keeps the tables' totals; the list sums the combinations its filter
// selects (the view "untouched 24 h": the untouched new ones less the few of the last 24 h). Live applicants only
// (a merged one leaves its counts when merged_into_id is set). Each statement adds its changes to one of 8 slots
// picked at random, so form posts at once do not queue on one row, and locks its rows in key order.
const GROUP = 'stage, owner_id, course, campus, source, untouched';

/** One upsert of the net change per combination, from the rows a statement removed (-1) and/or added (+1). */
const upsertChanges = (sources: string[], slot: string) => `
  INSERT INTO applicant_counts AS c (${GROUP}, slot, n)
    SELECT ${GROUP}, slot, sum(change) FROM (${sources.join(' UNION ALL ')}) AS changes,
      (SELECT ${slot} AS slot) AS picked
    GROUP BY ${GROUP}, slot HAVING sum(change) <> 0 ORDER BY ${GROUP}
    ON CONFLICT (${GROUP}, slot) DO UPDATE SET n = c.n + EXCLUDED.n;`;
/** The combination of a row: its five values and whether staff have never touched it. */
const live = (rows: string, change: number) =>
  `SELECT stage, owner_id, course, campus, source, last_touched_at IS NULL AS untouched, ${change} AS change
     FROM ${rows} WHERE merged_into_id IS NULL`;
const added = live('new_rows', 1);
const removed = live('old_rows', -1);

/** The counting trigger's function; `slot` is the SQL that picks the slot a statement adds to. */
export const countApplicantGroupsFunction = (slot: string) => `
    CREATE OR REPLACE FUNCTION count_applicant_groups() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${upsertChanges([added], slot)}
      ELSIF TG_OP = 'DELETE' THEN ${upsertChanges([removed], slot)}
      ELSE ${upsertChanges([removed, added], slot)}
      END IF;
      RETURN NULL;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS applicant_counts (
      stage text NOT NULL,
      owner_id integer,
      course text,
      campus text,
      source text NOT NULL,
      untouched boolean NOT NULL,
      slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 7),
      n bigint NOT NULL
    )`);
  await knex.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS applicant_counts_key ON applicant_counts (${GROUP}, slot) NULLS NOT DISTINCT`,
  );
  await knex.raw(countApplicantGroupsFunction('floor(random() * 8)::smallint'));
  await knex.raw(`
    CREATE OR REPLACE FUNCTION clear_applicant_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM applicant_counts;
      RETURN NULL;
    END $$`);
  await dropTriggers(knex);
  await knex.raw(`CREATE TRIGGER applicants_groups_inserted AFTER INSERT ON applicants
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_applicant_groups()`);
  await knex.raw(`CREATE TRIGGER applicants_groups_updated AFTER UPDATE ON applicants
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_applicant_groups()`);
  await knex.raw(`CREATE TRIGGER applicants_groups_deleted AFTER DELETE ON applicants
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_applicant_groups()`);
  await knex.raw(`CREATE TRIGGER applicants_groups_truncated AFTER TRUNCATE ON applicants
    FOR EACH STATEMENT EXECUTE FUNCTION clear_applicant_counts()`);
  // The applicants already there (in the migration's transaction, with the triggers).
  await knex.raw('DELETE FROM applicant_counts');
  await knex.raw(`INSERT INTO applicant_counts (${GROUP}, slot, n)
    SELECT ${GROUP}, 0, sum(change) FROM (${live('applicants', 1)}) AS rows GROUP BY ${GROUP}`);
}

async function dropTriggers(knex: Knex): Promise<void> {
  for (const change of ['inserted', 'updated', 'deleted', 'truncated'])
    await knex.raw(`DROP TRIGGER IF EXISTS applicants_groups_${change} ON applicants`);
}

export async function down(knex: Knex): Promise<void> {
  await dropTriggers(knex);
  await knex.raw('DROP FUNCTION IF EXISTS count_applicant_groups(), clear_applicant_counts()');
  await knex.raw('DROP TABLE IF EXISTS applicant_counts');
}
