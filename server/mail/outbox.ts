// Writing an e-mail is inserting a row, in the caller's transaction: it is sent only if the event that caused it
// commits, and a committed event's e-mail cannot be lost to a crash. server/mail/sender.ts delivers the rows.
import type { Knex } from 'knex';
import type { MailParams, MailTemplate } from './templates/index';

export type OutgoingMail<T extends MailTemplate = MailTemplate> = {
  template: T;
  to: string[];
  params: MailParams[T];
};

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Queues `message` in `trx` (the event's own transaction); returns the outbox row's id. */
export async function enqueueMail<T extends MailTemplate>(
  trx: Knex | Knex.Transaction,
  message: OutgoingMail<T>,
): Promise<number> {
  const [row] = await trx('mail_outbox')
    .insert({ template: message.template, recipients: message.to, params: JSON.stringify(message.params) })
    .returning('id');
  return Number(row.id);
}
