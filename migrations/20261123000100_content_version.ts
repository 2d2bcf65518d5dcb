import type { Knex } from 'knex';
import { attachContentVersion, detachContentVersion } from './helpers';

// One number that changes whenever published content changes, so every replica can keep rendered pages and
// public reads in memory and still serve an edit made through another replica at once: a cached answer is
// used only while this version is the one it was made from (server/content-cache.ts).
const CONTENT_TABLES = ['blog_posts', 'achievers', 'placements', 'gallery_images', 'gallery_videos'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS content_version (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      version bigint NOT NULL DEFAULT 0
    )`);
  await knex.raw('INSERT INTO content_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  for (const table of CONTENT_TABLES) await attachContentVersion(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of CONTENT_TABLES) await detachContentVersion(knex, table);
  await knex.raw('DROP FUNCTION IF EXISTS bump_content_version()');
  await knex.raw('DROP TABLE IF EXISTS content_version');
}
