// The panel's Outbox screen (admins only, by common/roles.ts): every queued, sent and failed e-mail, each rendered
// as it was (or will be) sent; without SMTP_URL this is where the e-mails are read. A failed one may be retried.
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Config } from '../core/config';
import { notFound } from '../http/errors';
import { applyFilter, type ListDeclaration, parseId, parseListQuery } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { OUTBOX_STATUSES } from './outbox';
import { MAIL_TEMPLATE_NAMES, maskSecrets, renderMail } from './templates/index';

const OUTBOX_LIST: ListDeclaration = {
  sortable: ['status', 'attempts', 'next_attempt_at', 'sent_at', 'template'],
  defaultSort: ['created_at', 'DESC'],
  filters: {
    status: { kind: 'enum', values: OUTBOX_STATUSES },
    template: { kind: 'enum', values: MAIL_TEMPLATE_NAMES },
  },
  searchable: [],
};

const COLUMNS = [
  'id',
  'template',
  'recipients',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'sent_at',
  'created_at',
  'params',
];

export function createOutboxRoutes(knex: Knex, config: Config): Router {
  const router = createApiRouter();
  const site = { publicUrl: config.publicUrl };
  // Staff read every e-mail with its codes and tokens masked: a code or link in the clear would let them act as the
  // visitor (open their data, confirm their subscription) or as the member (set their password).
  const rendered = (row: { template: string; params: unknown }) =>
    renderMail(row.template, maskSecrets(row.template, row.params), site);
  const subjectOf = (row: { template: string; params: unknown }) => {
    try {
      return rendered(row).subject;
    } catch {
      return `(${row.template})`;
    }
  };
  const shown = ({ params: _params, ...row }: Record<string, unknown> & { template: string; params: unknown }) => ({
    ...row,
    to: (row.recipients as string[]).join(', '),
    subject: subjectOf({ template: row.template, params: _params }),
  });

  router.get('/', async (req, res) => {
    const { sort, range, filter } = parseListQuery(OUTBOX_LIST, req.query);
    const query = () => applyFilter(knex('mail_outbox'), OUTBOX_LIST, filter);
    const [{ total }] = (await query().count({ total: '*' })) as { total: number | string }[];
    const rows = await query()
      .select(COLUMNS)
      .orderBy([
        { column: sort[0], order: sort[1] },
        { column: 'id', order: sort[1] },
      ])
      .offset(range[0])
      .limit(range[1] - range[0] + 1);
    const end = rows.length ? range[0] + rows.length - 1 : range[0];
    res.set('Content-Range', `outbox ${range[0]}-${end}/${total}`);
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows.map(shown));
  });

  router.get('/stats', async (_req, res) => {
    const rows = (await knex('mail_outbox').select('status').count({ n: '*' }).groupBy('status')) as {
      status: string;
      n: number | string;
    }[];
    const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0]));
    for (const row of rows) counts[row.status] = Number(row.n);
    res.json({ ...counts, sending: Boolean(config.smtpUrl) });
  });

  router.get('/:id', async (req, res) => {
    const row = await knex('mail_outbox')
      .select(COLUMNS)
      .where({ id: parseId(req.params.id) })
      .first();
    if (!row) throw notFound('No such e-mail');
    const mail = rendered(row);
    res.json({ ...shown(row), html: mail.html, text: mail.text, headers: mail.headers });
  });

  // A failed e-mail goes back to the queue with a fresh count of attempts.
  router.post('/:id/retry', async (req, res) => {
    const [row] = await knex('mail_outbox')
      .where({ id: parseId(req.params.id), status: 'failed' })
      .update({ status: 'pending', attempts: 0, next_attempt_at: knex.fn.now(), last_error: null })
      .returning(COLUMNS);
    if (!row) throw notFound('No failed e-mail with this id');
    res.json(shown(row));
  });
  return router;
}
