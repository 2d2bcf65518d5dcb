import type { Knex } from 'knex';
import { attachRowCounts, detachRowCounts } from './helpers';

// Exact row counts kept by triggers, so a staff list's total ("1-25 of 1,000,000") costs one tiny read instead of
// counting a million rows on every page. Each change adds its count to one of 8 slots picked at random, so visitors
// posting forms at once do not queue on a single row; a total is the sum of its table's slots.
const TABLES = [
  'blog_posts',
  'achievers',
  'placements',
  'gallery_images',
  'gallery_videos',
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
  'newsletter_subscriptions',
];

/** The counting trigger's function; `slot` is the SQL that picks the slot a statement adds to. */
export const countChangedRowsFunction = (slot: string) => `
    CREATE OR REPLACE FUNCTION count_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO row_counts AS c (table_name, slot, n)
        VALUES (
          TG_TABLE_NAME,
          ${slot},
          CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END * (SELECT count(*) FROM changed_rows)
        )
        ON CONFLICT (table_name, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
      RETURN NULL;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS row_counts (
      table_name text NOT NULL,
      slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 7),
      n bigint NOT NULL,
      PRIMARY KEY (table_name, slot)
    )`);
  await knex.raw(countChangedRowsFunction('floor(random() * 8)::smallint'));
  await knex.raw(`
    CREATE OR REPLACE FUNCTION count_truncated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`);
  for (const table of TABLES) await attachRowCounts(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await detachRowCounts(knex, table);
  await knex.raw('DROP FUNCTION IF EXISTS count_changed_rows(), count_truncated_rows()');
  await knex.raw('DROP TABLE IF EXISTS row_counts');
}
