import sharp from 'sharp';
import request, { type Agent } from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

describe.each(backends)('media uploads on %s', (backend) => {
  let ctx: TestContext;
  let staff: Agent;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    staff = await signedInAgent(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores a PNG made with sharp and serves it publicly with type, nosniff, ETag and a long cache', async () => {
    const png = await image('png');
    const upload = await staff
      .post('/api/admin/media')
      .attach('file', png, { filename: 'crew.png', contentType: 'image/png' });
    expect(upload.status).toBe(201);
    expect(upload.body).toEqual({ id: expect.any(Number), url: `/media/${upload.body.id}` });

    const served = await request(ctx.app).get(upload.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    // Encoded again without metadata (media-hostile-uploads.test.ts): the same pixels, losslessly.
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect(Buffer.compare(await pixels(served.body as Buffer), await pixels(png))).toBe(0);
    const again = await request(ctx.app).get(upload.body.url).set('If-None-Match', served.headers.etag);
    expect(again.status).toBe(304);
  });

  it('makes the 12 responsive variants of an upload once, and serves each at its address', async () => {
    const photo = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: { r: 30, g: 60, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const upload = await staff
      .post('/api/admin/media')
      .attach('file', photo, { filename: 'campus.jpg', contentType: 'image/jpeg' });
    expect(upload.status).toBe(201);
    const id = upload.body.id as number;
    expect(await ctx.db.knex('media_variants').where({ media_id: id }).count({ n: '*' })).toEqual([{ n: 12 }]);

    for (const [width, extension, type, format] of [
      [400, 'avif', 'image/avif', 'heif'],
      [800, 'webp', 'image/webp', 'webp'],
      [1200, 'jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const served = await request(ctx.app)
        .get(`/media/${id}/${width}.${extension}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect([metadata.format, metadata.width]).toEqual([format, Math.min(width, 1000)]);
      const again = await request(ctx.app)
        .get(`/media/${id}/${width}.${extension}`)
        .set('If-None-Match', served.headers.etag);
      expect(again.status).toBe(304);
    }

    for (const path of [
      `/media/${id}/500.webp`,
      `/media/${id}/400.gif`,
      `/media/${id}/400.avif.png`,
      '/media/0/400.jpg',
    ])
      expect([path, (await request(ctx.app).get(path)).status]).toEqual([path, 404]);
    const missing = await request(ctx.app).get('/media/2147483000/400.jpg');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No such image' });

    // Deleting the image takes its variants with it.
    await ctx.db.knex('media').where({ id }).delete();
    expect(await ctx.db.knex('media_variants').where({ media_id: id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers every variant of an image sharp cannot resize with the original', async () => {
    // A 2×1 24-bit BMP.
    const bmp = Buffer.from(
      '424d3e000000000000003600000028000000020000000100000001001800000000000800000000000000000000000000000000000000' +
        'ff000000ff000000',
      'hex',
    );
    const upload = await staff.post('/api/admin/media').attach('file', bmp, { filename: 'old.bmp' });
    expect(upload.status).toBe(201);
    expect(await ctx.db.knex('media_variants').where({ media_id: upload.body.id }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
    const served = await request(ctx.app).get(`/media/${upload.body.id}/600.avif`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/bmp');
    expect(Buffer.compare(served.body as Buffer, bmp)).toBe(0);
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('accepts %s, typed from its bytes not its name', async (format) => {
    const upload = await staff.post('/api/admin/media').attach('file', await image(format), {
      filename: 'photo.txt',
      contentType: 'text/plain',
    });
    expect(upload.status).toBe(201);
    const served = await request(ctx.app).get(upload.body.url);
    expect(served.headers['content-type']).toBe(`image/${format}`);
  });

  it('refuses SVG and HTML even when named .png, with 415', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const stored = async () => (await ctx.db.knex('media').count({ n: '*' }).first()) as { n: number };
    const before = await stored();
    for (const bytes of [svg, html]) {
      const res = await staff
        .post('/api/admin/media')
        .attach('file', bytes, { filename: 'logo.png', contentType: 'image/png' });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await staff.post('/api/admin/media').attach('file', big, { filename: 'big.png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The image is larger than 10 MB' });
  });

  it('refuses two files or none with 400', async () => {
    const png = await image('png');
    const two = await staff
      .post('/api/admin/media')
      .attach('file', png, { filename: 'a.png' })
      .attach('other', png, { filename: 'b.png' });
    expect(two.status).toBe(400);
    const none = await staff.post('/api/admin/media').send({ url: 'x' });
    expect(none.status).toBe(400);
  });

  it('needs a session to upload, and answers a missing image with 404 JSON', async () => {
    const anonymous = await request(ctx.app)
      .post('/api/admin/media')
      .attach('file', await image('png'), 'a.png');
    expect(anonymous.status).toBe(401);
    for (const path of ['/media/999999', '/media/abc', '/media/99999999999']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'No such image' });
    }
  });
});
