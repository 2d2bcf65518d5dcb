// The public site's server side: static files and their caching, the rendered page put into the template with its
// head and hydration data, statuses and redirects from the renderer, and clear answers when the site is not built.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { createDatabase, type Database } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';
import { testConfig } from './helpers/context';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/style-abc123.css"></head>
<body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

/** A script large enough to be worth compressing. */
const FRAMEWORK = `${'export const greet = (name) => `Hello, ${name}`;\n'.repeat(200)}`;

// A stand-in for dist/ssr/entry-server.js with the same contract: it reads through the PublicReads it is given.
const RENDERER = `
export const HYDRATION_SCRIPT_ID = 'site-data';
export const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');
let renderCount = 0;
export const renders = () => renderCount;
// As the real one does for the blog list: the path and only the query parameter the page reads.
export function pageAddress(url) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return searchParams.has('page') ? pathname + '?page=' + encodeURIComponent(searchParams.get('page')) : pathname;
}
export async function render(url, reads) {
  renderCount += 1;
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/old-address') return { html: '', head: '', status: 301, data: {}, redirect: '/new-address' };
  if (path === '/broken') throw new Error('render bug with secret details');
  const achievers = await reads.listFeatured('achievers');
  const status = path === '/missing' ? 404 : 200;
  return {
    html: '<h1>Page ' + path + '</h1>' + (path === '/courses' ? '<p>' + 'Certification courses. '.repeat(100) + '</p>' : '')
      + (path === '/prices' ? '<p>Fees: $& and $$ and $1</p>' : ''),
    head: '<title>Title of ' + path + '</title>',
    status,
    data: { loaderData: { achievers: achievers.length, note: '</script><script>alert(1)</script>' } },
    pageSources: path === '/blogs' ? ['pages/blogs/index.tsx'] : [],
  };
}
`;

