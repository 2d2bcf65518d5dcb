// Route entry of /register: one screen, static content and the registration form.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { RegisterPage } from './RegisterPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/register').then((module) => module.messages),
  bn: () => import('../../locales/bn/register').then((module) => module.messages),
  hi: () => import('../../locales/hi/register').then((module) => module.messages),
};

const register: PageModule = { Component: RegisterPage, messages };
export default register;
