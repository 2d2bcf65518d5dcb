// Site settings (common/site.ts SiteSettings): read by the public site through the content cache (reads.ts), and
// edited by admins and editors in the panel's Site Settings screen: one record, id 1, listed, shown and saved.
import express, { type Router } from 'express';
import type { Knex } from 'knex';
import { fieldErrors } from '../../common/forms';
import type { SiteSettings } from '../../common/site';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, withDefaults } from '../../common/site-settings';
import { changes, recordAudit } from '../audit/log';
import { badRequest, notFound } from '../http/errors';
import { parseId } from '../http/ids';

/** The one record's id (the table allows no other). */
export const SITE_SETTINGS_ID = 1;

/** Fields the panel sends back with the record but which only the server sets. */
const READ_ONLY_FIELDS = ['id', 'created_at', 'updated_at'];

type Row = { settings: Record<string, unknown> | null; updated_at: Date; created_at: Date };

/** The settings in force: what staff changed over the defaults (the defaults alone if the row is missing). */
export async function readSiteSettings(knex: Knex | Knex.Transaction): Promise<SiteSettings> {
  const row = (await knex('site_settings').where({ id: SITE_SETTINGS_ID }).first('settings')) as Row | undefined;
  return withDefaults(row?.settings);
}

/** What differs from the defaults: all that is stored, so a default changed in the code applies where staff kept it. */
const changedFromDefaults = (settings: SiteSettings) =>
  Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => DEFAULT_SITE_SETTINGS[key as keyof SiteSettings] !== value),
  );

export function createSiteSettingsRoutes(knex: Knex): Router {
  const router = express.Router();

  const record = async (trx: Knex | Knex.Transaction, lock = false) => {
    const query = trx('site_settings').where({ id: SITE_SETTINGS_ID });
    const row = (await (lock ? query.forUpdate() : query).first()) as Row | undefined;
    if (!row) throw notFound('The site settings are missing: run the migrations');
    return {
      id: SITE_SETTINGS_ID,
      ...withDefaults(row.settings),
      updated_at: row.updated_at,
      created_at: row.created_at,
    };
  };
  const oneRecord = (id: string) => {
    if (parseId(id) !== SITE_SETTINGS_ID) throw notFound('No such site_settings record');
  };

  // The list is the one record, so the panel's menu entry opens it (admin/site_settings/).
  router.get('/', async (_req, res) => {
    res.set('Content-Range', 'site_settings 0-0/1');
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.json([await record(knex)]);
  });
  router.get('/:id', async (req, res) => {
    oneRecord(req.params.id);
    res.json(await record(knex));
  });
  router.put('/:id', async (req, res) => {
    oneRecord(req.params.id);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY_FIELDS.includes(key)));
    const parsed = siteSettingsSchema.safeParse(input);
    if (!parsed.success)
      throw badRequest('Please correct the highlighted fields', { fields: fieldErrors(parsed.error) });
    const saved = await knex.transaction(async (trx) => {
      // Locked, so the entry's "before" is what this save replaced, not what a concurrent save wrote.
      const before = await record(trx, true);
      await trx('site_settings')
        .where({ id: SITE_SETTINGS_ID })
        .update({ settings: JSON.stringify(changedFromDefaults(parsed.data)), updated_at: trx.fn.now() });
      const after = await record(trx);
      await recordAudit(trx, req, {
        action: 'update',
        resource: 'site_settings',
        recordId: SITE_SETTINGS_ID,
        details: changes(before, after),
      });
      return after;
    });
    res.json(saved);
  });
  return router;
}
