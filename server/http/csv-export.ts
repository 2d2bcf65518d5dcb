// Streams a submission list as CSV with back-pressure, so a million-row export never sits in memory.
// PostgreSQL writes the CSV itself (COPY … TO STDOUT through pg-copy-streams), its cells formatted in SQL as
// csvCell formats them; PGlite, which has no COPY over its wire, goes keyset pages → @json2csv/node → response,
// in batches, not single rows (per-row stream overhead tripled the export time). Both select the same SQL cells
// (cellSql), so they give the same text: names for stored codes, dates as 27/11/2026 12:02 in India's time, phones
// as a spreadsheet keeps them (094340 55555: text, no formula, no visible quote) and formula-like text inert.
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Transform as Json2CsvTransform } from '@json2csv/node';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { CsvColumn } from '../../common/csv';
import type { CsvExport } from '../../common/declaration';
import { KOLKATA_OFFSET_MS } from '../../common/kolkata';
import type { Database } from '../db/index';
import { kolkataDate } from './kolkata';
import { applyFilter, type ListDeclaration, parseListQuery } from './list-query';

/** A declared list with a table and a CSV export (visitor submissions, the audit log). */
export type ExportableResource = ListDeclaration & { table: string; csv: CsvExport };

// 100 rows: a million-row export grows the resident memory by ~50 MB; 1,000 grew it by ~190 MB at no gain in speed.
const BATCH_ROWS = 100;
/** Spreadsheets run a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

type Row = Record<string, unknown>;

/** 27/11/2026 12:02, in India's time: how people there write a moment (a header says IST). */
export function csvDateTime(instant: Date): string {
  const [date, time] = new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

/**
 * One cell as text: dates as csvDateTime, empty for missing values, formula-like text made inert by a leading space
 * (a spreadsheet keeps it as text and shows no quote; a leading apostrophe would be shown in the cell).
 */
export function csvCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return csvDateTime(value);
  if (typeof value === 'number') return value;
  // jsonb (the audit log's details) as its JSON text, the same text PostgreSQL's ::text gives.
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? ` ${text}` : text;
}

/** SQL for csvDateTime's text of a timestamptz (needs no time-zone data). */
export const csvDateTimeSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC' + interval '5 hours 30 minutes', 'DD/MM/YYYY HH24:MI')`;

/**
 * SQL for a phone number as a spreadsheet keeps it: from its E.164 form (`e164`, else parsed from `raw` by
 * leads_phone_e164), an Indian number as dialled in India (094340 55555), another as dialled from India
 * (00 447946095800): text (the space), no leading + to read as a formula. Unparseable: the text as typed.
 */
export function csvPhoneSql(raw: string, e164?: string): string {
  const e = e164 ? `coalesce(${e164}, leads_phone_e164(${raw}))` : `leads_phone_e164(${raw})`;
  return `(CASE WHEN ${e} ~ '^\\+91[0-9]{10}$' THEN '0' || substr(${e}, 4, 5) || ' ' || substr(${e}, 9)
    WHEN ${e} ~ '^\\+[0-9]+$' THEN '00 ' || substr(${e}, 2) ELSE ${raw} END)`;
}

/** Streams the export; `beforeEnd` (the audit entry) is given the filter and the rows sent before the last byte. */
export async function exportCsv(
  db: Database,
  resource: ExportableResource,
  req: Request,
  res: Response,
  beforeEnd: (sent: { rows: number; filter: Record<string, unknown> }) => Promise<void>,
): Promise<void> {
  const { filter } = parseListQuery(resource, { filter: req.query.filter });
  const filtered = applyFilter(db.knex(resource.table), resource, filter);
  const source = { table: resource.table, columns: resource.csv.columns, filePrefix: resource.csv.filePrefix };
  await streamCsv(db, source, filtered, res, (rows) => beforeEnd({ rows, filter }));
}

/** What a CSV is made of: the table (or an alias over a subquery) the rows come from, its columns, its file name. */
export type CsvSource = { table: string; columns: CsvColumn[]; filePrefix: string };

