// The WhatsApp messages' templates (issue 33, item 1), admins only: one per language (English now), listed, shown
// and saved with their placeholders checked; each save is audited. Counsellors see them filled in on an applicant.
import type { Router } from 'express';
import type { Knex } from 'knex';
import { TEMPLATE_LANGUAGES, type TemplateLanguage, whatsAppTemplateSchema } from '../../common/calls';
import { changes, recordAudit } from '../audit/log';
import { staffOf } from '../http/access';
import { notFound } from '../http/errors';
import { createApiRouter } from '../http/router';
import { parse } from './writes';

type Row = { language: TemplateLanguage; body: string; updated_by: number | null; updated_at: Date };

/** A template as the panel reads it: react-admin's `id` is the language. */
const asRecord = (row: Row & { updated_by_name?: string | null }) => ({
  id: row.language,
  language: row.language,
  language_name: TEMPLATE_LANGUAGES[row.language] ?? row.language,
  body: row.body,
  updated_at: row.updated_at,
  updated_by_name: row.updated_by_name ?? null,
});

const language = (raw: string): TemplateLanguage => {
  if (!Object.hasOwn(TEMPLATE_LANGUAGES, raw)) throw notFound('No WhatsApp template in that language');
  return raw as TemplateLanguage;
};

export function createWhatsAppTemplateRoutes(knex: Knex, clock: () => number): Router {
  const router = createApiRouter();
  const rows = () =>
    knex('whatsapp_templates as t')
      .leftJoin('staff as s', 's.id', 't.updated_by')
      .select('t.*', knex.raw('coalesce(s.name, s.email) AS updated_by_name'));

  router.get('/', async (_req, res) => {
    const found = await rows().orderBy('t.language');
    res.set('Content-Range', `whatsapp_templates 0-${Math.max(found.length - 1, 0)}/${found.length}`);
    res.json(found.map(asRecord));
  });

  router.get('/:id', async (req, res) => {
    const row = await rows().where('t.language', language(req.params.id)).first();
    if (!row) throw notFound('No WhatsApp template in that language');
    res.json(asRecord(row));
  });

  router.put('/:id', async (req, res) => {
    const code = language(req.params.id);
    const given = (req.body ?? {}) as Record<string, unknown>;
    // The panel sends the record back whole: only the body is the admin's to change.
    const { body } = parse(whatsAppTemplateSchema, { body: given.body });
    const saved = await knex.transaction(async (trx) => {
      const before = (await trx('whatsapp_templates').where({ language: code }).forUpdate().first()) as Row | undefined;
      const [row] = await trx('whatsapp_templates')
        .insert({ language: code, body, updated_by: staffOf(res).id, updated_at: new Date(clock()) })
        .onConflict('language')
        .merge()
        .returning('*');
      await recordAudit(trx, req, {
        action: 'update',
        resource: 'whatsapp_templates',
        recordId: code,
        details: changes({ body: before?.body ?? '' }, { body }),
      });
      return row as Row;
    });
    res.json(asRecord({ ...saved, updated_by_name: staffOf(res).name || staffOf(res).email }));
  });
  return router;
}
