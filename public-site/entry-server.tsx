// Server render: runs the page's loaders against the database, renders the whole page (waiting for lazy parts)
// and returns the HTML, the <head> tags, the status and the data the browser hydrates with.
import { Writable } from 'node:stream';
import type { Messages } from '@lingui/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { basenameOf, type Language, languageOfPath } from '../common/languages';
import type { PublicReads } from '../common/types';
import { sectionsReady } from './components/lazySection';
import { type HeadCollector, HeadContext, headToHtml, resolveMeta } from './components/PageMeta';
import { type HydrationPayload, serializeErrors } from './hydration';
import { createI18n, I18nProvider } from './i18n/i18n';
import { createRoutes, type PageHandle, pages } from './routes';

/** The site's addresses that take no parameter, for /sitemap.xml. */
export const publicPaths = () => pages.map((page) => page.path).filter((path) => !path.includes(':'));

export type RenderResult = {
  html: string;
  head: string;
  status: number;
  data: HydrationPayload;
  /** Set when a loader redirected. */
  redirect?: string;
  /** The source files of the lazy pages rendered (routes.tsx), whose CSS the server puts in the page. */
  pageSources: string[];
  /** The page's language (from its address: /bn/…, /hi/…, else English), for <html lang>. */
  language: Language;
};

type Handler = ReturnType<typeof createStaticHandler>;
const handlers = new WeakMap<PublicReads, Map<Language, Handler>>();
/** One handler per language: the same routes under the language's prefix (/bn, /hi) as the router's basename. */
function handlerFor(reads: PublicReads, language: Language) {
  let byLanguage = handlers.get(reads);
  if (!byLanguage) {
    byLanguage = new Map();
    handlers.set(reads, byLanguage);
  }
  let handler = byLanguage.get(language);
  if (!handler) {
    handler = createStaticHandler(createRoutes(reads), { basename: basenameOf(language) });
    byLanguage.set(language, handler);
  }
  return handler;
}

/** Loaders may return promises inside their object (for <Await>); on the server the visitor gets them resolved. */
async function resolveDeferred(loaderData: Record<string, unknown>) {
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, field]) => [key, field instanceof Promise ? await field : field]),
    );
    loaderData[routeId] = Object.fromEntries(entries);
  }
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/** Every page's own messages (locales/<lang>/<part>.ts beside messages.ts), all loaded for a server render. */
const pageParts = import.meta.glob<Messages>(['./locales/*/*.ts', '!./locales/*/messages.ts'], { import: 'messages' });
const pagePartsOf = (language: string) =>
  Object.entries(pageParts)
    .filter(([file]) => file.startsWith(`./locales/${language}/`))
    .map(([, load]) => load);

export async function render(url: string, reads: PublicReads): Promise<RenderResult> {
  const address = new URL(url, 'http://localhost');
  const language = languageOfPath(address.pathname);
  const handler = handlerFor(reads, language);
  const [context, i18n] = await Promise.all([
    handler.query(new Request(address)),
    createI18n(language, pagePartsOf(language)),
  ]);
  if (context instanceof Response) {
    return {
      html: '',
      head: '',
      status: context.status,
      data: { loaderData: {}, errors: null },
      redirect: context.headers.get('Location') ?? '/',
      pageSources: [],
      language,
    };
  }
  await Promise.all([resolveDeferred(context.loaderData), sectionsReady()]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: HeadCollector = { meta: resolveMeta({}, language), preloads: [] };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HeadContext.Provider value={head}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HeadContext.Provider>
      </I18nProvider>
    </StrictMode>,
    // Never outline a large finished Suspense boundary behind an inline swap script: the CSP blocks inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  return {
    html,
    head: headToHtml(head),
    status: context.statusCode,
    data: { loaderData: context.loaderData, errors: serializeErrors(context.errors) },
    pageSources: context.matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.source ?? []),
    language,
  };
}

export { HYDRATION_SCRIPT_ID, jsonForScript } from './hydration';
export { pageAddress } from './page-address';
