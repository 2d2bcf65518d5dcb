// One-time, expiring links to set a staff password: an admin makes one (Staff screen), the member opens it in the
// panel and chooses a password. Only the token's SHA-256 is stored; using a link spends it and ends old sessions.
// The link is also e-mailed to the member (through the outbox, in the same transaction).
import { createHash, randomBytes } from 'node:crypto';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import { recordAudit } from '../audit/log';
import { limitedAddress } from '../http/client-address';
import { badRequest, HttpError, tooManyRequests } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit';
import { createApiRouter } from '../http/router';
import { enqueueMail } from '../mail/outbox';
import { hashPassword, PASSWORD_MIN_LENGTH } from './accounts';
import { assertPasswordAllowed, PasswordPolicyError } from './password-policy';

export const PASSWORD_LINK_HOURS = 24;
/** A link a member asks for on the sign-in page ("Forgot password?") works for one hour. */
export const FORGOT_LINK_HOURS = 1;
/** Asking for such links: per e-mail address and per client address, in an hour. */
export const FORGOT_LIMIT = { perEmail: 3, perAddress: 10, windowSeconds: 3600 } as const;
/** The answer to every request, whether or not the address has an account: it never tells which. */
export const FORGOT_ANSWER =
  'If this e-mail address belongs to an active staff account, we have sent it a link to set a new password. ' +
  `The link works for ${FORGOT_LINK_HOURS} hour. Check your inbox (and spam folder).`;
export const PASSWORD_LINK_PATH = '/admin/set-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const linkGone = () =>
  new HttpError(
    410,
    'This link has expired or was already used. Ask for a new one with “Forgot password?” or from an admin.',
  );

/**
 * Makes a link for a member, voiding their earlier unused ones, and queues its e-mail to them; the token itself is
 * returned once and kept only in that e-mail until it is sent.
 */
export async function createPasswordLink(
  knex: Knex | Knex.Transaction,
  staffId: number,
  createdBy: number | null,
  hours: number = PASSWORD_LINK_HOURS,
): Promise<{ url: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await knex('staff_password_links').where({ staff_id: staffId }).whereNull('used_at').delete();
  await knex('staff_password_links').insert({
    staff_id: staffId,
    token_hash: hashToken(token),
    created_by: createdBy,
    expires_at: expiresAt,
  });
  const member = await knex('staff').where({ id: staffId }).first('email', 'name');
  await enqueueMail(knex, {
    template: 'password_link',
    to: [member.email],
    params: { name: member.name, token, expires_at: expiresAt.toISOString() },
  });
  // In the fragment: a browser never sends it to a server, so it stays out of access logs and Referer headers.
  return { url: `${PASSWORD_LINK_PATH}#token=${token}`, expires_at: expiresAt.toISOString() };
}

const tokenSchema = z.object({ token: z.string().min(20).max(200) });
const forgotSchema = z.strictObject({ email: z.email('Enter your staff e-mail address').max(254) });
const emailKey = (email: string) => `forgot-password:e:${createHash('sha256').update(email).digest('hex')}`;
const setPasswordSchema = tokenSchema.extend({ password: z.string().max(1024) });

export function createPasswordLinkRoutes(knex: Knex, logger: Logger): Router {
  const router = createApiRouter();

  // "Forgot password?": the same answer (202) for any address, sent before the account is looked up, so neither
  // the words nor the time tell whether an account exists. Limited per address asked for and per client address.
  router.post('/forgot', async (req, res) => {
    const parsed = forgotSchema.safeParse(req.body ?? {});
    if (!parsed.success)
      throw badRequest('Enter your staff e-mail address', { fields: { email: 'Enter your staff e-mail address' } });
    const email = parsed.data.email.trim().toLowerCase();
    for (const [key, limit] of [
      [emailKey(email), FORGOT_LIMIT.perEmail],
      [`forgot-password:ip:${limitedAddress(req)}`, FORGOT_LIMIT.perAddress],
    ] as const) {
      const hit = await hitRateLimit(knex, key, limit, FORGOT_LIMIT.windowSeconds);
      if (!hit.allowed)
        throw tooManyRequests(hit.retryAfterSeconds, 'Too many requests for a password link: try again later');
    }
    res.status(202).json({ message: FORGOT_ANSWER });
    try {
      await knex.transaction(async (trx) => {
        const member = await trx('staff').whereRaw('lower(email) = ?', [email]).where({ active: true }).first('id');
        if (!member) return;
        await createPasswordLink(trx, member.id, null, FORGOT_LINK_HOURS);
        await recordAudit(trx, req, {
          action: 'password_link',
          resource: 'staff',
          recordId: member.id,
          details: { asked_on: 'sign-in page', hours: FORGOT_LINK_HOURS },
          actor: { id: null, email: '' },
        });
      });
    } catch (error) {
      logger.error({ err: error }, 'forgot password: the link could not be made');
    }
  });

  const liveLink = (token: string) =>
    knex('staff_password_links as link')
      .join('staff', 'staff.id', 'link.staff_id')
      .where({ 'link.token_hash': hashToken(token) })
      .whereNull('link.used_at')
      .where('link.expires_at', '>', knex.fn.now());

  // The page asks first, so it can name the account or say the link is spent before anyone types a password.
  router.post('/check', async (req, res) => {
    const parsed = tokenSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('The link is incomplete');
    const link = await liveLink(parsed.data.token).select('staff.email').first();
    if (!link) throw linkGone();
    res.json({ email: link.email, password_min_length: PASSWORD_MIN_LENGTH });
  });

  router.post('/', async (req, res) => {
    const parsed = setPasswordSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest('The link is incomplete');
    const { token, password } = parsed.data;
    // The same policy as every other way of setting a password, judged against the member's own name and e-mail.
    const owner = (await liveLink(token).first('staff.email', 'staff.name')) as
      | { email: string; name: string }
      | undefined;
    if (!owner) throw linkGone();
    try {
      await assertPasswordAllowed(password, owner);
    } catch (error) {
      if (error instanceof PasswordPolicyError)
        throw new HttpError(400, error.message, { fields: { password: error.message } });
      throw error;
    }
    const passwordHash = await hashPassword(password);
    await knex.transaction(async (trx) => {
      // Spent in the same statement that checks it: two tabs using one link at once cannot both succeed.
      const [spent] = await trx('staff_password_links')
        .where({ token_hash: hashToken(token) })
        .whereNull('used_at')
        .where('expires_at', '>', trx.fn.now())
        .update({ used_at: trx.fn.now() })
        .returning(['staff_id']);
      if (!spent) throw linkGone();
      const [member] = await trx('staff')
        .where({ id: spent.staff_id })
        .update({ password_hash: passwordHash })
        .returning(['id', 'email']);
      // A new password usually follows a leak or a forgotten one: no earlier session survives it.
      await trx('sessions')
        .whereRaw("(sess::jsonb ->> 'staffId') = ?", [String(member.id)])
        .delete();
      await recordAudit(trx, req, {
        action: 'password_set',
        resource: 'staff',
        recordId: member.id,
        actor: { id: member.id, email: member.email },
      });
    });
    res.status(204).end();
  });
  return router;
}
