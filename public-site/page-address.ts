// The address a page is rendered and cached under on the server: its path and only the query parameters its page
// reads, written canonically, so junk or reordered query strings share one cached render instead of each forcing
// a new one. A page that starts reading a query parameter must add it here, or the server renders it without.
// The address keeps its language prefix (/bn/…, /hi/…), so each language's render is cached apart.
import { pathWithoutLanguage } from '../common/languages';
import { readBlogListState, writeBlogListState } from './pages/blogs/blog-list';

/** Per page path (lower case, no trailing slash, as the router matches it): the query it reads, canonical. */
const QUERY_READ_BY: Record<string, (params: URLSearchParams) => URLSearchParams> = {
  '/blogs': (params) => writeBlogListState(readBlogListState(params)),
};

export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = pathWithoutLanguage(pathname.toLowerCase()).replace(/\/+$/, '') || '/';
  const read = Object.hasOwn(QUERY_READ_BY, page) ? QUERY_READ_BY[page] : undefined;
  const query = read ? read(searchParams).toString() : '';
  return query ? `${pathname}?${query}` : pathname;
}
