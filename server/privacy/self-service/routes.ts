// /api/public/your-data: the "Your data" page's API (DPDP Act ss.11-13). Ask for a code (e-mail or phone), redeem
// it for a grant (an HttpOnly cookie), then read what is held, download it as JSON or CSV, correct it, withdraw
// consent to news or ask for erasure. Same-site browsers only; rate limited per address in the database.
import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { fieldErrors, registrationForm } from '../../../common/forms';
import { LANGUAGES } from '../../../common/languages';
import { phoneE164 } from '../../../common/phone';
import { ACCESS_CODE_PATTERN, CODE_SENT_MESSAGE } from '../../../common/your-data';
import type { AppDeps } from '../../core/deps';
import { limitedAddress } from '../../http/client-address';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../../http/errors';
import { hitRateLimit, rateLimitSubject } from '../../http/rate-limit';
import { refuseCrossSite } from '../../http/same-site';
import {
  type Contact,
  openChallenge,
  redeemCode,
  requireGrant,
  sendCodes,
  setGrantCookie,
  sweepExpired,
} from './access';
import {
  correctDetails,
  openErasure,
  parseCorrection,
  recordAccess,
  requestErasure,
  withdrawMarketing,
} from './changes';
import { holdingsCsv, holdingsJson, readHoldings, summarise } from './holdings';

/** Code requests one client address may make, and codes one e-mail or phone may be sent, per window. */
export const CODE_RATE_LIMIT = {
  perAddress: 10,
  /** Per e-mail or phone from one asking address. */
  perContact: 3,
  windowSeconds: 900,
  /** Per e-mail or phone from all addresses together, per hour: the most codes one inbox is sent. */
  perInbox: 10,
  inboxWindowSeconds: 3600,
} as const;
/** Code tries one client address may make per window (each code also allows only a few). */
export const VERIFY_RATE_LIMIT = { limit: 20, windowSeconds: 900 } as const;

/** A browser on another site is refused (Sec-Fetch-Site, else Origin or Referer); so is anything but JSON posted. */
function sameSiteOnly(trustProxy: AppDeps['config']['trustProxy']): RequestHandler {
  const sameHost = refuseCrossSite(trustProxy);
  return (req, res, next) => {
    // 'none': the visitor typed or bookmarked a download's address, which only reads.
    const site = req.get('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && !(site === 'none' && req.method === 'GET'))
      return next(forbidden('Cross-site request refused'));
    if (req.method === 'POST' || req.method === 'PUT') {
      if (!req.is('application/json')) return next(new HttpError(415, 'Send JSON (Content-Type: application/json)'));
    }
    sameHost(req, res, next);
  };
}

const codeRequest = z.strictObject(
  {
    contact: z
      .string({ error: 'Enter your e-mail address or phone number' })
      .trim()
      .min(1, 'Enter your e-mail address or phone number')
      .max(254),
    /** The page's language (/bn/your-data…): the code's e-mail is written in it. */
    language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
  },
  { error: 'Send {"contact": "your e-mail or phone"}' },
);
const codeAnswer = z.strictObject(
  {
    challenge: z.string({ error: 'Ask for a code first' }).regex(/^[A-Za-z0-9_-]{20,64}$/, 'Ask for a code first'),
    code: z
      .string({ error: 'Enter the code from the e-mail' })
      .trim()
      .regex(ACCESS_CODE_PATTERN, 'Enter the 6 digits from the e-mail'),
  },
  { error: 'Send {"challenge", "code"}' },
);

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  throw badRequest(Object.values(fields)[0] ?? 'Invalid request', { fields });
}

/** An e-mail address (by the forms' rule) or a phone number (the forms' rule, and a number we can match). */
function readContact(typed: string): Contact {
  if (typed.includes('@')) {
    const email = registrationForm.fields.email.schema.safeParse(typed);
    if (!email.success)
      throw badRequest('Enter a valid e-mail address', { fields: { contact: 'Enter a valid e-mail address' } });
    return { email: email.data.toLowerCase() };
  }
  const phone = registrationForm.fields.phone.schema.safeParse(typed);
  const e164 = phone.success ? phoneE164(phone.data) : null;
  if (!e164)
    throw badRequest('Enter a valid e-mail address or phone number', {
      fields: { contact: 'Enter a valid e-mail address or phone number' },
    });
  return { phone: e164 };
}