/** One GET over plain HTTP: status, headers and the body's bytes exactly as sent. */
function rawGet(port: number, urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let db: Database;
let dist: string;

function appWith(distDir: string) {
  const config = { ...testConfig(), distDir };
  return createApp({ db, config, logger: pino({ level: 'silent' }) });
}

beforeAll(async () => {
  db = await createDatabase({});
  await migrateLatest(db.knex);
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  fs.mkdirSync(path.join(dist, 'client/assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'client/images/site'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client/index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'client/assets/app-abc123.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dist, 'client/assets/style-abc123.css'), 'h1{color:#b91c1c}');
  // A chunk as the build leaves it: the script beside its Brotli and gzip forms (scripts/precompress.ts).
  fs.writeFileSync(path.join(dist, 'client/assets/framework-abc123.js'), FRAMEWORK);
  fs.writeFileSync(path.join(dist, 'client/assets/framework-abc123.js.br'), zlib.brotliCompressSync(FRAMEWORK));
  fs.writeFileSync(path.join(dist, 'client/assets/framework-abc123.js.gz'), zlib.gzipSync(FRAMEWORK, { level: 9 }));
  fs.writeFileSync(path.join(dist, 'client/images/site/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'ssr/entry-server.js'), RENDERER);
});

afterAll(async () => {
  await db.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the public site server', () => {
  test('renders a page into the template with its head, HTML and escaped hydration data', async () => {
    const response = await request(appWith(dist)).get('/about?ref=x');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The stylesheet comes inside the page, not behind a second request.
    expect(response.text).toContain('<head><title>Title of /about</title><style>h1{color:#b91c1c}</style></head>');
    expect(response.text).not.toContain('rel="stylesheet"');
    expect(response.text).toContain('<div id="root"><h1>Page /about</h1></div>');
    const data = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(response.text);
    expect(data).not.toBeNull();
    expect(data![1]).not.toContain('</script>');
    expect(JSON.parse(data![1])).toEqual({
      loaderData: { achievers: 0, note: '</script><script>alert(1)</script>' },
    });
    expect(response.text).not.toContain('<!--app-');
  });

  test('sends a page brotli- or gzip-compressed as asked, made once, each encoding with its own ETag', async () => {
    const app = appWith(dist);
    const plain = await request(app).get('/courses').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const etags = new Set([plain.headers.etag]);
    // Raw HTTP, so the bytes are checked as sent (supertest would decode them).
    const server = http.createServer(app).listen(0);
    const { port } = server.address() as AddressInfo;
    try {
      for (const encoding of ['br', 'gzip'] as const) {
        const raw = await rawGet(port, '/courses', { 'Accept-Encoding': encoding });
        expect(raw.headers['content-encoding']).toBe(encoding);
        expect(raw.headers.vary).toMatch(/Accept-Encoding/);
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw.body) : zlib.gunzipSync(raw.body);
        expect(decoded.toString('utf8')).toBe(plain.text);
        expect(raw.body.length).toBeLessThan(Buffer.byteLength(plain.text));
        etags.add(raw.headers.etag as string);
        const again = await rawGet(port, '/courses', {
          'Accept-Encoding': encoding,
          'If-None-Match': raw.headers.etag as string,
        });
        expect(again.status).toBe(304);
      }
      // A browser lists brotli last ('gzip, deflate, br, zstd'), with gzip's weight: it gets brotli.
      const browser = await rawGet(port, '/courses', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(browser.headers['content-encoding']).toBe('br');
      const gzipOnly = await rawGet(port, '/courses', { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      // A page under 1 KB goes as it is: compressing it would not pay for the header.
      const small = await rawGet(port, '/about', { 'Accept-Encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString('utf8')).toContain('<h1>Page /about</h1>');
    } finally {
      server.close();
    }
    expect(etags.size).toBe(3);
  });

  test('page text with $ patterns is inserted as it is', async () => {
    const response = await request(appWith(dist)).get('/prices');
    expect(response.text).toContain('<p>Fees: $& and $$ and $1</p>');
  });

  test("a page carries the CSS of its own code from the build's manifest, marked so it is not fetched again", async () => {
    const split = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-split-'));
    try {
      fs.cpSync(dist, split, { recursive: true });
      const css: Record<string, string> = {
        'assets/start-1.css': '.hero{color:red}',
        'assets/shared-1.css': '.card{color:blue}',
        'assets/blogs-1.css': '._list_1{display:grid}',
        'assets/gallery-1.css': '._grid_2{display:grid}',
      };
      for (const [file, text] of Object.entries(css)) fs.writeFileSync(path.join(split, 'client', file), text);
      fs.mkdirSync(path.join(split, 'client/.vite'));
      fs.writeFileSync(
        path.join(split, 'client/.vite/manifest.json'),
        JSON.stringify({
          'index.html': {
            file: 'assets/app-abc123.js',
            isEntry: true,
            css: ['assets/style-abc123.css'],
            dynamicImports: ['start.tsx'],
          },
          'start.tsx': { file: 'assets/start-1.js', css: ['assets/start-1.css'], imports: ['_shared.js'] },
          '_shared.js': { file: 'assets/shared.js', css: ['assets/shared-1.css'] },
          'pages/blogs/index.tsx': { file: 'assets/blogs-1.js', css: ['assets/blogs-1.css'], imports: ['_shared.js'] },
          'pages/gallery/index.tsx': { file: 'assets/gallery-1.js', css: ['assets/gallery-1.css'] },
        }),
      );
      const app = appWith(split);
      const blogs = (await request(app).get('/blogs')).text;
      const head = /<head>(.*)<\/head>/s.exec(blogs)![1];
      // Site-wide sheet, then what every page loads (shared code first), then the page's own; no other page's.
      expect(head).toBe(
        '<title>Title of /blogs</title><style>h1{color:#b91c1c}</style>' +
          '<style>.card{color:blue}</style><link rel="stylesheet" href="/assets/shared-1.css" disabled>' +
          '<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/start-1.css" disabled>' +
          '<style>._list_1{display:grid}</style><link rel="stylesheet" href="/assets/blogs-1.css" disabled>',
      );
      const about = (await request(app).get('/about')).text;
      expect(about).toContain('<style>.hero{color:red}</style>');
      expect(about).not.toContain('_list_1');
      expect(about).not.toContain('_grid_2');
      // The manifest itself is not served.
      expect((await request(app).get('/.vite/manifest.json')).text).not.toContain('isEntry');
    } finally {
      fs.rmSync(split, { recursive: true, force: true });
    }
  });

  test('a damaged manifest is a 503 page, not pages without their CSS', async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-damaged-'));
    try {
      fs.cpSync(dist, damaged, { recursive: true });
      fs.mkdirSync(path.join(damaged, 'client/.vite'));
      fs.writeFileSync(path.join(damaged, 'client/.vite/manifest.json'), '{"index.html": ');
      const response = await request(appWith(damaged)).get('/blogs');
      expect(response.status).toBe(503);
      expect(response.text).toContain('Temporarily unavailable');
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
    }
  });

  test('passes on the renderer status and redirects', async () => {
    const app = appWith(dist);
    const missing = await request(app).get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1>Page /missing</h1>');
    const moved = await request(app).get('/old-address');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/new-address');
  });

  test('query parameters the page does not read share one cached render', async () => {
    const renderer = (await import(pathToFileURL(path.join(dist, 'ssr/entry-server.js')).href)) as {
      renders(): number;
    };
    const app = appWith(dist);
    const before = renderer.renders();
    for (let i = 0; i < 25; i++) {
      const response = await request(app).get(`/placements?utm_source=${i}&junk${i}=${'x'.repeat(i)}`);
      expect([response.status, response.text]).toEqual([200, expect.stringContaining('<h1>Page /placements</h1>')]);
    }
    expect(renderer.renders() - before).toBe(1);
    // A parameter the page reads is its own page, whatever junk comes with it.
    expect((await request(app).get('/placements?page=2')).status).toBe(200);
    expect((await request(app).get('/placements?x=1&page=2&y=2')).status).toBe(200);
    expect(renderer.renders() - before).toBe(2);
  });

  test('a render fault is an HTML error page without details', async () => {
    const response = await request(appWith(dist)).get('/broken');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Something went wrong');
    expect(response.text).not.toContain('secret details');
  });

  test('hashed assets are immutable for a year, other files cached an hour, the raw template never served', async () => {
    const app = appWith(dist);
    const asset = await request(app).get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missingAsset = await request(app).get('/assets/nope-123.js');
    expect(missingAsset.status).toBe(404);
    const logo = await request(app).get('/images/site/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const missingImage = await request(app).get('/images/site/nope.png');
    expect(missingImage.status).toBe(404);
    expect(missingImage.text).toBe('Not found');
    const template = await request(app).get('/index.html');
    expect(template.text).not.toContain('<!--app-html-->');
  });

  test('scripts go out as compressed at build time: Brotli to a browser, gzip to a client without it', async () => {
    const app = appWith(dist);
    const sizeOf = (file: string) => String(fs.statSync(path.join(dist, 'client/assets', file)).size);
    // What Chromium sends. The length is the built file's: the body is that file, not compressed again per request.
    const brotli = await request(app)
      .get('/assets/framework-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(sizeOf('framework-abc123.js.br'));
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe(FRAMEWORK);
    const gzip = await request(app).get('/assets/framework-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(sizeOf('framework-abc123.js.gz'));
    expect(gzip.text).toBe(FRAMEWORK);
    const plain = await request(app).get('/assets/framework-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(sizeOf('framework-abc123.js'));
    expect(plain.text).toBe(FRAMEWORK);
  });

  test('answers 503 with an HTML page while the site is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'site-empty-'));
    try {
      const response = await request(appWith(empty)).get('/');
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('Temporarily unavailable');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
