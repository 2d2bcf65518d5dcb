// The Staff screen's API (admins only, by common/roles.ts): list, add, edit name/role/export grant, deactivate,
// reactivate, and make a one-time password link. Members are never deleted: the audit log keeps naming them.
import { randomBytes } from 'node:crypto';
import type { Request, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { STAFF_ROLES } from '../../common/enums';
import { fieldErrors } from '../../common/forms';
import { plainString } from '../../common/text';
import { type AuditEntry, changes, recordAudit } from '../audit/log';
import { staffOf } from '../http/access';
import { badRequest, HttpError, methodNotAllowed, notFound } from '../http/errors';
import { parseId } from '../http/ids';
import { createApiRouter } from '../http/router';
import type { Clock } from '../http/session';
import { enqueueMail } from '../mail/outbox';
import { hashPassword, revokePasswordLinks } from './accounts';
import { createPasswordLink } from './password-links';
import { requireRecentReauth } from './second-factor';
import { resetTwoFactor } from './totp';

/** What the panel sees of a member: never the password hash. */
const PUBLIC_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'active',
  'can_export',
  'takes_leads',
  'away',
  'created_at',
  'last_login_at',
];

const addSchema = z.strictObject({
  name: plainString().trim().min(1, 'Required').max(120),
  email: z.email('A valid e-mail address').trim().max(254),
  role: z.enum(STAFF_ROLES),
  can_export: z.boolean().default(false),
  /** New applicants are assigned round-robin among members who take leads; left out: on for counsellors. */
  takes_leads: z.boolean().optional(),
  away: z.boolean().default(false),
});

const editSchema = z.strictObject({
  name: plainString().trim().min(1, 'Required').max(120).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  can_export: z.boolean().optional(),
  active: z.boolean().optional(),
  takes_leads: z.boolean().optional(),
  away: z.boolean().optional(),
});

/** Fields the panel sends back with a record but which are not edited here. */
const IGNORED_ON_EDIT = ['id', 'email', 'created_at', 'last_login_at'];

