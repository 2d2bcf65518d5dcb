// What a visitor changes on the "Your data" page, each in one transaction with its record in the staff queue
// (data_requests) and the audit log: a correction of their name, phone or e-mail on every form they sent and on
// their applicant record, the withdrawal of consent to news, a request for erasure (staff carry it out), and a
// copy downloaded. The audit entries name the request, never the person (an erasure rewrites no column but details).
import type { Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { fieldErrors, registrationForm } from '../../../common/forms';
import { ENQUIRY_FORMS } from '../../../common/leads';
import { phoneE164 } from '../../../common/phone';
import { YOUR_DATA_VIA } from '../../../common/your-data';
import { recordAudit } from '../../audit/log';
import { badRequest } from '../../http/errors';
import { PERSONAL_DATA } from '../personal-data';
import { createDataRequest } from '../staff-routes';
import { rowsOfAddress } from './holdings';

/** The person acting on their own data: the audit log names the page, not them (their address is in the request). */
const VISITOR = { id: null, email: '' };
const VIA = YOUR_DATA_VIA;

/** A correction, checked by the forms' own rules for these fields; at least one is needed. */
export const correctionSchema = z
  .strictObject(
    {
      name: registrationForm.fields.full_name.schema.optional(),
      phone: registrationForm.fields.phone.schema.optional(),
      email: registrationForm.fields.email.schema.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field' : 'Send the correction as an object') },
  )
  .refine((value) => value.name !== undefined || value.phone !== undefined || value.email !== undefined, {
    message: 'Change your name, phone or e-mail',
    path: ['name'],
  });
export type Correction = z.infer<typeof correctionSchema>;

export function parseCorrection(body: unknown): Correction {
  const parsed = correctionSchema.safeParse(body);
  if (!parsed.success) throw badRequest('Please correct the highlighted fields', { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

const forms = () => PERSONAL_DATA.filter((entry) => entry.form);
/** The column a form keeps the visitor's name in (the newsletter keeps none). */
const nameColumn = (table: string) => (ENQUIRY_FORMS as Record<string, { name: string } | undefined>)[table]?.name;

async function recordRequest(
  trx: Knex.Transaction,
  req: Request,
  request: { type: string; email: string; status: 'open' | 'done'; details: Record<string, unknown> },
): Promise<{ id: number }> {
  const created = await createDataRequest(trx, {
    type: request.type,
    email: request.email,
    details: { ...request.details, via: VIA },
  });
  if (request.status === 'done')
    await trx('data_requests').where({ id: created.id }).update({ status: 'done', handled_at: trx.fn.now() });
  await recordAudit(trx, req, {
    action: 'create',
    resource: 'data_requests',
    recordId: created.id,
    details: { type: request.type, status: request.status, ...request.details, via: VIA },
    actor: VISITOR,
  });
  return created;
}

/**
 * Applies `correction` to every form row bearing `email` and to the applicant records whose address it is. A new
 * e-mail opens nothing: the grant stays with the old address (the caller ends it), so typing someone else's address
 * can never reveal their data.
 */
export async function correctDetails(
  knex: Knex,
  req: Request,
  email: string,
  correction: Correction,
): Promise<{ changedEmail: boolean }> {
  const newEmail = correction.email?.toLowerCase();
  const changedEmail = newEmail !== undefined && newEmail !== email;
  const phoneKey = correction.phone === undefined ? undefined : phoneE164(correction.phone);
  await knex.transaction(async (trx) => {
    for (const entry of forms()) {
      const update: Record<string, unknown> = {};
      const name = nameColumn(entry.table);
      if (correction.name !== undefined && name) update[name] = correction.name;
      if (correction.phone !== undefined && entry.phone)
        Object.assign(update, { phone: correction.phone, phone_e164: phoneKey ?? '' });
      if (changedEmail) {
        // One subscription per address: already subscribed at the new address, the old one is simply dropped.
        if (entry.table === 'newsletter_subscriptions') {
          const taken = await trx(entry.table).whereRaw('lower(email) = ?', [newEmail]).first('id');
          if (taken) {
            await rowsOfAddress(trx, entry, email).delete();
            continue;
          }
        }
        update.email = correction.email;
      }
      if (Object.keys(update).length) await rowsOfAddress(trx, entry, email).update(update);
    }
    const applicant: Record<string, unknown> = {};
    if (correction.name !== undefined) applicant.name = correction.name;
    if (correction.phone !== undefined) Object.assign(applicant, { phone: correction.phone, phone_e164: phoneKey });
    if (changedEmail) applicant.email = correction.email;
    const applicantIds = (await trx('applicants').whereRaw('lower(email) = ?', [email]).pluck('id')) as number[];
    if (applicantIds.length) {
      await trx('applicants').whereIn('id', applicantIds).update(applicant);
      // Later enquiries from the corrected address or number join the same record (a key another holds stays theirs).
      const keys = [changedEmail ? `e:${newEmail}` : null, phoneKey ? `p:${phoneKey}` : null].filter(Boolean);
      for (const key of keys)
        await trx.raw('INSERT INTO applicant_keys (key, applicant_id) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [
          key,
          applicantIds[0],
        ]);
    }
    const fields = Object.keys(correction).filter((key) => correction[key as keyof Correction] !== undefined);
    await recordRequest(trx, req, {
      type: 'correction',
      email: changedEmail ? (newEmail as string) : email,
      status: 'done',
      details: { fields },
    });
  });
  return { changedEmail };
}

/** Withdraws every consent to news: the subscription is forgotten (as its unsubscribe link does), boxes unticked. */
export async function withdrawMarketing(knex: Knex, req: Request, email: string): Promise<void> {
  await knex.transaction(async (trx) => {
    let subscriptions = 0;
    let unticked = 0;
    for (const entry of forms()) {
      if (entry.table === 'newsletter_subscriptions') {
        subscriptions += ((await rowsOfAddress(trx, entry, email).delete(['id'])) as unknown[]).length;
        continue;
      }
      unticked += (
        (await rowsOfAddress(trx, entry, email)
          .where('marketing_consent', true)
          .update({ marketing_consent: false }, ['id'])) as unknown[]
      ).length;
    }
    await recordRequest(trx, req, {
      type: 'withdraw_marketing',
      email,
      status: 'done',
      details: { subscriptions, unticked },
    });
  });
}

/** The open erasure request for `email` (one at a time), if any. */
export function openErasure(knex: Knex | Knex.Transaction, email: string) {
  return knex('data_requests')
    .where({ type: 'erasure', status: 'open' })
    .whereRaw('lower(email) = ?', [email])
    .orderBy('id')
    .first('id', 'due_at') as Promise<{ id: number; due_at: Date } | undefined>;
}

/** Puts an erasure request in the staff queue, due in 90 days; asking again while one is open adds nothing. */
export async function requestErasure(
  knex: Knex,
  req: Request,
  email: string,
): Promise<{ created: boolean; request: { id: number; due_at: Date } }> {
  return knex.transaction(async (trx) => {
    // One visitor's two clicks must not make two requests: the address's lock serialises them.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`your-data-erasure:${email}`]);
    const open = await openErasure(trx, email);
    if (open) return { created: false, request: open };
    const created = await recordRequest(trx, req, { type: 'erasure', email, status: 'open', details: {} });
    return { created: true, request: (await openErasure(trx, email)) ?? { id: created.id, due_at: new Date() } };
  });
}

/** Records the first download under a grant as a handled access request, so staff see copies given out. */
export async function recordAccess(
  knex: Knex,
  req: Request,
  grant: { id: number; email: string; accessRequestId: number | null },
  format: 'json' | 'csv',
): Promise<void> {
  if (grant.accessRequestId !== null) return;
  await knex.transaction(async (trx) => {
    const claimed = await trx('data_access_grants')
      .where({ id: grant.id })
      .whereNull('access_request_id')
      .forUpdate()
      .first('id');
    if (!claimed) return;
    const created = await recordRequest(trx, req, {
      type: 'access',
      email: grant.email,
      status: 'done',
      details: { format },
    });
    await trx('data_access_grants').where({ id: grant.id }).update({ access_request_id: created.id });
  });
}
