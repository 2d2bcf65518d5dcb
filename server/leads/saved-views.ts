// Saved list views of the applicant list, each staff member's own: /api/admin/applicant_views.
import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { plainString } from '../../common/text';
import { staffOf } from '../http/access';
import { notFound } from '../http/errors';
import { parseId } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { parseApplicantFilter } from './filter';
import { parse } from './writes';

/** Saved list views, each staff member's own: /api/admin/applicant_views. */
export function createSavedViewRoutes(knex: Knex): Router {
  const router = createApiRouter();
  const viewSchema = z.strictObject({
    name: plainString({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80),
    filter: z.record(z.string(), z.unknown()),
  });
  router.get('/', async (_req, res) => {
    const rows = await knex('applicant_saved_views')
      .where({ staff_id: staffOf(res).id })
      .orderBy('name');
    res.set('Content-Range', `applicant_views 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.json(rows);
  });
  router.post('/', async (req, res) => {
    const body = parse(viewSchema, req.body);
    parseApplicantFilter(body.filter);
    const [row] = await knex('applicant_saved_views')
      .insert({ staff_id: staffOf(res).id, name: body.name, filter: JSON.stringify(body.filter) })
      .onConflict(['staff_id', 'name'])
      .merge(['filter'])
      .returning('*');
    res.status(201).json(row);
  });
  router.delete('/:id', async (req, res) => {
    const [row] = await knex('applicant_saved_views')
      .where({ id: parseId(req.params.id), staff_id: staffOf(res).id })
      .delete()
      .returning('*');
    if (!row) throw notFound('No such saved view');
    res.json(row);
  });
  return router;
}
