// What each table of personal data is, as the visitor reads it (/your-data, an access report, an erasure's preview).
// The visitor forms' sections come from their declarations (common/forms.ts); the rest are the lead pipeline's.
import { submissionDeclarations } from '../../common/forms';
import { LEAD_SOURCES } from '../../common/leads';

export const HELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(LEAD_SOURCES.map((source) => [source, submissionDeclarations[source].visitor.held])),
  applicant_entries: 'Enquiries made in person, by phone or at a fair',
  applicants: 'Your record with our admission counsellors',
  applicant_keys: 'How your enquiries are matched to your record',
  applicant_events: 'History of your record',
  applicant_notes: 'Counsellors’ notes',
  applicant_follow_ups: 'Planned follow-up calls',
  mail_acknowledgements: 'Acknowledgement e-mails sent to you',
  data_requests: 'Your requests about your data',
};
