// A CSV of enquiries read for an import (issue 33, point 2): its header, a guess of which column is which field, each
// row checked (name, a phone or an e-mail, course, campus, source and date as staff write them) and classified
// against the applicants already here by the pipeline's rules: the same e-mail, or the same phone under a name that
// is not someone else's, joins that applicant; a phone alone under another name is a new applicant marked as a
// possible duplicate; anything unreadable is an error with its reason. csv-parse reads the file.
import { parse as parseCsv } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { z } from 'zod';
import { isCalendarDay } from '../../common/dates';
import { APPLICATION_COURSES, CAMPUS_LABELS, CAMPUSES, COURSE_CODE_LABELS } from '../../common/enums';
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  STAFF_SOURCE_LABELS,
  STAFF_SOURCES,
  type StaffSource,
} from '../../common/leads';
import { asciiDigits, phoneE164 } from '../../common/phone';
import { stripControls } from '../../common/text';
import { badRequest } from '../http/errors';

/** More rows than this in one file are refused (split the file). */
export const MAX_IMPORT_ROWS = 20_000;

/** How a header names each field, for the first guess (staff can change it). */
const HEADER_GUESSES: Record<ImportField, RegExp> = {
  name: /^(full[\s_-]*|student[\s_-]*|applicant[\s_-]*|candidate[\s_-]*)?name$/i,
  phone: /phone|mobile|cell|whats\s*app|contact[\s_-]*(no|number)/i,
  email: /e[\s_-]*mail/i,
  course: /course|programme|program/i,
  campus: /campus|branch|centre|center/i,
  source: /source|channel|how[\s_-]*(they|did)/i,
  note: /note|remark|comment|message/i,
  created_at: /date|created|enquir(y|ed)[\s_-]*on|when/i,
};

export function guessMapping(headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const header = headers.find((candidate) => !taken.has(candidate) && HEADER_GUESSES[field].test(candidate.trim()));
    if (header !== undefined) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** The file as a header and rows of cells; a file csv-parse cannot read is a 400 naming the line. */
export function readCsv(text: string): { headers: string[]; rows: string[][] } {
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 100_000,
    }) as string[][];
  } catch (error) {
    throw badRequest(`The file is not a CSV we can read: ${(error as Error).message}`, {
      fields: { file: 'Not a readable CSV' },
    });
  }
  const [headers, ...rows] = records.filter((record) => record.some((cell) => cell !== ''));
  if (!headers) throw badRequest('The file is empty', { fields: { file: 'The file is empty' } });
  if (!rows.length) throw badRequest('The file has a header but no rows', { fields: { file: 'No rows to import' } });
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest(`At most ${MAX_IMPORT_ROWS} rows in one import: split the file`, {
      fields: { file: `${rows.length} rows` },
    });
  return { headers: headers.map((header) => stripControls(header)), rows };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** A value by its code or its label, as staff type either ("spam", "SPAM", the course's full name). */
function lookup<T extends string>(codes: readonly T[], labels: Record<string, string>, raw: string): T | undefined {
  const wanted = words(raw);
  for (const code of codes) {
    const label = labels[code] ?? code;
    const short = /\(([A-Z]{2,})\)\s*$/.exec(label)?.[1] ?? '';
    if ([code, label, short].some((candidate) => candidate && words(candidate) === wanted)) return code;
  }
  return undefined;
}

const SOURCE_WORDS: Record<string, StaffSource> = {
  walkin: 'walk_in',
  call: 'phone',
  'phone call': 'phone',
  event: 'fair',
  'education fair': 'fair',
};

/** An enquiry's date as a spreadsheet writes it (27/11/2026, 27/11/2026 12:02, 2026-11-27), in India's time. */
export function importDate(raw: string, now: number): Date | string {
  const text = raw.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?/.exec(text);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5]] : ymd ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5]] : null;
  if (!parts) return `Date "${raw}" is not a date: write it as 27/11/2026`;
  const [year, month, day, hour = '10', minute = '00'] = parts;
  const calendarDay = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isCalendarDay(calendarDay) || Number(hour) > 23) return `Date "${raw}" is not on the calendar`;
  const instant = new Date(`${calendarDay}T${hour.padStart(2, '0')}:${minute}:00+05:30`);
  if (instant.getTime() > now) return `Date "${raw}" is in the future`;
  if (year < '2000') return `Date "${raw}" is before 2000`;
  return instant;
}

