// CSV import of applicants (issue 33, point 2) at /api/admin/applicants/imports: the file is sent as text/csv with
// the column mapping in the query; `preview` says per row what the import would do (new, joins #N, possible
// duplicate, error with its reason), the import does it in one transaction, in set-based batches (a statement per
// batch, not per row), as one record whose rows are applicant_entries; "undo" removes the applicants it created and
// puts back what it changed on those it joined, on the rows nobody changed since, and names the others. A
// counsellor's imported applicants are theirs; an admin may give them to someone, or nobody.
import express, { type Request, type Response, type Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { IMPORT_FIELDS, type ImportMapping, LEAD_SOURCES, STAFF_SOURCES } from '../../common/leads';
import { recordAudit } from '../audit/log';
import { type StaffMember, staffOf } from '../http/access';
import { badRequest, HttpError, notFound } from '../http/errors';
import { parseId } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { tellNewOwner } from './edits';
import { beforeOf, entryOwner, recordedConsent } from './entries';
import { classifyRows, countRows, guessMapping, type ImportRow, type ImportValues, readCsv } from './import-rows';
import { parse } from './writes';

/** Rows written per statement. */
const BATCH = 2000;

const reachesAll = (member: StaffMember) => member.role === 'admin';

const optionsSchema = z.strictObject({
  mapping: z
    .string({ error: 'mapping is required: which column holds each field' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.strictObject(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, z.string().optional()])))),
  default_source: z.enum(STAFF_SOURCES, { error: 'Choose the source of rows without one' }),
  file_name: z.string().max(200).default(''),
  owner_id: z
    .string()
    .regex(/^(\d+|none)$/, 'Choose the owner from the list')
    .transform((value) => (value === 'none' ? null : Number(value)))
    .optional(),
  consent_vouched: z.enum(['true', 'false']).optional(),
  skip_invalid: z.enum(['true', 'false']).optional(),
});

/** The file and how to read it: the body is the CSV, the options are in the query. */
function readRequest(req: Request) {
  const options = parse(optionsSchema, req.query);
  if (typeof req.body !== 'string' || !req.body.trim())
    throw badRequest('Send the CSV file as the body (Content-Type: text/csv)', { fields: { file: 'No file' } });
  return { options, csv: readCsv(req.body) };
}

