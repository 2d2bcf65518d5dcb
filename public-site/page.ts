// The shape of one page module of the route table (routes.tsx).
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PublicReads } from '../common/types';
import type { PageMessages } from './i18n/i18n';

/**
 * Loads a page's data. `reads` is the database on the server and /api/public in the browser, so the same loader
 * serves the first (server-rendered) visit and later client navigations. Return an object; a value that is a
 * Promise is awaited on the server before rendering (the visitor gets it in the HTML) and left pending on client
 * navigations, so `<Await>` can show skeletons meanwhile. Throw `data(null, { status: 404 })` for a missing item.
 */
export type PageLoader = (reads: PublicReads, args: LoaderFunctionArgs) => unknown;

/** What a page module (pages/<name>/index.tsx) exports; its id and path are in the route table, routes.tsx. */
export type PageModule = {
  load?: PageLoader;
  Component: ComponentType;
  /** Shown instead of the page when its loader throws (e.g. a 404 from `data(null, { status: 404 })`). */
  ErrorBoundary?: ComponentType;
  /** The loaders of the page's own messages by language (public-site/locales/<lang>/<part>.ts), if it has them. */
  messages?: PageMessages;
};
