// Everything held about the owner of one e-mail address, read from the declaration of where personal data lives
// (PERSONAL_DATA), so a table added there is in the copy too. Only what the address itself proves is theirs: rows
// bearing it, and the records of the applicant whose address it is; never rows linked by a phone number, which
// anyone may type on a form, and never counsellors' notes unless the institute chooses to show them.
import { Parser } from '@json2csv/plainjs';
import type { Knex } from 'knex';
import { SHOW_COUNSELLOR_NOTES } from '../../../common/privacy';
import type { YourDataSummary } from '../../../common/your-data';
import { csvCell } from '../../http/csv-export';
import { HELD_LABELS } from '../held-labels';
import { PERSONAL_DATA, type PersonalTable } from '../personal-data';

/** Columns that are keys rather than data (the newsletter's unsubscribe token): never in a copy. */
const SECRET_COLUMN = /token|hash|secret|password/i;

export type Holdings = { table: string; rows: Record<string, unknown>[] }[];

const shownTables = () =>
  PERSONAL_DATA.filter(
    (entry) => !entry.internal && (SHOW_COUNSELLOR_NOTES || !entry.counsellorNotes) && (entry.email || entry.applicant),
  );

/** The person's rows of `entry`: by the address where the table has one, else by their applicant records. */
export function rowsOfAddress(knex: Knex | Knex.Transaction, entry: PersonalTable, email: string) {
  const query = knex(entry.table);
  if (entry.email) return query.whereRaw('lower(??) = ?', [entry.email, email]);
  return query.whereIn(
    entry.applicant as string,
    knex('applicants').select('id').whereRaw('lower(email) = ?', [email]),
  );
}

export async function readHoldings(knex: Knex | Knex.Transaction, email: string): Promise<Holdings> {
  const holdings: Holdings = [];
  for (const entry of shownTables()) {
    const rows = (await rowsOfAddress(knex, entry, email).select('*')) as Record<string, unknown>[];
    holdings.push({
      table: entry.table,
      rows: rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)))),
    });
  }
  return holdings;
}

/** The JSON copy: every table with its rows (consent records are columns of each form's rows). */
export function holdingsJson(email: string, holdings: Holdings, exportedAt: Date) {
  return {
    email,
    exported_at: exportedAt.toISOString(),
    tables: Object.fromEntries(holdings.map(({ table, rows }) => [table, rows])),
  };
}

export const CSV_COLUMNS = ['Section', 'Table', 'Record', 'Field', 'Value'] as const;

/** The CSV copy: one line per value (tables differ in columns), cells a spreadsheet would run made inert. */
export function holdingsCsv(holdings: Holdings): string {
  const lines: Record<(typeof CSV_COLUMNS)[number], string | number>[] = [];
  for (const { table, rows } of holdings)
    rows.forEach((row, index) => {
      const record = row.id ?? index + 1;
      for (const [field, value] of Object.entries(row))
        lines.push({
          Section: HELD_LABELS[table] ?? table,
          Table: table,
          Record: csvCell(record),
          Field: field,
          Value: csvCell(value),
        });
    });
  return new Parser({ fields: [...CSV_COLUMNS], withBOM: true }).parse(lines);
}

const latest = (holdings: Holdings, columns: string[]) => {
  const values = holdings
    .filter(({ table }) => table !== 'applicants')
    .flatMap(({ rows }) => rows)
    .map((row) => ({
      at: new Date(String(row.created_at ?? 0)).getTime(),
      value: columns.map((column) => row[column]).find((value) => typeof value === 'string' && value.trim()),
    }))
    .filter((entry): entry is { at: number; value: string } => typeof entry.value === 'string')
    .sort((a, b) => b.at - a.at);
  return values[0]?.value ?? null;
};

/** What the page shows: what is held and how much, the latest name and phone, news and erasure status. */
export function summarise(
  email: string,
  expiresAt: Date,
  holdings: Holdings,
  erasure: { id: number; due_at: Date } | undefined,
): YourDataSummary {
  const forms = new Set(PERSONAL_DATA.filter((entry) => entry.form).map((entry) => entry.table));
  return {
    email,
    expires_at: expiresAt.toISOString(),
    held: holdings
      .filter(({ rows }) => rows.length)
      .map(({ table, rows }) => ({ table, label: HELD_LABELS[table] ?? table, count: rows.length })),
    name: latest(holdings, ['full_name', 'name']),
    phone: latest(holdings, ['phone']),
    marketing: holdings.some(
      ({ table, rows }) =>
        forms.has(table) && rows.some((row) => table === 'newsletter_subscriptions' || row.marketing_consent === true),
    ),
    erasure_request: erasure ? { id: Number(erasure.id), due_at: new Date(erasure.due_at).toISOString() } : null,
  };
}
