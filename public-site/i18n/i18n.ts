// Translation of the public site, with Lingui (@lingui/core, no macros).
//
// Why Lingui: about 2 KB gzipped in the browser (react-intl costs about 24 KB, i18next with ICU about 35 KB),
// messages compiled ahead of time (scripts/compile-catalogues.mjs: no ICU parser reaches the browser), ICU
// plurals and selects, and no global state that server rendering would share between requests: the server makes
// an i18n instance per render (entry-server.tsx) and the browser one for the page's language (start.tsx).
// Only the page's language's catalogue reaches the browser: each is its own chunk, imported by language; a page's
// own messages are a chunk of their own too, loaded with the page's code.
// Catalogues: public-site/locales/<lang>/messages.po, with explicit keys (`nav.home`) and English as the
// source language; docs/translations.md says how to add a string or a language.
// The instance reaches components through the small context below rather than @lingui/react's provider: the page
// never changes language in place (the switch loads the other page), so a provider that re-renders on a locale
// change is 1 KB the blog post's page could not afford within its 130 KB budget (tests/production/bundle-size).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, LOCALE_OF } from '../../common/languages';
import { formatCount, inDigitsOf } from '../format';

export type Catalogue = () => Promise<Messages>;
/** One part of the messages, by language. */
export type Catalogues = Record<Language, Catalogue>;

/** The messages every page shows (header, menu, footer, 404), one chunk per language. */
const CATALOGUES: Record<Language, Catalogue> = {
  en: () => import('../locales/en/messages').then((module) => module.messages),
  bn: () => import('../locales/bn/messages').then((module) => module.messages),
  hi: () => import('../locales/hi/messages').then((module) => module.messages),
};

/**
 * A page's own messages (keys starting with its part's name, scripts/compile-catalogues.mjs PAGE_PARTS), one chunk
 * per language: the page module names its loaders (`messages` in page.ts, e.g. pages/courses/index.tsx), so the
 * map from page to chunk travels with the page's code and no other page carries it (the blog post's 130 KB budget).
 */
export type PageMessages = Catalogues;

/** Parts of the messages loaded together (a page that also shows another part, as /privacy the forms' notice). */
export const mergeCatalogues = (...parts: Catalogues[]): Catalogues =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      () => Promise.all(parts.map((part) => part[language]())).then((loaded) => Object.assign({}, ...loaded)),
    ]),
  ) as Catalogues;

/**
 * An i18n instance for one language, its catalogue loaded with the given pages' own messages (the server: every
 * page's; the browser: none, each page adding its own when its code loads).
 */
export async function createI18n(language: Language, pageParts: Catalogue[] = []): Promise<I18n> {
  const loaded = await Promise.all([CATALOGUES[language], ...pageParts].map((load) => load()));
  return setupI18n({ locale: language, messages: { [language]: Object.assign({}, ...loaded) } });
}

/** The browser's instance: one per page load, since changing language loads the other page. */
let browserI18n: Promise<I18n> | undefined;

/** Makes the browser's instance for the page's language (start.tsx). */
export function startBrowserI18n(language: Language): Promise<I18n> {
  browserI18n = createI18n(language);
  return browserI18n;
}

/** In the browser, adds a page's own messages to the instance before the page renders (routes.tsx, its lazy code). */
export async function loadPageMessages(page: PageMessages | undefined): Promise<void> {
  if (page) await addMessages(page);
}

/** In the browser, adds a part of the messages to the instance (with the code that shows them, before it renders). */
export async function addMessages(catalogues: Catalogues): Promise<void> {
  if (!browserI18n) return;
  const i18n = await browserI18n;
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  i18n.load(language, await catalogues[language]());
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the page's i18n instance to the components below. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT and useLanguage need an I18nProvider above them');
  return i18n;
}

/** The page's language (from its address: the i18n instance's locale). */
export function useLanguage(): Language {
  const { locale } = useI18n();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/**
 * The translator of the page's language: `t('nav.home')`, `t('home.about.title', { year })`. Keys are literal strings
 * at the call (tests/i18n-catalogues.test.ts finds them in the source to check the catalogues).
 */
export function useT() {
  const i18n = useI18n();
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * A format made once per language and options: making one costs far more than using it (the home page writes a few
 * dozen numbers; on a slow phone each new format is a fraction of a millisecond).
 */
function madeOnce<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The page language's number format with `options`. */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return madeOnce(
    `number ${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(LOCALE_OF[language], options),
  );
}

// Whole numbers (every count, year and percentage the site shows) are spelt out in the language's digits, as Intl
// writes them (tests/site-format.test.ts): the first Intl.NumberFormat of a page loads the number data, 15 ms on a
// fast machine and over 100 ms on a slow phone, in the middle of the Bengali and Hindi pages' hydration (profiled,
// docs/performance-history.md, 2026-11-30). A fraction, which no page shows today, still goes through Intl.
const whole = (value: number) => Number.isSafeInteger(value);

/** A number as the page's language writes it, in Indian grouping (1,00,000; ১,০০,০০০; 1,00,000). */
export function formatNumber(language: Language, value: number): string {
  return whole(value) ? inDigitsOf(language, formatCount(value)) : numberFormat(language).format(value);
}

/** A figure that stays whole up to four digits (5000; ৫০০০) and is grouped from five (1,00,000). */
export function formatFigure(language: Language, value: number): string {
  return whole(value)
    ? inDigitsOf(language, formatCount(value, 2))
    : numberFormat(language, { useGrouping: 'min2' } as Intl.NumberFormatOptions).format(value);
}

/** A whole percentage as the language writes it (100%; ১০০%). From 1000 up, bn-IN groups percentages the Western way. */
export function formatPercent(language: Language, value: number): string {
  return whole(value) && Math.abs(value) < 1000
    ? `${formatNumber(language, value)}%`
    : numberFormat(language, { style: 'percent' }).format(value / 100);
}

/** A year as the page's language writes it, never grouped (2008; ২০০৮). */
export function formatYear(language: Language, year: number): string {
  return whole(year) ? inDigitsOf(language, String(year)) : numberFormat(language, { useGrouping: false }).format(year);
}

/** A date as the page's language writes it, in India's time. */
export function formatDate(language: Language, date: Date, options: Intl.DateTimeFormatOptions = {}): string {
  const format = madeOnce(
    `date ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALE_OF[language], { timeZone: 'Asia/Kolkata', dateStyle: 'long', ...options }),
  );
  return format.format(date);
}
