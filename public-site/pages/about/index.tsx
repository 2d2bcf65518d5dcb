// Route entry of /about: one screen, static content.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { AboutPage } from './AboutPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/about').then((module) => module.messages),
  bn: () => import('../../locales/bn/about').then((module) => module.messages),
  hi: () => import('../../locales/hi/about').then((module) => module.messages),
};

const about: PageModule = { Component: AboutPage, messages };
export default about;
