// The applicant screens' calls beyond react-admin's list (docs/leads.md): detail, timeline, edits with `version`,
// notes, follow-ups, merge, split, bulk, saved views and the owner choices. Errors carry the server's message.
import type { CallOutcome } from '../../common/calls';
import type { LikelyDuplicatePair } from '../../common/duplicates';
import type { ApplicantStage, Attribution, LeadSource, LostReason } from '../../common/leads';
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
  source: LeadSource | null;
  course: string | null;
  campus: string | null;
  phone_e164: string | null;
  /** Where the first enquiry's visit came from (UTM parameters, referrer, landing page). */
  attribution: Attribution | null;
  /** The WhatsApp message the asking member would send (the admins' template filled in); null without a phone. */
  whatsapp: { text: string; url: string } | null;
  version: number;
  created_at: string;
  submissions: ApplicantSubmission[];
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

/** The CSV of every applicant the filter matches, with the chosen columns. */
export const applicantCsvUrl = (filter: Record<string, unknown>, columns: string[]) =>
  `${BASE}/export.csv?${new URLSearchParams({ filter: JSON.stringify(filter), columns: JSON.stringify(columns) })}`;
