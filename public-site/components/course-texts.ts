// The course cards' texts (the courses page and the home page's courses): keys of their own catalogue part
// (`course-card.…`, scripts/compile-catalogues.mjs), loaded with either page's code, so the cards read in the page's
// language. common/courses.ts keeps the English data the forms and the staff panel read.

import type { CourseId } from '../../common/course-titles';
import type { Course } from '../../common/courses';
import { DEFAULT_LANGUAGE } from '../../common/languages';
import { formatNumber, type PageMessages, useLanguage, useT } from '../i18n/i18n';
import type { CourseCardTexts } from './CourseCard';

/** The cards' messages in each language, for a page module's `messages` (with mergeCatalogues). */
export const courseCardMessages: PageMessages = {
  en: () => import('../locales/en/course-card').then((module) => module.messages),
  bn: () => import('../locales/bn/course-card').then((module) => module.messages),
  hi: () => import('../locales/hi/course-card').then((module) => module.messages),
};

export type CourseTextKeys = { duration: string; description: string; eligibility: string; highlights: string[] };

const CERTIFICATION_ELIGIBILITY = 'course-card.eligibility_certification';
const DEGREE_ELIGIBILITY = 'course-card.eligibility_degree';

const COURSE_TEXTS: Record<CourseId, CourseTextKeys> = {
  spam: {
    duration: 'course-card.duration.months_12',
    description: 'course-card.spam.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'course-card.spam.highlight_1',
      'course-card.spam.highlight_2',
      'course-card.spam.highlight_3',
      'course-card.spam.highlight_4',
    ],
  },
  spth: {
    duration: 'course-card.duration.months_12',
    description: 'course-card.spth.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'course-card.spth.highlight_1',
      'course-card.spth.highlight_2',
      'course-card.spth.highlight_3',
      'course-card.spth.highlight_4',
    ],
  },
  sphats: {
    duration: 'course-card.duration.months_18',
    description: 'course-card.sphats.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'course-card.sphats.highlight_1',
      'course-card.sphats.highlight_2',
      'course-card.sphats.highlight_3',
      'course-card.sphats.highlight_4',
    ],
  },
  sphm: {
    duration: 'course-card.duration.months_6',
    description: 'course-card.sphm.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'course-card.sphm.highlight_1',
      'course-card.sphm.highlight_2',
      'course-card.sphm.highlight_3',
      'course-card.sphm.highlight_4',
    ],
  },
  chm: {
    duration: 'course-card.duration.hours_60',
    description: 'course-card.chm.description',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'course-card.chm.highlight_1',
      'course-card.chm.highlight_2',
      'course-card.chm.highlight_3',
      'course-card.chm.highlight_4',
    ],
  },
  bba: {
    duration: 'course-card.duration.years_4',
    description: 'course-card.bba.description',
    eligibility: DEGREE_ELIGIBILITY,
    highlights: [
      'course-card.degree.affiliated',
      'course-card.bba.highlight_2',
      'course-card.bba.highlight_3',
      'course-card.degree.placement',
    ],
  },
  bbm: {
    duration: 'course-card.duration.years_4',
    description: 'course-card.bbm.description',
    eligibility: DEGREE_ELIGIBILITY,
    highlights: [
      'course-card.degree.affiliated',
      'course-card.bbm.highlight_2',
      'course-card.bbm.highlight_3',
      'course-card.degree.placement',
    ],
  },
};

/** A course card's texts in the page's language. */
export function useCourseTexts(): (course: Course) => CourseCardTexts {
  const t = useT();
  const language = useLanguage();
  return (course) => {
    const keys = COURSE_TEXTS[course.id];
    return {
      duration: t(keys.duration),
      location: t('course-card.location'),
      description: t(keys.description),
      eligibility: t(keys.eligibility),
      highlights: keys.highlights.map((key) => t(key)),
      students: t('course-card.students', { count: formatNumber(language, course.students) }),
      eligibilityLabel: t('course-card.eligibility'),
      titleLang: language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE,
    };
  };
}
