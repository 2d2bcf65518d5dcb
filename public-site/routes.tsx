// THE ROUTE TABLE of the public site: one entry per page, shared by the server render and the browser.
//
// To add a page: make a folder public-site/pages/<name>/ whose index.tsx default-exports a PageModule
// (see page.ts: { load?, Component, ErrorBoundary? }) and add an entry to `pages` below with its id and path.
//  - `id` must be unique and stable (the hydration data is keyed by it); use the folder name.
//  - `module` imports the page lazily, so each page's code is downloaded only where it is shown; only the home
//    page, the first screen most visitors see, is in the main bundle. All CSS still goes into the one
//    stylesheet (vite.config.ts: cssCodeSplit false), so a server-rendered page is styled before any script.
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
import type { PageModule } from './page';
import home from './pages/home/index';
import { NotFoundPage } from './pages/not-found/NotFoundPage';

type PageEntry = { id: string; path: string; module: PageModule | (() => Promise<PageModule>) };

const about = () => import('./pages/about/index').then((m) => m.default);
const awards = () => import('./pages/awards/index').then((m) => m.default);
const courses = () => import('./pages/courses/index').then((m) => m.default);

export const pages: PageEntry[] = [
  { id: 'home', path: '/', module: home },
  { id: 'about', path: '/about', module: about },
  { id: 'contact', path: '/contact', module: () => import('./pages/contact/index').then((m) => m.default) },
  { id: 'courses', path: '/courses', module: courses },
  { id: 'admissions', path: '/admissions', module: courses },
  { id: 'register', path: '/register', module: () => import('./pages/register/index').then((m) => m.default) },
  { id: 'blogs', path: '/blogs', module: () => import('./pages/blogs/index').then((m) => m.default) },
  { id: 'blog-post', path: '/blog/:id', module: () => import('./pages/blog-post/index').then((m) => m.default) },
  { id: 'gallery', path: '/gallery', module: () => import('./pages/gallery/index').then((m) => m.default) },
  { id: 'placements', path: '/placements', module: () => import('./pages/placements/index').then((m) => m.default) },
  { id: 'awards', path: '/awards', module: awards },
  { id: 'achievements', path: '/achievements', module: awards },
  { id: 'terms', path: '/terms', module: () => import('./pages/legal/index').then((m) => m.terms) },
  { id: 'privacy', path: '/privacy', module: () => import('./pages/legal/index').then((m) => m.privacy) },
];

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
  const props =
    typeof module === 'function' ? { lazy: async () => routeProps(await module(), reads) } : routeProps(module, reads);
  return entry.path === '/' ? { id: entry.id, index: true, ...props } : { id: entry.id, path: entry.path, ...props };
}

/**
 * Loads the lazy pages that match `url` into their route objects before the first render, so hydration renders
 * exactly what the server sent instead of a blank page while the code downloads.
 */
export async function loadMatchedPages(routes: RouteObject[], url: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, url) ?? []).filter((match) => typeof match.route.lazy === 'function');
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