export type ImportValues = {
  name: string;
  email: string | null;
  phone: string | null;
  phone_e164: string | null;
  course: string | null;
  campus: string | null;
  source: StaffSource;
  note: string;
  created_at: Date | null;
};

export type ImportRow = {
  /** The row's line in the file (the header is line 1). */
  line: number;
  status: 'new' | 'joins' | 'possible_duplicate' | 'error';
  /** The applicant it joins, or may duplicate. */
  applicant_id: number | null;
  /** An earlier row of the file this one may duplicate (same phone, another name). */
  duplicate_of_line: number | null;
  reason: string | null;
  values: ImportValues | null;
};

const emailCheck = z.email();

/** One row's values by the mapping, or the reason it cannot be imported. */
function rowValues(
  cells: string[],
  column: Partial<Record<ImportField, number>>,
  defaultSource: StaffSource,
  now: number,
): ImportValues | string {
  const cell = (field: ImportField) => {
    const index = column[field];
    return index === undefined ? '' : stripControls(cells[index] ?? '').trim();
  };
  const name = cell('name').replace(/\s+/g, ' ');
  if (!name) return 'Name is missing';
  if (name.length > 120) return 'Name is longer than 120 characters';
  const rawPhone = cell('phone');
  const rawEmail = cell('email');
  if (!rawPhone && !rawEmail) return 'No phone and no e-mail: one is needed';
  const phone_e164 = rawPhone ? phoneE164(rawPhone) : null;
  if (rawPhone && !phone_e164) return `Phone "${rawPhone}" is not a phone number`;
  const email = rawEmail ? rawEmail.toLowerCase() : null;
  if (email && (email.length > 254 || !emailCheck.safeParse(email).success))
    return `E-mail "${rawEmail}" is not an address`;
  const rawCourse = cell('course');
  const course = rawCourse ? lookup(APPLICATION_COURSES, COURSE_CODE_LABELS, rawCourse) : null;
  if (course === undefined) return `Course "${rawCourse}" is not one of ours`;
  const rawCampus = cell('campus');
  const campus = rawCampus ? lookup(CAMPUSES, CAMPUS_LABELS, rawCampus) : null;
  if (campus === undefined) return `Campus "${rawCampus}" is not one of ours`;
  const rawSource = cell('source');
  const source = rawSource
    ? (lookup(STAFF_SOURCES, STAFF_SOURCE_LABELS, rawSource) ?? SOURCE_WORDS[words(rawSource)])
    : defaultSource;
  if (!source) return `Source "${rawSource}" is not Walk-in, Phone, Fair or Referral`;
  const note = cell('note');
  if (note.length > 5000) return 'Note is longer than 5000 characters';
  const rawDate = cell('created_at');
  const created_at = rawDate ? importDate(rawDate, now) : null;
  if (typeof created_at === 'string') return created_at;
  return {
    name,
    email,
    phone: rawPhone ? asciiDigits(rawPhone) : null,
    phone_e164,
    course,
    campus,
    source,
    note,
    created_at,
  };
}

/** As leads_other_name in the database: both names given, and neither's words all within the other's. */
export function otherName(a: string, b: string): boolean {
  const wa = new Set(a.trim().toLowerCase().split(/\s+/).filter(Boolean));
  const wb = new Set(b.trim().toLowerCase().split(/\s+/).filter(Boolean));
  if (!wa.size || !wb.size) return false;
  const within = (x: Set<string>, y: Set<string>) => [...x].every((word) => y.has(word));
  return !(within(wa, wb) || within(wb, wa));
}

/**
 * Every row checked and classified against the applicants here now (run again inside the import's transaction,
 * once applicant_keys is locked, so what is imported is what the rules say at that moment).
 */
