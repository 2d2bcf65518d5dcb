// Erasure of one person (DPDP Act s.12): every row of every table in PERSONAL_DATA that is theirs, every queued
// e-mail, rate-limit key or stored answer that mentions them, and their address or number inside audit entries,
// in one transaction. What stays: an anonymised tombstone (how many rows of each form, when, which request) and the
// audit entry of the erasure itself, which names the request, not the person.
import type { Knex } from 'knex';
import { phoneE164 } from '../../common/phone';
import { badRequest } from '../http/errors';
import { ERASABLE_TABLES, previewErasure, type RowRef, refKey } from './erasure-scope';
import { MENTIONING_TABLES, PERSONAL_DATA, type Person, rowsOf } from './personal-data';

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

/** The retention job's erasure (retention.ts): every row of `person` as findPerson found them, in `trx`. */
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
  if (person.applicantIds.length)
    await trx('applicants')
      .whereIn('possible_duplicate_of', person.applicantIds)
      .update({ possible_duplicate_of: null });
  for (const entry of PERSONAL_DATA) {
    const rows = rowsOf(trx, entry, person);
    // Counted by the rows returned: the embedded database's driver answers a bare delete with no count.
    const changed = (entry.anonymise ? await rows.update(entry.anonymise, [ID]) : await rows.delete([ID])) as unknown[];
    if (entry.form) counts[entry.table] = changed.length;
  }
  await forgetMentions(trx, person);

  const [tombstone] = await trx('data_erasures')
    .insert({ request_id: options.requestId, reason: options.reason, counts: JSON.stringify(counts) })
    .returning('id');
  return { erasureId: Number(tombstone.id), counts };
}

/** Queued e-mails, rate-limit keys and stored answers that mention the person go; audit entries are redacted. */
async function forgetMentions(trx: Knex.Transaction, person: Person): Promise<void> {
  if (!person.emails.length && !person.phones.length) return;
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
}

/** What a request's erasure removed: the tombstone's counts and the rows staff ticked beyond what was proven. */
export type RequestErasureResult = ErasureResult & { proven: number; ticked: RowRef[] };

/**
 * Erases what an erasure request proved (erasure-scope.ts) and the rows staff ticked among those that are only
 * linked by phone (`include`; anything else named there is refused). Rows left linked to an erased applicant join
 * their own applicant again, as a new enquiry would.
 */