export function createImportRoutes(knex: Knex, clock: () => number): Router {
  const router = createApiRouter();
  const csvBody = express.text({ type: ['text/csv', 'text/plain', 'application/csv'], limit: '20mb' });

  /** The file's columns and the first guess of which is which. */
  router.post('/imports/columns', csvBody, (req, res) => {
    if (typeof req.body !== 'string' || !req.body.trim())
      throw badRequest('Send the CSV file as the body (Content-Type: text/csv)', { fields: { file: 'No file' } });
    const { headers, rows } = readCsv(req.body);
    res.json({ headers, mapping: guessMapping(headers), rows: rows.length, sample: rows.slice(0, 3) });
  });

  router.post('/imports/preview', csvBody, async (req, res) => {
    const { options, csv } = readRequest(req);
    const rows = await classifyRows(knex, csv, options.mapping as ImportMapping, options.default_source, clock());
    res.json({ counts: countRows(rows), rows: rows.map(shownRow) });
  });

  router.post('/imports', csvBody, async (req, res) => {
    const { options, csv } = readRequest(req);
    const member = staffOf(res);
    if (options.consent_vouched !== 'true')
      throw badRequest('Confirm that everyone in the file agreed to the privacy notice when their details were taken', {
        fields: { consent_vouched: 'Required' },
      });
    const ownerId = await entryOwner(knex, member, options.owner_id);
    const at = new Date(clock());
    const result = await knex.transaction(async (trx) => {
      // Forms, walk-ins, edits and other imports wait while this one matches and writes (seconds for 10,000 rows):
      // what it matched stays true until it commits. Both tables are locked before any row, applicants first, as
      // a form's matching writes them (leads_link), so the two cannot wait for each other.
      await trx.raw('LOCK TABLE applicants, applicant_keys IN SHARE ROW EXCLUSIVE MODE');
      const rows = await classifyRows(trx, csv, options.mapping as ImportMapping, options.default_source, at.getTime());
      const errors = rows.filter((row) => row.status === 'error');
      if (errors.length && options.skip_invalid !== 'true')
        throw badRequest(`${errors.length} of ${rows.length} rows cannot be imported: correct them, or skip them`, {
          fields: { file: `${errors.length} rows with errors` },
          rows: errors.slice(0, 100).map(shownRow),
        });
      const counts = countRows(rows);
      if (counts.rows === counts.errors)
        throw badRequest('No row can be imported', { fields: { file: 'No valid rows' } });
      const [record] = await trx('applicant_imports')
        .insert({
          staff_id: member.id,
          file_name: options.file_name,
          rows: counts.rows - counts.errors,
          created: counts.new + counts.possible_duplicates,
          joined: counts.joins,
          possible_duplicates: counts.possible_duplicates,
          created_at: at,
        })
        .returning('id');
      const importId = Number(record.id);
      await writeImport(trx, importId, rows, member, ownerId, at);
      if (ownerId && ownerId !== member.id)
        await tellNewOwner(trx, ownerId, member.id, { count: counts.new + counts.possible_duplicates });
      const details = {
        import_id: importId,
        rows: counts.rows - counts.errors,
        created: counts.new + counts.possible_duplicates,
        joined: counts.joins,
        possible_duplicates: counts.possible_duplicates,
        skipped: counts.errors,
        owner_id: ownerId,
      };
      await recordAudit(trx, req, { action: 'applicant_import', resource: 'applicants', recordId: importId, details });
      return { id: importId, ...details };
    });
    res.status(201).json(result);
  });

  router.get('/imports', async (_req, res) => {
    const member = staffOf(res);
    const query = knex('applicant_imports as i')
      .leftJoin('staff as s', 's.id', 'i.staff_id')
      .orderBy('i.id', 'desc')
      .limit(50)
      .select('i.*', 's.name as staff_name');
    if (!reachesAll(member)) query.where('i.staff_id', member.id);
    res.json(await query);
  });

  router.get('/imports/:id', async (req, res) => {
    const record = await importOf(knex, req, res);
    const rows = await knex('applicant_entries as e')
      .join('applicants as a', 'a.id', 'e.applicant_id')
      .where('e.import_id', record.id)
      .orderBy('e.import_line')
      .select(
        'e.id as entry_id',
        'e.import_line as line',
        'e.applicant_id',
        'e.joined',
        'e.name',
        'e.email',
        'e.phone',
        'e.source',
        'a.possible_duplicate_of',
        knex.raw('coalesce(a.merged_into_id, a.id) AS current_id'),
      );
    res.json({ ...record, entries: rows });
  });

  router.post('/imports/:id/undo', async (req, res) => {
    const member = staffOf(res);
    const at = new Date(clock());
    const result = await knex.transaction(async (trx) => {
      const record = await importOf(trx, req, res, true);
      if (record.undone_at) throw new HttpError(409, 'This import has already been undone');
      const outcome = await undoImport(trx, record.id, member.id, at);
      await trx('applicant_imports')
        .where({ id: record.id })
        .update({ undone_at: at, undone_by: member.id, undo_result: JSON.stringify(outcome) });
      await recordAudit(trx, req, {
        action: 'applicant_import_undo',
        resource: 'applicants',
        recordId: record.id,
        details: { import_id: record.id, ...outcome },
      });
      return outcome;
    });
    res.json(result);
  });

  return router;
}

/** A row as the preview and errors show it. */
const shownRow = (row: ImportRow) => ({
  line: row.line,
  status: row.status,
  applicant_id: row.applicant_id,
  duplicate_of_line: row.duplicate_of_line,
  reason: row.reason,
  name: row.values?.name ?? null,
  email: row.values?.email ?? null,
  phone: row.values?.phone ?? null,
});

/** The import asked for: its importer's or, for an admin, anyone's (`lock` for an undo). */
async function importOf(knex: Knex | Knex.Transaction, req: Request, res: Response, lock = false) {
  const id = parseId(String(req.params.id));
  const query = knex('applicant_imports').where({ id });
  if (lock) query.forUpdate();
  const record = await query.first();
  if (!record) throw notFound('No such import');
  const member = staffOf(res);
  if (record.staff_id !== member.id && !reachesAll(member))
    throw new HttpError(403, 'Only the member who made an import, or an admin, may see or undo it');
  return record as { id: number; staff_id: number | null; undone_at: Date | null };
}

const inBatches = async <T>(items: T[], write: (batch: T[]) => Promise<unknown>) => {
  for (let at = 0; at < items.length; at += BATCH) await write(items.slice(at, at + BATCH));
};

