// Sign-in, sign-out and "who am I" for the staff panel.
import type { RequestHandler, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { recordAudit } from '../audit/log';
import { loadStaffMember, staffOf } from '../http/access';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { createApiRouter } from '../http/router';
import { SESSION_COOKIE } from '../http/session';
import { verifyStaffPassword } from './accounts';
import { continueAfterPassword, type SecondFactorOptions } from './second-factor';
import { admitSignInAttempt, signInEmailKey } from './sign-in-guard';

export const INVALID_LOGIN = 'Invalid email or password';

const loginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export const requireStaff: RequestHandler = (req, _res, next) => {
  if (req.session?.staffId === undefined) return next(unauthorized());
  next();
};

export function createAuthRoutes(knex: Knex, options: SecondFactorOptions): Router {
  const router = createApiRouter();

  router.post('/login', async (req, res) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('Email and password are required');
    const { email, password } = parsed.data;

    // An e-mail no staff account can have (non-ASCII) is refused before any lookup: see signInEmailKey.
    if (signInEmailKey(email) === undefined) throw new HttpError(401, INVALID_LOGIN);
    const attempt = await admitSignInAttempt(knex, email, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const account = await verifyStaffPassword(knex, email, password);
    if (!account) {
      await recordAudit(knex, req, { action: 'sign_in_failed', resource: 'auth', actor: { id: null, email } });
      throw new HttpError(401, INVALID_LOGIN);
    }
    await attempt.succeeded();

    // A fresh session id at sign-in: an id planted before it (fixation) is worth nothing.
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    // Signed in now, or (two-factor) only "password verified" until /login/second-factor: second-factor.ts.
    const answer = await continueAfterPassword(req, knex, options, account);
    if ('id' in answer)
      await recordAudit(knex, req, { action: 'sign_in', resource: 'auth', recordId: account.id, actor: account });
    res.json(answer);
  });

  router.post('/logout', async (req, res) => {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE, { path: '/api' });
    res.status(204).end();
  });

  // Read from the staff row, so the panel's menu follows a role change on the next request.
  router.get('/me', requireStaff, loadStaffMember(knex), (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const { id, email, name, role, can_export } = staffOf(res);
    res.json({ id, email, name, role, can_export });
  });

  return router;
}
