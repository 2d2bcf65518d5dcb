// Where the public site's renderer and page template come from: the build (npm start, production) or Vite's
// development server (npm run dev, server/dev.ts), which recompiles them on every change.
import type { Language } from '../../common/languages';
import type { PublicReads } from '../../common/types';

/** The <style> elements (and markers) for the pages rendered, given their source files (server/site/page-styles.ts). */
export type PageStyles = (pageSources: string[]) => string;

export type RenderResult = {
  html: string;
  head: string;
  status: number;
  data: unknown;
  redirect?: string;
  pageSources?: string[];
  /** The page's language (common/languages.ts), for <html lang>. */
  language?: Language;
};

/** What public-site/entry-server.tsx exports. */
export type SiteRenderer = {
  render(url: string, reads: PublicReads): Promise<RenderResult>;
  /** The path and only the query parameters its page reads (public-site/page-address.ts). */
  pageAddress(url: string): string;
  jsonForScript(value: unknown): string;
  /** The site's addresses that take no parameter (public-site/routes.tsx), for the sitemap. */
  publicPaths(): string[];
  HYDRATION_SCRIPT_ID: string;
};

/** The renderer, the HTML template (with the page-styles slot) and the CSS each page needs. */
export type LoadedSite = { renderer: SiteRenderer; template: string; pageStyles: PageStyles };

export type SiteSource = {
  load(url: string): Promise<LoadedSite>;
  /** Whether rendered pages may be kept while the content is unchanged (not while the code changes under them). */
  cacheable: boolean;
};
