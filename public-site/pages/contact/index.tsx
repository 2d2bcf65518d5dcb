// Route entry of /contact: one screen, static content and the message form.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { ContactPage } from './ContactPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/contact').then((module) => module.messages),
  bn: () => import('../../locales/bn/contact').then((module) => module.messages),
  hi: () => import('../../locales/hi/contact').then((module) => module.messages),
};

const contact: PageModule = { Component: ContactPage, messages };
export default contact;
