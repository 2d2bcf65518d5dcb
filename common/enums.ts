// Every enum of the specs, with the labels people see. Server, staff panel and public site import these.

export const BLOG_CATEGORIES = ['aviation', 'hospitality', 'career', 'education', 'industry'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  aviation: 'Aviation',
  hospitality: 'Hospitality',
  career: 'Career Tips',
  education: 'Education',
  industry: 'Industry News',
};

/** A blog post's publishing state: visitors see published posts, and scheduled ones once publish_at has come. */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

export const GALLERY_CATEGORIES = [
  'training',
  'campus',
  'events',
  'achievements',
  'industrial-visit',
  'internship',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
/** The hyphen is shown as a space. */
export const galleryCategoryLabel = (category: string) =>
  category.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export const STREAMS = ['science', 'commerce', 'arts'] as const;
export const STREAM_LABELS: Record<(typeof STREAMS)[number], string> = {
  science: 'Science',
  commerce: 'Commerce',
  arts: 'Arts',
};

export const COURSE_TYPES = ['certification', 'degree'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_TYPE_LABELS: Record<CourseType, string> = { certification: 'Certification', degree: 'Degree' };

export const CAMPUSES = ['siliguri', 'kolkata', 'jalpaiguri', 'cooch-behar'] as const;
export const CAMPUS_LABELS: Record<(typeof CAMPUSES)[number], string> = {
  siliguri: 'Siliguri',
  kolkata: 'Kolkata',
  jalpaiguri: 'Jalpaiguri',
  'cooch-behar': 'Cooch Behar',
};

/** Application form: preferred_course. */
export const APPLICATION_COURSES = ['spam', 'spth', 'sphats', 'sphm', 'chm', 'bba', 'bbm'] as const;
/** Prospectus form: course_interest. */
export const PROSPECTUS_COURSES = ['bba', 'bbm', 'spam', 'spth', 'sphats', 'sphm'] as const;
/** Contact form: course. */
export const CONTACT_COURSES = ['bba-aviation', 'bbm-aviation', 'spam', 'spth', 'sphats', 'sphm'] as const;

/** Registration form: course, stored by its long name. */
export const REGISTRATION_COURSES = [
  'Skilled Professional In Airport Management (SPAM)',
  'Skilled Professional In Tourism & Hospitality (SPTH)',
  'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
  'Skilled Professional In Hotel Management (SPHM)',
  'BBA Tourism, Aviation and Hospitality',
  'BBM Tourism, Aviation and Hospitality',
] as const;

/** Human names for the short course codes used by the contact, application and prospectus forms. */
export const COURSE_CODE_LABELS: Record<string, string> = {
  spam: 'Skilled Professional In Airport Management (SPAM)',
  spth: 'Skilled Professional In Tourism & Hospitality (SPTH)',
  sphats: 'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
  sphm: 'Skilled Professional In Hotel Management (SPHM)',
  chm: 'Certificate in Hotel Management (CHM)',
  bba: 'BBA Tourism, Aviation & Hospitality',
  bbm: 'BBM Tourism, Aviation & Hospitality',
  'bba-aviation': 'BBA Tourism, Aviation & Hospitality',
  'bbm-aviation': 'BBM Tourism, Aviation & Hospitality',
};

/**
 * A stored course (a form's code such as `spam`, or the registration form's long name) as staff read it: the short
 * code for a table cell (SPAM, SPTH, BBA…) and the full name for hover and details. The spec's "first three words"
 * read "Skilled Professional In" for all four SP courses, so tables show the code instead.
 */
export function courseNames(value: string): { code: string; name: string } {
  const name = COURSE_CODE_LABELS[value] ?? value;
  const code = /\(([A-Z]{2,})\)\s*$/.exec(name)?.[1] ?? /^[A-Z]{2,}\b/.exec(name)?.[0] ?? firstThreeWords(name);
  return { code, name };
}

/** Course names in staff tables are shortened to the first three words. */
export const firstThreeWords = (text: string | null | undefined) =>
  text ? text.trim().split(/\s+/).slice(0, 3).join(' ') : '';

/** Staff roles: admin (everything), counsellor (applicants and submissions), editor (site content, no personal data). */
export const STAFF_ROLES = ['admin', 'counsellor', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  counsellor: 'Counsellor',
  editor: 'Editor',
};
