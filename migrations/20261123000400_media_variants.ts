import type { Knex } from 'knex';

// The responsive variants of an uploaded image (4 widths × AVIF, WebP, JPEG), made once with sharp when it is
// uploaded and served at /media/{id}/{width}.{ext}. Uploads sharp cannot resize (BMP, ICO, animated GIF) have none.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS media_variants (
      media_id integer NOT NULL REFERENCES media (id) ON DELETE CASCADE,
      width smallint NOT NULL CHECK (width IN (400, 600, 800, 1200)),
      format text NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
      content_type text NOT NULL,
      sha256 text NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (media_id, width, format)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS media_variants');
}
