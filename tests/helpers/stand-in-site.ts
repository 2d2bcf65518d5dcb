// A built public site stand-in for API tests (the real one needs `npm run build`): a template and a renderer with
// dist/ssr/entry-server.js's contract, which renders /blog/{slug} (and redirects /blog/{id}) through the PublicReads it is given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head>
<body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

const RENDERER = `
export const HYDRATION_SCRIPT_ID = 'site-data';
export const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');
export const pageAddress = (url) => new URL(url, 'http://localhost').pathname;
export const publicPaths = () => ['/', '/about', '/blogs'];
// As public-site/pages/blog-post/index.tsx: an id or an earlier slug moves (301) to the current slug.
export async function render(url, reads) {
  const path = new URL(url, 'http://localhost').pathname;
  const notFound = { html: '<h1>Page not found</h1>', head: '<title>Not found</title>', status: 404, data: {} };
  const moved = (slug) => ({ html: '', head: '', status: 301, data: {}, redirect: '/blog/' + slug });
  const byId = /^\\/blog\\/(\\d+)$/.exec(path);
  if (byId) {
    const post = await reads.getBlogPost(Number(byId[1]));
    return post ? moved(post.slug) : notFound;
  }
  const bySlug = /^\\/blog\\/([^/]+)$/.exec(path);
  const post = bySlug ? await reads.getBlogPostBySlug(bySlug[1]) : undefined;
  if (!post) return notFound;
  if (post.slug !== bySlug[1]) return moved(post.slug);
  return { html: '<h1>' + post.title + '</h1>', head: '<title>' + post.title + '</title>', status: 200, data: {} };
}
`;

/** Makes the stand-in dist folder; returns it and a function that removes it. */
export function standInSite(): { distDir: string; remove(): void } {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-site-'));
  fs.mkdirSync(path.join(distDir, 'client/assets'), { recursive: true });
  fs.mkdirSync(path.join(distDir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'client/index.html'), TEMPLATE);
  fs.writeFileSync(path.join(distDir, 'ssr/entry-server.js'), RENDERER);
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}
