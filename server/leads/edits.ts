// What the applicant edits share (one applicant's page, the board, the bulk change): the owner checked, and the
// new owner told by e-mail in the edit's own transaction.
import type { Knex } from 'knex';
import { enqueueMail } from '../mail/outbox';
import { unprocessable } from './rules';

export async function checkOwner(trx: Knex | Knex.Transaction, ownerId: number | null | undefined): Promise<void> {
  if (ownerId === undefined || ownerId === null) return;
  const owner = await trx('staff').where({ id: ownerId, active: true }).first('id');
  if (!owner) throw unprocessable('owner_id', 'The owner must be an active staff member');
}

/**
 * E-mails a member that applicants were given to them by someone else (issue 19: an assignment's mail is written
 * in the assignment's transaction); one e-mail for a bulk change, however many rows it moved.
 */
export async function tellNewOwner(
  trx: Knex.Transaction,
  ownerId: number,
  byId: number,
  what: { count: number; applicant_id?: number; applicant_name?: string },
) {
  if (ownerId === byId || what.count === 0) return;
  const [owner, by] = await Promise.all([
    trx('staff').where({ id: ownerId }).first('email'),
    trx('staff').where({ id: byId }).first('name', 'email'),
  ]);
  if (!owner) return;
  await enqueueMail(trx, {
    template: 'applicant_assigned',
    to: [owner.email],
    params: { assigned_by: by?.name || by?.email || 'A colleague', ...what },
  });
}
