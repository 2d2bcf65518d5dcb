// Route entries of /terms and /privacy: static pages.
import type { PageModule } from '../../page';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

export const terms: PageModule = { Component: TermsPage };
export const privacy: PageModule = { Component: PrivacyPage };
