// Route entries of /awards and its alias /achievements: one screen, static content.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { AwardsPage } from './AwardsPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/awards').then((module) => module.messages),
  bn: () => import('../../locales/bn/awards').then((module) => module.messages),
  hi: () => import('../../locales/hi/awards').then((module) => module.messages),
};

const awards: PageModule = { Component: AwardsPage, messages };
export default awards;
