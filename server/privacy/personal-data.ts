// Where a visitor's personal data lives, declared once: every table that holds it and how one person's rows are
// found there. Erasure (erasure.ts), the "Your data" download and the retention job read this list, so a table added
// later (e.g. event_registrations) is covered by adding one entry here. tests/privacy-erasure.test.ts scans every
// text column of every table after an erasure and fails on any trace left, so a table forgotten here is a failing test.
import type { Knex } from 'knex';
import { LEAD_SOURCES } from '../../common/leads';
import { phoneE164 } from '../../common/phone';

/** How a person's rows are found in a table: by their e-mail, their phone (E.164), or their applicant. */
export type PersonalTable = {
  table: string;
  /** A column holding an e-mail address (compared case-folded). */
  email?: string;
  /** A column holding a phone number in E.164. */
  phone?: string;
  /** A column naming the applicant (one person across forms, server/leads). */
  applicant?: string;
  /** A submission form: counted in the erasure's tombstone and included in the download. */
  form?: boolean;
  /** Rows are kept with these columns emptied instead of deleted (e.g. a data request, whose id and dates stay). */
  anonymise?: Record<string, null>;
  /**
   * Erased with the person but not in their copy ("Your data" page): its codes, and an applicant's matching keys,
   * which may hold the address of someone else who typed the same phone.
   */
  internal?: boolean;
  /**
   * Counsellors' working notes about an applicant: erased with the person, but not in the copy the "Your data" page
   * gives, unless the institute decides to show them (SHOW_COUNSELLOR_NOTES in common/privacy.ts). Even then they
   * come only with an applicant whose own address was verified (holdings.ts), never through a shared phone.
   */
  counsellorNotes?: boolean;
};

/** Children before the rows they reference, so deleting in this order never breaks a foreign key. */
export const PERSONAL_DATA: readonly PersonalTable[] = [
  ...LEAD_SOURCES.map((table) => ({
    table,
    email: 'email',
    ...(table === 'newsletter_subscriptions' ? {} : { phone: 'phone_e164' }),
    applicant: 'applicant_id',
    form: true,
  })),
  // An enquiry staff entered (a walk-in, a call, a fair, an import): a form like the others, its consent recorded in person.
  { table: 'applicant_entries', email: 'email', phone: 'phone_e164', applicant: 'applicant_id', form: true },
  { table: 'applicant_keys', applicant: 'applicant_id', internal: true },
  { table: 'applicant_events', applicant: 'applicant_id' },
  { table: 'applicant_notes', applicant: 'applicant_id', counsellorNotes: true },
  { table: 'applicant_follow_ups', applicant: 'applicant_id', counsellorNotes: true },
  { table: 'applicants', email: 'email', phone: 'phone_e164', applicant: 'id' },
  { table: 'mail_acknowledgements', email: 'address' },
  // An applicant under 18's application waiting for their guardian (guardian.ts): found by the applicant's e-mail
  // or phone; the guardian's e-mail to confirm it names the applicant's address, so erasure deletes it too.
  { table: 'guardian_holds', email: 'email', phone: 'phone_e164' },
  { table: 'data_requests', email: 'email', anonymise: { email: null, phone: null } },
  { table: 'data_access_codes', email: 'email', internal: true },
  { table: 'data_access_grants', email: 'email', internal: true },
];

/**
 * Tables whose rows may mention a person inside free text (a queued e-mail's recipients and parameters, a rate-limit
 * key, a stored answer): rows whose text contains one of the person's addresses or numbers are deleted.
 */
export const MENTIONING_TABLES: readonly string[] = ['mail_outbox', 'rate_limits', 'idempotency_keys'];

/** One person as the system knows them: every e-mail and E.164 phone they used, and their applicants. */
export type Person = { emails: string[]; phones: string[]; applicantIds: number[] };

/** The person's rows in `table` (for select, update or delete). */
export function rowsOf(knex: Knex | Knex.Transaction, entry: PersonalTable, person: Person) {
  return knex(entry.table).where((where) => {
    where.whereRaw('false');
    if (entry.email && person.emails.length)
      where.orWhereRaw(`lower(??) = ANY(?::text[])`, [entry.email, person.emails]);
    if (entry.phone && person.phones.length) where.orWhereRaw(`?? = ANY(?::text[])`, [entry.phone, person.phones]);
    if (entry.applicant && person.applicantIds.length)
      where.orWhereRaw(`?? = ANY(?::int[])`, [entry.applicant, person.applicantIds]);
  });
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * Finds everyone the system counts as this person: the applicants with this e-mail or phone (and those merged into
 * them), then every address and number on their submissions, repeated until nothing new turns up.
 */
export async function findPerson(
  knex: Knex | Knex.Transaction,
  contact: { email?: string | null; phone?: string | null },
): Promise<Person> {
  const person: Person = {
    emails: contact.email ? [contact.email.trim().toLowerCase()] : [],
    phones: unique([phoneE164(contact.phone)].filter((phone): phone is string => Boolean(phone))),
    applicantIds: [],
  };
  for (let round = 0; round < 5; round++) {
    const before = JSON.stringify(person);
    const linked = await knex.raw(
      `WITH RECURSIVE found AS (
         SELECT applicant_id AS id FROM applicant_keys
         WHERE key = ANY(?::text[])
         UNION SELECT id FROM applicants WHERE lower(email) = ANY(?::text[]) OR phone_e164 = ANY(?::text[])
         UNION SELECT unnest(?::int[])
       ), family AS (
         SELECT id FROM found
         UNION SELECT a.id FROM applicants a JOIN family f ON a.merged_into_id = f.id
       )
       SELECT DISTINCT id FROM family WHERE id IS NOT NULL`,
      [
        [...person.emails.map((email) => `e:${email}`), ...person.phones.map((phone) => `p:${phone}`)],
        person.emails,
        person.phones,
        person.applicantIds,
      ],
    );
    person.applicantIds = unique([...person.applicantIds, ...linked.rows.map((row: { id: number }) => Number(row.id))]);
    for (const entry of PERSONAL_DATA) {
      if (!entry.email && !entry.phone) continue;
      const columns = [entry.email, entry.phone].filter((column): column is string => Boolean(column));
      const rows = (await rowsOf(knex, entry, person).select(columns)) as Record<string, string | null>[];
      for (const row of rows) {
        if (entry.email && row[entry.email]) person.emails.push(String(row[entry.email]).toLowerCase());
        if (entry.phone && row[entry.phone]) person.phones.push(String(row[entry.phone]));
      }
    }
    person.emails = unique(person.emails);
    person.phones = unique(person.phones);
    person.applicantIds.sort((a, b) => a - b);
    if (JSON.stringify(person) === before) break;
  }
  return person;
}
