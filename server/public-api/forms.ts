// The five visitor forms: validate with the shared zod schema, then write one row (once, even when retried).
import { randomUUID } from 'node:crypto';
import { isIPv6 } from 'node:net';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { fieldErrors, HONEYPOT_FIELD, type PublicFormResource, publicFormSchemas } from '../../common/forms';
import type { Config } from '../config';
import type { Database } from '../db/index';
import { limitedAddress } from '../http/client-address';
import { badRequest, HttpError, tooManyRequests } from '../http/errors';
import {
  IDEMPOTENCY_HEADER,
  type IdempotentResult,
  readIdempotencyKey,
  requestHash,
  runIdempotent,
  storedAnswer,
  sweepIdempotencyKeys,
} from '../http/idempotency';
import { hitRateLimit, type RateLimitResult, sweepRateLimits } from '../http/rate-limit';
import { withLeadKeys } from '../leads/index';
import { subscribeToNewsletter } from '../mail/newsletter';
import {
  isEnquiryForm,
  queueSubmissionMails,
  submissionMailColumns,
  submissionMailCtes,
} from '../mail/submission-mails';
import { ENQUIRY_FORMS } from '../mail/templates/index';
import { type ConsentColumns, withConsentColumns } from '../privacy/consent';
import { guardianColumns, holdForGuardian, needsGuardian } from '../privacy/guardian';
import { createSubmissionWriter } from './submission-writer';

/** Form posts one client address may send across all five forms in one window. */
export const FORM_RATE_LIMIT = { limit: 20, windowSeconds: 600 } as const;
/** Enquiries are short; anything bigger is not a visitor typing. */
export const FORM_BODY_LIMIT = '32kb';
export const INVALID_FORM_MESSAGE = 'Please correct the highlighted fields';

const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) throw new HttpError(415, 'Send the form as JSON (Content-Type: application/json)');
  next();
};

/**
 * The address a rate limit counts: IPv4 as is, IPv6 by its /64 network, since one household or phone
 * is handed a whole /64 and could otherwise step through its addresses.
 */
