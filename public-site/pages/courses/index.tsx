// Route entries of /courses and its alias /admissions: one screen, static content and the application form.
import type { PageModule } from '../../page';
import { CoursesPage } from './CoursesPage';

const courses: PageModule = { Component: CoursesPage };
export default courses;
