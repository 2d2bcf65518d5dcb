// Sign-in, sign-out and "who am I" for the staff panel.
import express, { type RequestHandler, type Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { verifyStaffPassword } from './accounts';
import { SESSION_COOKIE } from './session';
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

export function createAuthRoutes(knex: Knex): Router {
  const router = express.Router();

  router.post('/login', async (req, res) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('Email and password are required');
    const { email, password } = parsed.data;

    // An e-mail no staff account can have (non-ASCII) is refused before any lookup: see signInEmailKey.
    if (signInEmailKey(email) === undefined) throw new HttpError(401, INVALID_LOGIN);
    const attempt = await admitSignInAttempt(knex, email, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const account = await verifyStaffPassword(knex, email, password);
    if (!account) throw new HttpError(401, INVALID_LOGIN);
    await attempt.succeeded();

    // A fresh session id at sign-in: an id planted before it (fixation) is worth nothing.
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    req.session.staffId = account.id;
    req.session.email = account.email;
    req.session.signedInAt = Date.now();
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    await knex('staff').where({ id: account.id }).update({ last_login_at: knex.fn.now() });
    res.json({ id: account.id, email: account.email });
  });

  router.post('/logout', async (req, res) => {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE, { path: '/api' });
    res.status(204).end();
  });

  router.get('/me', requireStaff, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ id: req.session.staffId, email: req.session.email });
  });

  return router;
}
