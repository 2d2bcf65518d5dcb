import type { Knex } from 'knex';
import { slugFromTitle } from '../common/slug-from-title';
import { attachContentVersion } from './helpers';

// Blog posts get an address of their own (/blog/<slug>, made from the title, unique) and their search fields: meta
// title and description, a social image and the cover image's alt text. A post's earlier slugs are kept in
// blog_post_slugs (written by a trigger whenever the slug changes) so old addresses redirect to the current one.
// Rows written without a slug (straight into the table, not through the staff API, which makes one with
// transliteration) get one from the title's ASCII letters, with the id appended when it is taken.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE blog_posts
      ADD COLUMN IF NOT EXISTS slug text,
      ADD COLUMN IF NOT EXISTS meta_title text,
      ADD COLUMN IF NOT EXISTS meta_description text,
      ADD COLUMN IF NOT EXISTS social_image text,
      ADD COLUMN IF NOT EXISTS image_alt text`);
  const rows = (await knex('blog_posts').select('id', 'title').orderBy('id')) as { id: number; title: string }[];
  const taken = new Set<string>();
  for (const row of rows) {
    const base = slugFromTitle(row.title);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    await knex('blog_posts').where({ id: row.id }).update({ slug, image_alt: row.title });
  }
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS blog_post_slugs (
      slug text PRIMARY KEY,
      post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS blog_post_slugs_post_idx ON blog_post_slugs (post_id)');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION blog_post_default_slug() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE base text;
    BEGIN
      IF NEW.slug IS NULL OR NEW.slug = '' THEN
        base := left(trim(both '-' from regexp_replace(lower(NEW.title), '[^a-z0-9]+', '-', 'g')), 100);
        IF base = '' OR base ~ '^[0-9]+$' THEN base := 'post-' || base; END IF;
        base := trim(both '-' from base);
        IF EXISTS (SELECT 1 FROM blog_posts WHERE slug = base) OR EXISTS (SELECT 1 FROM blog_post_slugs WHERE slug = base)
        THEN base := base || '-' || NEW.id; END IF;
        NEW.slug := base;
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER blog_posts_default_slug BEFORE INSERT OR UPDATE OF slug ON blog_posts
      FOR EACH ROW EXECUTE FUNCTION blog_post_default_slug()`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION blog_post_slug_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM blog_post_slugs WHERE slug = NEW.slug;
      INSERT INTO blog_post_slugs (slug, post_id) VALUES (OLD.slug, NEW.id)
        ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now();
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER blog_posts_slug_moved AFTER UPDATE OF slug ON blog_posts
      FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION blog_post_slug_moved()`);
  await knex.raw(`
    ALTER TABLE blog_posts
      ALTER COLUMN slug SET NOT NULL,
      ADD CONSTRAINT blog_posts_slug_shape
        CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug !~ '^[0-9]+$' AND length(slug) <= 120)`);
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS blog_posts_slug_key ON blog_posts (slug)');
  // The content-version trigger names the columns whose edits move the version: add the new ones.
  await attachContentVersion(knex, 'blog_posts');
  await attachContentVersion(knex, 'blog_post_slugs');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS blog_posts_slug_moved ON blog_posts');
  await knex.raw('DROP TRIGGER IF EXISTS blog_posts_default_slug ON blog_posts');
  await knex.raw('DROP FUNCTION IF EXISTS blog_post_slug_moved()');
  await knex.raw('DROP FUNCTION IF EXISTS blog_post_default_slug()');
  await knex.raw('DROP TABLE IF EXISTS blog_post_slugs');
  await knex.raw(`
    ALTER TABLE blog_posts DROP COLUMN IF EXISTS slug, DROP COLUMN IF EXISTS meta_title,
      DROP COLUMN IF EXISTS meta_description, DROP COLUMN IF EXISTS social_image, DROP COLUMN IF EXISTS image_alt`);
  await attachContentVersion(knex, 'blog_posts');
}
