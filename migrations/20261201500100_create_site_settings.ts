import type { Knex } from 'knex';
import { attachContentVersion, detachContentVersion } from './helpers';

// Site settings (issue 35 point 1): one row (id 1) holding, as JSON, only the values staff changed in the panel;
// the site shows the rest at their defaults (common/site-settings.ts DEFAULT_SITE_SETTINGS). Its edits move the content
// version, so cached pages follow them on every replica.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS site_settings (
      id smallint PRIMARY KEY CHECK (id = 1),
      settings jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(settings) = 'object'),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('INSERT INTO site_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
  await attachContentVersion(knex, 'site_settings');
}

export async function down(knex: Knex): Promise<void> {
  await detachContentVersion(knex, 'site_settings');
  await knex.raw('DROP TABLE IF EXISTS site_settings');
}
