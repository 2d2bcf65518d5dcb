// Preview links: a post that is not live opens through a signed link until the link expires; without one, 404.
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { PREVIEW_LINK_MS, previewToken, previewTokenValid } from '../server/blog/preview';
import { blogPostInput } from './helpers/blog';
import { START } from './helpers/clocked-app';
import { type Backend, backends, createTestDatabase, testConfig } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';
import { standInSite } from './helpers/stand-in-site';

const SECRET = 'a-secret-of-at-least-16-characters';
const SECRETS = [SECRET];

describe('preview tokens', () => {
  const expires = START + 60_000;
  const token = previewToken(SECRETS, 7, expires);

  it('are valid for their post until they expire', () => {
    expect(previewTokenValid(SECRETS, 7, token, START)).toBe(true);
    expect(previewTokenValid(SECRETS, 7, token, expires)).toBe(false);
    expect(previewTokenValid(SECRETS, 8, token, START)).toBe(false);
    expect(previewTokenValid(['another-secret-of-16-characters'], 7, token, START)).toBe(false);
  });

  it('are signed with the first of a rotated list and accepted while their secret is still listed', () => {
    const NEW = 'the-new-secret-of-16-characters';
    const rotated = previewToken([NEW, SECRET], 7, expires);
    expect(rotated).not.toBe(token);
    expect(previewTokenValid([NEW, SECRET], 7, rotated, START)).toBe(true);
    expect(previewTokenValid([NEW, SECRET], 7, token, START)).toBe(true);
    expect(previewTokenValid([NEW], 7, rotated, START)).toBe(true);
    // Once the old secret is dropped from the list, its links stop working.
    expect(previewTokenValid([NEW], 7, token, START)).toBe(false);
  });

  it('cannot be extended, altered or guessed', () => {
    const [, signature] = token.split('.');
    expect(previewTokenValid(SECRETS, 7, `${expires + 3_600_000}.${signature}`, START)).toBe(false);
    expect(previewTokenValid(SECRETS, 7, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, START)).toBe(false);
    for (const junk of ['', 'x', `${expires}.`, `${expires}`, ['a'], undefined, `-1.${signature}`])
      expect(previewTokenValid(SECRETS, 7, junk, START)).toBe(false);
  });
});

describe.each(backends)('preview links on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let site: ReturnType<typeof standInSite>;
  const clock = { now: START };
  let app: ReturnType<typeof createApp>;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = standInSite();
    const config = { ...testConfig({ SESSION_SECRET: SECRET }), distDir: site.distDir };
    app = createApp({ db: database.db, config, logger: pino({ level: 'silent' }), clock: () => clock.now });
    await addStaff({ db: database.db } as Parameters<typeof addStaff>[0]);
    staff = await signedInAgent(app);
  }, 180_000);
  afterAll(async () => {
    site?.remove();
    await database?.db.close();
    await database?.dropDatabase();
  });

  it('shows a draft through its link only, until the link expires', async () => {
    const draft = await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'Draft', status: 'draft' }));
    const other = await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'Other', status: 'draft' }));
    const link = await staff.post(`/api/admin/blog_posts/${draft.body.id}/preview`);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^/blog/${draft.body.slug}\\?preview=`));
    expect(Date.parse(link.body.expires_at)).toBe(START + PREVIEW_LINK_MS);

    const preview = await request(app).get(link.body.url);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('<h1>Draft</h1>');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');

    // A link made before slugs (by id) moves to the slug, the link kept.
    const token = new URL(link.body.url, 'http://x').searchParams.get('preview');
    const byId = await request(app).get(`/blog/${draft.body.id}?preview=${token}`);
    expect(byId.status).toBe(302);
    expect(byId.headers.location).toBe(link.body.url);

    // Without the link, with another post's link, or with a broken one: the draft does not exist for visitors.
    for (const url of [
      `/blog/${draft.body.id}`,
      `/blog/${draft.body.slug}`,
      `/blog/${other.body.slug}?preview=${token}`,
      `/blog/${other.body.id}?preview=${token}`,
      `/blog/${draft.body.id}?preview=${token}x`,
    ]) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<h1>Draft</h1>');
    }
    // The cached public page did not keep the preview.
    expect((await request(app).get(`/blog/${draft.body.id}`)).status).toBe(404);

    clock.now = START + PREVIEW_LINK_MS + 1;
    const expired = await request(app).get(link.body.url);
    expect(expired.status).toBe(404);
    expect(expired.text).not.toContain('<h1>Draft</h1>');
    clock.now = START;
  });

  it('is made for existing posts only, and only for signed-in staff', async () => {
    const missing = await staff.post('/api/admin/blog_posts/999999/preview');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No such blog_posts record' });
    const anonymous = await request(app).post('/api/admin/blog_posts/1/preview');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBeTruthy();
  });
});
