// The audit log's actions with their labels, its CSV columns, and the parts of the system an entry names.
import { submissionDeclarations } from './forms';
import { LEAD_SOURCES, type LeadSource } from './leads';

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'create',
  'update',
  'delete',
  'upload',
  'export',
  'staff_add',
  'staff_update',
  'role_change',
  'staff_deactivate',
  'staff_reactivate',
  'password_link',
  'password_set',
  'password_change',
  'two_factor_on',
  'two_factor_off',
  'recovery_codes_new',
  'two_factor_reset',
  'session_end',
  'applicant_merge',
  'applicant_split',
  'applicant_not_duplicate',
  'applicant_bulk_stage',
  'applicant_bulk_owner',
  'applicant_bulk_undo',
  'applicant_create',
  'applicant_import',
  'applicant_import_undo',
  'data_erasure',
  'retention_purge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  upload: 'Uploaded an image',
  export: 'Exported CSV',
  staff_add: 'Added a staff member',
  staff_update: 'Edited a staff member',
  role_change: 'Changed a role',
  staff_deactivate: 'Deactivated a staff member',
  staff_reactivate: 'Reactivated a staff member',
  password_link: 'Made a password link',
  password_set: 'Set a password from a link',
  password_change: 'Changed own password',
  two_factor_on: 'Turned on two-factor sign-in',
  two_factor_off: 'Turned off two-factor sign-in',
  recovery_codes_new: 'Made new recovery codes',
  two_factor_reset: "Reset a member's two-factor sign-in",
  session_end: 'Ended a session',
  applicant_merge: 'Merged two applicants',
  applicant_split: 'Split a submission into a new applicant',
  applicant_not_duplicate: 'Marked a possible duplicate as another person',
  applicant_bulk_stage: 'Changed the stage of many applicants',
  applicant_bulk_owner: 'Reassigned many applicants',
  applicant_bulk_undo: 'Undid a bulk change of applicants',
  applicant_create: 'Entered an applicant (walk-in, phone, fair, referral)',
  applicant_import: 'Imported applicants from a CSV',
  applicant_import_undo: 'Undid an import of applicants',
  data_erasure: 'Erased a person (data request)',
  retention_purge: 'Retention job: erased old enquiries',
};

/** What an entry is about: a staff resource, the staff accounts, sign-in or uploaded media. */
export const AUDIT_RESOURCES = [
  'auth',
  'staff',
  'media',
  'audit_log',
  'blog_posts',
  'achievers',
  'placements',
  'gallery_images',
  'gallery_videos',
  ...LEAD_SOURCES,
  'applicants',
  'events',
  'data_requests',
  'site_settings',
  'whatsapp_templates',
] as const;

export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** Each part of the system as staff call it (the audit log's Concerning column and filter). */
export const AUDIT_RESOURCE_LABELS: Record<AuditResource, string> = {
  auth: 'Sign-in',
  staff: 'Staff accounts',
  media: 'Uploaded images',
  audit_log: 'Audit log',
  blog_posts: 'Blog posts',
  achievers: 'Achievers',
  placements: 'Placements',
  gallery_images: 'Gallery images',
  gallery_videos: 'Gallery videos',
  ...(Object.fromEntries(
    LEAD_SOURCES.map((source) => [source, submissionDeclarations[source].visitor.audit]),
  ) as Record<LeadSource, string>),
  applicants: 'Applicants',
  events: 'Open days',
  data_requests: 'Data requests',
  site_settings: 'Site settings',
  whatsapp_templates: 'Message templates',
};

export const AUDIT_CSV = {
  filePrefix: 'audit_log',
  columns: [
    { label: 'Date (IST)', value: 'created_at' },
    { label: 'Staff', value: 'staff_email' },
    { label: 'Action', value: 'action' },
    { label: 'Resource', value: 'resource' },
    { label: 'Record', value: 'record_id' },
    { label: 'Address', value: 'address' },
    { label: 'Details', value: 'details' },
  ],
};
