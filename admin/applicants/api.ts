// The applicant screens' calls beyond react-admin's list (docs/leads.md): detail, timeline, edits with `version`,
// notes, follow-ups, merge, split, bulk, saved views and the owner choices. Errors carry the server's message.

import type { CallOutcome } from '../../common/calls';
import type { LikelyDuplicatePair } from '../../common/duplicates';
import type { Language } from '../../common/languages';
import type {
  ApplicantSource,
  ApplicantStage,
  Attribution,
  ImportMapping,
  LeadSource,
  LostReason,
  StaffSource,
} from '../../common/leads';
import { API_URL, httpClient } from '../dataProvider';

const BASE = `${API_URL}/applicants`;

export type Owner = { id: number; name: string; email: string; takes_leads: boolean; away: boolean };

export type ApplicantSubmission = {
  source: LeadSource;
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  course: string | null;
  campus: string | null;
  /** What the visitor wrote in the form (the forms with a message box). */
  message: string | null;
  attribution: Record<string, string> | null;
  created_at: string;
};

/** An enquiry staff entered, with the consent they recorded (in person, or vouched for at an import). */
export type ApplicantEntry = {
  id: number;
  source: StaffSource;
  import_id: number | null;
  consent_method: 'in_person' | 'import' | null;
  consent_notice_version: string | null;
  consent_at: string | null;
  consent_recorded_by_name: string | null;
  marketing_consent: boolean;
  created_at: string;
  created_by_name: string | null;
};

/** What "New applicant" sends (server/leads/entries.ts). */
export type NewApplicantEntry = {
  name: string;
  phone: string;
  email: string;
  course: string;
  campus: string;
  note: string;
  source: StaffSource;
  consent_in_person: boolean;
  marketing_consent: boolean;
  owner_id?: number | null;
  join_id?: number;
};

/** The applicant a new entry matched (409): the same e-mail, or the same phone and name. */
export type ExistingApplicant = { id: number; name: string; email: string | null; phone: string | null };

export type FollowUp = { id: number; due_at: string; note: string; done_at: string | null; created_by: number | null };

export type Applicant = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  stage: ApplicantStage;
  lost_reason: LostReason | null;
  owner_id: number | null;
  owner_name: string | null;
  next_follow_up_at: string | null;
  source: ApplicantSource | null;
  course: string | null;
  campus: string | null;
  phone_e164: string | null;
  /** Where the first enquiry's visit came from (UTM parameters, referrer, landing page). */
  attribution: Attribution | null;
  /** The language they wrote to us in (the notice language of their latest form; English without one). */
  language: Language;
  /**
   * The WhatsApp message the asking member would send (the admins' template in the applicant's language, English
   * where that has none, filled in); null without a phone.
   */
  whatsapp: { text: string; url: string; language: Language } | null;
  version: number;
  created_at: string;
  submissions: ApplicantSubmission[];
  /** Enquiries staff entered (walk-ins, calls, fairs, imports), each with the consent recorded. */
  entries: ApplicantEntry[];
  follow_ups: FollowUp[];
  merged_ids: number[];
  /** Set when an enquiry matched another applicant by phone alone, under another name: a counsellor decides. */
  possible_duplicate_of: number | null;
  possible_duplicate: { id: number; name: string; email: string | null; phone: string | null } | null;
  /** The likely duplicates of this applicant the member sees (same name with a near phone or e-mail, or a mark). */
  likely_duplicates: LikelyDuplicatePair[];
};

export type TimelineEntry = {
  key: string;
  kind:
    | 'submission'
    | 'assigned'
    | 'stage'
    | 'follow_up'
    | 'follow_up_done'
    | 'merged'
    | 'split'
    | 'possible_duplicate'
    | 'not_duplicate'
    | 'call'
    | 'whatsapp'
    | 'email'
    | 'created_by_staff'
    | 'entry'
    | 'note';
  at: string;
  staff_id: number | null;
  staff_name: string | null;
  data: Record<string, unknown> | null;
  note_id: number | null;
  body: string | null;
  editable: boolean;
};

/** What a stage change sends: the stage and what the server asks for with it. */
export type StageChange = {
  stage: ApplicantStage;
  next_follow_up_at?: string;
  follow_up_note?: string;
  lost_reason?: LostReason;
};