export function rateLimitSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bots fill every input, including the one a visitor cannot see. */
function honeypotFilled(body: Record<string, unknown>): boolean {
  if (!Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value !== '' : value !== null && value !== undefined;
}

/** No Idempotency-Key, or one that can be used; a bad key takes the slower path, which counts the post, then refuses it. */
function usableKey(req: Request): boolean {
  try {
    readIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to every accepted post: a receipt that names no row. A row id would tell a stranger whether an e-mail
 * was already subscribed (the same id again) or that a bot tripped the honeypot (an id out of sequence), so new,
 * repeated and trapped posts all get a fresh random receipt instead (the contract's `{id}`, opaque).
 */
export const receipt = () => ({ id: randomUUID() });

const consentOf = (row: Record<string, unknown>): ConsentColumns => ({
  consent_notice_version: row.consent_notice_version as string | null,
  consent_language: row.consent_language as string | null,
  consent_at: row.consent_at as string | null,
  marketing_consent: row.marketing_consent as boolean,
});

/** Inserts the validated submission and queues the e-mails it causes, in `trx`. */
async function insertSubmission(
  trx: Knex | Knex.Transaction,
  resource: PublicFormResource,
  row: Record<string, unknown>,
  enquiryInbox: string[],
): Promise<void> {
  const attribution = row.attribution ? JSON.stringify(row.attribution) : null;
  // One row per e-mail: subscribing again (any letter case) succeeds and adds nothing.
  if (resource === 'newsletter_subscriptions')
    return subscribeToNewsletter(trx, String(row.email), attribution, consentOf(row));
  const [created] = await trx(resource)
    .insert({ ...row, attribution } as Record<string, string | number | null>)
    .returning(['id', 'email', ENQUIRY_FORMS[resource].name]);
  await queueSubmissionMails(trx, resource, enquiryInbox, [
    { id: created.id, email: created.email, name: created[ENQUIRY_FORMS[resource].name] },
  ]);
}

/** A visitor's post that passed the checks every form shares: its validated row (none for a bot), key and hash. */
export type AcceptedPost = {
  row: Record<string, unknown> | undefined;
  idempotencyKey: string | undefined;
  hash: string;
};

/**
 * What every visitor form shares: the body limit, one rate limit per address across all forms, the honeypot,
 * Idempotency-Key, the contract's error shapes, and the hourly sweep of old keys and limits.
 */
export type FormPipeline = {
  /** Parses the JSON body (415 unless JSON, 413 over the limit); a body that cannot be read still counts a post. */
  parse: RequestHandler[];
  /**
   * Counts the post, then checks the body with `schema`: 400 with `fields` when invalid. `row` is undefined when a
   * bot filled the honeypot: answer it like a success and store nothing.
   */
  accept(req: Request, scope: string, schema: z.ZodType): Promise<AcceptedPost>;
  /** Sends the answer (Idempotent-Replayed on a repeat), then does the housekeeping now and then. */
  answer(res: Response, answer: IdempotentResult): Promise<void>;
};

/** The pipeline with what the five forms' batched first tries need of it. */
export type FormPipelineWithWriter = FormPipeline & {
  subject(req: Request): string;
  refuseOverLimit(result: RateLimitResult): void;
  housekeeping(): Promise<void>;
};

export function createFormPipeline(db: Database, logger: Logger): FormPipelineWithWriter {
  const parseJson = express.json({ limit: FORM_BODY_LIMIT, type: 'application/json', strict: true });
  // Every post counts against its address's limit, whatever becomes of it (a bad body, a bot, a duplicate).
  const subject = (req: Request) => `public-form:${rateLimitSubject(limitedAddress(req))}`;
  const refuseOverLimit = (result: RateLimitResult) => {
    if (!result.allowed)
      throw tooManyRequests(result.retryAfterSeconds, 'Too many submissions from this address, please try again later');
  };
  const countPost = async (req: Request) =>
    refuseOverLimit(await hitRateLimit(db.knex, subject(req), FORM_RATE_LIMIT.limit, FORM_RATE_LIMIT.windowSeconds));

  // A body that cannot be read (too big, not JSON) is counted too, and over the limit the answer is 429.
  const parseCountedJson: RequestHandler = (req, res, next) => {
    parseJson(req, res, (error?: unknown) => {
      if (!error) return next();
      countPost(req).then(() => next(error), next);
    });
  };

  let lastHousekeeping = 0;
  async function housekeeping() {
    if (Date.now() - lastHousekeeping < HOUSEKEEPING_INTERVAL_MS) return;
    lastHousekeeping = Date.now();
    try {
      await sweepIdempotencyKeys(db.knex);
      await sweepRateLimits(db.knex);
    } catch (error) {
      logger.warn({ err: error }, 'sweeping old idempotency keys and rate limits failed');
    }
  }

  return {
    parse: [requireJson, parseCountedJson],
    subject,
    refuseOverLimit,
    housekeeping,
    async accept(req, scope, schema) {
      const body: unknown = req.body;
      await countPost(req);
      if (!isPlainObject(body)) throw badRequest('The form must be a JSON object', { fields: {} });
      const idempotencyKey = readIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
      if (honeypotFilled(body)) return { row: undefined, idempotencyKey, hash: requestHash(scope, body) };
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw badRequest(INVALID_FORM_MESSAGE, { fields: fieldErrors(parsed.error) });
      const { [HONEYPOT_FIELD]: _honeypot, ...row } = parsed.data as Record<string, unknown>;
      return { row: withLeadKeys(row), idempotencyKey, hash: requestHash(scope, body) };
    },
    async answer(res, answer) {
      if (answer.replayed) res.set('Idempotent-Replayed', 'true');
      res.status(answer.status).json(answer.body);
      await housekeeping();
    },
  };
}

export function createFormRoutes(db: Database, pipeline: FormPipelineWithWriter, config: Config): Router {
  const router = express.Router();

  const writer = createSubmissionWriter(db.knex, FORM_RATE_LIMIT.limit, FORM_RATE_LIMIT.windowSeconds, {
    followUp: (table) =>
      isEnquiryForm(table)
        ? { returning: submissionMailColumns(table), ctes: submissionMailCtes(table, config.enquiryInbox) }
        : undefined,
  });

  for (const resource of Object.keys(publicFormSchemas) as PublicFormResource[]) {
    const schema = publicFormSchemas[resource];
    router.post(`/${resource}`, ...pipeline.parse, async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const body: unknown = req.body;
      const parsed = isPlainObject(body) && !honeypotFilled(body) ? schema.safeParse(body) : undefined;

      if (
        parsed?.success &&
        usableKey(req) &&
        resource !== 'newsletter_subscriptions' &&
        !needsGuardian(resource, parsed.data as Record<string, unknown>)
      ) {
        // The common case, a visitor's post (keyed, as the site sends it, or not): the count, the key, the row and
        // its e-mails in one statement, with the others arriving together.
        const { [HONEYPOT_FIELD]: _honeypot, ...row } = parsed.data as Record<string, unknown>;
        const key = readIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
        const answer = receipt();
        const hash = key === undefined ? '' : requestHash(resource, body);
        const result = await writer.write(
          resource,
          pipeline.subject(req),
          withLeadKeys(guardianColumns(resource, withConsentColumns(row))),
          key === undefined ? undefined : { key, hash, answer },
        );
        pipeline.refuseOverLimit(result);
        // A retry of a post already written: its first answer again, nothing written twice.
        if (result.replay && key !== undefined)
          return pipeline.answer(res, await storedAnswer(db.knex, resource, key, hash));
        res.status(201).json(answer);
        await pipeline.housekeeping();
        return;
      }

      const { row, idempotencyKey, hash } = await pipeline.accept(req, resource, schema);
      // A bot filled the field a visitor cannot see (no `row`): it is answered like a success, retries included,
      // so it learns nothing; only its key is kept, never its submission.
      const answer = await runIdempotent(db.knex, resource, idempotencyKey, hash, async (trx) => {
        if (!row) return { status: 201, body: receipt() };
        const stored = guardianColumns(resource, withConsentColumns(row));
        // An applicant under 18: held, out of every list, until their guardian confirms (server/privacy/guardian.ts).
        if (isEnquiryForm(resource) && needsGuardian(resource, stored)) await holdForGuardian(trx, resource, stored);
        else await insertSubmission(trx, resource, stored, config.enquiryInbox);
        return { status: 201, body: receipt() };
      });
      await pipeline.answer(res, answer);
    });
  }
  return router;
}
