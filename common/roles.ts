// What each staff role may reach: read by the server to refuse (403) and by the staff panel to shape its menu.
import type { StaffRole } from './enums';
import { LEAD_SOURCES } from './leads';

/** The parts of the staff API a permission is given for; every /api/admin route belongs to exactly one. */
export const STAFF_AREAS = [
  'dashboard',
  'content',
  'submissions',
  'export',
  'staff',
  'audit',
  'outbox',
  'privacy',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** What decides access: the role, and for counsellors the per-person export grant. */
export type StaffAccess = { role: StaffRole; can_export: boolean };

const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  admin: STAFF_AREAS,
  // Applicants and submissions; the CSV export only with the grant (checked below); no content, no staff.
  counsellor: ['dashboard', 'submissions', 'export'],
  // Public content only: no personal data at all.
  editor: ['dashboard', 'content'],
};

/** What each role can do, in the words the staff form shows under the role picker. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin:
    'Everything: applicants and submissions, CSV exports, public content, staff accounts, the audit log, the outbox and personal-data requests.',
  counsellor:
    'Applicants and visitor submissions: calls, notes, follow-ups and stages. CSV export only with the grant below. No public content, no staff.',
  editor:
    'Public content only: blog posts, achievers, placements, gallery, open days and site settings. No personal data.',
};

export function canReach(staff: StaffAccess, area: StaffArea): boolean {
  if (!ROLE_AREAS[staff.role]?.includes(area)) return false;
  return area !== 'export' || staff.role === 'admin' || staff.can_export;
}

/** Whether names, e-mails and phone numbers of applicants may be shown unmasked to this member. */
export const seesPersonalData = (staff: StaffAccess) => canReach(staff, 'submissions');

/**
 * The area of every first path segment under /api/admin (and of the panel's screen of the same name), so the menu
 * and the server agree. A segment missing here is refused by the server: nothing is open by accident.
 */
export const RESOURCE_AREAS: Record<string, StaffArea> = {
  dashboard: 'dashboard',
  media: 'content',
  blog_posts: 'content',
  achievers: 'content',
  placements: 'content',
  gallery_images: 'content',
  gallery_videos: 'content',
  // Open days are public content; their registrations are visitors' personal data, like the other forms.
  events: 'content',
  // The admissions banner, campus phones and e-mails, office hours and social links: public content.
  site_settings: 'content',
  // Every visitor form's submissions are visitors' personal data.
  ...Object.fromEntries(LEAD_SOURCES.map((source) => [source, 'submissions' as const])),
  applicants: 'submissions',
  applicant_views: 'submissions',
  // The lead reports: figures, no contact details; a counsellor's cover their own leads only.
  reports: 'submissions',
  staff: 'staff',
  audit_log: 'audit',
  // Every e-mail with its recipients: applicants' and staff addresses alike, so admins only.
  outbox: 'outbox',
  // Personal-data requests and erasures (DPDP Act): admins only.
  data_requests: 'privacy',
  // How counsellors' WhatsApp messages begin: written by admins, with the staff accounts.
  whatsapp_templates: 'staff',
};

/** An e-mail kept recognisable to its owner but not readable: "p•••@e•••.com". */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${tld}`;
}

/** A phone number with all but its last two digits hidden. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=(?:\D*\d){2})/g, '•');

/** A person's name reduced to initials. */
export const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part.slice(0, 1)}.`)
    .join(' ');

/** Keys whose values are an applicant's contact details wherever they appear in an answer. */
const CONTACT_KEY = /(^|_)(email|phone)$/;

/** A copy of an API answer with every e-mail and phone value masked, at any depth. */
export function maskContactFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskContactFields);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
      if (typeof inner === 'string' && CONTACT_KEY.test(key))
        return [key, key.endsWith('email') ? maskEmail(inner) : maskPhone(inner)];
      return [key, maskContactFields(inner)];
    }),
  );
}