/**
 * Streams the rows of `filtered` (a query over `source.table`, which has id and created_at), newest first, as the
 * CSV of `source`. `beforeEnd` gets the number of rows sent and runs before the response ends (or once the download
 * is abandoned), so whoever has the whole file can already read what it recorded. Columns of types other than text, numeric, date and jsonb
 * (created_at aside) are to be selected as text by the query.
 */
export async function streamCsv(
  db: Database,
  source: CsvSource,
  filteredQuery: Knex.QueryBuilder,
  res: Response,
  beforeEnd: (rows: number) => Promise<void>,
): Promise<void> {
  const fileName = `${source.filePrefix}_${kolkataDate()}.csv`;
  const newestFirst = [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ] as const;
  const filtered = filteredQuery.orderBy([...newestFirst]);

  // Sent only once the database has accepted the query (its first rows, or none, are in hand): a value it refuses
  // is then a JSON 400 from the error middleware, not a CSV that stops after its headers.
  const startCsv = () => {
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${fileName}"`);
    res.set('Cache-Control', 'no-store');
  };
  if (db.kind === 'postgres') {
    await beforeEnd(await copyCsv(db.knex, source, filtered, res, startCsv));
    res.end();
    return;
  }

  // The same SQL cells as COPY writes (cellSql), so both backends give the same text.
  const types = await typesOf(db.knex, source.table);
  const query = filtered
    .select('id', 'created_at')
    .select(
      source.columns.map((column, i) => db.knex.raw(`${cellSql(column, types[column.value], types)} AS "c${i}"`)),
    );
  // One batch at a time in each buffer: back-pressure then holds a few thousand rows, not tens of thousands.
  const csv = new Json2CsvTransform<Row, Row>(
    {
      fields: source.columns.map((column, i) => ({ label: column.label, value: (row: Row) => row[`c${i}`] ?? '' })),
      withBOM: true,
      eol: '\n',
      // Each input is a batch: a transform may turn one input into many rows.
      transforms: [((batch: Row[]) => batch) as unknown as (row: Row) => Row],
    },
    { objectMode: true },
    { objectMode: true, highWaterMark: 1 },
  );

  const batches = keysetBatches(db.knex, query);
  const first = await batches.next();
  startCsv();
  // A batch is fetched only once the previous one has been taken up ('drain'): one batch in flight at a time.
  const sending = pipeline(csv, res, { end: false });
  const abandoned = new AbortController();
  sending.catch(() => abandoned.abort());
  let rows = 0;
  try {
    for await (const batch of prepend(first, batches)) {
      if (abandoned.signal.aborted) break;
      rows += batch.length;
      if (!csv.write(batch)) await once(csv, 'drain', { signal: abandoned.signal });
    }
    if (!abandoned.signal.aborted) csv.end();
    await sending;
    await beforeEnd(rows);
    res.end('\n');
  } catch (error) {
    // The staff member closed the tab mid-download: nothing to answer, but what left is still recorded.
    if (abandoned.signal.aborted) return beforeEnd(rows);
    csv.destroy();
    throw error;
  }
}

/** Type names of a table's columns, asked once per table of each database (a process may serve several). */
const columnTypesOf = new WeakMap<Knex, Map<string, Promise<Record<string, string>>>>();

function typesOf(knex: Knex, table: string): Promise<Record<string, string>> {
  let columnTypes = columnTypesOf.get(knex);
  if (!columnTypes) {
    columnTypes = new Map();
    columnTypesOf.set(knex, columnTypes);
  }
  let types = columnTypes.get(table);
  if (!types) {
    types = knex(table)
      .columnInfo()
      .then((info) => Object.fromEntries(Object.entries(info).map(([column, { type }]) => [column, type])));
    const cache = columnTypes;
    types.catch(() => cache.delete(table));
    columnTypes.set(table, types);
  }
  return types;
}

