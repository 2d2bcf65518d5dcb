// Two-step sign-in and re-authentication: after the password, a member who has enrolled (or must enrol) holds a
// session marked "password verified, second factor pending", not a signed-in one, until a TOTP or recovery code
// (or a finished enrolment) promotes it. Also the enrolment, recovery-code and re-authentication endpoints.
import type { Request, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { recordAudit } from '../audit/log';
import type { Config } from '../core/config';
import { resolveTotpKeys } from '../core/totp-keys';
import { badRequest, forbidden, HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { clearRateLimit, hitRateLimit } from '../http/rate-limit';
import { createApiRouter } from '../http/router';
import type { Clock } from '../http/session';
import { verifyStaffPassword } from './accounts';
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  isEnrolled,
  mustEnrolAgain,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  verifySecondFactor,
} from './totp';

declare module 'express-session' {
  interface SessionData {
    /** Set between a right password and the second factor: the member is not signed in yet. */
    pendingStaffId: number;
    pendingEmail: string;
    /** 'code': enrolled, a code is asked for; 'enrol': must enrol before using the panel. */
    pendingStep: 'code' | 'enrol';
    pendingSince: number;
    /** Epoch milliseconds of the last re-authentication (password, and code when enrolled). */
    reauthAt: number;
  }
}

export type SecondFactorOptions = { config: Config; clock: Clock };
export type SignInAnswer = { id: number; email: string } | { secondFactor: 'code' | 'enrol' };

/** The password step and the second factor must be finished within this time. */
export const PENDING_LIMIT_MS = 10 * 60 * 1000;
/** Changing one's password or two-factor settings needs a re-authentication at most this old. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
export const SECOND_FACTOR_WINDOW_SECONDS = 15 * 60;
export const SECOND_FACTOR_FAILURES = 5;
export const INVALID_CODE = 'Invalid code';

type StaffRow = { id: number; email: string; role: string };

const findStaff = (knex: Knex, id: number) =>
  knex('staff').select('id', 'email', 'role').where({ id }).first() as Promise<StaffRow | undefined>;

export function mustUseTwoFactor(config: Config, role: string): boolean {
  return config.requireTwoFactor === 'all' || (config.requireTwoFactor === 'admin' && role === 'admin');
}

const promise = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Marks the (already regenerated) session signed in, recording what the member's session list shows. */
async function signIn(req: Request, knex: Knex, clock: Clock, account: { id: number; email: string }) {
  const now = clock();
  req.session.staffId = account.id;
  req.session.email = account.email;
  req.session.signedInAt = now;
  req.session.lastSeenAt = now;
  req.session.userAgent = String(req.get('user-agent') ?? '').slice(0, 512);
  req.session.ip = req.ip ?? '';
  req.session.pendingStaffId = undefined;
  req.session.pendingEmail = undefined;
  req.session.pendingStep = undefined;
  req.session.pendingSince = undefined;
  await promise((done) => req.session.save(done));
  await knex('staff').where({ id: account.id }).update({ last_login_at: knex.fn.now() });
}

/**
 * Called by the sign-in route once the password is right and the session id is fresh: signs the member in, or
 * leaves the session waiting for a code (enrolled) or for enrolment (required by REQUIRE_2FA, not enrolled yet).
 */
export async function continueAfterPassword(
  req: Request,
  knex: Knex,
  options: SecondFactorOptions,
  account: { id: number; email: string },
): Promise<SignInAnswer> {
  const staff = await findStaff(knex, account.id);
  const enrolled = await isEnrolled(knex, account.id);
  const mustEnrol =
    (staff && mustUseTwoFactor(options.config, staff.role)) || (!enrolled && (await mustEnrolAgain(knex, account.id)));
  const step = enrolled ? 'code' : mustEnrol ? 'enrol' : undefined;
  if (!step) {
    await signIn(req, knex, options.clock, account);
    return { id: account.id, email: account.email };
  }
  req.session.pendingStaffId = account.id;
  req.session.pendingEmail = account.email;
  req.session.pendingStep = step;
  req.session.pendingSince = options.clock();
  await promise((done) => req.session.save(done));
  return { secondFactor: step };
}

const codeSchema = z.object({ code: z.string().trim().min(1).max(64) });
const reauthSchema = z.object({ password: z.string().min(1).max(1024), code: z.string().trim().max(64).optional() });

export function createSecondFactorRoutes(knex: Knex, options: SecondFactorOptions): Router {
  const { config, clock } = options;
  const keys = resolveTotpKeys(config);
  const router = createApiRouter();

  /** The member waiting at `step`, if the password step is recent enough. */
  const pendingMember = (req: Request, step: 'code' | 'enrol') => {
    const { pendingStaffId, pendingEmail, pendingStep, pendingSince } = req.session;
    if (pendingStaffId === undefined || pendingEmail === undefined || pendingStep !== step) return undefined;
    if (pendingSince === undefined || clock() - pendingSince > PENDING_LIMIT_MS) return undefined;
    return { id: pendingStaffId, email: pendingEmail };
  };
  const signedInMember = (req: Request) =>
    req.session.staffId !== undefined && req.session.email !== undefined
      ? { id: req.session.staffId, email: req.session.email }
      : undefined;
  const hasRecentReauth = (req: Request) =>
    req.session.reauthAt !== undefined && clock() - req.session.reauthAt <= REAUTH_WINDOW_MS;

  /** Who may change two-factor settings now: a member at the enrolment step, or a signed-in one just re-authenticated. */
  const enrollingMember = (req: Request) => {
    const pending = pendingMember(req, 'enrol');
    if (pending) return { ...pending, pending: true };
    const member = signedInMember(req);
    if (!member) throw unauthorized();
    if (!hasRecentReauth(req)) throw forbidden('Please confirm your password first');
    return { ...member, pending: false };
  };

  /**
   * Counts the attempt before it is evaluated, in one atomic increment shared by every replica, and refuses past the
   * limit: checking first and counting after let parallel wrong codes all be evaluated (issue 36). A right code
   * clears the count.
   */
  const admitAttempt = async (key: string) => {
    const limit = await hitRateLimit(knex, key, SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_SECONDS);
    if (!limit.allowed)
      throw tooManyRequests(limit.retryAfterSeconds, 'Too many failed attempts, please try again later');
  };

  /** A new session id when the session gains privileges, keeping only what the next step needs. */
  const regenerate = (req: Request) => promise((done) => req.session.regenerate(done));

  router.post('/login/second-factor', async (req, res) => {
    const parsed = codeSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('A code is required');
    const member = pendingMember(req, 'code');
    if (!member) throw unauthorized('Please sign in with your password first');
    const key = `second-factor:${member.id}`;
    await admitAttempt(key);
    if (!(await verifySecondFactor(knex, keys, member.id, parsed.data.code, clock))) {
      await recordAudit(knex, req, {
        action: 'sign_in_failed',
        resource: 'auth',
        recordId: member.id,
        actor: member,
        details: { step: 'second factor' },
      });
      throw new HttpError(401, INVALID_CODE);
    }
    await clearRateLimit(knex, key);
    await regenerate(req);
    await signIn(req, knex, clock, member);
    await recordAudit(knex, req, { action: 'sign_in', resource: 'auth', recordId: member.id, actor: member });
    res.json({ id: member.id, email: member.email });
  });

  router.get('/two-factor', async (req, res) => {
    const member = pendingMember(req, 'enrol') ?? signedInMember(req);
    if (!member) throw unauthorized();
    const staff = await findStaff(knex, member.id);
    res.json({
      enrolled: await isEnrolled(knex, member.id),
      required: Boolean(staff && mustUseTwoFactor(config, staff.role)) || (await mustEnrolAgain(knex, member.id)),
      recoveryCodesLeft: await recoveryCodesLeft(knex, member.id),
      reauthenticated: hasRecentReauth(req),
    });
  });

  router.post('/two-factor/setup', async (req, res) => {
    const member = enrollingMember(req);
    res.json(await beginEnrolment(knex, keys, member.id, member.email));
  });

  router.post('/two-factor/confirm', async (req, res) => {
    const parsed = codeSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('A code is required');
    const member = enrollingMember(req);
    const key = `second-factor:${member.id}`;
    await admitAttempt(key);
    const recoveryCodes = await confirmEnrolment(knex, keys, member.id, parsed.data.code, clock);
    if (!recoveryCodes) {
      await recordAudit(knex, req, {
        action: 'sign_in_failed',
        resource: 'auth',
        recordId: member.id,
        actor: member,
        details: { step: 'two-factor enrolment' },
      });
      throw badRequest('That code does not match; check the time on your phone and try the next one');
    }
    await clearRateLimit(knex, key);
    await recordAudit(knex, req, { action: 'two_factor_on', resource: 'auth', recordId: member.id, actor: member });
    if (member.pending) {
      await regenerate(req);
      await signIn(req, knex, clock, member);
      await recordAudit(knex, req, { action: 'sign_in', resource: 'auth', recordId: member.id, actor: member });
    }
    res.json({ recoveryCodes, signedIn: { id: member.id, email: member.email } });
  });

  router.post('/two-factor/recovery-codes', async (req, res) => {
    const member = enrollingMember(req);
    if (member.pending || !(await isEnrolled(knex, member.id))) throw badRequest('Two-factor sign-in is not set up');
    const recoveryCodes = await regenerateRecoveryCodes(knex, member.id);
    await recordAudit(knex, req, {
      action: 'recovery_codes_new',
      resource: 'auth',
      recordId: member.id,
      actor: member,
    });
    res.json({ recoveryCodes });
  });

  router.delete('/two-factor', async (req, res) => {
    const member = enrollingMember(req);
    const staff = await findStaff(knex, member.id);
    if (member.pending || (staff && mustUseTwoFactor(config, staff.role)))
      throw forbidden('Two-factor sign-in is required for your account and cannot be turned off');
    await disableTwoFactor(knex, member.id);
    await recordAudit(knex, req, { action: 'two_factor_off', resource: 'auth', recordId: member.id, actor: member });
    res.status(204).end();
  });

  /** Password, and a code when enrolled: unlocks changing the password and two-factor settings for a few minutes. */
  router.post('/reauth', async (req, res) => {
    const parsed = reauthSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('Your password is required');
    const member = signedInMember(req);
    if (!member) throw unauthorized();
    const key = `reauth:${member.id}`;
    await admitAttempt(key);
    const passwordOk = Boolean(await verifyStaffPassword(knex, member.email, parsed.data.password));
    const enrolled = await isEnrolled(knex, member.id);
    if (passwordOk && enrolled && !parsed.data.code) throw badRequest('A code from your authenticator app is required');
    const codeOk =
      !enrolled ||
      (passwordOk && Boolean(await verifySecondFactor(knex, keys, member.id, parsed.data.code ?? '', clock)));
    if (!passwordOk || !codeOk) {
      await recordAudit(knex, req, {
        action: 'sign_in_failed',
        resource: 'auth',
        recordId: member.id,
        actor: member,
        details: { step: 're-authentication' },
      });
      throw new HttpError(401, enrolled ? 'Wrong password or code' : 'Wrong password');
    }
    await clearRateLimit(knex, key);
    req.session.reauthAt = clock();
    await promise((done) => req.session.save(done));
    res.json({ reauthenticatedUntil: new Date(req.session.reauthAt + REAUTH_WINDOW_MS).toISOString() });
  });

  return router;
}

/** For routes that change the password: a signed-in member who re-authenticated within REAUTH_WINDOW_MS. */
export function requireRecentReauth(req: Request, clock: Clock): void {
  if (req.session?.staffId === undefined) throw unauthorized();
  const { reauthAt } = req.session;
  if (reauthAt === undefined || clock() - reauthAt > REAUTH_WINDOW_MS)
    throw forbidden('Please confirm your password first');
}
