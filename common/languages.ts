// The public site's languages and their addresses: English at /…, Bengali at /bn/…, Hindi at /hi/…. Every page of
// public-site/routes.tsx exists in each: the router runs with the language's prefix as its basename, so the route
// table stays one list and every <Link to="/about"> on a /bn/ page goes to /bn/about.

export const LANGUAGES = ['en', 'bn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** hreflang (and the locale numbers and dates are written in): the site is for visitors in India. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-IN', bn: 'bn-IN', hi: 'hi-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা', hi: 'हिन्दी' };

/** The cookie the switch sets (a year, SameSite=Lax); it only stops the offer to switch, it never redirects. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language of an address: its first segment when that is `bn` or `hi`, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The router's basename for a language: undefined for English. */
export const basenameOf = (language: Language) => (language === DEFAULT_LANGUAGE ? undefined : `/${language}`);

/** The page's path without its language prefix: '/bn/about' → '/about', '/bn' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The one helper for a page's address in a language: ('bn', '/about') → '/bn/about'; ('bn', '/') → '/bn/'. */
export function localizedPath(language: Language, path: string): string {
  const plain = path.startsWith('/') ? path : `/${path}`;
  return language === DEFAULT_LANGUAGE ? plain : `/${language}${plain}`;
}

/** The pages whose whole copy is translated; the others show their English body (lang="en") in a translated frame. */
export const TRANSLATED_PAGES: ReadonlySet<string> = new Set([
  'home',
  'not-found',
  'courses',
  'admissions',
  'contact',
  'privacy',
  'terms',
  'about',
  'awards',
  'achievements',
  'register',
  'placements',
  'your-data',
  'events',
  'gallery',
  'blogs',
  'blog-post',
]);

/** Content staff write (blog posts, open days) is in one of the site's languages. */
export const SITE_LANGUAGES = LANGUAGES;
export type SiteLanguage = Language;

/** As the staff panel names them (English, with the language's own name for recognition). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  bn: `Bengali (${LANGUAGE_NAMES.bn})`,
  hi: `Hindi (${LANGUAGE_NAMES.hi})`,
};
