// Route entry of /about: one screen, static content.
import type { PageModule } from '../../page';
import { AboutPage } from './AboutPage';

const about: PageModule = { Component: AboutPage };
export default about;
