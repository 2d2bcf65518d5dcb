// Route entries of /terms and /privacy: static pages.
import { FORM_MESSAGES } from '../../components/forms/messages';
import { mergeCatalogues, type PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/legal').then((module) => module.messages),
  bn: () => import('../../locales/bn/legal').then((module) => module.messages),
  hi: () => import('../../locales/hi/legal').then((module) => module.messages),
};

export const terms: PageModule = { Component: TermsPage, messages };
// /privacy shows the forms' privacy notice in full (PrivacyNoticeItems): its texts come with the page's.
export const privacy: PageModule = { Component: PrivacyPage, messages: mergeCatalogues(messages, FORM_MESSAGES) };
