// What an erasure request may remove (issue 36, point 1). A request acts on what the requester proved: the rows
// bearing their verified e-mail address, and the applicant records whose own address it is (with their notes,
// follow-ups and history). Rows that only share a phone number with those, or are linked to them by the lead
// pipeline without that address, may be someone else's (a family often shares one phone): they are listed as
// "possibly another person" and removed only when a member of staff, looking at them, ticks them.
import type { Knex } from 'knex';
import type { ErasurePerson, ErasurePreview, ErasureRow } from '../../common/data-requests';
import { phoneE164 } from '../../common/phone';
import { SUBMISSION_SOURCES } from '../leads/applicant-sources';
import { HELD_LABELS } from './held-labels';
import { PERSONAL_DATA } from './personal-data';

/** The tables a preview lists row by row (the others follow their rows, or the address, as said below). */
export const ERASABLE_TABLES = [
  ...PERSONAL_DATA.filter((entry) => entry.form).map((entry) => entry.table),
  'applicants',
  'guardian_holds',
] as const;

export type RowRef = { table: string; id: number };
export const refKey = (ref: RowRef) => `${ref.table}:${ref.id}`;

const forms = () => PERSONAL_DATA.filter((entry) => entry.form);
/** Found by the address alone; listed as counts (a code, a grant, an acknowledgement, the request itself). */
const BY_ADDRESS = PERSONAL_DATA.filter((entry) => entry.email && !ERASABLE_TABLES.includes(entry.table as never));

const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));
const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);

/** The applicants given and every applicant merged into them (a merge is a counsellor's "same person"). */
async function withMerged(knex: Knex | Knex.Transaction, applicantIds: number[]): Promise<number[]> {
  if (!applicantIds.length) return [];
  const merged = (await knex('applicants').whereIn('merged_into_id', applicantIds).pluck('id')) as number[];
  return [...new Set([...applicantIds, ...merged.map(Number)])];
}