export async function classifyRows(
  knex: Knex | Knex.Transaction,
  csv: { headers: string[]; rows: string[][] },
  mapping: ImportMapping,
  defaultSource: StaffSource,
  now: number,
): Promise<ImportRow[]> {
  const column: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (header === undefined) continue;
    const index = csv.headers.indexOf(header);
    if (index < 0) throw badRequest(`The file has no column "${header}"`, { fields: { [field]: 'No such column' } });
    column[field] = index;
  }
  if (column.name === undefined) throw badRequest('Choose the column with the name', { fields: { name: 'Required' } });
  if (column.phone === undefined && column.email === undefined)
    throw badRequest('Choose the column with the phone or the e-mail', { fields: { phone: 'Phone or e-mail' } });

  const rows: ImportRow[] = csv.rows.map((cells, index) => {
    const values = rowValues(cells, column, defaultSource, now);
    return typeof values === 'string'
      ? { line: index + 2, status: 'error', applicant_id: null, duplicate_of_line: null, reason: values, values: null }
      : { line: index + 2, status: 'new', applicant_id: null, duplicate_of_line: null, reason: null, values };
  });
  const valid = rows.filter((row) => row.values);
  const keys = [
    ...new Set(
      valid.flatMap(({ values }) => [
        ...(values?.email ? [`e:${values.email}`] : []),
        ...(values?.phone_e164 ? [`p:${values.phone_e164}`] : []),
      ]),
    ),
  ];
  const known = new Map<string, { id: number; name: string }>();
  for (let at = 0; at < keys.length; at += 5000) {
    const { rows: found } = await knex.raw(
      `SELECT k.key, a.id, a.name FROM applicant_keys k JOIN applicants a ON a.id = k.applicant_id
        WHERE k.key = ANY(?::text[])`,
      [keys.slice(at, at + 5000)],
    );
    for (const row of found as { key: string; id: number; name: string }[])
      known.set(row.key, { id: Number(row.id), name: row.name });
  }
  // Earlier rows of the file, by their keys: one person is one row.
  const earlier = new Map<string, ImportRow>();
  const joinedBy = new Map<number, number>();
  for (const row of valid) {
    const values = row.values as ImportValues;
    const emailKey = values.email ? `e:${values.email}` : null;
    const phoneKey = values.phone_e164 ? `p:${values.phone_e164}` : null;
    const sameEmail = emailKey ? earlier.get(emailKey) : undefined;
    const samePhone = phoneKey ? earlier.get(phoneKey) : undefined;
    const error = (reason: string) => Object.assign(row, { status: 'error', reason, values: null });
    if (sameEmail) {
      error(`Same e-mail as row ${sameEmail.line}: one row per person`);
      continue;
    }
    if (samePhone && !otherName(samePhone.values?.name ?? '', values.name)) {
      error(`Same phone and name as row ${samePhone.line}: one row per person`);
      continue;
    }
    const byEmail = emailKey ? known.get(emailKey) : undefined;
    const byPhone = phoneKey ? known.get(phoneKey) : undefined;
    if (byEmail || (byPhone && !otherName(byPhone.name, values.name))) {
      const target = (byEmail ?? byPhone) as { id: number };
      const first = joinedBy.get(target.id);
      if (first) {
        error(`Joins the same applicant #${target.id} as row ${first}: one row per person`);
        continue;
      }
      joinedBy.set(target.id, row.line);
      Object.assign(row, { status: 'joins', applicant_id: target.id });
    } else if (byPhone) {
      Object.assign(row, { status: 'possible_duplicate', applicant_id: byPhone.id });
    } else if (samePhone) {
      Object.assign(row, { status: 'possible_duplicate', duplicate_of_line: samePhone.line });
    }
    if (emailKey && !earlier.has(emailKey)) earlier.set(emailKey, row);
    if (phoneKey && !earlier.has(phoneKey)) earlier.set(phoneKey, row);
  }
  return rows;
}

export function countRows(rows: ImportRow[]) {
  const count = (status: ImportRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows: rows.length,
    new: count('new'),
    joins: count('joins'),
    possible_duplicates: count('possible_duplicate'),
    errors: count('error'),
  };
}
