// Route entries of /awards and its alias /achievements: one screen, static content.
import type { PageModule } from '../../page';
import { AwardsPage } from './AwardsPage';

const awards: PageModule = { Component: AwardsPage };
export default awards;
