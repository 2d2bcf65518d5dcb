// The courses' titles by id, apart from their details (common/courses.ts), so the footer on every page lists the
// real courses without carrying the course pages' data in the site's first script.

export const COURSE_TITLES = {
  spam: 'Skilled Professional In Airport Management (SPAM)',
  spth: 'Skilled Professional In Tourism & Hospitality (SPTH)',
  sphats: 'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
  sphm: 'Skilled Professional In Hotel Management (SPHM)',
  chm: 'Certificate in Hotel Management (CHM)',
  bba: 'BBA Tourism, Aviation & Hospitality',
  bbm: 'BBM Tourism, Aviation & Hospitality',
} as const;

export type CourseId = keyof typeof COURSE_TITLES;

/** The degrees first, then the certification courses, as the footer lists them. */
export const FOOTER_COURSES: readonly CourseId[] = ['bba', 'bbm', 'spam', 'spth', 'sphats', 'sphm', 'chm'];