export function createSelfServiceRoutes(deps: AppDeps): Router {
  const { db, config } = deps;
  const knex = db.knex;
  const now = () => (deps.clock ?? Date.now)();
  const router = express.Router();
  const subject = (req: Request) => rateLimitSubject(limitedAddress(req));
  const limit = async (key: string, max: number, windowSeconds: number, message: string) => {
    const result = await hitRateLimit(knex, key, max, windowSeconds);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, message);
  };

  router.use(sameSiteOnly(config.trustProxy), express.json({ limit: '4kb', strict: true }), (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    next();
  });

  router.post('/code', async (req, res) => {
    const window = CODE_RATE_LIMIT.windowSeconds;
    await limit(
      `your-data-code:${subject(req)}`,
      CODE_RATE_LIMIT.perAddress,
      window,
      'Too many code requests from this address, please try again later',
    );
    const asked = parse(codeRequest, req.body);
    const contact = readContact(asked.contact);
    const language = asked.language ?? 'en';
    // Keyed by a hash: the rate-limit table never holds the address or number itself.
    const contactKey = createHash('sha256').update(JSON.stringify(contact)).digest('hex');
    // Per e-mail or phone *and* asking address: a stranger asking for someone's codes does not use up theirs.
    await limit(
      `your-data-to:${contactKey}:${subject(req)}`,
      CODE_RATE_LIMIT.perContact,
      window,
      'Too many codes asked for this e-mail or phone, please try again later',
    );
    // Per e-mail or phone from anywhere, higher and longer: what bounds the codes one inbox can be sent.
    await limit(
      `your-data-inbox:${contactKey}`,
      CODE_RATE_LIMIT.perInbox,
      CODE_RATE_LIMIT.inboxWindowSeconds,
      'Too many codes asked for this e-mail or phone, please try again later',
    );
    await sweepExpired(knex, now());
    const challenge = await openChallenge(knex, now());
    if ('email' in contact) {
      // One code to the typed address, held or not: the same statements either way, so it may go before the answer.
      await sendCodes(knex, challenge, contact, language);
      res.status(202).json({ challenge: challenge.token, message: CODE_SENT_MESSAGE });
      return;
    }
    // A phone: which addresses hold it is looked up after the answer, so a number on file takes no longer to answer.
    res.status(202).json({ challenge: challenge.token, message: CODE_SENT_MESSAGE });
    sendCodes(knex, challenge, contact, language).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'your-data: sending codes for a phone failed'),
    );
  });

  router.post('/verify', async (req, res) => {
    await limit(
      `your-data-verify:${subject(req)}`,
      VERIFY_RATE_LIMIT.limit,
      VERIFY_RATE_LIMIT.windowSeconds,
      'Too many codes tried from this address, please try again later',
    );
    const { challenge, code } = parse(codeAnswer, req.body);
    const grant = await redeemCode(knex, challenge, code, now());
    setGrantCookie(res, config, grant.token, grant.expiresAt);
    res.json({ email: grant.email, expires_at: grant.expiresAt.toISOString() });
  });

  const summary = async (email: string, expiresAt: Date) =>
    summarise(email, expiresAt, await readHoldings(knex, email), await openErasure(knex, email));

  router.get('/', async (req, res) => {
    const grant = await requireGrant(knex, req, now());
    res.json(await summary(grant.email, grant.expiresAt));
  });

  router.get('/export.json', async (req, res) => {
    const grant = await requireGrant(knex, req, now());
    const holdings = await readHoldings(knex, grant.email);
    await recordAccess(knex, req, grant, 'json');
    res.attachment(`your-data_${new Date(now()).toISOString().slice(0, 10)}.json`);
    res.type('json').send(JSON.stringify(holdingsJson(grant.email, holdings, new Date(now())), null, 2));
  });

  router.get('/export.csv', async (req, res) => {
    const grant = await requireGrant(knex, req, now());
    const holdings = await readHoldings(knex, grant.email);
    await recordAccess(knex, req, grant, 'csv');
    res.attachment(`your-data_${new Date(now()).toISOString().slice(0, 10)}.csv`);
    res.type('text/csv; charset=utf-8').send(holdingsCsv(holdings));
  });

  router.put('/details', async (req, res) => {
    const grant = await requireGrant(knex, req, now());
    const correction = parseCorrection(req.body);
    const { changedEmail } = await correctDetails(knex, req, grant.email, correction);
    if (changedEmail) {
      // The new address is not proven to be theirs: what it holds opens only with a code sent to it.
      await knex('data_access_grants').where({ id: grant.id }).delete();
      setGrantCookie(res, config, null);
      return res.json({ ended: true, email: correction.email });
    }
    res.json(await summary(grant.email, grant.expiresAt));
  });

  router.post('/withdraw-marketing', async (req, res) => {
    const grant = await requireGrant(knex, req, now());
    await withdrawMarketing(knex, req, grant.email);
    res.json(await summary(grant.email, grant.expiresAt));
  });

  router.post('/erasure', async (req, res) => {
    const grant = await requireGrant(knex, req, now());
    const { created, request } = await requestErasure(knex, req, grant.email);
    res.status(created ? 201 : 200).json({ id: Number(request.id), due_at: new Date(request.due_at).toISOString() });
  });

  router.post('/sign-out', async (req, res) => {
    const grant = await requireGrant(knex, req, now()).catch(() => undefined);
    if (grant) await knex('data_access_grants').where({ id: grant.id }).delete();
    setGrantCookie(res, config, null);
    res.status(204).end();
  });
  return router;
}
