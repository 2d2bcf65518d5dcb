// The one write path of every visitor post (the five forms here, open days in server/events/public-routes.ts): the
// body checked once with the shared zod schema, then the row written once, even when retried.
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { personField } from '../../common/declaration';
import {
  fieldErrors,
  HONEYPOT_FIELD,
  type PublicFormResource,
  publicFormSchemas,
  submissionDeclarations,
} from '../../common/forms';
import type { Config } from '../core/config';
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
import { hitRateLimit, type RateLimitResult, rateLimitSubject, sweepRateLimits } from '../http/rate-limit';
import { withLeadKeys } from '../leads/index';
import {
  isEnquiryForm,
  type MailSubmission,
  queueSubmissionMails,
  submissionMailColumns,
  submissionMailCtes,
  submissionMailReturning,
} from '../mail/submission-mails';
import { type ConsentColumns, withConsentColumns } from './consent';
import { guardianColumns, holdForGuardian, needsGuardian } from './guardian';
import { subscribeToNewsletter } from './newsletter';
import { createSubmissionWriter, type LinkColumns } from './submission-writer';

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
    .returning(submissionMailReturning(resource));
  await queueSubmissionMails(trx, resource, enquiryInbox, [created as MailSubmission]);
}

/**
 * One kind of visitor post: the five forms and the open-day registration. Everything else (the body limit, one rate
 * limit per address across all forms, the honeypot, Idempotency-Key, consent, the guardian hold, the contract's error
 * shapes, the batched writer and the hourly sweep) is the same for all of them, in `submit` below.
 */
export type SubmissionTarget = {
  /** The scope of its Idempotency-Keys: the table, or the table and the open day. */
  scope: string;
  schema: z.ZodType;
  /** The batched writer's table, when this post may take the batched path (keyed or not). */
  batched?: PublicFormResource;
  /** Refuses a post that was counted and checked before anything is written (e.g. an unknown open day). */
  refuse?(): void;
  /** Writes the checked row (the consent as columns, no honeypot), in the transaction of its key. */
  store(trx: Knex | Knex.Transaction, row: Record<string, unknown>): Promise<void>;
};

/** The one write path of every visitor form post. */
export type FormPipeline = {
  /** Parses the JSON body (415 unless JSON, 413 over the limit); a body that cannot be read still counts a post. */
  parse: RequestHandler[];
  /**
   * Checks the post once and writes it: 201 with a receipt, a repeat's first answer (Idempotent-Replayed), 400 with
   * `fields` when invalid, 429 over the rate limit. A bot (the honeypot filled) is answered like a visitor and nothing
   * is stored.
   */
  submit(req: Request, res: Response, target: SubmissionTarget): Promise<void>;
};

type CheckedBody =
  | { kind: 'not-object' }
  | { kind: 'bot' }
  | { kind: 'invalid'; error: z.ZodError }
  | { kind: 'row'; row: Record<string, unknown> };

/** The body checked once with the form's schema: the row it keeps has its consent as columns and no honeypot. */
function checkBody(body: unknown, schema: z.ZodType): CheckedBody {
  if (!isPlainObject(body)) return { kind: 'not-object' };
  if (honeypotFilled(body)) return { kind: 'bot' };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', error: parsed.error };
  const { [HONEYPOT_FIELD]: _honeypot, ...row } = parsed.data as Record<string, unknown>;
  return { kind: 'row', row: withConsentColumns(row) };
}

/**
 * The person's columns of one of the five forms whose rows link applicants, from its declaration (the same its link
 * trigger is given, tests/applicant-link-columns.test.ts). None for an open day's registration: its campus is its
 * open day's, which its trigger looks up.
 */
export function linkColumns(table: string): LinkColumns | undefined {
  if (!isEnquiryForm(table) || !Object.hasOwn(publicFormSchemas, table)) return undefined;
  const declaration = submissionDeclarations[table as PublicFormResource];
  const [name, email, phone] = (['name', 'email', 'phone'] as const).map((detail) => personField(declaration, detail));
  if (!name || !email || !phone) return undefined;
  return { name, email, phone, course: personField(declaration, 'course'), campus: personField(declaration, 'campus') };
}

