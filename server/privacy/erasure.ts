// Erasure of one person (DPDP Act s.12): every row of every table in PERSONAL_DATA that is theirs, every queued
// e-mail, rate-limit key or stored answer that mentions them, and their address or number inside audit entries,
// in one transaction. What stays: an anonymised tombstone (how many rows of each form, when, which request) and the
// audit entry of the erasure itself, which names the request, not the person.
import type { Knex } from 'knex';
import { phoneE164 } from '../../common/phone';
import { findPerson, MENTIONING_TABLES, PERSONAL_DATA, type Person, rowsOf } from './personal-data';

export const ERASED = '[erased]';
/** Any column every personal table has, returned to count the rows changed (applicant_keys has no id). */
const ID = 'ctid';

export type ErasureResult = { erasureId: number; counts: Record<string, number> };

/** The last digits of a number as a visitor may have typed it in any format ("98300-12345", "+91 98300 12345"). */
const nationalDigits = (e164: string) => e164.replace(/\D/g, '').slice(-10);

/** A copy of `value` with every string that is, or contains, one of the person's addresses or numbers replaced. */
function redact(value: unknown, person: Person): unknown {
  if (Array.isArray(value)) return value.map((inner) => redact(inner, person));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redact(inner, person)]));
  if (typeof value !== 'string') return value;
  const lower = value.toLowerCase();
  if (person.emails.some((email) => lower.includes(email))) return ERASED;
  const digits = value.replace(/\D/g, '');
  if (digits.length >= 7 && person.phones.some((phone) => digits.includes(nationalDigits(phone)))) return ERASED;
  const e164 = phoneE164(value);
  if (e164 && person.phones.includes(e164)) return ERASED;
  return value;
}

/** Rows of `table` whose text (every column) mentions the person. */
function mentioning(trx: Knex.Transaction, table: string, person: Person, column = `${table}::text`) {
  const emailPatterns = person.emails.map((email) => `%${email.replace(/[\\%_]/g, '\\$&')}%`);
  const digitPatterns = person.phones.map((phone) => `%${nationalDigits(phone)}%`);
  return trx(table).where((where) => {
    where.whereRaw('false');
    if (emailPatterns.length) where.orWhereRaw(`${column} ILIKE ANY(?::text[])`, [emailPatterns]);
    if (digitPatterns.length)
      where.orWhereRaw(`regexp_replace(${column}, '[^0-9]', '', 'g') LIKE ANY(?::text[])`, [digitPatterns]);
  });
}

/**
 * Erases everything held about the person with this e-mail and/or phone; `requestId` names the data request it
 * answers (null for the retention job). Runs in `trx` so it commits, or not, with the request's update.
 */
export async function erasePerson(
  trx: Knex.Transaction,
  contact: { email?: string | null; phone?: string | null },
  options: { requestId: number | null; reason: 'request' | 'retention' },
): Promise<ErasureResult> {
  const person = await findPerson(trx, contact);
  return eraseFound(trx, person, options);
}

export async function eraseFound(
  trx: Knex.Transaction,
  person: Person,
  options: { requestId: number | null; reason: 'request' | 'retention' },
): Promise<ErasureResult> {
  const counts: Record<string, number> = {};
  // Queued e-mails about their submissions (a staff alert names the submission and the visitor's name).
  for (const entry of PERSONAL_DATA.filter((candidate) => candidate.form)) {
    const ids = (await rowsOf(trx, entry, person).pluck('id')) as number[];
    if (ids.length)
      await trx('mail_outbox')
        .whereRaw(`params->>'form' = ?`, [entry.table])
        .whereRaw(`params->>'id' = ANY(?::text[])`, [ids.map(String)])
        .delete();
  }
  for (const entry of PERSONAL_DATA) {
    const rows = rowsOf(trx, entry, person);
    // Counted by the rows returned: the embedded database's driver answers a bare delete with no count.
    const changed = (entry.anonymise ? await rows.update(entry.anonymise, [ID]) : await rows.delete([ID])) as unknown[];
    if (entry.form) counts[entry.table] = changed.length;
  }
  for (const table of MENTIONING_TABLES) await mentioning(trx, table, person).delete();

  // The audit log is append-only; an erasure may rewrite the details of entries that name the person (only those).
  await trx.raw(`SELECT set_config('skyline.erasure', 'on', true)`);
  const entries = (await mentioning(trx, 'audit_log', person, 'details::text').select('id', 'details')) as {
    id: number;
    details: unknown;
  }[];
  for (const entry of entries)
    await trx('audit_log')
      .where('id', entry.id)
      .update({ details: JSON.stringify(redact(entry.details, person)) });
  await trx.raw(`SELECT set_config('skyline.erasure', 'off', true)`);

  const [tombstone] = await trx('data_erasures')
    .insert({ request_id: options.requestId, reason: options.reason, counts: JSON.stringify(counts) })
    .returning('id');
  return { erasureId: Number(tombstone.id), counts };
}
