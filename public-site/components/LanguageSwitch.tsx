// The language switch: the same page in the other languages, each named in its own script. Plain links (a full
// page load: the other language's catalogue and typeface come with its page), so they work without scripts and
// crawlers follow them; choosing one sets the `lang` cookie (entry-client.tsx). Never a redirect.
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, LOCALE_OF, localizedPath } from '../../common/languages';
import { useLanguage, useT } from '../i18n/i18n';

export function LanguageSwitch({ className }: { className: string }) {
  const current = useLanguage();
  const t = useT();
  // The router's location has no language prefix (it is the basename): the same page in another language.
  const { pathname, search } = useLocation();
  return (
    <ul className={`language-switch ${className}`} aria-label={t('header.languages')}>
      {LANGUAGES.map((language) => (
        <li key={language} lang={language}>
          {language === current ? (
            <span aria-current="true">{LANGUAGE_NAMES[language]}</span>
          ) : (
            <a
              href={`${localizedPath(language, pathname)}${search}`}
              hrefLang={LOCALE_OF[language]}
              data-set-lang={language}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
