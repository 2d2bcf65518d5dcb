import type { Knex } from 'knex';

// Publishing states of a blog post: draft, scheduled (live from publish_at on), published, unpublished. Rows
// already there stay published. A scheduled post goes live by the clock, with no write: so the content version
// does not move then, and caches ask next_content_change(now) for the next instant a cached answer expires
// (server/content-cache.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE blog_posts
      ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'published'
        CHECK (status IN ('draft', 'scheduled', 'published', 'unpublished')),
      ADD COLUMN IF NOT EXISTS publish_at timestamptz`);
  await knex.raw(`UPDATE blog_posts SET publish_at = created_at WHERE publish_at IS NULL`);
  await knex.raw(`
    ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_scheduled_has_time
      CHECK (status <> 'scheduled' OR publish_at IS NOT NULL)`);
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS blog_posts_scheduled_idx ON blog_posts (publish_at) WHERE status = 'scheduled'`,
  );
  // The content-version trigger names the columns an edit of which moves the version: add the new ones.
  const columns = Object.keys(await knex('blog_posts').columnInfo()).filter((c) => c !== 'views' && c !== 'id');
  await knex.raw('DROP TRIGGER IF EXISTS blog_posts_content_version ON blog_posts');
  await knex.raw(
    `CREATE TRIGGER blog_posts_content_version
       AFTER INSERT OR DELETE OR UPDATE OF ${columns.join(', ')} OR TRUNCATE ON blog_posts
       FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`,
  );
  await knex.raw(`
    CREATE OR REPLACE FUNCTION next_content_change(at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
      SELECT min(publish_at) FROM blog_posts WHERE status = 'scheduled' AND publish_at > at
    $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS next_content_change(timestamptz)');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_scheduled_idx');
  await knex.raw('ALTER TABLE blog_posts DROP CONSTRAINT IF EXISTS blog_posts_scheduled_has_time');
  await knex.raw('ALTER TABLE blog_posts DROP COLUMN IF EXISTS publish_at, DROP COLUMN IF EXISTS status');
}
