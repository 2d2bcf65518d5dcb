// The staff queue of personal-data requests (/api/admin/data_requests, admins only by common/roles.ts): listed
// oldest due first with what is overdue, recorded by staff when one arrives by letter or e-mail, and acted on. An
// erasure request is carried out here: the person is erased (erasure.ts), the request keeps only its id, type and
// dates, and the audit log records who erased which request and how many rows of each form.
import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_OVERDUE_DAYS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPES,
} from '../../common/data-requests';
import { fieldErrors } from '../../common/forms';
import { plainString } from '../../common/text';
import { recordAudit } from '../audit/log';
import { staffOf } from '../http/access';
import { badRequest, HttpError, notFound } from '../http/errors';
import { applyFilter, type ListDeclaration, parseId, parseListQuery } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { eraseRequested } from './erasure';
import { ERASABLE_TABLES, previewErasure } from './erasure-scope';

const LIST: ListDeclaration = {
  sortable: ['type', 'status', 'due_at', 'handled_at'],
  defaultSort: ['due_at', 'ASC'],
  filters: {
    type: { kind: 'enum', values: DATA_REQUEST_TYPES },
    status: { kind: 'enum', values: DATA_REQUEST_STATUSES },
  },
  searchable: ['email', 'phone'],
};

const COLUMNS = (knex: Knex) => [
  'r.id',
  'r.type',
  'r.email',
  'r.phone',
  'r.details',
  'r.status',
  'r.due_at',
  'r.handled_at',
  'r.created_at',
  'r.handled_by',
  knex.raw('s.email AS handled_by_email'),
  knex.raw(
    `(r.status = 'open' AND r.created_at < now() - make_interval(days => ?)) AS overdue`,
    DATA_REQUEST_OVERDUE_DAYS,
  ),
];

const newRequest = z.strictObject({
  type: z.enum(DATA_REQUEST_TYPES, { error: 'Choose a request type' }),
  email: z.email('Enter a valid email address').max(254).nullish(),
  phone: plainString().trim().max(20).nullish(),
});

/** Erase's body: the rows only linked by phone that staff ticked (none: only what the request proved). */
const eraseBody = z.strictObject({
  include: z
    .array(z.strictObject({ table: z.enum(ERASABLE_TABLES), id: z.number().int().positive() }))
    .max(1000)
    .default([]),
});

/** Records a request (from the "Your data" page or by staff), due in 90 days. */
export async function createDataRequest(
  knex: Knex | Knex.Transaction,
  request: { type: string; email?: string | null; phone?: string | null; details?: Record<string, unknown> },
): Promise<{ id: number }> {
  const [row] = await knex('data_requests')
    .insert({
      type: request.type,
      email: request.email?.trim().toLowerCase() || null,
      phone: request.phone?.trim() || null,
      details: JSON.stringify(request.details ?? {}),
      due_at: knex.raw(`now() + make_interval(days => ?)`, [DATA_REQUEST_DUE_DAYS]),
    })
    .returning('id');
  return { id: Number(row.id) };
}

export function createDataRequestRoutes(knex: Knex): Router {
  const router = createApiRouter();
  const base = () => knex('data_requests as r').leftJoin('staff as s', 's.id', 'r.handled_by');
  const one = (id: number) => base().select(COLUMNS(knex)).where('r.id', id).first();

  router.get('/', async (req, res) => {
    const { sort, range, filter } = parseListQuery(LIST, req.query);
    const query = () => applyFilter(knex('data_requests as r'), LIST, filter);
    const [{ total }] = (await query().count({ total: '*' })) as { total: number | string }[];
    const rows = await applyFilter(base(), LIST, filter)
      .select(COLUMNS(knex))
      .orderBy([
        { column: `r.${sort[0]}`, order: sort[1] },
        { column: 'r.id', order: sort[1] },
      ])
      .offset(range[0])
      .limit(range[1] - range[0] + 1);
    const end = rows.length ? range[0] + rows.length - 1 : range[0];
    res.set('Content-Range', `data_requests ${range[0]}-${end}/${total}`);
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  router.get('/:id', async (req, res) => {
    const row = await one(parseId(req.params.id));
    if (!row) throw notFound('No such request');
    res.json(row);
  });

  router.post('/', async (req, res) => {
    const parsed = newRequest.safeParse(req.body);
    if (!parsed.success)
      throw badRequest('Please correct the highlighted fields', { fields: fieldErrors(parsed.error) });
    if (!parsed.data.email && !parsed.data.phone)
      throw badRequest('Name the person by e-mail or phone', { fields: { email: 'Enter an e-mail or a phone' } });
    const created = await knex.transaction(async (trx) => {
      const made = await createDataRequest(trx, parsed.data);
      await recordAudit(trx, req, { action: 'create', resource: 'data_requests', recordId: made.id });
      return made;
    });
    res.status(201).json(await one(created.id));
  });

  /** Closes an open request as done or refused (access, correction and news requests, once answered). */
  router.post('/:id/status', async (req, res) => {
    const id = parseId(req.params.id);
    const status = (req.body as { status?: unknown } | undefined)?.status;
    if (status !== 'done' && status !== 'refused')
      throw badRequest('Choose done or refused', { fields: { status: 'Choose done or refused' } });
    const updated = await knex.transaction(async (trx) => {
      const count = await trx('data_requests')
        .where({ id, status: 'open' })
        .update({ status, handled_by: staffOf(res).id, handled_at: trx.fn.now() });
      if (count)
        await recordAudit(trx, req, { action: 'update', resource: 'data_requests', recordId: id, details: { status } });
      return count;
    });
    if (!updated) throw notFound('No open request with this id');
    res.json(await one(id));
  });

  /** An open erasure request, locked for its erasure (or read for its preview). */
  async function openErasure(trx: Knex | Knex.Transaction, id: number, lock: boolean) {
    const query = trx('data_requests').where({ id });
    const request = await (lock ? query.forUpdate() : query).first();
    if (!request) throw notFound('No such request');
    if (request.type !== 'erasure') throw new HttpError(409, 'This request is not an erasure request');
    if (request.status !== 'open') throw new HttpError(409, 'This request is already handled');
    return request as { email: string | null; phone: string | null };
  }

  /** What Erase would remove: the proven rows, and those only linked by phone, which staff may tick. */
  router.get('/:id/erasure', async (req, res) => {
    const request = await openErasure(knex, parseId(req.params.id), false);
    res.json(await previewErasure(knex, request));
  });

  /** Carries out an open erasure request: what it proved and the rows staff ticked go, in one transaction. */
  router.post('/:id/erase', async (req, res) => {
    const id = parseId(req.params.id);
    const parsed = eraseBody.safeParse(req.body ?? {});
    if (!parsed.success)
      throw badRequest('Please correct the highlighted fields', { fields: fieldErrors(parsed.error) });
    const result = await knex.transaction(async (trx) => {
      const request = await openErasure(trx, id, true);
      const erased = await eraseRequested(trx, request, parsed.data.include, { requestId: id });
      await trx('data_requests')
        .where({ id })
        .update({
          status: 'done',
          handled_by: staffOf(res).id,
          handled_at: trx.fn.now(),
          email: null,
          phone: null,
          details: '{}',
        });
      await recordAudit(trx, req, {
        action: 'data_erasure',
        resource: 'data_requests',
        recordId: id,
        details: { erasure: erased.erasureId, removed: erased.counts, proven: erased.proven, ticked: erased.ticked },
      });
      return erased;
    });
    res.json({ ...(await one(id)), removed: result.counts });
  });
  return router;
}
