import type { Knex } from 'knex';

// Issue 33, item 10: the funnel counts each applicant at every step it reached, a lost one too. `furthest_stage`
// is the furthest of New → Enrolled an applicant has been at; a trigger keeps it on every insert and stage change
// (the pipeline, bulk changes and their undo, merges), so no path can forget it. Moving an applicant back, or
// losing them, leaves it where it was. Existing applicants get it from their stage and their timeline's stage
// changes. The calls each member logged in a range (the counsellors' report) are read by a partial index.

/** The SQL that sets every applicant's furthest stage from their stage and their timeline's stage changes. */
export const BACKFILL_FURTHEST_STAGE = `
  UPDATE applicants a SET furthest_stage = reached.stage
  FROM (
    SELECT a2.id, (ARRAY['new', 'contacted', 'counselled', 'applied', 'enrolled'])[
      greatest(
        applicant_stage_rank(a2.stage),
        coalesce((
          SELECT max(greatest(applicant_stage_rank(e.data->>'from'), applicant_stage_rank(e.data->>'to')))
          FROM applicant_events e
          WHERE e.applicant_id = a2.id AND e.kind = 'stage'
        ), 0)
      ) + 1] AS stage
    FROM applicants a2
  ) reached
  WHERE reached.id = a.id AND a.furthest_stage IS DISTINCT FROM reached.stage`;

export async function up(knex: Knex): Promise<void> {
  // A stage's place in the funnel: New 0 … Enrolled 4; Lost and anything else 0 (it says nothing of the steps).
  await knex.raw(`
    CREATE OR REPLACE FUNCTION applicant_stage_rank(stage text) RETURNS integer
    LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE stage WHEN 'contacted' THEN 1 WHEN 'counselled' THEN 2 WHEN 'applied' THEN 3
        WHEN 'enrolled' THEN 4 ELSE 0 END
    $$`);
  await knex.raw('ALTER TABLE applicants ADD COLUMN IF NOT EXISTS furthest_stage text');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION applicants_keep_furthest_stage() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      NEW.furthest_stage := (ARRAY['new', 'contacted', 'counselled', 'applied', 'enrolled'])[
        greatest(
          applicant_stage_rank(NEW.stage),
          applicant_stage_rank(NEW.furthest_stage),
          CASE WHEN TG_OP = 'UPDATE' THEN applicant_stage_rank(OLD.furthest_stage) ELSE 0 END
        ) + 1];
      RETURN NEW;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS applicants_furthest_stage ON applicants');
  await knex.raw(`
    CREATE TRIGGER applicants_furthest_stage BEFORE INSERT OR UPDATE OF stage, furthest_stage ON applicants
    FOR EACH ROW EXECUTE FUNCTION applicants_keep_furthest_stage()`);
  await knex.raw(BACKFILL_FURTHEST_STAGE);
  await knex.raw(`UPDATE applicants SET furthest_stage = 'new' WHERE furthest_stage IS NULL`);
  await knex.raw(`ALTER TABLE applicants ALTER COLUMN furthest_stage SET DEFAULT 'new'`);
  await knex.raw('ALTER TABLE applicants ALTER COLUMN furthest_stage SET NOT NULL');
  await knex.raw(`
    DO $$ BEGIN
      ALTER TABLE applicants ADD CONSTRAINT applicants_furthest_stage_check
        CHECK (furthest_stage IN ('new', 'contacted', 'counselled', 'applied', 'enrolled'));
    EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
  await knex.raw(`
    CREATE INDEX IF NOT EXISTS applicant_events_calls_idx ON applicant_events (at, staff_id) WHERE kind = 'call'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS applicant_events_calls_idx');
  await knex.raw('DROP TRIGGER IF EXISTS applicants_furthest_stage ON applicants');
  await knex.raw('ALTER TABLE applicants DROP COLUMN IF EXISTS furthest_stage');
  await knex.raw('DROP FUNCTION IF EXISTS applicants_keep_furthest_stage()');
  await knex.raw('DROP FUNCTION IF EXISTS applicant_stage_rank(text)');
}
