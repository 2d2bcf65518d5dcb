// What only the pages' own forms show (contact, registration, application, prospectus, open day), by language: not
// downloaded with the newsletter box of a blog post.
import type { Catalogues } from '../../i18n/i18n';

export const FORM_PAGE_MESSAGES: Catalogues = {
  en: () => import('../../locales/en/form-page-texts').then((module) => module.messages),
  bn: () => import('../../locales/bn/form-page-texts').then((module) => module.messages),
  hi: () => import('../../locales/hi/form-page-texts').then((module) => module.messages),
};
