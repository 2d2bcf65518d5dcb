// A visitor's registration for an open day: a seat taken, the row written (its applicant linked by the same trigger
// as the other forms' rows, leads_link_submission) and the e-mails queued, all in one transaction. The seat is taken by one conditional UPDATE of the event's `registered` count
// (below its capacity, published, not yet started): concurrent registrations, on any replica, wait for the row lock
// and re-check the count, so an open day never takes more registrations than it has seats.
import type { Knex } from 'knex';
import { HttpError, notFound } from '../http/errors';
import { type MailSubmission, queueSubmissionMails, submissionMailReturning } from '../mail/submission-mails';

export const EVENT_FULL_MESSAGE = 'Sorry, this open day is full: every seat has been taken';
export const EVENT_NOT_FOUND_MESSAGE = 'No such open day (it may have passed or been withdrawn)';

type OpenDay = { id: number; title: string; starts_at: Date };

/** Published open days that have not started at `now`: the ones visitors may see and register for. */
export const whereUpcoming = <Q extends Knex.QueryBuilder>(query: Q, now: Date): Q =>
  query.where('is_published', true).where('starts_at', '>', now) as Q;

export async function registerForEvent(
  knex: Knex | Knex.Transaction,
  eventId: number,
  row: Record<string, unknown>,
  now: Date,
  enquiryInbox: string[],
): Promise<{ id: number }> {
  return knex.transaction(async (trx) => {
    const [event] = (await whereUpcoming(trx('events'), now)
      .where({ id: eventId })
      .whereRaw('registered < capacity')
      .increment('registered', 1)
      .returning(['id', 'title', 'starts_at'])) as OpenDay[];
    if (!event) {
      const open = await whereUpcoming(trx('events'), now).where({ id: eventId }).first('id');
      throw open ? new HttpError(409, EVENT_FULL_MESSAGE) : notFound(EVENT_NOT_FOUND_MESSAGE);
    }
    const attribution = row.attribution ? JSON.stringify(row.attribution) : null;
    const [created] = (await trx('event_registrations')
      .insert({ ...row, attribution, event_id: event.id, event_title: event.title, event_starts_at: event.starts_at })
      .returning(submissionMailReturning('event_registrations'))) as MailSubmission[];
    await queueSubmissionMails(trx, 'event_registrations', enquiryInbox, [created]);
    return { id: created.id };
  });
}
