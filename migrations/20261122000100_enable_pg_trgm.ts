import type { Knex } from 'knex';

// Trigram indexes make the staff panel's case-insensitive search fast on large tables.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
    EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
    END $$`);
}

export async function down(): Promise<void> {
  // The extension may be shared with other schemas: leave it.
}
