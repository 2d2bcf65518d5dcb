// Page metadata (title, description, keywords, social image, canonical): institute-wide defaults, overridable per page.
// On the server the values are collected while rendering and written into <head>; in the browser they update it.
import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, LOCALE_OF, localizedPath } from '../../common/languages';
import { srcSet } from '../../common/responsive';
import { DEFAULT_META, INSTITUTE, type SiteSettings } from '../../common/site';
import { jsonLdText, organizationJsonLd } from '../../common/structured-data';
import { useLanguage } from '../i18n/i18n';

export type PageMetaProps = {
  /** The page's own title; the institute's name is appended. Omit for the site-wide default. */
  title?: string;
  /** The whole title as staff wrote it for search results (a post's meta title): used as is, nothing appended. */
  fullTitle?: string;
  description?: string;
  keywords?: string;
  /** The page's path, e.g. '/about'; becomes the canonical link. */
  url?: string;
  /** Social preview image: a path on this site or an absolute URL. */
  image?: string;
  /** 'article' for blog posts. */
  type?: 'website' | 'article';
  /** The page's own schema.org items (JSON-LD), beside the institute's, which every page carries. */
  jsonLd?: object[];
  /** Not for search engines (the 404 page): `noindex` and no canonical link, which would name another page. */
  noindex?: boolean;
};

/** `path`: the page's address without its language prefix; `url`: the canonical, in the page's language. */
export type ResolvedMeta = Required<Omit<PageMetaProps, 'fullTitle'>> & { path: string; language: Language };

/** The <script> element of the page's own JSON-LD (the institute's has its own, the same on every page). */
const PAGE_JSON_LD_ID = 'page-json-ld';
const organizationScript = (settings?: SiteSettings) =>
  `<script type="application/ld+json" id="organization-json-ld">${jsonLdText(organizationJsonLd(settings))}</script>`;

/**
 * Filled by the server render; null in the browser. `preloads` are <link> tags, each once. `settings`: the site
 * settings the layout was rendered with, whose phones and social links the institute's JSON-LD names.
 */
export type HeadCollector = { meta: ResolvedMeta; preloads: string[]; settings?: SiteSettings };
export const HeadContext = createContext<HeadCollector | null>(null);

const absolute = (pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${INSTITUTE.siteUrl}${pathOrUrl}`;

export function resolveMeta(props: PageMetaProps = {}, language: Language = DEFAULT_LANGUAGE): ResolvedMeta {
  const path = props.url ?? '/';
  return {
    title: props.fullTitle || (props.title ? `${props.title} | ${INSTITUTE.shortName}` : DEFAULT_META.title),
    description: props.description ?? DEFAULT_META.description,
    keywords: props.keywords ?? DEFAULT_META.keywords,
    path,
    language,
    url: absolute(localizedPath(language, path)),
    image: absolute(props.image ?? DEFAULT_META.image),
    type: props.type ?? 'website',
    jsonLd: props.jsonLd ?? [],
    noindex: props.noindex ?? false,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page in every language, for search engines: one alternate per language (bn-IN, hi-IN, en-IN) and x-default
 * (English). The path is escaped like every attribute here.
 */
export function alternateLinks(path: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(absolute(localizedPath(language, path)))}">`;
  return [...LANGUAGES.map((language) => link(LOCALE_OF[language], language)), link('x-default', DEFAULT_LANGUAGE)];
}

/** The <head> tags of a page, as HTML text for the server's template: its preloads first, then its metadata. */
export function headToHtml({ meta, preloads, settings }: HeadCollector): string {
  const e = escapeAttribute;
  return [
    ...preloads,
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta name="keywords" content="${e(meta.keywords)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${e(meta.url)}">`,
    ...(meta.noindex ? [] : alternateLinks(meta.path)),
    `<meta property="og:site_name" content="${e(INSTITUTE.name)}">`,
    `<meta property="og:type" content="${e(meta.type)}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(meta.url)}">`,
    `<meta property="og:image" content="${e(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
    `<meta name="twitter:image" content="${e(meta.image)}">`,
    // Data blocks, never run: the CSP's script-src does not apply to them (e2e/csp.spec.ts).
    organizationScript(settings),
    ...(meta.jsonLd.length
      ? [`<script type="application/ld+json" id="${PAGE_JSON_LD_ID}">${jsonLdText(meta.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
}

/**
 * Names the page's largest image in <head> (server render only), so the browser fetches it at once instead of
 * when it has read the page down to it. The same srcset and sizes as the image's best <source> (AVIF where it
 * has variants), so the browser picks the same file; `media` for an image shown only on some screens. No `src`,
 * no preload.
 */
export function useImagePreload(src: string | undefined, sizes: string, media?: string) {
  const collector = useContext(HeadContext);
  if (!collector || !src) return;
  const e = escapeAttribute;
  const avif = srcSet(src, 'avif');
  const source = avif ? `type="image/avif" imagesrcset="${e(avif)}" imagesizes="${e(sizes)}"` : `href="${e(src)}"`;
  const link = `<link rel="preload" as="image" ${source}${media ? ` media="${e(media)}"` : ''} fetchpriority="high">`;
  if (!collector.preloads.includes(link)) collector.preloads.push(link);
}

function setTag(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Renders nothing; declares the page's metadata. The deepest PageMeta of a render wins. */
export function PageMeta(props: PageMetaProps) {
  const collector = useContext(HeadContext);
  const meta = resolveMeta(props, useLanguage());
  if (collector) collector.meta = meta;

  const { title, description, keywords, url, image, type, jsonLd, noindex } = meta;
  const jsonLdJson = jsonLd.length ? jsonLdText(jsonLd) : '';
  useEffect(() => {
    document.title = title;
    setTag('meta[name="description"]', 'content', description);
    setTag('meta[name="keywords"]', 'content', keywords);
    setTag('link[rel="canonical"]', 'href', url);
    setTag('meta[property="og:type"]', 'content', type);
    setTag('meta[property="og:title"]', 'content', title);
    setTag('meta[property="og:description"]', 'content', description);
    setTag('meta[property="og:url"]', 'content', url);
    setTag('meta[property="og:image"]', 'content', image);
    setTag('meta[name="twitter:title"]', 'content', title);
    setTag('meta[name="twitter:description"]', 'content', description);
    setTag('meta[name="twitter:image"]', 'content', image);
  }, [title, description, keywords, url, image, type]);
  // Moving to or from the 404 page in the browser: its robots tag replaces the canonical link, and back.
  useEffect(() => {
    const head = document.head;
    const present = head.querySelector(noindex ? 'meta[name="robots"]' : 'link[rel="canonical"]');
    head.querySelector(noindex ? 'link[rel="canonical"]' : 'meta[name="robots"]')?.remove();
    if (present) return;
    const element = document.createElement(noindex ? 'meta' : 'link');
    if (noindex) element.setAttribute('name', 'robots');
    else element.setAttribute('rel', 'canonical');
    element.setAttribute(noindex ? 'content' : 'href', noindex ? 'noindex' : url);
    head.append(element);
  }, [noindex, url]);
  // After moving between pages in the browser, the page's own JSON-LD is the new page's (or none).
  useEffect(() => {
    let element = document.getElementById(PAGE_JSON_LD_ID);
    if (!jsonLdJson) {
      element?.remove();
      return;
    }
    if (!element) {
      element = document.createElement('script');
      element.setAttribute('type', 'application/ld+json');
      element.id = PAGE_JSON_LD_ID;
      document.head.append(element);
    }
    if (element.textContent !== jsonLdJson) element.textContent = jsonLdJson;
  }, [jsonLdJson]);
  return null;
}
