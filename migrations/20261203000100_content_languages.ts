import type { Knex } from 'knex';
import { attachContentVersion } from './helpers';

// Blog posts and open days are written in a language (English, Bengali or Hindi: common/languages.ts). A post may be
// the translation of another (`translation_of`, always the original, never a translation of a translation): a
// group of translations has at most one post per language, so the site can offer "Read in …" and list each visitor
// the version in their language.
export async function up(knex: Knex): Promise<void> {
  for (const table of ['blog_posts', 'events']) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en'`);
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_language_check`);
    await knex.raw(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_language_check CHECK (language IN ('en', 'bn', 'hi'))`,
    );
  }
  await knex.raw(
    'ALTER TABLE blog_posts ADD COLUMN IF NOT EXISTS translation_of integer REFERENCES blog_posts(id) ON DELETE SET NULL',
  );
  await knex.raw('ALTER TABLE blog_posts DROP CONSTRAINT IF EXISTS blog_posts_not_own_translation');
  await knex.raw(
    'ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_not_own_translation CHECK (translation_of IS NULL OR translation_of <> id)',
  );
  // One post per language in a group (the original's id names the group); also the index "Read in …" reads.
  await knex.raw(
    'CREATE UNIQUE INDEX IF NOT EXISTS blog_posts_translation_language_idx ON blog_posts ((coalesce(translation_of, id)), language)',
  );
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS blog_posts_translation_of_idx ON blog_posts (translation_of) WHERE translation_of IS NOT NULL',
  );
  // The content version follows edits of the new columns too (the trigger names the columns it watches).
  await attachContentVersion(knex, 'blog_posts');
  await attachContentVersion(knex, 'events');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS blog_posts_translation_of_idx');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_translation_language_idx');
  await knex.raw(
    'ALTER TABLE blog_posts DROP CONSTRAINT IF EXISTS blog_posts_not_own_translation, DROP COLUMN IF EXISTS translation_of',
  );
  for (const table of ['blog_posts', 'events']) {
    await knex.raw(
      `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_language_check, DROP COLUMN IF EXISTS language`,
    );
  }
  await attachContentVersion(knex, 'blog_posts');
  await attachContentVersion(knex, 'events');
}
