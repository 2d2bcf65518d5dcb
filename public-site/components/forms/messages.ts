// What every visitor form shows (consent box, privacy notice, e-mail and phone, the newsletter box), by language:
// scripts/compile-catalogues.mjs, FORM_PARTS. Downloaded in the browser with a form's code (index.ts).
import type { Catalogues } from '../../i18n/i18n';

export const FORM_MESSAGES: Catalogues = {
  en: () => import('../../locales/en/form-texts').then((module) => module.messages),
  bn: () => import('../../locales/bn/form-texts').then((module) => module.messages),
  hi: () => import('../../locales/hi/form-texts').then((module) => module.messages),
};
