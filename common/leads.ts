// The lead pipeline's words, shared by the server and the staff panel: stages, lost reasons, sources, attribution.
import { ATTRIBUTION_KEYS, type Attribution } from './attribution';
import { personField } from './declaration';
import { submissionDeclarations } from './forms';

export { ATTRIBUTION_KEYS, type Attribution };

export const APPLICANT_STAGES = ['new', 'contacted', 'counselled', 'applied', 'enrolled', 'lost'] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];
export const APPLICANT_STAGE_LABELS: Record<ApplicantStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  counselled: 'Counselled',
  applied: 'Applied',
  enrolled: 'Enrolled',
  lost: 'Lost',
};
/** Moving to these stages needs the date of the next follow-up. */
export const STAGES_NEEDING_FOLLOW_UP: readonly ApplicantStage[] = ['contacted', 'counselled'];

export const LOST_REASONS = ['not_interested', 'fees', 'eligibility', 'joined_elsewhere', 'unreachable'] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  not_interested: 'Not interested',
  fees: 'Fees',
  eligibility: 'Eligibility',
  joined_elsewhere: 'Joined elsewhere',
  unreachable: 'Unreachable',
};

type VisitorForms = typeof submissionDeclarations;

/** The forms an applicant's submissions come from (the submission tables): the visitor forms common/forms.ts declares. */
export type LeadSource = keyof VisitorForms;
export const LEAD_SOURCES = Object.keys(submissionDeclarations) as unknown as readonly [LeadSource, ...LeadSource[]];
export const LEAD_SOURCE_LABELS = Object.fromEntries(
  LEAD_SOURCES.map((source) => [source, submissionDeclarations[source].visitor.source]),
) as Record<LeadSource, string>;

/** The visitor forms that are enquiries (each alerts staff and is acknowledged); the newsletter box is not one. */
export type EnquiryForm = {
  [K in LeadSource]: VisitorForms[K]['visitor'] extends { enquiry: object } ? K : never;
}[LeadSource];
/** Each enquiry form's name in the staff alert and the acknowledgement, and the column of the person's name. */
export const ENQUIRY_FORMS = Object.fromEntries(
  LEAD_SOURCES.flatMap((source) => {
    const { visitor } = submissionDeclarations[source];
    const name = personField(submissionDeclarations[source], 'name');
    return 'enquiry' in visitor && name ? [[source, { ...visitor.enquiry, name }]] : [];
  }),
) as { [K in EnquiryForm]: VisitorForms[K]['visitor']['enquiry'] & { name: string } };

/** How staff met an enquirer they enter themselves (a walk-in, a call, a fair, a referral): applicant_entries. */
export const STAFF_SOURCES = ['walk_in', 'phone', 'fair', 'referral'] as const;
export type StaffSource = (typeof STAFF_SOURCES)[number];
export const STAFF_SOURCE_LABELS: Record<StaffSource, string> = {
  walk_in: 'Walk-in',
  phone: 'Phone',
  fair: 'Fair',
  referral: 'Referral',
};

/** Where an applicant came from: a visitor's form, or staff's own entry. */
export const APPLICANT_SOURCES = [...LEAD_SOURCES, ...STAFF_SOURCES] as const;
export type ApplicantSource = (typeof APPLICANT_SOURCES)[number];
export const APPLICANT_SOURCE_LABELS: Record<ApplicantSource, string> = {
  ...LEAD_SOURCE_LABELS,
  ...STAFF_SOURCE_LABELS,
};

/** The fields a column of an imported CSV can be read as (server/leads/import-rows.ts), with their labels. */
export const IMPORT_FIELDS = ['name', 'phone', 'email', 'course', 'campus', 'source', 'note', 'created_at'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  course: 'Course',
  campus: 'Campus',
  source: 'Source',
  note: 'Note',
  created_at: 'Enquiry date',
};
export type ImportMapping = Partial<Record<ImportField, string>>;

/** The list's ready-made views. */
export const APPLICANT_VIEWS = ['due_today', 'overdue', 'untouched', 'mine', 'possible_duplicates'] as const;
export type ApplicantView = (typeof APPLICANT_VIEWS)[number];
export const APPLICANT_VIEW_LABELS: Record<ApplicantView, string> = {
  due_today: 'Due today',
  overdue: 'Overdue',
  untouched: 'New and untouched 24 h',
  mine: 'Mine',
  possible_duplicates: 'Possible duplicates',
};

/** CSV columns staff may choose for the applicants export, header by key. */
export const APPLICANT_CSV_COLUMNS = {
  id: 'ID',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  stage: 'Stage',
  lost_reason: 'Lost reason',
  owner: 'Owner',
  next_follow_up_at: 'Next follow-up (IST)',
  source: 'Source',
  course: 'Course',
  campus: 'Campus',
  utm_source: 'UTM source',
  utm_campaign: 'UTM campaign',
  consent_in_person: 'Consent in person',
  language: 'Language',
  created_at: 'Created (IST)',
} as const;
export type ApplicantCsvColumn = keyof typeof APPLICANT_CSV_COLUMNS;
/** The columns ticked when the export dialog opens: who, how to reach them, where they stand and what is next. */
export const DEFAULT_APPLICANT_CSV_COLUMNS: ApplicantCsvColumn[] = [
  'name',
  'email',
  'phone',
  'course',
  'stage',
  'owner',
  'next_follow_up_at',
  'created_at',
];