function parseBody<T extends z.ZodType>(schema: T, req: Request, ignored: string[] = []): z.infer<T> {
  const body = req.body as unknown;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object');
  const input = Object.fromEntries(Object.entries(body).filter(([key]) => !ignored.includes(key)));
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new HttpError(400, 'Please correct the highlighted fields', { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export function createStaffMemberRoutes(knex: Knex, clock: Clock): Router {
  const router = createApiRouter();
  const byId = (db: Knex | Knex.Transaction, id: number) => db('staff').select(PUBLIC_COLUMNS).where({ id }).first();

  router.get('/', async (_req, res) => {
    // A handful of people: the whole list, active first, in one page.
    const rows = await knex('staff')
      .select(PUBLIC_COLUMNS)
      .orderBy([
        { column: 'active', order: 'desc' },
        { column: 'name', order: 'asc' },
        { column: 'email', order: 'asc' },
      ]);
    res.set('Content-Range', `staff 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  router.get('/:id', async (req, res) => {
    const member = await byId(knex, parseId(req.params.id));
    if (!member) throw notFound('No such staff member');
    res.json(member);
  });

  router.post('/', async (req, res) => {
    const values = parseBody(addSchema, req);
    // Nobody knows this password: the member chooses theirs through the link made below.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const admin = staffOf(res);
    try {
      const answer = await knex.transaction(async (trx) => {
        const [{ id }] = await trx('staff')
          .insert({
            ...values,
            can_export: values.role === 'counsellor' && values.can_export,
            takes_leads: values.takes_leads ?? values.role === 'counsellor',
            password_hash: passwordHash,
          })
          .returning('id');
        const member = await byId(trx, id);
        const link = await createPasswordLink(trx, id, admin.id);
        await recordAudit(trx, req, {
          action: 'staff_add',
          resource: 'staff',
          recordId: id,
          details: { after: member },
        });
        return { ...member, password_link: link };
      });
      res.status(201).json(answer);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new HttpError(409, 'A staff member with this e-mail exists already', {
          fields: { email: 'Already in use' },
        });
      throw error;
    }
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(editSchema, req, IGNORED_ON_EDIT);
    const admin = staffOf(res);
    // An admin cannot lock themselves out; another admin can change their account.
    if (id === admin.id && ((values.role && values.role !== 'admin') || values.active === false))
      throw badRequest('You cannot change your own role or deactivate yourself');
    const member = await knex.transaction(async (trx) => {
      const before = await trx('staff').select(PUBLIC_COLUMNS).where({ id }).forUpdate().first();
      if (!before) throw notFound('No such staff member');
      const role = values.role ?? before.role;
      // The export grant is a counsellor's: an admin exports anyway, an editor never.
      const next = { ...values, can_export: role === 'counsellor' ? (values.can_export ?? before.can_export) : false };
      const [after] = await trx('staff').where({ id }).update(next).returning(PUBLIC_COLUMNS);
      if (before.active && !after.active) {
        // Ends every session at once; the per-request check (access.ts) would refuse them anyway, on any replica.
        await trx('sessions')
          .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(id)])
          .delete();
        await revokePasswordLinks(trx, id);
      }
      for (const entry of auditEntries(before, after)) await recordAudit(trx, req, entry);
      return after;
    });
    res.json(member);
  });

  router.post('/:id/password_link', async (req, res) => {
    const id = parseId(req.params.id);
    const link = await knex.transaction(async (trx) => {
      if (!(await byId(trx, id))) throw notFound('No such staff member');
      const made = await createPasswordLink(trx, id, staffOf(res).id);
      await recordAudit(trx, req, {
        action: 'password_link',
        resource: 'staff',
        recordId: id,
        details: { expires_at: made.expires_at },
      });
      return made;
    });
    res.status(201).json(link);
  });

  // A member who lost their phone and recovery codes: the admin proves it is them (password and code, the same
  // re-authentication as for their own settings), then the member is signed out and enrols again (issue 36).
  router.post('/:id/two_factor_reset', async (req, res) => {
    const id = parseId(req.params.id);
    const admin = staffOf(res);
    if (!(await byId(knex, id))) throw notFound('No such staff member');
    requireRecentReauth(req, clock);
    if (id === admin.id) throw badRequest('Reset your own two-factor sign-in on your Account security page');
    const member = await knex.transaction(async (trx) => {
      const found = (await trx('staff').select('id', 'email', 'name').where({ id }).forUpdate().first()) as
        | { id: number; email: string; name: string }
        | undefined;
      if (!found) throw notFound('No such staff member');
      await resetTwoFactor(trx, id);
      await enqueueMail(trx, {
        template: 'two_factor_reset',
        to: [found.email],
        params: { name: found.name, by: `An admin (${admin.name || admin.email})` },
      });
      await recordAudit(trx, req, {
        action: 'two_factor_reset',
        resource: 'staff',
        recordId: id,
        details: { email: found.email },
      });
      return found;
    });
    res.json({ id: member.id, email: member.email });
  });

  router.delete('/:id', () => {
    throw methodNotAllowed('Staff members are deactivated, not deleted, so the audit log keeps naming them');
  });
  return router;
}

/** One entry per kind of change, so a role change or a deactivation can be found by its own action. */
function auditEntries(before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry[] {
  const entry = (action: AuditEntry['action'], keys: string[]): AuditEntry | undefined => {
    const diff = changes(
      Object.fromEntries(keys.map((key) => [key, before[key]])),
      Object.fromEntries(keys.map((key) => [key, after[key]])),
    );
    if (!Object.keys(diff.after).length) return undefined;
    return { action, resource: 'staff', recordId: after.id as number, details: { ...diff, email: after.email } };
  };
  const activeAction = after.active ? 'staff_reactivate' : 'staff_deactivate';
  return [
    entry('role_change', ['role']),
    entry(activeAction, ['active']),
    entry('staff_update', ['name', 'can_export', 'takes_leads', 'away']),
  ].filter((found): found is AuditEntry => found !== undefined);
}
