// One generic simple-rest router for every declared resource (ra-data-simple-rest conventions).
import type { Request, Router } from 'express';
import { fieldErrors } from '../../common/forms';
import { RESOURCE_AREAS } from '../../common/roles';
import { changes, recordAudit } from '../audit/log';
import type { Database } from '../db/index';
import { requireArea } from '../http/access';
import { exportCsv } from '../http/csv-export';
import { badRequest, HttpError, methodNotAllowed, notFound } from '../http/errors';
import { parseId } from '../http/ids';
import { kolkataMonthStart } from '../http/kolkata';
import { applyFilter, type ListQuery, parseListQuery } from '../http/list-query';
import { createApiRouter } from '../http/router';
import type { ContentResource, ResourceDeclaration } from './resources';

/** Fields the panel sends back with a record but which only the database sets. */
const READ_ONLY_FIELDS = ['id', 'created_at', 'updated_at'];

export function createResourceRouter(db: Database, resources: ResourceDeclaration[]): Router {
  const { knex } = db;
  const router = createApiRouter();

  /** The list's total: kept by triggers for the whole table (migrations/…_row_counts.ts), counted when filtered. */
  async function countRows(resource: ResourceDeclaration, filter: ListQuery['filter']): Promise<number> {
    if (Object.keys(filter).length === 0) {
      const [{ total }] = (await knex('row_counts').where({ table_name: resource.table }).sum({ total: 'n' })) as {
        total: number | string | null;
      }[];
      return Number(total ?? 0);
    }
    const [{ total }] = (await applyFilter(knex(resource.table), resource, filter).count({ total: '*' })) as {
      total: number | string;
    }[];
    return Number(total);
  }

  /**
   * One page of the list. OFFSET walks every row before the page, so a page past the middle of a long list is read
   * from the other end in the opposite order (PostgreSQL's default NULL placement flips with the direction, so
   * that order is the exact reverse), choosing ids first so the walk stays in the index.
   */
  async function readPage(
    resource: ResourceDeclaration,
    sort: ListQuery['sort'],
    range: ListQuery['range'],
    filter: ListQuery['filter'],
    total: number,
  ): Promise<Record<string, unknown>[]> {
    const [field, order] = sort;
    const ordered = (reverse: boolean) => {
      const direction = reverse ? ({ ASC: 'DESC', DESC: 'ASC' } as const)[order] : order;
      return [
        { column: field, order: direction },
        { column: 'id', order: direction },
      ];
    };
    const size = range[1] - range[0] + 1;
    if (range[0] <= total / 2 || range[0] >= total) {
      return applyFilter(knex(resource.table), resource, filter)
        .select('*')
        .orderBy(ordered(false))
        .offset(range[0])
        .limit(size);
    }
    const last = Math.min(range[1], total - 1);
    const ids = applyFilter(knex(resource.table), resource, filter)
      .select('id')
      .orderBy(ordered(true))
      .offset(total - 1 - last)
      .limit(last - range[0] + 1);
    return knex(resource.table).select('*').whereIn('id', ids).orderBy(ordered(false));
  }

  for (const resource of resources) {
    const base = `/${resource.name}`;
    router.get(base, async (req, res) => {
      const { sort, range, filter } = parseListQuery(resource, req.query);
      const total = await countRows(resource, filter);
      const rows = await readPage(resource, sort, range, filter, total);
      const end = rows.length ? range[0] + rows.length - 1 : range[0];
      res.set('Content-Range', `${resource.name} ${range[0]}-${end}/${total}`);
      res.set('Access-Control-Expose-Headers', 'Content-Range');
      res.json(rows);
    });
    router.get(`${base}/stats`, async (_req, res) => {
      res.json(await resource.stats({ knex, monthStart: kolkataMonthStart() }));
    });
    if (resource.kind !== 'content') {
      // A submission list's CSV needs the export grant; the audit log's export stays with the audit area.
      const guard = RESOURCE_AREAS[resource.name] === 'submissions' ? [requireArea('export')] : [];
      router.get(`${base}/export.csv`, ...guard, async (req, res) => {
        await exportCsv(db, resource, req, res, (details) =>
          recordAudit(knex, req, { action: 'export', resource: resource.name, details }),
        );
      });
    }
    router.get(`${base}/:id`, async (req, res) => {
      const row = await knex(resource.table)
        .where({ id: parseId(req.params.id) })
        .first();
      if (!row) throw notFound(`No such ${resource.name} record`);
      res.json(row);
    });
    if (resource.kind === 'log') {
      const appendOnly = () => {
        throw methodNotAllowed(`${resource.name} is append-only: its entries are never edited or deleted`);
      };
      router.post(base, appendOnly);
      router.put(`${base}/:id`, appendOnly);
      router.patch(`${base}/:id`, appendOnly);
      router.delete(`${base}/:id`, appendOnly);
      continue;
    }

    // Each change and its audit entry commit together: no change goes unrecorded, no entry names a change undone.
    router.delete(`${base}/:id`, async (req, res) => {
      const row = await knex.transaction(async (trx) => {
        const [deleted] = await trx(resource.table)
          .where({ id: parseId(req.params.id) })
          .delete()
          .returning('*');
        if (!deleted) throw notFound(`No such ${resource.name} record`);
        await recordAudit(trx, req, {
          action: 'delete',
          resource: resource.name,
          recordId: deleted.id,
          // A deleted submission's contents stay out of a log kept for years: the deletion must really delete them.
          details: resource.kind === 'content' ? { before: deleted } : { created_at: deleted.created_at },
        });
        return deleted;
      });
      res.json(row);
    });

    if (resource.kind === 'content') {
      router.post(base, async (req, res) => {
        const input = validate(resource, req, false);
        const row = await knex.transaction(async (trx) => {
          const values = resource.completeWrite ? await resource.completeWrite(input, undefined, trx) : input;
          const [created] = await trx(resource.table).insert(values).returning('*');
          await recordAudit(trx, req, {
            action: 'create',
            resource: resource.name,
            recordId: created.id,
            details: { after: created },
          });
          await resource.afterWrite?.(trx, req, created);
          return created;
        });
        res.status(201).json(row);
      });
      router.put(`${base}/:id`, async (req, res) => {
        const id = parseId(req.params.id);
        const input = validate(resource, req, true);
        const row = await knex.transaction(async (trx) => {
          // Locked so the "before" of the entry is the row this update replaced, not one a concurrent edit made.
          const before = await trx(resource.table).where({ id }).forUpdate().first();
          if (!before) throw notFound(`No such ${resource.name} record`);
          if (!Object.keys(input).length) return before;
          const values = resource.completeWrite ? await resource.completeWrite(input, before, trx) : input;
          if (resource.touchesUpdatedAt) values.updated_at = knex.fn.now();
          const [after] = await trx(resource.table).where({ id }).update(values).returning('*');
          await recordAudit(trx, req, {
            action: 'update',
            resource: resource.name,
            recordId: id,
            details: changes(before, after),
          });
          await resource.afterWrite?.(trx, req, after);
          return after;
        });
        res.json(row);
      });
    } else {
      const readOnly = () => {
        throw methodNotAllowed(`${resource.name} are visitor submissions: staff may read and delete them only`);
      };
      router.post(base, readOnly);
      router.put(`${base}/:id`, readOnly);
      router.patch(`${base}/:id`, readOnly);
    }
  }
  return router;
}

/** zod at the edge: create takes the whole schema, update the same fields all optional. */
function validate(resource: ContentResource, req: Request, partial: boolean): Record<string, unknown> {
  const body = req.body as unknown;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object');
  const input = Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(([key]) => !READ_ONLY_FIELDS.includes(key)),
  );
  const schema = partial ? resource.schema.partial() : resource.schema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, 'Please correct the highlighted fields', { fields: fieldErrors(parsed.error) });
  }
  let values = parsed.data as Record<string, unknown>;
  // On update, only what was sent is written (defaults and empty-to-null transforms must not fill the rest).
  if (partial) values = Object.fromEntries(Object.entries(values).filter(([key]) => key in input));
  return resource.prepareWrite ? resource.prepareWrite(values) : values;
}
