// Retention (DPDP Act s.8(7); issue 20, point 5): a person whose newest submission is older than RETENTION_MONTHS
// and who never reached Applied or Enrolled is erased by the erasure code (erasure.ts: every table, a tombstone with
// reason 'retention', no trace), and applications of applicants under 18 whose guardian's link expired unconfirmed
// are deleted (guardian.ts). Every replica ticks hourly; the one whose insert of (job, day) into scheduled_runs
// succeeds does the day's purge, in that transaction (so a failed purge is retried by the next tick). Each purge is
// logged (pino) and recorded in the audit log with its counts, naming nobody.
//
// Kept whatever their age: anyone linked to an applicant at Applied or Enrolled (records of students), and a
// confirmed newsletter subscriber (a waiting one is due from its sign-up, having no applicant; consent to news lasts until withdrawn with the unsubscribe link, after which
// the subscription row is gone and the clock runs from their last submission).
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { kolkataDate } from '../http/kolkata';
import { runOncePerDay } from '../mail/daily-digest';
import { deleteExpiredHolds } from '../submissions/guardian';
import { eraseFound } from './erasure';
import { findPerson, PERSONAL_DATA, type Person, rowsOf } from './personal-data';

export const RETENTION_JOB = 'retention_purge';
const TICK_MS = 3_600_000;
const KEPT_STAGES = ['applied', 'enrolled'];

export type RetentionResult = {
  /** The submissions older than this were due. */
  cutoff: string;
  /** People erased. */
  people: number;
  /** Rows erased per form. */
  counts: Record<string, number>;
  /** Applications of applicants under 18 deleted because their guardian never confirmed. */
  expired_guardian_holds: number;
};

/** The instant `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Whether the person must be kept: an applicant at Applied or Enrolled, a recent submission (or one waiting for a
 * guardian) or a live subscription.
 */
async function kept(trx: Knex.Transaction, person: Person, cutoff: Date): Promise<boolean> {
  if (person.applicantIds.length) {
    const applied = await trx('applicants')
      .whereIn('id', person.applicantIds)
      .whereIn('stage', KEPT_STAGES)
      .first('id');
    if (applied) return true;
  }
  // An application under 18 waiting for the guardian is a recent submission too.
  const waiting = PERSONAL_DATA.find((entry) => entry.table === 'guardian_holds');
  if (waiting && (await rowsOf(trx, waiting, person).where('expires_at', '>', trx.fn.now()).first('id'))) return true;
  for (const entry of PERSONAL_DATA.filter((candidate) => candidate.form)) {
    const recent = await rowsOf(trx, entry, person)
      .where((where) => {
        where.where('created_at', '>=', cutoff);
        if (entry.table === 'newsletter_subscriptions') where.orWhereNotNull('confirmed_at');
      })
      .first('id');
    if (recent) return true;
  }
  return false;
}

/** The day's purge in `trx`: everyone due, then the expired guardian holds. */
export async function purge(trx: Knex.Transaction, now: Date, months: number): Promise<RetentionResult> {
  const cutoff = retentionCutoff(now, months);
  const result: RetentionResult = { cutoff: cutoff.toISOString(), people: 0, counts: {}, expired_guardian_holds: 0 };
  // Applicants first seen before the cutoff and not Applied/Enrolled: each is checked as the whole person (every
  // applicant sharing an e-mail or phone with them), since erasure takes the whole person.
  const candidates = (await trx('applicants')
    .whereNull('merged_into_id')
    .whereNotIn('stage', KEPT_STAGES)
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .select('id', 'email', 'phone_e164')) as { id: number; email: string | null; phone_e164: string | null }[];
  for (const candidate of candidates) {
    // Already erased as part of an earlier candidate's person.
    if (!(await trx('applicants').where({ id: candidate.id }).first('id'))) continue;
    const person = await findPerson(trx, { email: candidate.email, phone: candidate.phone_e164 });
    if (!person.applicantIds.includes(candidate.id)) person.applicantIds.push(candidate.id);
    if (await kept(trx, person, cutoff)) continue;
    const erased = await eraseFound(trx, person, { requestId: null, reason: 'retention' });
    result.people += 1;
    for (const [table, count] of Object.entries(erased.counts))
      result.counts[table] = (result.counts[table] ?? 0) + count;
  }
  // A subscription makes no applicant (issue 33): one never confirmed, of someone who never enquired, is due too.
  const waiting = (await trx('newsletter_subscriptions')
    .whereNull('confirmed_at')
    .whereNull('applicant_id')
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .pluck('email')) as string[];
  for (const email of waiting) {
    const person = await findPerson(trx, { email, phone: null });
    if (await kept(trx, person, cutoff)) continue;
    const erased = await eraseFound(trx, person, { requestId: null, reason: 'retention' });
    result.people += 1;
    for (const [table, count] of Object.entries(erased.counts))
      result.counts[table] = (result.counts[table] ?? 0) + count;
  }
  result.expired_guardian_holds = await deleteExpiredHolds(trx);
  await trx('audit_log').insert({
    staff_id: null,
    staff_email: 'retention job',
    action: 'retention_purge',
    resource: 'data_requests',
    details: JSON.stringify({ months, ...result }),
  });
  return result;
}

/** Runs the day's purge unless a replica already has; returns its result, or undefined when not run by this call. */
export async function runRetention(
  knex: Knex,
  options: { months: number; now?: Date },
): Promise<RetentionResult | undefined> {
  const now = options.now ?? new Date();
  let result: RetentionResult | undefined;
  await runOncePerDay(knex, RETENTION_JOB, kolkataDate(now), async (trx) => {
    result = await purge(trx, now, options.months);
  });
  return result;
}

type RetentionDeps = { knex: Knex; logger: Logger; months: number };

/** One tick: the day's purge if no replica has done it, logged with its counts; a failure is logged, not thrown. */
export function retentionTick(deps: RetentionDeps, now = new Date()): Promise<RetentionResult | undefined> {
  return runRetention(deps.knex, { months: deps.months, now }).then(
    (result) => {
      if (result) deps.logger.info({ retention: result }, 'retention purge done');
      return result;
    },
    (error: unknown) => {
      deps.logger.warn({ err: error }, 'the retention purge failed; trying again');
      return undefined;
    },
  );
}

/** Ticks hourly (and once at start) until stopped; in every replica, safe since only one runs each day's purge. */
export function startRetention(deps: RetentionDeps): () => void {
  const tick = () => retentionTick(deps);
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