/** Every row an erasure request about `email` (verified) and/or `phone` (a lead only) could reach. */
export async function previewErasure(
  knex: Knex | Knex.Transaction,
  contact: { email?: string | null; phone?: string | null },
): Promise<ErasurePreview> {
  const email = contact.email?.trim().toLowerCase() || null;
  const requestPhone = phoneE164(contact.phone ?? null);
  const rows: ErasureRow[] = [];
  const seen = new Set<string>();
  const add = (row: ErasureRow) => {
    const key = refKey(row);
    if (seen.has(key)) return;
    seen.add(key);
    rows.push(row);
  };

  // 1. What the address proves.
  const provenApplicants = email
    ? await withMerged(knex, ids(await knex('applicants').whereRaw('lower(email) = ?', [email]).select('id')))
    : [];
  const formRows = new Map<string, Record<string, unknown>[]>();
  for (const entry of forms()) {
    const query = knex(entry.table).where((where) => {
      where.whereRaw('false');
      if (email) where.orWhereRaw('lower(email) = ?', [email]);
      if (provenApplicants.length) where.orWhereIn('applicant_id', provenApplicants);
    });
    formRows.set(entry.table, await query.select('*'));
  }
  const holds = email
    ? ((await knex('guardian_holds').whereRaw('lower(email) = ?', [email]).select('*')) as Record<string, unknown>[])
    : [];

  // 2. The phones on what is proven (and the phone the request names) reach further: never proof of anything.
  const phones = new Set<string>(requestPhone ? [requestPhone] : []);
  const provenApplicantRows = provenApplicants.length
    ? ((await knex('applicants').whereIn('id', provenApplicants).select('*')) as Record<string, unknown>[])
    : [];
  const provenForms = [...formRows.values()].flat().filter((row) => String(row.email ?? '').toLowerCase() === email);
  for (const row of [...provenForms, ...holds, ...provenApplicantRows])
    if (typeof row.phone_e164 === 'string' && row.phone_e164) phones.add(row.phone_e164);
  const phoneList = [...phones];
  const linkedApplicants = new Set<number>();
  for (const entry of forms()) {
    const known = formRows.get(entry.table) ?? [];
    const more =
      entry.phone && phoneList.length
        ? ((await knex(entry.table)
            .whereIn(entry.phone, phoneList)
            .whereNotIn('id', ids(known as { id: number }[]))
            .select('*')) as Record<string, unknown>[])
        : [];
    const all = [...known, ...more];
    formRows.set(entry.table, all);
    const columns = SUBMISSION_SOURCES[entry.table as keyof typeof SUBMISSION_SOURCES];
    for (const row of all) {
      const proven = email !== null && String(row.email ?? '').toLowerCase() === email;
      if (proven && row.applicant_id && !provenApplicants.includes(Number(row.applicant_id)))
        linkedApplicants.add(Number(row.applicant_id));
      add({
        table: entry.table,
        id: Number(row.id),
        label: HELD_LABELS[entry.table] ?? entry.table,
        // Staff's own entries (applicant_entries) keep the name in `name`.
        name: columns
          ? columns.name
            ? ((row[columns.name] as string | null) ?? null)
            : null
          : ((row.name as string | null) ?? null),
        email: (row.email as string | null) ?? null,
        phone: (row.phone as string | null) ?? null,
        created_at: iso(row.created_at),
        proven,
      });
    }
  }
  const phoneApplicants = phoneList.length
    ? ids(
        await knex('applicants')
          .whereIn('phone_e164', phoneList)
          .whereNotIn('id', provenApplicants)
          .whereNull('merged_into_id')
          .select('id'),
      )
    : [];
  const otherApplicants = (await withMerged(knex, [...linkedApplicants, ...phoneApplicants])).filter(
    (id) => !provenApplicants.includes(id),
  );
  const applicantRows = (await knex('applicants')
    .whereIn('id', [...provenApplicants, ...otherApplicants])
    .orderBy('id')
    .select(
      'id',
      'name',
      'email',
      'phone',
      'created_at',
      knex.raw('(SELECT count(*)::int FROM applicant_notes n WHERE n.applicant_id = applicants.id) AS notes'),
      knex.raw('(SELECT count(*)::int FROM applicant_follow_ups f WHERE f.applicant_id = applicants.id) AS follow_ups'),
      knex.raw('(SELECT count(*)::int FROM applicant_events e WHERE e.applicant_id = applicants.id) AS events'),
    )) as Record<string, unknown>[];
  for (const row of applicantRows)
    add({
      table: 'applicants',
      id: Number(row.id),
      label: HELD_LABELS.applicants ?? 'applicants',
      name: (row.name as string) || null,
      email: (row.email as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      created_at: iso(row.created_at),
      proven: provenApplicants.includes(Number(row.id)),
      with: { notes: Number(row.notes), follow_ups: Number(row.follow_ups), events: Number(row.events) },
    });
  const phoneHolds = phoneList.length
    ? ((await knex('guardian_holds')
        .whereIn('phone_e164', phoneList)
        .whereNotIn('id', ids(holds as { id: number }[]))
        .select('*')) as Record<string, unknown>[])
    : [];
  for (const row of [...holds, ...phoneHolds]) {
    const submission = (row.submission ?? {}) as Record<string, unknown>;
    add({
      table: 'guardian_holds',
      id: Number(row.id),
      label: 'Application waiting for a guardian',
      name: (submission.full_name as string | undefined) ?? null,
      email: (row.email as string | null) ?? null,
      phone: (submission.phone as string | undefined) ?? (row.phone_e164 as string | null) ?? null,
      created_at: iso(row.created_at),
      proven: email !== null && String(row.email ?? '').toLowerCase() === email,
    });
  }

  const also: ErasurePreview['also'] = [];
  if (email)
    for (const entry of BY_ADDRESS) {
      if (entry.internal) continue;
      const [{ n }] = (await knex(entry.table)
        .whereRaw('lower(??) = ?', [entry.email as string, email])
        .count({ n: '*' })) as { n: string | number }[];
      if (Number(n))
        also.push({ table: entry.table, label: HELD_LABELS[entry.table] ?? entry.table, count: Number(n) });
    }

  return { email, phone: contact.phone ?? null, rows, people: peopleOf(rows), also };
}

/** Each distinct (name, e-mail, phone) among the rows, flagged when no proven row carries it. */
function peopleOf(rows: ErasureRow[]): ErasurePerson[] {
  const people = new Map<string, ErasurePerson>();
  for (const row of rows) {
    if (!row.name && !row.email && !row.phone) continue;
    const key = JSON.stringify([
      row.name?.trim().toLowerCase() ?? null,
      row.email?.toLowerCase() ?? null,
      phoneE164(row.phone ?? null),
    ]);
    const known = people.get(key);
    if (known) known.possibly_other &&= !row.proven;
    else people.set(key, { name: row.name, email: row.email, phone: row.phone, possibly_other: !row.proven });
  }
  return [...people.values()];
}
