// Uploads an attacker (or a careless phone) would send: a photo carrying its GPS position, image bombs that are
// small files of enormous pixel sizes, and files that only start like an image. Kept without metadata, refused
// with 413 before decoding, and refused with 422 and a message the staff panel shows (never a 500).
import zlib from 'node:zlib';
import sharp from 'sharp';
import request, { type Agent } from 'supertest';
import { MEDIA_MAX_PIXELS } from '../server/media/clean-image';
import { UPLOAD_LIMITS } from '../server/media/upload';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

/** A PNG whose header declares width × height but whose data holds a single deflated row: a bomb's shape. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A BMP header (24-bit, uncompressed) declaring width × height, with no pixel rows behind it. */
function bmpDeclaring(width: number, height: number): Buffer {
  const bmp = Buffer.alloc(54);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(54, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  return bmp;
}

describe.each(backends)('hostile media uploads on %s', (backend) => {
  let ctx: TestContext;
  let staff: Agent;
  const stored = async () => Number(((await ctx.db.knex('media').count({ n: '*' }).first()) as { n: number }).n);
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    staff = await signedInAgent(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps a photo upright but without its GPS position or camera details', async () => {
    // 40 × 20 pixels stored sideways, with EXIF orientation 6 (turn a quarter clockwise to show).
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Tracker 3000', Artist: 'Asha Menon' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 3/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, sent.exif?.includes('SpyCam'), photo.includes('Tracker 3000')]).toEqual([6, true, true]);

    const upload = await staff.post('/api/admin/media').attach('file', photo, { filename: 'campus.jpg' });
    expect(upload.status).toBe(201);
    const served = await request(ctx.app)
      .get(upload.body.url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const bytes = served.body as Buffer;
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect([kept.orientation ?? 1, kept.width, kept.height]).toEqual([1, 20, 40]);
    for (const secret of ['SpyCam', 'Tracker 3000', 'Asha Menon', 'Exif']) expect(bytes.includes(secret)).toBe(false);
    // The variants come from the cleaned image: upright too.
    const variant = await request(ctx.app).get(`${upload.body.url}/400.webp`);
    expect(await sharp(variant.body as Buffer).metadata()).toMatchObject({ width: 20, height: 40 });
  });

  it.each([
    ['a 16000 × 16000 PNG', pngDeclaring(16_000, 16_000), /16000 × 16000 pixels/],
    ['a 30000 × 30000 PNG', pngDeclaring(30_000, 30_000), /30000 × 30000 pixels/],
    ['a 30000 × 30000 BMP', bmpDeclaring(30_000, -30_000), /30000 × 30000 pixels/],
  ])('refuses %s (a small file) with 413 before decoding it', async (_name, bomb, message) => {
    expect(bomb.length).toBeLessThan(40_000);
    const before = await stored();
    const res = await staff.post('/api/admin/media').attach('file', bomb, { filename: 'bomb.png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.stringMatching(message) });
    expect(res.body.error).toContain(`${MEDIA_MAX_PIXELS / 1_000_000} megapixels`);
    expect(await stored()).toBe(before);
  });

  it('refuses with 422 and a message an upload that only starts like an image', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 256)), {
      raw: { width: 64, height: 64, channels: 3 },
    })
      .png()
      .toBuffer();
    const truncated = noisy.subarray(0, Math.floor(noisy.length / 2));
    const jpegStart = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    const before = await stored();
    for (const [name, bytes] of [
      ['truncated.png', truncated],
      ['garbage.jpg', jpegStart],
    ] as const) {
      const res = await staff.post('/api/admin/media').attach('file', bytes, { filename: name });
      expect([name, res.status, res.body]).toEqual([
        name,
        422,
        { error: 'The image could not be read: the file is damaged, incomplete or not really an image' },
      ]);
    }
    expect(await stored()).toBe(before);
  });
  it('refuses an icon that holds no image (an ICO directory of zero entries)', async () => {
    const empty = Buffer.concat([Buffer.from([0, 0, 1, 0, 0, 0]), Buffer.alloc(40)]);
    const before = await stored();
    const res = await staff.post('/api/admin/media').attach('file', empty, { filename: 'empty.ico' });
    expect([res.status, res.body.error]).toEqual([422, expect.stringMatching(/could not be read/)]);
    expect(await stored()).toBe(before);
  });

  describe('fields beside the image (issue 36, item 11)', () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

    it('refuses 30 MB of text beside one GIF with a 413 in JSON, reading no further, and stores nothing', async () => {
      const before = await stored();
      const res = await staff
        .post('/api/admin/media')
        .field('note', 'x'.repeat(30 * 1024 * 1024))
        .attach('file', gif, { filename: 'dot.gif' });
      expect([res.status, res.headers['content-type'], res.body.error]).toEqual([
        413,
        expect.stringMatching(/^application\/json/),
        `A form field beside the image is longer than ${UPLOAD_LIMITS.fieldSize} bytes`,
      ]);
      expect(await stored()).toBe(before);
    });

    it('refuses too many fields and too many parts with a 400 in JSON', async () => {
      const before = await stored();
      let many = staff.post('/api/admin/media');
      for (let i = 0; i < 50; i++) many = many.field(`f${i}`, 'x');
      const res = await many.attach('file', gif, { filename: 'dot.gif' });
      expect([res.status, res.body.error]).toEqual([400, 'Send the image with at most 5 other fields']);
      const longName = await staff
        .post('/api/admin/media')
        .field('n'.repeat(500), 'x')
        .attach('file', gif, { filename: 'dot.gif' });
      expect(longName.status).toBe(413);
      expect(await stored()).toBe(before);
    });

    it('still takes one image with a short field beside it', async () => {
      const res = await staff
        .post('/api/admin/media')
        .field('alt', 'A dot')
        .attach('file', gif, { filename: 'dot.gif' });
      expect(res.status).toBe(201);
    });
  });
});
