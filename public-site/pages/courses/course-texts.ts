// The courses page's texts of each course (common/courses.ts keeps the English data the home page and the forms
// read): keys of the page's own catalogue part, so the cards read in the page's language.
import type { CourseId } from '../../../common/course-titles';

export type CourseTextKeys = { duration: string; description: string; eligibility: string; highlights: string[] };

const CERTIFICATION_ELIGIBILITY = 'courses.card.eligibility_certification';
const DEGREE_ELIGIBILITY = 'courses.card.eligibility_degree';

export const COURSE_TEXTS: Record<CourseId, CourseTextKeys> = {
  spam: {
    duration: 'courses.duration.months_12',
    description: 'courses.spam.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'courses.spam.highlight_1',
      'courses.spam.highlight_2',
      'courses.spam.highlight_3',
      'courses.spam.highlight_4',
    ],
  },
  spth: {
    duration: 'courses.duration.months_12',
    description: 'courses.spth.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'courses.spth.highlight_1',
      'courses.spth.highlight_2',
      'courses.spth.highlight_3',
      'courses.spth.highlight_4',
    ],
  },
  sphats: {
    duration: 'courses.duration.months_18',
    description: 'courses.sphats.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'courses.sphats.highlight_1',
      'courses.sphats.highlight_2',
      'courses.sphats.highlight_3',
      'courses.sphats.highlight_4',
    ],
  },
  sphm: {
    duration: 'courses.duration.months_6',
    description: 'courses.sphm.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'courses.sphm.highlight_1',
      'courses.sphm.highlight_2',
      'courses.sphm.highlight_3',
      'courses.sphm.highlight_4',
    ],
  },
  chm: {
    duration: 'courses.duration.hours_60',
    description: 'courses.chm.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'courses.chm.highlight_1',
      'courses.chm.highlight_2',
      'courses.chm.highlight_3',
      'courses.chm.highlight_4',
    ],
  },
  bba: {
    duration: 'courses.duration.years_4',
    description: 'courses.bba.description',
    eligibility: DEGREE_ELIGIBILITY,
    highlights: [
      'courses.degree.affiliated',
      'courses.bba.highlight_2',
      'courses.bba.highlight_3',
      'courses.degree.placement',
    ],
  },
  bbm: {
    duration: 'courses.duration.years_4',
    description: 'courses.bbm.description',
    eligibility: DEGREE_ELIGIBILITY,
    highlights: [
      'courses.degree.affiliated',
      'courses.bbm.highlight_2',
      'courses.bbm.highlight_3',
      'courses.degree.placement',
    ],
  },
};