export type BulkChangeFields = Partial<StageChange> & { owner_id?: number | null };
export type BulkResult = { updated: number; skipped: number; bulk_change_id: number; undo_until: string };
export type BulkPreview = {
  matching: number;
  own: number;
  /** Owned by other members. */
  others: number;
  unowned: number;
  /** The asker's change reaches their own rows only (counsellors); `skipped` is how many it would leave. */
  only_own: boolean;
  skipped: number;
};
export type BulkChangeRecord = {
  id: number;
  change: BulkChangeFields;
  updated: number;
  skipped: number;
  at: string;
  undo_until: string;
};
export type UndoResult = { undone: number; not_undone: number; not_undone_ids: number[] };

/** A call as the Log call dialog sends it (docs/leads.md). */
export type CallLog = {
  outcome: CallOutcome;
  duration_seconds?: number | null;
  note?: string;
  next_follow_up_at?: string | null;
  follow_up_note?: string;
  stage?: ApplicantStage | null;
  lost_reason?: LostReason | null;
  version?: number;
};

/** One of the member's calls for today: an open follow-up due today or earlier, with its applicant. */
export type TodaysCall = {
  follow_up_id: number;
  due_at: string;
  note: string;
  applicant_id: number;
  name: string;
  phone: string | null;
  phone_e164: string | null;
  stage: ApplicantStage;
  course: string | null;
  due: boolean;
  overdue: boolean;
};