/** Writes every importable row: a few statements per batch of rows, whatever the file's size. */
async function writeImport(
  trx: Knex.Transaction,
  importId: number,
  rows: ImportRow[],
  member: StaffMember,
  ownerId: number | null,
  at: Date,
) {
  const creating = rows.filter((row) => row.status === 'new' || row.status === 'possible_duplicate');
  const joining = rows.filter((row) => row.status === 'joins');
  // The new applicants' ids first, so rows of the file can name each other (a possible duplicate of an earlier row).
  const { rows: ids } = await trx.raw(
    `SELECT nextval(pg_get_serial_sequence('applicants', 'id'))::int AS id FROM generate_series(1, ?)`,
    [creating.length],
  );
  const idOfLine = new Map<number, number>(creating.map((row, index) => [row.line, Number(ids[index].id)]));
  const fresh = creating.map((row) => {
    const values = row.values as ImportValues;
    return {
      id: idOfLine.get(row.line) as number,
      line: row.line,
      ...values,
      created_at: (values.created_at ?? at).toISOString(),
      possible_duplicate_of: row.applicant_id ?? (row.duplicate_of_line ? idOfLine.get(row.duplicate_of_line) : null),
    };
  });
  await inBatches(fresh, (batch) =>
    trx.raw(
      `INSERT INTO applicants (id, name, email, phone, phone_e164, source, course, campus, owner_id,
                               possible_duplicate_of, created_at, updated_at, updated_by)
       SELECT r.id, r.name, r.email, r.phone, r.phone_e164, r.source, r.course, r.campus, ?::int,
              r.possible_duplicate_of, r.created_at, ?::timestamptz, ?::int
         FROM jsonb_to_recordset(?::jsonb) AS r(id int, name text, email text, phone text, phone_e164 text,
              source text, course text, campus text, possible_duplicate_of int, created_at timestamptz)`,
      [ownerId, at, member.id, JSON.stringify(batch)],
    ),
  );

  // The applicants joined: their values before (for an undo), then what they lacked filled in, as a form does.
  const before = new Map<number, Record<string, unknown>>();
  const joined = joining.map((row) => ({
    id: row.applicant_id as number,
    line: row.line,
    ...(row.values as ImportValues),
  }));
  const versions = new Map<number, number>();
  await inBatches(joined, async (batch) => {
    const old = (await trx('applicants')
      .whereIn(
        'id',
        batch.map((row) => row.id),
      )
      .forUpdate()
      .select('*')) as Record<string, unknown>[];
    for (const row of old) before.set(Number(row.id), beforeOf(row));
    const { rows: updated } = await trx.raw(
      `UPDATE applicants a SET
         name = CASE WHEN a.name = '' THEN r.name ELSE a.name END,
         email = coalesce(a.email, r.email),
         phone = coalesce(a.phone, r.phone),
         phone_e164 = coalesce(a.phone_e164, r.phone_e164),
         course = coalesce(r.course, a.course),
         campus = coalesce(r.campus, a.campus),
         version = a.version + 1,
         updated_at = ?::timestamptz,
         updated_by = ?::int
       FROM jsonb_to_recordset(?::jsonb) AS r(id int, name text, email text, phone text, phone_e164 text,
            course text, campus text)
       WHERE a.id = r.id
       RETURNING a.id, a.version`,
      [at, member.id, JSON.stringify(batch)],
    );
    for (const row of updated as { id: number; version: number }[]) versions.set(Number(row.id), row.version);
  });

  const everyone = [
    ...fresh.map((row) => ({ ...row, applicant_id: row.id, joined: false })),
    ...joined.map((row) => ({ ...row, applicant_id: row.id, joined: true, possible_duplicate_of: null })),
  ];
  // Keys: a key someone already holds stays theirs (the phone keeps finding the first applicant).
  const added = new Map<number, string[]>();
  await inBatches(everyone, async (batch) => {
    const { rows: keys } = await trx.raw(
      `INSERT INTO applicant_keys (key, applicant_id)
       SELECT DISTINCT ON (k.key) k.key, k.applicant_id FROM (
         SELECT 'e:' || r.email AS key, r.applicant_id, r.line FROM jsonb_to_recordset(?::jsonb) AS r(email text, applicant_id int, line int) WHERE r.email IS NOT NULL
         UNION ALL
         SELECT 'p:' || r.phone_e164, r.applicant_id, r.line FROM jsonb_to_recordset(?::jsonb) AS r(phone_e164 text, applicant_id int, line int) WHERE r.phone_e164 IS NOT NULL
       ) AS k ORDER BY k.key, k.line
       ON CONFLICT (key) DO NOTHING RETURNING key, applicant_id`,
      [JSON.stringify(batch), JSON.stringify(batch)],
    );
    for (const key of keys as { key: string; applicant_id: number }[])
      added.set(key.applicant_id, [...(added.get(key.applicant_id) ?? []), key.key]);
  });

  const withNotes = everyone.filter((row) => row.note);
  const noteOf = new Map<number, number>();
  await inBatches(withNotes, async (batch) => {
    const { rows: notes } = await trx.raw(
      `INSERT INTO applicant_notes (applicant_id, author_id, body, created_at, updated_at)
       SELECT r.applicant_id, ?::int, r.note, ?::timestamptz, ?::timestamptz
         FROM jsonb_to_recordset(?::jsonb) AS r(applicant_id int, note text)
       RETURNING id, applicant_id`,
      [member.id, at, at, JSON.stringify(batch)],
    );
    for (const note of notes as { id: number; applicant_id: number }[]) noteOf.set(note.applicant_id, note.id);
  });

  const consent = recordedConsent(member, 'import', at);
  const entries = everyone.map((row) => ({
    applicant_id: row.applicant_id,
    import_line: row.line,
    source: row.source,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_e164: row.phone_e164,
    course: row.course,
    campus: row.campus,
    note_id: noteOf.get(row.applicant_id) ?? null,
    joined: row.joined,
    before: row.joined ? before.get(row.applicant_id) : null,
    keys_added: added.get(row.applicant_id) ?? [],
    version_after: row.joined ? versions.get(row.applicant_id) : 1,
    created_at: row.joined ? (row.created_at ?? at) : row.created_at,
    possible_duplicate_of: row.possible_duplicate_of,
  }));
  await inBatches(entries, (batch) =>
    trx.raw(
      `WITH r AS (
         SELECT * FROM jsonb_to_recordset(?::jsonb) AS r(applicant_id int, import_line int, source text, name text,
           email text, phone text, phone_e164 text, course text, campus text, note_id int, joined boolean,
           before jsonb, keys_added text[], version_after int, created_at timestamptz, possible_duplicate_of int)
       ),
       entries AS (
         INSERT INTO applicant_entries (applicant_id, import_id, import_line, source, name, email, phone, phone_e164,
           course, campus, note_id, consent_method, consent_notice_version, consent_at, consent_recorded_by,
           consent_recorded_by_name, created_by, joined, before, keys_added, version_after, created_at, entered_at)
         SELECT r.applicant_id, ?::int, r.import_line, r.source, r.name, r.email, r.phone, r.phone_e164, r.course,
           r.campus, r.note_id, ?, ?, ?::timestamptz, ?::int, ?, ?::int, r.joined, r.before, r.keys_added,
           r.version_after, coalesce(r.created_at, ?::timestamptz), ?::timestamptz
         FROM r
         RETURNING id, applicant_id, joined, source
       )
       INSERT INTO applicant_events (applicant_id, kind, staff_id, at, data)
       SELECT e.applicant_id, CASE WHEN e.joined THEN 'entry' ELSE 'created_by_staff' END, ?::int, ?::timestamptz,
              jsonb_build_object('source', e.source, 'entry_id', e.id, 'import_id', ?::int)
         FROM entries e
       UNION ALL
       SELECT r.applicant_id, 'assigned', ?::int, ?::timestamptz, jsonb_build_object('owner_id', ?::int, 'import_id', ?::int)
         FROM r WHERE NOT r.joined AND ?::int IS NOT NULL
       UNION ALL
       SELECT r.applicant_id, 'possible_duplicate', ?::int, ?::timestamptz,
              jsonb_build_object('other_id', r.possible_duplicate_of, 'by', 'phone', 'import_id', ?::int)
         FROM r WHERE r.possible_duplicate_of IS NOT NULL`,
      [
        JSON.stringify(batch),
        importId,
        consent.consent_method,
        consent.consent_notice_version,
        consent.consent_at,
        consent.consent_recorded_by,
        consent.consent_recorded_by_name,
        member.id,
        at,
        at,
        member.id,
        at,
        importId,
        member.id,
        at,
        ownerId,
        importId,
        ownerId,
        member.id,
        at,
        importId,
      ],
    ),
  );
}

