// The languages content is written in, as the panel's select inputs offer them (common/languages.ts).
import { LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from '../../common/languages';

export const languageChoices = SITE_LANGUAGES.map((language) => ({ id: language, name: LANGUAGE_LABELS[language] }));

/** A row's language as a list shows it: empty for English (most rows), the language's name otherwise. */
export const languageNote = (language: SiteLanguage | undefined) =>
  language && language !== 'en' ? LANGUAGE_LABELS[language] : '';
