// Route entries of /courses and its alias /admissions: one screen, static content and the application form.
import { courseCardMessages } from '../../components/course-texts';
import { mergeCatalogues, type PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { CoursesPage } from './CoursesPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts), and the cards'. */
const messages: PageMessages = {
  en: () => import('../../locales/en/courses').then((module) => module.messages),
  bn: () => import('../../locales/bn/courses').then((module) => module.messages),
  hi: () => import('../../locales/hi/courses').then((module) => module.messages),
};

const courses: PageModule = { Component: CoursesPage, messages: mergeCatalogues(messages, courseCardMessages) };
export default courses;