/**
 * Undoes an import on the rows nobody changed since: its new applicants are removed (with their keys, note and
 * timeline), the applicants it joined get their values back. A row changed since (edited, called, noted, merged, a
 * form or another entry joined it, someone marked as its possible duplicate) is left and named.
 */
async function undoImport(trx: Knex.Transaction, importId: number, staffId: number, at: Date) {
  const submissions = LEAD_SOURCES.map((table) => `EXISTS (SELECT 1 FROM ${table} s WHERE s.applicant_id = a.id)`).join(
    ' OR ',
  );
  const { rows } = await trx.raw(
    `SELECT e.id AS entry_id, e.applicant_id, e.joined, e.before, e.keys_added, e.note_id,
            a.version = e.version_after AND a.merged_into_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM applicants m WHERE m.merged_into_id = a.id)
            AND (e.joined OR NOT (
              ${submissions}
              OR EXISTS (SELECT 1 FROM applicant_entries o WHERE o.applicant_id = a.id AND o.id <> e.id)
              OR EXISTS (SELECT 1 FROM applicant_notes n WHERE n.applicant_id = a.id AND n.id IS DISTINCT FROM e.note_id)
              OR EXISTS (SELECT 1 FROM applicant_follow_ups f WHERE f.applicant_id = a.id)
              OR EXISTS (SELECT 1 FROM applicant_events v WHERE v.applicant_id = a.id
                           AND (v.data->>'import_id') IS DISTINCT FROM ?::text)
              OR EXISTS (SELECT 1 FROM applicants d WHERE d.possible_duplicate_of = a.id AND NOT EXISTS (
                           SELECT 1 FROM applicant_entries de WHERE de.applicant_id = d.id AND de.import_id = ?
                             AND NOT de.joined))
            )) AS unchanged
       FROM applicant_entries e JOIN applicants a ON a.id = e.applicant_id
      WHERE e.import_id = ?
      FOR UPDATE OF a`,
    [String(importId), importId, importId],
  );
  type Row = {
    entry_id: number;
    applicant_id: number;
    joined: boolean;
    before: Record<string, unknown> | null;
    keys_added: string[];
    note_id: number | null;
    unchanged: boolean;
  };
  const all = rows as Row[];
  const removed = all.filter((row) => row.unchanged && !row.joined);
  const reverted = all.filter((row) => row.unchanged && row.joined);
  const notUndone = all.filter((row) => !row.unchanged).map((row) => row.applicant_id);
  const removedIds = removed.map((row) => row.applicant_id);
  const entryIds = [...removed, ...reverted].map((row) => row.entry_id);
  const noteIds = [...removed, ...reverted].flatMap((row) => (row.note_id ? [row.note_id] : []));

  await inBatches(removedIds, async (batch) => {
    // Rows of this import kept (changed since) that may duplicate a removed one lose the mark with it.
    await trx('applicants').whereIn('possible_duplicate_of', batch).update({ possible_duplicate_of: null });
    await trx('applicant_entries').whereIn('applicant_id', batch).delete();
    for (const table of ['applicant_notes', 'applicant_events', 'applicant_keys'])
      await trx(table).whereIn('applicant_id', batch).delete();
    await trx('applicants').whereIn('id', batch).delete();
  });
  await inBatches(reverted, async (batch) => {
    await trx.raw(
      `UPDATE applicants a SET name = b.name, email = b.email, phone = b.phone, phone_e164 = b.phone_e164,
              course = b.course, campus = b.campus, version = a.version + 1, updated_at = ?::timestamptz,
              updated_by = ?::int
         FROM (SELECT r.applicant_id, x.* FROM jsonb_to_recordset(?::jsonb) AS r(applicant_id int, before jsonb),
               jsonb_to_record(r.before) AS x(name text, email text, phone text, phone_e164 text, course text,
               campus text)) AS b
        WHERE a.id = b.applicant_id`,
      [at, staffId, JSON.stringify(batch.map(({ applicant_id, before }) => ({ applicant_id, before })))],
    );
    await trx.raw(
      `DELETE FROM applicant_keys k USING jsonb_to_recordset(?::jsonb) AS r(applicant_id int, keys_added text[])
        WHERE k.applicant_id = r.applicant_id AND k.key = ANY(r.keys_added)`,
      [JSON.stringify(batch.map(({ applicant_id, keys_added }) => ({ applicant_id, keys_added })))],
    );
    await trx('applicant_events')
      .whereIn(
        'applicant_id',
        batch.map((row) => row.applicant_id),
      )
      .whereRaw("data->>'import_id' = ?", [String(importId)])
      .delete();
  });
  await inBatches(entryIds, (batch) => trx('applicant_entries').whereIn('id', batch).delete());
  await inBatches(noteIds, (batch) => trx('applicant_notes').whereIn('id', batch).delete());
  return {
    removed: removed.length,
    reverted: reverted.length,
    not_undone: notUndone,
  };
}
