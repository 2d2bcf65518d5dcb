// Route entry of /your-data: the visitor's own data (DPDP Act), a code by e-mail first; all in the browser after.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { YourDataPage } from './YourDataPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/your-data').then((module) => module.messages),
  bn: () => import('../../locales/bn/your-data').then((module) => module.messages),
  hi: () => import('../../locales/hi/your-data').then((module) => module.messages),
};

const yourData: PageModule = { Component: YourDataPage, messages };
export default yourData;
