// The audit log's actions with their labels, its CSV columns, and the parts of the system an entry names.

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
  'session_end',
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
  session_end: 'Ended a session',
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
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
  'newsletter_subscriptions',
] as const;

export const AUDIT_CSV = {
  filePrefix: 'audit_log',
  columns: [
    { label: 'Date', value: 'created_at' },
    { label: 'Staff', value: 'staff_email' },
    { label: 'Action', value: 'action' },
    { label: 'Resource', value: 'resource' },
    { label: 'Record', value: 'record_id' },
    { label: 'Address', value: 'address' },
    { label: 'Details', value: 'details' },
  ],
};
