// A member's own account: changing their password (after re-authentication) and seeing and ending their sessions.
import { createHash } from 'node:crypto';
import type { Request, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { recordAudit } from '../audit/log';
import type { Config } from '../core/config';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { createApiRouter } from '../http/router';
import { type Clock, SESSION_COOKIE } from '../http/session';
import { describeDevice } from '../http/user-agent';
import { changeOwnPassword } from './accounts';
import { PasswordPolicyError } from './password-policy';
import { requireRecentReauth } from './second-factor';

const passwordSchema = z.object({ password: z.string().max(4096) });

/** Sessions are named by a hash of their id: the id itself is the cookie's secret and never leaves the server. */
const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);

type SessionRow = { sid: string; sess: string | Record<string, unknown> };
type StoredSession = { signedInAt?: number; lastSeenAt?: number; userAgent?: string; ip?: string };

export function createAccountSecurityRoutes(knex: Knex, options: { config: Config; clock: Clock }): Router {
  const { config, clock } = options;
  const router = createApiRouter();

  const memberId = (req: Request) => {
    if (req.session?.staffId === undefined) throw unauthorized();
    return req.session.staffId;
  };

  /** The member's sessions still alive by both limits, newest activity first. */
  async function liveSessions(staffId: number) {
    const rows = (await knex('sessions')
      .select('sid', 'sess')
      .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(staffId)])
      .where('expired', '>', knex.fn.now())) as SessionRow[];
    const now = clock();
    return rows
      .map((row) => ({
        sid: row.sid,
        data: (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as StoredSession,
      }))
      .filter(({ data }) => {
        const signedInAt = data.signedInAt ?? 0;
        const lastSeenAt = data.lastSeenAt ?? signedInAt;
        return now - signedInAt <= config.sessionAbsoluteMs && now - lastSeenAt <= config.sessionIdleMs;
      })
      .sort((a, b) => (b.data.lastSeenAt ?? 0) - (a.data.lastSeenAt ?? 0));
  }

  router.post('/password', async (req, res) => {
    requireRecentReauth(req, clock);
    const parsed = passwordSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('A new password is required');
    try {
      await changeOwnPassword(knex, memberId(req), parsed.data.password, req.sessionID);
    } catch (error) {
      if (error instanceof PasswordPolicyError) throw badRequest(error.message);
      throw error;
    }
    await recordAudit(knex, req, { action: 'password_change', resource: 'auth', recordId: memberId(req) });
    res.status(204).end();
  });

  router.get('/sessions', async (req, res) => {
    const sessions = await liveSessions(memberId(req));
    res.json(
      sessions.map(({ sid, data }) => ({
        id: publicSessionId(sid),
        device: describeDevice(data.userAgent),
        userAgent: data.userAgent ?? '',
        ip: data.ip ?? '',
        signedInAt: data.signedInAt ? new Date(data.signedInAt).toISOString() : null,
        lastSeenAt: new Date(data.lastSeenAt ?? data.signedInAt ?? 0).toISOString(),
        current: sid === req.sessionID,
      })),
    );
  });

  router.delete('/sessions/:id', async (req, res) => {
    const staffId = memberId(req);
    const id = String(req.params.id);
    if (!/^[0-9a-f]{32}$/.test(id)) throw badRequest('Not a session id');
    const target = (await liveSessions(staffId)).find(({ sid }) => publicSessionId(sid) === id);
    if (!target) throw notFound('No such session');
    // Only the member's own rows: the staffId condition stays in the DELETE itself.
    await knex('sessions')
      .where({ sid: target.sid })
      .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(staffId)])
      .delete();
    await recordAudit(knex, req, {
      action: 'session_end',
      resource: 'auth',
      recordId: staffId,
      details: { device: describeDevice(target.data.userAgent), ip: target.data.ip ?? '' },
    });
    if (target.sid === req.sessionID) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
      res.clearCookie(SESSION_COOKIE, { path: '/api' });
    }
    res.status(204).end();
  });

  return router;
}