export function createFormPipeline(db: Database, logger: Logger, config: Config): FormPipeline {
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

  const writer = createSubmissionWriter(db.knex, FORM_RATE_LIMIT.limit, FORM_RATE_LIMIT.windowSeconds, {
    followUp: (table) =>
      isEnquiryForm(table)
        ? { returning: submissionMailColumns(table), ctes: submissionMailCtes(table, config.enquiryInbox) }
        : undefined,
    link: linkColumns,
  });

  /**
   * The common case, a visitor's post (keyed, as the site sends it, or not): the count, the key, the row and its
   * e-mails in one statement, with the others arriving together.
   */
  async function writeBatched(req: Request, res: Response, table: PublicFormResource, row: Record<string, unknown>) {
    const key = readIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
    const answer = receipt();
    const hash = key === undefined ? '' : requestHash(table, req.body);
    const result = await writer.write(
      table,
      subject(req),
      withLeadKeys(guardianColumns(table, row)),
      key === undefined ? undefined : { key, hash, answer },
    );
    refuseOverLimit(result);
    // A retry of a post already written: its first answer again, nothing written twice.
    if (result.replay && key !== undefined) return sendAnswer(res, await storedAnswer(db.knex, table, key, hash));
    res.status(201).json(answer);
    await housekeeping();
  }

  async function sendAnswer(res: Response, answer: IdempotentResult) {
    if (answer.replayed) res.set('Idempotent-Replayed', 'true');
    res.status(answer.status).json(answer.body);
    await housekeeping();
  }

  return {
    parse: [requireJson, parseCountedJson],
    async submit(req, res, target) {
      res.set('Cache-Control', 'no-store');
      const body: unknown = req.body;
      const checked = checkBody(body, target.schema);
      const table = target.batched;
      if (
        checked.kind === 'row' &&
        table !== undefined &&
        usableKey(req) &&
        table !== 'newsletter_subscriptions' &&
        !needsGuardian(table, checked.row)
      )
        return writeBatched(req, res, table, checked.row);

      await countPost(req);
      if (checked.kind === 'not-object') throw badRequest('The form must be a JSON object', { fields: {} });
      const idempotencyKey = readIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
      if (checked.kind === 'invalid') throw badRequest(INVALID_FORM_MESSAGE, { fields: fieldErrors(checked.error) });
      target.refuse?.();
      // A bot filled the field a visitor cannot see (no row): it is answered like a success, retries included,
      // so it learns nothing; only its key is kept, never its submission.
      const row = checked.kind === 'row' ? withLeadKeys(checked.row) : undefined;
      const answer = await runIdempotent(
        db.knex,
        target.scope,
        idempotencyKey,
        requestHash(target.scope, body),
        async (trx) => {
          if (row) await target.store(trx, row);
          return { status: 201, body: receipt() };
        },
      );
      await sendAnswer(res, answer);
    },
  };
}

/** POST /api/public/{form} for the five forms. */
export function createFormRoutes(pipeline: FormPipeline, config: Config): Router {
  const router = express.Router();
  for (const resource of Object.keys(publicFormSchemas) as PublicFormResource[]) {
    const target: SubmissionTarget = {
      scope: resource,
      schema: publicFormSchemas[resource],
      batched: resource,
      async store(trx, row) {
        const stored = guardianColumns(resource, row);
        // An applicant under 18: held, out of every list, until their guardian confirms (server/submissions/guardian.ts).
        if (isEnquiryForm(resource) && needsGuardian(resource, stored)) await holdForGuardian(trx, resource, stored);
        else await insertSubmission(trx, resource, stored, config.enquiryInbox);
      },
    };
    router.post(`/${resource}`, ...pipeline.parse, (req, res) => pipeline.submit(req, res, target));
  }
  return router;
}
