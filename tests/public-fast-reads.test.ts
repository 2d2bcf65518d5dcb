// The cached public reads answered before Express (server/content/fast-reads.ts): byte for byte and header for
// header what Express answers (200, each encoding, HEAD, 304), never staler than Express would be, and anything
// unusual left to Express.
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../server/app';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { eventually } from './helpers/eventually';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request over a real connection, the body as sent (not decompressed). */
function ask(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that differ between any two answers (the time, the connection's own). */
const comparable = ({ date, connection, 'keep-alive': keepAlive, ...rest }: IncomingHttpHeaders) => rest;

const listen = (listener: http.RequestListener) =>
  new Promise<Server>((resolve) => {
    const server = http.createServer(listener).listen(0, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

const longText = `<p>${'Cabin crew training covers safety, service and grooming. '.repeat(60)}</p>`;

describe.each(backends)('public reads answered before Express (%s)', (backend) => {
  let ctx: TestContext;
  let fast: Server;
  let viaExpress: Server;
  let postId: number;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { knex } = ctx.db;
    const post = {
      excerpt: 'What ground staff do',
      category: 'aviation',
      tags: ['airport'],
      author: 'Skyline Faculty',
      image: '/images/blog/airport.jpg',
      image_alt: 'A cover',
      date: '2026-01-10',
    };
    [{ id: postId }] = await knex('blog_posts')
      .insert({ ...post, title: 'A day at the airport', slug: 'a-day-at-the-airport', content: longText })
      .returning('id');
    await knex('blog_posts').insert({ ...post, title: 'Short', slug: 'short', content: '<p>Short</p>' });
    await knex('achievers').insert({ name: 'Riya Sen', image: '/r.jpg', company_name: 'IndiGo', position: 'Crew' });
    await knex('placements').insert({ name: 'Aman Roy', image: '/a.jpg', company_name: 'Taj', position: 'Host' });
    fast = await listen(ctx.app);
    viaExpress = await listen(ctx.app.express);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await close(fast);
    await close(viaExpress);
    await ctx.close();
  });

  /** Asks until the answer comes from before Express (the first ones make what it sends), and returns it. */
  async function answeredFast(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    let answer: Answer | undefined;
    const served = await eventually(async () => {
      const before = ctx.app.fastAnswers();
      answer = await ask(fast, method, path, headers);
      // Let the compressed form made by that request settle before the next.
      await new Promise((resolve) => setTimeout(resolve, 10));
      return ctx.app.fastAnswers() === before + 1;
    }, 5000);
    if (!served || !answer)
      throw new Error(`${method} ${path} ${JSON.stringify(headers)} never answered before Express`);
    return answer;
  }

  const paths = () => [
    '/api/public/blog_posts',
    `/api/public/blog_posts/${postId}`,
    '/api/public/blog_posts/by-slug/a-day-at-the-airport',
    '/api/public/achievers',
    '/api/public/placements',
    '/api/public/gallery_images',
    '/api/public/gallery_videos',
    '/api/public/events',
    '/api/public/blog_posts?utm_source=newsletter',
  ];

  it('answers exactly as Express does: plain, gzip, br, HEAD and a matching If-None-Match', async () => {
    for (const path of paths()) {
      for (const encoding of [undefined, 'gzip', 'gzip, deflate, br, zstd']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const big = (await ask(viaExpress, 'GET', path)).body.length >= 1024;
        // A small body with an Accept-Encoding is left to Express (its compression middleware decides).
        if (encoding && !big) continue;
        const got = await answeredFast('GET', path, headers);
        const expected = await ask(viaExpress, 'GET', path, headers);
        expect({ path, encoding, status: got.status, headers: comparable(got.headers) }).toEqual({
          path,
          encoding,
          status: expected.status,
          headers: comparable(expected.headers),
        });
        expect(got.status).toBe(200);
        expect(got.body.equals(expected.body)).toBe(true);

        const head = await answeredFast('HEAD', path, headers);
        expect(comparable(head.headers)).toEqual(comparable((await ask(viaExpress, 'HEAD', path, headers)).headers));
        expect(head.body.length).toBe(0);

        const revalidate = { ...headers, 'if-none-match': String(got.headers.etag) };
        const notModified = await answeredFast('GET', path, revalidate);
        const expectedNotModified = await ask(viaExpress, 'GET', path, revalidate);
        expect(notModified.status).toBe(304);
        expect(comparable(notModified.headers)).toEqual(comparable(expectedNotModified.headers));
        expect(notModified.body.length).toBe(0);
      }
    }
    // Both encodings were really sent compressed, and the security headers are there.
    const br = await answeredFast('GET', `/api/public/blog_posts/${postId}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves to Express what it cannot answer the same way', async () => {
    await answeredFast('GET', '/api/public/blog_posts');
    const cases: [string, string, Record<string, string>, number][] = [
      ['GET', '/api/public/blog_posts/999999', {}, 404],
      ['GET', '/api/public/blog_posts/by-slug/no-such-post', {}, 404],
      ['GET', '/api/public/blog_posts/', {}, 200],
      ['GET', '/api/public/BLOG_POSTS', {}, 200],
      ['GET', `/api/public/blog_posts/0${postId}`, {}, 404],
      ['GET', '/api/public/blog_posts', { 'accept-encoding': 'deflate' }, 200],
      ['GET', '/api/public/blog_posts', { 'accept-encoding': 'identity' }, 200],
      ['POST', '/api/public/blog_posts', {}, 404],
    ];
    for (const [method, path, headers, status] of cases) {
      const before = ctx.app.fastAnswers();
      const answer = await ask(fast, method, path, headers);
      expect({ method, path, headers, status: answer.status }).toEqual({ method, path, headers, status });
      expect({ method, path, headers, fast: ctx.app.fastAnswers() - before }).toEqual({
        method,
        path,
        headers,
        fast: 0,
      });
    }
  });

  it('serves a staff edit on the very next read, and a database change as soon as the server hears of it', async () => {
    await addStaff(ctx);
    const staff = await signedInAgent(ctx.app);
    const path = `/api/public/blog_posts/${postId}`;
    await answeredFast('GET', path);
    const edited = await staff.put(`/api/admin/blog_posts/${postId}`).send({ title: 'Edited through the panel' });
    expect(edited.status).toBe(200);
    expect(JSON.parse(String((await ask(fast, 'GET', path)).body)).title).toBe('Edited through the panel');

    await answeredFast('GET', path);
    await ctx.db.knex('blog_posts').where({ id: postId }).update({ title: 'Edited elsewhere' });
    expect(
      await eventually(
        async () => JSON.parse(String((await ask(fast, 'GET', path)).body)).title === 'Edited elsewhere',
      ),
    ).toBe(true);
  });

  it('writes the same log line as Express does', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const app = createApp({
      db: ctx.db,
      config: ctx.config,
      logger: pino({ level: 'info' }, sink),
      serveFrontends: false,
    });
    const server = await listen(app);
    try {
      let served = false;
      for (let i = 0; i < 200 && !served; i += 1) {
        const before = app.fastAnswers();
        await ask(server, 'GET', '/api/public/achievers?email=x%40example.com');
        served = app.fastAnswers() === before + 1;
        if (!served) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(served).toBe(true);
      const [first, last] = [lines[0], lines[lines.length - 1]];
      const shape = ({ level, req, res, msg }: Record<string, unknown>) => ({ level, req, res, msg });
      expect(shape(last)).toEqual(shape(first));
      expect(shape(last)).toEqual({
        level: 30,
        req: { method: 'GET', path: '/api/public/achievers' },
        res: { status: 200 },
        msg: 'request completed',
      });
      expect(typeof last.responseTime).toBe('number');
    } finally {
      await close(server);
    }
  });
});
