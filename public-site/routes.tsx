// THE ROUTE TABLE of the public site: one entry per page, shared by the server render and the browser.
//
// To add a page: make a folder public-site/pages/<name>/ whose index.tsx default-exports a PageModule
// (see page.ts: { load?, Component, ErrorBoundary? }) beside <Name>Page.tsx, the page's component (as every folder
// has it: index.tsx is the small route entry), and add an entry to `pages` below with its id and path.
//  - `id` must be unique and stable (the hydration data is keyed by it); use the folder name.
//  - `module` is `lazyPage('<folder>')`, so each page's code (the home page's too) is downloaded only where it is
//    shown, once the page has loaded (entry-client.tsx). A page's CSS goes with its code, and the
//    server puts the CSS of the page it renders inside the HTML (server/site/page-styles.ts), so a
//    server-rendered page is styled before any script.
//  - `load(reads, args)` gets the PublicReads (database on the server, /api/public in the browser); read its
//    result in the page with useLoaderData(). Catch failures yourself where the spec wants a fallback or an
//    empty list; throw `data(null, { status: 404 })` (from react-router-dom) for "not found" so the server
//    answers 404; give the module an ErrorBoundary to show your own not-found text instead of the site's 404 page.
//  - Use <PageMeta title description url image /> (components/PageMeta.tsx) in the page for its metadata.
//  - An alias (/admissions, /achievements) is a second entry with its own id and path and the same module.
import { data, type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router-dom';
import type { PublicReads } from '../common/types';
import { Layout } from './components/Layout';
import { RouteErrorScreen } from './components/RouteErrorScreen';
import { loadPageMessages } from './i18n/i18n';
import type { PageModule } from './page';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { loadSiteFrame } from './site-settings';

/** A page whose code is downloaded only where it is shown; `source` is its file, as the build's manifest names it. */
type LazyPage = { source: string; importPage: () => Promise<PageModule> };
type PageEntry = { id: string; path: string; module: LazyPage };

const lazyModules = import.meta.glob<Record<string, PageModule>>('./pages/*/index.tsx');

/** The page exported as `name` by pages/<folder>/index.tsx, loaded when first needed. */
function lazyPage(folder: string, name = 'default'): LazyPage {
  const source = `pages/${folder}/index.tsx`;
  const load = lazyModules[`./${source}`];
  if (!load) throw new Error(`No page module ${source}`);
  return { source, importPage: () => load().then((module) => module[name]) };
}

const about = lazyPage('about');
const awards = lazyPage('awards');
const courses = lazyPage('courses');

export const pages: PageEntry[] = [
  { id: 'home', path: '/', module: lazyPage('home') },
  { id: 'about', path: '/about', module: about },
  { id: 'contact', path: '/contact', module: lazyPage('contact') },
  { id: 'courses', path: '/courses', module: courses },
  { id: 'admissions', path: '/admissions', module: courses },
  { id: 'register', path: '/register', module: lazyPage('register') },
  { id: 'blogs', path: '/blogs', module: lazyPage('blogs') },
  { id: 'blog-post', path: '/blog/:slug', module: lazyPage('blog-post') },
  { id: 'gallery', path: '/gallery', module: lazyPage('gallery') },
  { id: 'placements', path: '/placements', module: lazyPage('placements') },
  { id: 'events', path: '/events', module: lazyPage('events') },
  { id: 'awards', path: '/awards', module: awards },
  { id: 'achievements', path: '/achievements', module: awards },
  { id: 'terms', path: '/terms', module: lazyPage('legal', 'terms') },
  { id: 'privacy', path: '/privacy', module: lazyPage('legal', 'privacy') },
  { id: 'your-data', path: '/your-data', module: lazyPage('your-data') },
];

/** What a route carries for the server: the source file of its lazy page (whose CSS the server inlines). */
export type PageHandle = { source: string };

function routeProps(page: PageModule, reads: PublicReads) {
  const { load } = page;
  return {
    Component: page.Component,
    ErrorBoundary: page.ErrorBoundary,
    loader: load ? (args: LoaderFunctionArgs) => load(reads, args) : undefined,
  };
}

function toRouteObject(entry: PageEntry, reads: PublicReads): RouteObject {
  const { module } = entry;
  const props = {
    // The page's own messages in the page's language come with its code (public-site/i18n/i18n.ts).
    lazy: async () => {
      const page = await module.importPage();
      await loadPageMessages(page.messages);
      return routeProps(page, reads);
    },
    handle: { source: module.source } satisfies PageHandle,
  };
  return entry.path === '/' ? { id: entry.id, index: true, ...props } : { id: entry.id, path: entry.path, ...props };
}

/**
 * Loads the lazy pages that match `url` into their route objects before the first render, so hydration renders
 * exactly what the server sent instead of a blank page while the code downloads.
 */
export async function loadMatchedPages(routes: RouteObject[], url: string, basename?: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, url, basename) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The router's routes: the layout around every page, and a real 404 for any other path. */
export function createRoutes(reads: PublicReads): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      loader: () => loadSiteFrame(reads),
      // Read once with the first page; moving between pages asks nothing more of the network.
      shouldRevalidate: () => false,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorScreen,
          children: [
            ...pages.map((entry) => toRouteObject(entry, reads)),
            {
              id: 'not-found',
              path: '*',
              // Never rendered (the loader always throws); it keeps react-router from warning about an empty route.
              Component: NotFoundPage,
              loader: () => {
                throw data(null, { status: 404, statusText: 'Not Found' });
              },
            },
          ],
        },
      ],
    },
  ];
}
