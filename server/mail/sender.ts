// Delivers the outbox. Each round claims due rows with FOR UPDATE SKIP LOCKED (so replicas never claim the same row)
// and moves their next_attempt_at forward by a lease, then sends them outside any transaction and records each
// outcome. A sender that dies mid-send leaves its rows due again when the lease ends: delivery is at least once,
// and exactly once unless a process dies (or the database goes away) between the SMTP server's yes and the record.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/index';
import { type MailSite, renderMail, UnknownTemplateError } from './templates/index';

export type MailMessage = {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};
/** What the sender needs of nodemailer: tests and the benchmark pass the same transport. */
export type MailTransport = { sendMail(message: MailMessage): Promise<unknown>; close(): void };

export const SENDER_DEFAULTS = {
  /** Asked anyway this often, for a notification missed while the listener was down, and retries coming due. */
  pollMs: 5000,
  batchSize: 50,
  /** Failed attempts after which a mail is given up and shown to admins as failed. */
  maxAttempts: 8,
  /** Waits between attempts: 30 s, 1 min, 2 min, … up to an hour. */
  backoffFirstMs: 30_000,
  backoffLastMs: 3_600_000,
  /** Longer than one send can take (the transport's timeouts below), so a live sender's rows are never re-claimed. */
  leaseMs: 300_000,
};
export type SenderOptions = Partial<typeof SENDER_DEFAULTS>;

/** A pooled SMTP transport for `smtpUrl`, with timeouts short enough for the lease. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return { sendMail: (message) => transport.sendMail(message), close: () => transport.close() };
}

type ClaimedRow = { id: number; template: string; recipients: string[]; params: unknown; attempts: number };
type Outcome = { id: number; status: 'pending' | 'failed'; error: string; delay_ms: number };

/** 5xx: the SMTP server refused for good (no such mailbox, policy); anything else may pass on a later try. */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof UnknownTemplateError) return true;
  const code = (error as { responseCode?: number })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export type MailSender = {
  /** Starts the loop (and the LISTEN on PostgreSQL). */
  start(): void;
  /** Finishes the round in progress and stops; rows not yet recorded are sent again by a later start (lease). */
  stop(): Promise<void>;
  /** Sends one batch of due rows; returns how many it claimed. */
  deliverDue(): Promise<number>;
  /** Asks the loop to look now (a row was just enqueued). */
  wake(): void;
};

export function createMailSender(deps: {
  db: Database;
  transport: MailTransport;
  from: string;
  site: MailSite;
  logger: Logger;
  options?: SenderOptions;
}): MailSender {
  const { db, transport, from, site, logger } = deps;
  const options = { ...SENDER_DEFAULTS, ...deps.options };
  const knex = db.knex;
  let stopped = true;
  let running: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };

  async function claim(): Promise<ClaimedRow[]> {
    const result = await knex.raw(
      `WITH due AS (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT ?
         FOR UPDATE SKIP LOCKED
       )
       UPDATE mail_outbox AS m
       SET attempts = m.attempts + 1, next_attempt_at = now() + ? * interval '1 millisecond'
       FROM due WHERE m.id = due.id
       RETURNING m.id, m.template, m.recipients, m.params, m.attempts`,
      [options.batchSize, options.leaseMs],
    );
    return (result.rows as ClaimedRow[]).sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function send(row: ClaimedRow): Promise<void> {
    if (!row.recipients.length) throw new UnknownTemplateError('No recipient: no address to send this e-mail to');
    const mail = renderMail(row.template, row.params, site);
    await transport.sendMail({ from, to: row.recipients, ...mail });
  }

  function outcome(row: ClaimedRow, error: unknown): Outcome {
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    const permanent = isPermanentFailure(error) || row.attempts >= options.maxAttempts;
    const delay = Math.min(options.backoffFirstMs * 2 ** (row.attempts - 1), options.backoffLastMs);
    return { id: Number(row.id), status: permanent ? 'failed' : 'pending', error: message, delay_ms: delay };
  }

  async function record(sent: number[], failed: Outcome[]): Promise<void> {
    if (sent.length)
      // A password link's token, a guardian's link and a "Your data" code are keys (to an account, a consent, a
      // person's data): once delivered, the outbox no longer keeps them.
      await knex.raw(
        `UPDATE mail_outbox
         SET status = 'sent', sent_at = now(), last_error = NULL,
             params = CASE WHEN template IN ('password_link', 'guardian_consent') THEN params || '{"token": null}'::jsonb
                           WHEN template = 'data_access_code' THEN params || '{"code": null}'::jsonb
                           ELSE params END
         WHERE id IN (SELECT value::bigint FROM json_array_elements_text(?::json))`,
        [JSON.stringify(sent)],
      );
    if (failed.length)
      await knex.raw(
        `UPDATE mail_outbox AS m
         SET status = f.status, last_error = f.error, next_attempt_at = now() + f.delay_ms * interval '1 millisecond'
         FROM json_to_recordset(?::json) AS f (id bigint, status text, error text, delay_ms bigint)
         WHERE m.id = f.id`,
        [JSON.stringify(failed)],
      );
  }

  async function deliverDue(): Promise<number> {
    const rows = await claim();
    if (!rows.length) return 0;
    const results = await Promise.allSettled(rows.map(send));
    const sent: number[] = [];
    const failed: Outcome[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') sent.push(Number(rows[i].id));
      else failed.push(outcome(rows[i], result.reason));
    });
    if (failed.length)
      logger.warn({ failed: failed.map(({ id, status, error }) => ({ id, status, error })) }, 'e-mails not delivered');
    // The SMTP server has these: recording them is worth a few tries, or the lease sends them again.
    for (let attempt = 1; ; attempt++) {
      try {
        await record(sent, failed);
        break;
      } catch (error) {
        if (attempt >= 5 || stopped) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
    return rows.length;
  }

  function pause(ms: number): Promise<void> {
    if (woken || stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function loop() {
    let failures = 0;
    while (!stopped) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await deliverDue();
        failures = 0;
      } catch (error) {
        failures += 1;
        logger.warn({ err: error }, 'the mail sender could not reach the database; trying again');
      }
      if (stopped) break;
      // A full batch means more may be due: go on at once. After an error, wait longer each time (up to the poll).
      if (claimed < options.batchSize || failures)
        await pause(failures ? Math.min(500 * 2 ** failures, options.pollMs) : options.pollMs);
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      db.listen?.('mail_outbox', { notified: wake, listening: (on) => on && wake() });
      running = loop();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      transport.close();
    },
    deliverDue,
    wake,
  };
}
