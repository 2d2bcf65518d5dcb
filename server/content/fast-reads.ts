// The public reads most requested (the blog list, a post, the featured lists, the gallery, open days) answered
// before Express when the content cache already holds their answer: a cached read through Express cost three
// times what writing the same bytes does (Express prepares each request and response and walks its router: ~170 µs
// of ~400 µs per read on this machine, docs/performance-history.md), and visitors' pages and the public API ask for
// these on every view. Only when everything about the answer is already known:
//   - GET or HEAD of one of these exact paths (lower case, no trailing slash; the query is ignored, as by the routes);
//   - the content cache's `peek`: the content version is known current (listener up, nothing changed since),
//     the entry is of that version, within its TTL and settled, and Express has already made its JSON answer;
//   - the client takes no encoding, or br/gzip of which the compressed form is made.
// Anything else goes to Express, which answers exactly as before and makes what the next request can use.
// The answer is the one Express sends: the same headers (security headers, Cache-Control, Content-Type, Vary,
// Content-Encoding, ETag, Content-Length), 304 for a matching If-None-Match, no body for HEAD, the same log line
// (tests/public-fast-reads.test.ts compares the two).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import type { Logger } from 'pino';
import type { ContentCache } from '../core/content-cache';
import { parseRowId } from '../http/ids';
import { type Encoding, encodingFor, etagFor, type Precompressed } from '../http/precompressed';
import { logWhenAnswered } from '../http/request-log';
import { madeAnswer, PUBLIC_READ_CACHE_CONTROL } from './answers';
import { readKeys } from './reads';

const PREFIX = '/api/public/';
/** The lists, by their path under /api/public/ (the featured lists' cache keys are their names). */
const LISTS: Record<string, string> = {
  blog_posts: readKeys.blogPosts,
  achievers: 'achievers',
  placements: 'placements',
  gallery_images: readKeys.galleryImages,
  gallery_videos: readKeys.galleryVideos,
  events: readKeys.events,
  site_settings: readKeys.siteSettings,
};
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The cache key a path reads, for the paths answered here. */
export function fastReadKey(path: string): string | undefined {
  if (!path.startsWith(PREFIX)) return undefined;
  const rest = path.slice(PREFIX.length);
  if (Object.hasOwn(LISTS, rest)) return LISTS[rest];
  if (rest.startsWith('blog_posts/by-slug/')) {
    const slug = rest.slice('blog_posts/by-slug/'.length);
    return SLUG.test(slug) ? readKeys.blogPostBySlug(slug) : undefined;
  }
  if (rest.startsWith('blog_posts/')) {
    const segment = rest.slice('blog_posts/'.length);
    const id = parseRowId(segment);
    return id !== undefined && String(id) === segment ? readKeys.blogPost(id) : undefined;
  }
  return undefined;
}

type Representation = Encoding | 'identity';
/** An answer's headers in each representation, made once (flat: name, value, name, value…, as writeHead takes). */
type HeaderLists = Partial<Record<Representation, { ok: string[]; notModified: string[] }>>;

export function createFastReads({
  cache,
  securityHeaders,
  logger,
}: {
  cache: ContentCache;
  securityHeaders: ReadonlyMap<string, string>;
  /** The request log's logger, when requests are logged (info and below). */
  logger?: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const headerLists = new WeakMap<Precompressed, HeaderLists>();
  const security = [...securityHeaders].flat();

  function headersFor(answer: Precompressed, representation: Representation, body: Buffer) {
    let lists = headerLists.get(answer);
    if (!lists) {
      lists = {};
      headerLists.set(answer, lists);
    }
    let made = lists[representation];
    if (!made) {
      const encoding = representation === 'identity' ? [] : ['Content-Encoding', representation];
      const etag = ['ETag', etagFor(answer, representation)];
      // In Express's order; a 304 has neither Content-Type nor Content-Length (Express removes them).
      made = {
        ok: [
          ...security,
          ...['Cache-Control', PUBLIC_READ_CACHE_CONTROL, 'Content-Type', 'application/json; charset=utf-8'],
          ...['Vary', 'Accept-Encoding', ...encoding, ...etag, 'Content-Length', String(body.length)],
        ],
        notModified: [
          ...security,
          'Cache-Control',
          PUBLIC_READ_CACHE_CONTROL,
          'Vary',
          'Accept-Encoding',
          ...encoding,
          ...etag,
        ],
      };
      lists[representation] = made;
    }
    return made;
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const key = fastReadKey(query === -1 ? url : url.slice(0, query));
    if (key === undefined) return false;
    const cached = cache.peek(key);
    const answer = cached && madeAnswer(cached.value);
    if (!answer) return false;
    const representation = encodingFor(req, answer);
    let body: Buffer | undefined;
    if (representation === 'identity') {
      // A client that names encodings but takes neither br nor gzip may be given deflate by the compression
      // middleware: Express's to answer.
      if (req.headers['accept-encoding'] !== undefined) return false;
      body = answer.bytes;
    } else body = answer.ready[representation];
    if (!body) return false;

    if (logger) logWhenAnswered(logger, req, res);
    const headers = headersFor(answer, representation, body);
    if (fresh(req.headers, { etag: etagFor(answer, representation) })) {
      res.writeHead(304, headers.notModified);
      res.end();
    } else {
      res.writeHead(200, headers.ok);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    }
    return true;
  };
}
