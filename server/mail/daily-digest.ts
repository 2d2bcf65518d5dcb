// The counsellors' morning digest: at 08:00 India time, one e-mail per counsellor listing their follow-ups due that
// day or overdue. Replicas all tick; the one whose insert of (job, day) into scheduled_runs succeeds queues the
// digests, in the same transaction, so a day's digests are queued once, or (after a failure) by the next tick.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { kolkataDate } from '../http/kolkata';
import { enqueueMail } from './outbox';
import type { FollowUp } from './templates/index';

export const DIGEST_JOB = 'followup_digest';
/** 08:00 in Kolkata; a replica that was down then still queues the day's digest until noon, never later. */
export const DIGEST_WINDOW_KOLKATA = { from: '08:00', until: '12:00' };
const TICK_MS = 60_000;

/** One counsellor's digest: their address, name and follow-ups due on `day` or before and not yet done. */
export type CounsellorDigest = { email: string; name: string; followups: FollowUp[] };

/**
 * Reads the follow-ups for `day` (YYYY-MM-DD, Kolkata) inside the job's transaction; the lead pipeline supplies it
 * (server/leads/digest.ts).
 */
export type CollectFollowUps = (trx: Knex.Transaction, day: string) => Promise<CounsellorDigest[]>;

/** Runs `job` for `day` in a transaction unless some replica already did; says whether this call ran it. */
export async function runOncePerDay(
  knex: Knex,
  job: string,
  day: string,
  run: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const claimed = await trx.raw(
      'INSERT INTO scheduled_runs (job, day) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING job',
      [job, day],
    );
    if (!claimed.rows.length) return false;
    await run(trx);
    return true;
  });
}

/** Whether `now` falls in the digest's window, and the Kolkata day it is. */
export function digestDue(now: Date): { due: boolean; day: string } {
  const clock = new Date(now.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(11, 16);
  return { due: clock >= DIGEST_WINDOW_KOLKATA.from && clock < DIGEST_WINDOW_KOLKATA.until, day: kolkataDate(now) };
}

/** Queues the day's digests if it is time and no replica has; returns how many were queued (undefined: not run). */
export async function queueDailyDigests(
  knex: Knex,
  collect: CollectFollowUps,
  now: Date = new Date(),
): Promise<number | undefined> {
  const { due, day } = digestDue(now);
  if (!due) return undefined;
  let queued = 0;
  const ran = await runOncePerDay(knex, DIGEST_JOB, day, async (trx) => {
    for (const digest of await collect(trx, day)) {
      if (!digest.followups.length) continue;
      await enqueueMail(trx, {
        template: 'followup_digest',
        to: [digest.email],
        params: { counsellor_name: digest.name, day, followups: digest.followups },
      });
      queued += 1;
    }
  });
  return ran ? queued : undefined;
}

/** Ticks every minute until stopped. */
export function startDailyDigests(deps: { knex: Knex; logger: Logger; collect: CollectFollowUps }): () => void {
  const tick = () =>
    queueDailyDigests(deps.knex, deps.collect).then(
      (queued) => {
        if (queued !== undefined) deps.logger.info({ queued }, 'follow-up digests queued');
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'queueing the follow-up digests failed; trying again'),
    );
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
