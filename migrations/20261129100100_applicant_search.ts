import type { Knex } from 'knex';
import { attachSearchIndexes, detachSearchIndexes } from './helpers';

// The staff search's trigram indexes (name, e-mail, phone) move from `applicants` to a table of their own. An
// update of an applicant that changes any indexed column (a stage, an owner, a follow-up) writes a new entry in
// every index of the table, and a trigram index takes one entry per three letters of the text: a bulk stage change
// of 50,000 applicants spent a quarter of its 5.6 s rewriting the three trigram indexes for text that had not
// changed. `applicant_search` holds the searched text, copied by triggers: every inserted applicant (per
// statement), and an update only when it changes a name, an e-mail or a phone (the trigger names those columns,
// so a stage or owner change never fires it).
const COLUMNS = ['name', 'email', 'phone_e164'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS applicant_search (
      applicant_id integer PRIMARY KEY REFERENCES applicants(id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT '',
      email text,
      phone_e164 text
    )`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION copy_applicant_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO applicant_search (applicant_id, name, email, phone_e164)
          SELECT id, name, email, phone_e164 FROM new_rows;
      ELSE
        UPDATE applicant_search SET name = NEW.name, email = NEW.email, phone_e164 = NEW.phone_e164
          WHERE applicant_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`);
  await dropTriggers(knex);
  await knex.raw(`CREATE TRIGGER applicants_search_inserted AFTER INSERT ON applicants
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_applicant_search()`);
  await knex.raw(`CREATE TRIGGER applicants_search_updated AFTER UPDATE OF name, email, phone_e164 ON applicants
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
      OR OLD.phone_e164 IS DISTINCT FROM NEW.phone_e164)
    EXECUTE FUNCTION copy_applicant_search()`);
  // The applicants already there (the migration runs in one transaction with the triggers).
  await knex.raw('DELETE FROM applicant_search');
  await knex.raw(
    'INSERT INTO applicant_search (applicant_id, name, email, phone_e164) SELECT id, name, email, phone_e164 FROM applicants',
  );
  await attachSearchIndexes(knex, 'applicant_search', COLUMNS);
  await detachSearchIndexes(knex, 'applicants', COLUMNS);
}

async function dropTriggers(knex: Knex): Promise<void> {
  for (const change of ['inserted', 'updated'])
    await knex.raw(`DROP TRIGGER IF EXISTS applicants_search_${change} ON applicants`);
}

export async function down(knex: Knex): Promise<void> {
  await attachSearchIndexes(knex, 'applicants', COLUMNS);
  await dropTriggers(knex);
  await knex.raw('DROP FUNCTION IF EXISTS copy_applicant_search()');
  await knex.raw('DROP TABLE IF EXISTS applicant_search');
}