/** One cell as SQL text: the same text csvCell gives the value (a stored code by its name, a phone as csvPhoneSql). */
function cellSql(
  { value: column, labels }: CsvColumn,
  type: string | undefined,
  types: Record<string, string>,
): string {
  let c = `"${column}"`;
  if (column === 'created_at') return csvDateTimeSql(c);
  // Other instants (an open day's start) in India's time too.
  if (type === 'timestamp with time zone') return `coalesce(${csvDateTimeSql(c)}, '')`;
  // numeric(5,2) keeps two decimals (82.50); JavaScript's number prints 82.5.
  if (type === 'numeric') return `coalesce(trim_scale(${c})::text, '')`;
  if (type === 'date') return `coalesce(to_char(${c}, 'DD/MM/YYYY'), '')`;
  if (type === 'jsonb') c = `${c}::text`;
  // A phone column of a form, read from its E.164 twin when the table keeps one.
  if (/(^|_)phone$/.test(column) && type === 'text')
    c = csvPhoneSql(c, types[`${column}_e164`] ? `"${column}_e164"` : undefined);
  if (labels) {
    // Knex reads a bare ? in raw SQL as a placeholder, even inside a literal: escaped, it stays a question mark.
    const literal = (text: string) => sqlLiteral(text).replace(/\?/g, '\\?');
    const names = Object.entries(labels).map(([code, name]) => `WHEN ${literal(code)} THEN ${literal(name)}`);
    c = `(CASE ${c} ${names.join(' ')} ELSE ${c} END)`;
  }
  const formula = `left(${c}, 1) IN ('=', '+', '-', '@', chr(9), chr(13))`;
  return `CASE WHEN ${formula} THEN ' ' || ${c} ELSE coalesce(${c}, '') END`;
}

/** A bound value written into SQL text (COPY takes no parameters), quoted by pg's own escaping. */
function sqlLiteral(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`No SQL literal for ${typeof value}`);
}

/**
 * COPY (the filtered, ordered cells) TO STDOUT as CSV with every cell quoted, after a byte-order mark and the
 * labels, leaving the response open; resolves with the number of rows. The connection comes from the pool; if the download is abandoned mid-COPY it is closed rather than
 * returned, since a connection still sending COPY data cannot serve another query.
 */
async function copyCsv(
  knex: Knex,
  source: CsvSource,
  query: Knex.QueryBuilder,
  res: Response,
  startCsv: () => void,
): Promise<number> {
  const types = await typesOf(knex, source.table);
  const cells = source.columns.map((column) => knex.raw(cellSql(column, types[column.value], types)));
  const { sql, bindings } = query.select(cells).toSQL().toNative();
  const inlined = sql.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(bindings[Number(n) - 1]));
  const header = `\ufeff${source.columns.map((column) => `"${column.label}"`).join(',')}\n`;

  const connection = (await knex.client.acquireConnection()) as pg.Client;
  let finished = false;
  try {
    const rows = connection.query(copyTo(`COPY (${inlined}) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)`));
    const chunks = rows[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    // PostgreSQL refuses a bad value before the first row: waited for, so the refusal is an answer, not a cut.
    const first = await chunks.next();
    startCsv();
    res.write(header);
    await pipeline(prepend(first, chunks), res, { end: false });
    finished = true;
    return (rows as unknown as { rowCount: number }).rowCount;
  } finally {
    if (!finished) await connection.end().catch(() => undefined);
    knex.client.releaseConnection(connection);
  }
}

/** The first item, already taken from `rest` to see that the query runs, followed by the others. */
async function* prepend<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  try {
    if (first.done) return;
    yield first.value;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    // Abandoned early (the download was closed): the source stops too.
    if (!first.done) await rest.return?.();
  }
}

/** PGlite has no cursor over its wire (knex-pglite buffers whole results): newest first in keyset pages. */
async function* keysetBatches(knex: Knex, query: Knex.QueryBuilder): AsyncGenerator<Row[]> {
  // created_at is compared as text of full microsecond precision, which a JS Date would round.
  let after: { created_at_key: string; id: number } | undefined;
  for (;;) {
    const page = query.clone().select(knex.raw('created_at::text AS created_at_key')).limit(BATCH_ROWS);
    if (after) page.whereRaw('(created_at, id) < (?::timestamptz, ?)', [after.created_at_key, after.id]);
    const batch = (await page) as (Row & { created_at_key: string; id: number })[];
    if (batch.length) yield batch;
    if (batch.length < BATCH_ROWS) return;
    after = batch[batch.length - 1];
  }
}