export type SavedView = { id: number; name: string; filter: Record<string, unknown> };

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const { json } = await httpClient(`${BASE}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

export const applicantsApi = {
  get: (id: number | string) => call<Applicant>(`/${id}`),
  /** A walk-in or phone enquiry entered by staff; 409 offers the applicant it is the same person as. */
  create: (entry: NewApplicantEntry) => call<{ id: number }>('', 'POST', entry),
  timeline: (id: number | string) => call<TimelineEntry[]>(`/${id}/timeline`),
  owners: () => call<Owner[]>('/owners'),
  /** The edit: `version` is the one read; a stale one answers 409 with the server's message. */
  update: (id: number | string, body: { version: number } & Partial<StageChange> & Record<string, unknown>) =>
    call<Applicant>(`/${id}`, 'PUT', body),
  addNote: (id: number | string, body: string) => call(`/${id}/notes`, 'POST', { body }),
  editNote: (id: number | string, noteId: number, body: string) => call(`/${id}/notes/${noteId}`, 'PUT', { body }),
  addFollowUp: (id: number | string, due_at: string, note: string) =>
    call(`/${id}/follow_ups`, 'POST', { due_at, note }),
  followUpDone: (id: number | string, followUpId: number) =>
    call(`/${id}/follow_ups/${followUpId}`, 'PUT', { done: true }),
  logCall: (id: number | string, body: CallLog) => call<unknown>(`/${id}/calls`, 'POST', body),
  /** Records that the member opened WhatsApp to write to the applicant (the timeline shows it). */
  openedWhatsApp: (id: number | string) => call<{ url: string }>(`/${id}/whatsapp`, 'POST', {}),
  dueNow: () => call<{ count: number }>('/due-now'),
  callsToday: () => call<TodaysCall[]>('/calls-today'),
  merge: (id: number | string, otherId: number) => call<Applicant>(`/${id}/merge`, 'POST', { other_id: otherId }),
  notDuplicate: (id: number | string) => call<Applicant>(`/${id}/not-duplicate`, 'POST', {}),
  /** A page of the likely duplicates the member sees, newest pairs first, with how many there are in all. */
  likelyDuplicates: async (start: number, end: number) => {
    const { json, headers } = await httpClient(
      `${BASE}/likely-duplicates?${new URLSearchParams({ range: JSON.stringify([start, end]) })}`,
    );
    const total = Number(headers.get('content-range')?.split('/')[1] ?? 0);
    return { pairs: json as LikelyDuplicatePair[], total };
  },
  /** "Not the same person": the pair is recorded as two people and never suggested again. */
  differentPeople: (pair: LikelyDuplicatePair) =>
    call('/likely-duplicates/dismissals', 'POST', { applicant_id: pair.newer.id, other_id: pair.older.id }),
  /** "Merge": the newer one into the older, both timelines kept. */
  mergePair: (pair: LikelyDuplicatePair) =>
    call<Applicant>(`/${pair.older.id}/merge`, 'POST', { other_id: pair.newer.id }),
  split: (id: number | string, source: LeadSource, submissionId: number) =>
    call<{ id: number }>(`/${id}/split`, 'POST', { source, submission_id: submissionId }),
  bulk: (filter: Record<string, unknown>, change: BulkChangeFields) =>
    call<BulkResult>('/bulk', 'POST', { filter, ...change }),
  /** Whose rows a bulk change of this filter would touch (a counsellor's reaches their own only). */
  bulkPreview: (filter: Record<string, unknown>) =>
    call<BulkPreview>(`/bulk/preview?${new URLSearchParams({ filter: JSON.stringify(filter) })}`),
  /** The member's bulk changes that can still be undone, newest first. */
  bulkChanges: () => call<BulkChangeRecord[]>('/bulk/changes'),
  undoBulk: (id: number) => call<UndoResult>(`/bulk/${id}/undo`, 'POST', {}),
  views: async () => (await httpClient(`${API_URL}/applicant_views`)).json as SavedView[],
  saveView: async (name: string, filter: Record<string, unknown>) =>
    (await httpClient(`${API_URL}/applicant_views`, { method: 'POST', body: JSON.stringify({ name, filter }) }))
      .json as SavedView,
  deleteView: (id: number) => httpClient(`${API_URL}/applicant_views/${id}`, { method: 'DELETE' }),
};

export type ImportOptions = {
  mapping: ImportMapping;
  default_source: StaffSource;
  file_name: string;
  owner_id?: string;
  consent_vouched?: boolean;
  skip_invalid?: boolean;
};
export type ImportPreviewRow = {
  line: number;
  status: 'new' | 'joins' | 'possible_duplicate' | 'error';
  applicant_id: number | null;
  duplicate_of_line: number | null;
  reason: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
};
export type ImportCounts = { rows: number; new: number; joins: number; possible_duplicates: number; errors: number };
export type ImportRecord = {
  id: number;
  staff_id: number | null;
  staff_name?: string | null;
  file_name: string;
  rows: number;
  created: number;
  joined: number;
  possible_duplicates: number;
  created_at: string;
  undone_at: string | null;
  undo_result: { removed: number; reverted: number; not_undone: number[] } | null;
};
export type ImportEntry = {
  entry_id: number;
  line: number;
  applicant_id: number;
  current_id: number;
  joined: boolean;
  name: string;
  email: string | null;
  phone: string | null;
  possible_duplicate_of: number | null;
};

/** Sends the CSV file itself as the body, the options in the address. */
async function sendCsv<T>(path: string, csv: string, options?: ImportOptions): Promise<T> {
  const query = options
    ? `?${new URLSearchParams({
        mapping: JSON.stringify(options.mapping),
        default_source: options.default_source,
        file_name: options.file_name,
        ...(options.owner_id ? { owner_id: options.owner_id } : {}),
        ...(options.consent_vouched !== undefined ? { consent_vouched: String(options.consent_vouched) } : {}),
        ...(options.skip_invalid !== undefined ? { skip_invalid: String(options.skip_invalid) } : {}),
      })}`
    : '';
  const { json } = await httpClient(`${BASE}/imports${path}${query}`, {
    method: 'POST',
    body: csv,
    headers: new Headers({ 'Content-Type': 'text/csv', Accept: 'application/json' }),
  });
  return json as T;
}

export const importsApi = {
  columns: (csv: string) =>
    sendCsv<{ headers: string[]; mapping: ImportMapping; rows: number; sample: string[][] }>('/columns', csv),
  preview: (csv: string, options: ImportOptions) =>
    sendCsv<{ counts: ImportCounts; rows: ImportPreviewRow[] }>('/preview', csv, options),
  run: (csv: string, options: ImportOptions) =>
    sendCsv<{
      id: number;
      rows: number;
      created: number;
      joined: number;
      possible_duplicates: number;
      skipped: number;
    }>('', csv, options),
  list: () => call<ImportRecord[]>('/imports'),
  get: (id: number) => call<ImportRecord & { entries: ImportEntry[] }>(`/imports/${id}`),
  undo: (id: number) =>
    call<{ removed: number; reverted: number; not_undone: number[] }>(`/imports/${id}/undo`, 'POST', {}),
};

/** The CSV of every applicant the filter matches, with the chosen columns. */
export const applicantCsvUrl = (filter: Record<string, unknown>, columns: string[]) =>
  `${BASE}/export.csv?${new URLSearchParams({ filter: JSON.stringify(filter), columns: JSON.stringify(columns) })}`;