export async function eraseRequested(
  trx: Knex.Transaction,
  contact: { email?: string | null; phone?: string | null },
  include: RowRef[],
  options: { requestId: number | null },
): Promise<RequestErasureResult> {
  const preview = await previewErasure(trx, contact);
  const byKey = new Map(preview.rows.map((row) => [refKey(row), row]));
  for (const ref of include)
    if (!byKey.get(refKey(ref)))
      throw badRequest('Only rows of this request’s preview can be erased', {
        fields: { include: `${ref.table} #${ref.id} is not among this request’s rows` },
      });
  const ticked = new Set(include.map(refKey));
  const chosen = preview.rows.filter((row) => row.proven || ticked.has(refKey(row)));
  const of = (table: string) => chosen.filter((row) => row.table === table).map((row) => row.id);
  const applicantIds = of('applicants');
  const erasedForms = PERSONAL_DATA.filter((entry) => entry.form).map((entry) => ({
    entry,
    rows: chosen.filter((row) => row.table === entry.table),
  }));

  // What the rows carried, to find it again in free text once no remaining row carries it.
  const emails = new Set(preview.email ? [preview.email] : []);
  const phones = new Set<string>();
  for (const row of chosen) {
    if (row.email) emails.add(row.email.toLowerCase());
    const e164 = phoneE164(row.phone);
    if (e164) phones.add(e164);
  }

  const counts: Record<string, number> = {};
  for (const { entry, rows } of erasedForms) {
    const ids = rows.map((row) => row.id);
    counts[entry.table] = ids.length;
    if (!ids.length) continue;
    await trx('mail_outbox')
      .whereRaw(`params->>'form' = ?`, [entry.table])
      .whereRaw(`params->>'id' = ANY(?::text[])`, [ids.map(String)])
      .delete();
    await trx('applicant_events')
      .where({ kind: 'submission' })
      .whereRaw(`data->>'source' = ? AND (data->>'submission_id')::int = ANY(?::int[])`, [entry.table, ids])
      .delete();
    await trx(entry.table).whereIn('id', ids).delete();
  }

  // Rows of other people still linked to an erased applicant are unlinked now and linked again below.
  const relink: RowRef[] = [];
  if (applicantIds.length) {
    for (const { entry } of erasedForms)
      for (const id of (await trx(entry.table)
        .whereIn('applicant_id', applicantIds)
        .orderBy('created_at')
        .pluck('id')) as number[]) {
        relink.push({ table: entry.table, id: Number(id) });
        await trx(entry.table).where({ id }).update({ applicant_id: null });
      }
    await trx('applicants').whereIn('possible_duplicate_of', applicantIds).update({ possible_duplicate_of: null });
    for (const table of ['applicant_keys', 'applicant_events', 'applicant_notes', 'applicant_follow_ups'])
      await trx(table).whereIn('applicant_id', applicantIds).delete();
    // Merged records first: they point at the one they were merged into.
    await trx('applicants').whereIn('id', applicantIds).whereNotNull('merged_into_id').delete();
    await trx('applicants').whereIn('id', applicantIds).delete();
  }
  if (of('guardian_holds').length) await trx('guardian_holds').whereIn('id', of('guardian_holds')).delete();
  if (preview.email)
    for (const entry of PERSONAL_DATA.filter(
      (candidate) => candidate.email && !ERASABLE_TABLES.includes(candidate.table as never),
    )) {
      const rows = trx(entry.table).whereRaw('lower(??) = ?', [entry.email as string, preview.email]);
      await (entry.anonymise ? rows.update(entry.anonymise) : rows.delete());
    }
  for (const ref of relink)
    await trx.raw(
      `UPDATE ${ref.table} AS t SET applicant_id = leads_link(
         ?, t.id, coalesce(f->>'full_name', f->>'name'), f->>'email', f->>'phone', nullif(f->>'phone_e164', ''),
         coalesce(f->>'course', f->>'preferred_course', f->>'course_interest'), f->>'preferred_campus',
         t.attribution, t.created_at)
       FROM (SELECT to_jsonb(x) AS f FROM ${ref.table} AS x WHERE x.id = ?) AS row
       WHERE t.id = ?`,
      [ref.table, ref.id, ref.id],
    );

  // An address or number another remaining row still carries is not this person's alone: it stays.
  const gone: Person = { emails: [], phones: [], applicantIds: [] };
  for (const address of emails)
    if (!(await stillHeld(trx, { emails: [address], phones: [], applicantIds: [] }))) gone.emails.push(address);
  for (const phone of phones)
    if (!(await stillHeld(trx, { emails: [], phones: [phone], applicantIds: [] }))) gone.phones.push(phone);
  const keys = [...gone.emails.map((address) => `e:${address}`), ...gone.phones.map((phone) => `p:${phone}`)];
  if (keys.length) await trx('applicant_keys').whereIn('key', keys).delete();
  await forgetMentions(trx, gone);

  const [tombstone] = await trx('data_erasures')
    .insert({ request_id: options.requestId, reason: 'request', counts: JSON.stringify(counts) })
    .returning('id');
  const tickedRows = chosen.filter((row) => !row.proven).map(({ table, id }) => ({ table, id }));
  return {
    erasureId: Number(tombstone.id),
    counts,
    proven: chosen.length - tickedRows.length,
    ticked: tickedRows,
  };
}

/** Whether any row of personal data (not a key) still carries the address or number. */
async function stillHeld(trx: Knex.Transaction, person: Person): Promise<boolean> {
  for (const entry of PERSONAL_DATA.filter((candidate) => !candidate.internal && !candidate.anonymise)) {
    if (!entry.email && !entry.phone) continue;
    if (await rowsOf(trx, { ...entry, applicant: undefined }, person).first(trx.raw('1 AS found'))) return true;
  }
  return false;
}
