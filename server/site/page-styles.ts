// A page's own CSS inside its HTML. The build splits the CSS with the code (vite.config.ts): the site-wide sheet
// that the HTML template links, and one file per page chunk. A server-rendered page carries the site-wide sheet
// and the CSS of the code the browser will load to run that page, read from the build's manifest, and nothing
// of the other pages (a phone's first round trip holds about 14 KB; the whole site's CSS was 9 KB of it).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageStyles } from '../core/site-source';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Where the template takes the page's styles: just before </head>, after the site-wide sheet. */
export const PAGE_STYLES_SLOT = '<!--page-styles-->';

/**
 * Reads dist/client/.vite/manifest.json. Without one (a build made without it), pages carry only the
 * template's stylesheet; an unreadable one fails the site's loading (a 503 and a log line, not unstyled pages).
 */
export async function loadPageStyles(clientDir: string): Promise<PageStyles> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return () => '';
    throw error;
  }

  /** The CSS files a chunk brings, with the chunks it imports statically; theirs first, as Vite applies them. */
  const cssOf = (key: string, into: string[], seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return into;
    seen.add(key);
    for (const imported of chunk.imports ?? []) cssOf(imported, into, seen);
    for (const file of chunk.css ?? []) if (!into.includes(file)) into.push(file);
    return into;
  };

  // What the entry loads on every page once it has loaded (the router, the layout, the home page).
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryCss = new Set(entries.flatMap((key) => manifest[key].css ?? []));
  const everyPage = entries.flatMap((key) => manifest[key].dynamicImports ?? []);

  const contents = new Map<string, string>();
  for (const chunk of Object.values(manifest))
    for (const file of chunk.css ?? [])
      if (!contents.has(file)) contents.set(file, await fs.readFile(path.join(clientDir, file), 'utf8'));

  const made = new Map<string, string>();
  return (pageSources) => {
    const key = pageSources.join('\n');
    let html = made.get(key);
    if (html === undefined) {
      const seen = new Set<string>();
      const files: string[] = [];
      for (const source of [...everyPage, ...pageSources]) cssOf(source, files, seen);
      html = files
        .filter((file) => !entryCss.has(file) && !contents.get(file)?.includes('</'))
        // Vite's loader fetches a chunk's CSS unless a stylesheet <link> to it is in the document; a disabled
        // one is never fetched nor applied (HTML: a disabled stylesheet link is not obtained).
        .map((file) => `<style>${contents.get(file)}</style><link rel="stylesheet" href="/${file}" disabled>`)
        .join('');
      made.set(key, html);
    }
    return html;
  };
}
