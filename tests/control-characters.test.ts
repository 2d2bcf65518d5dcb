// Issue 36, item 8: control characters (C0 except tab, line feed and carriage return) are stripped on write from
// every text field, staff content and counsellors' notes alike, so a title with U+0001 no longer makes /rss.xml
// unreadable; the feed, read with a strict XML parser, stays well-formed even for a row written before the fix.
import { JSDOM } from 'jsdom';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { blogPostInput } from './helpers/blog';
import { type Backend, backends, createTestDatabase, testConfig } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';
import { standInSite } from './helpers/stand-in-site';

const PUBLIC_URL = 'https://www.example.org';

/** The feed through a real XML parser (jsdom's XML mode throws on a character XML 1.0 cannot hold). */
async function feedTitles(app: ReturnType<typeof createApp>): Promise<string[]> {
  const res = await request(app).get('/rss.xml');
  expect(res.status).toBe(200);
  const { document } = new JSDOM(res.text, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  return [...document.querySelectorAll('item > title')].map((title) => title.textContent ?? '');
}

describe.each(backends)('control characters on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let site: ReturnType<typeof standInSite>;
  let app: ReturnType<typeof createApp>;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = standInSite();
    const config = { ...testConfig({ PUBLIC_URL }), distDir: site.distDir };
    app = createApp({ db: database.db, config, logger: pino({ level: 'silent' }) });
    await addStaff({ db: database.db } as Parameters<typeof addStaff>[0]);
    staff = await signedInAgent(app);
  }, 180_000);
  afterAll(async () => {
    site?.remove();
    await database?.db.close();
    await database?.dropDatabase();
  });

  it('strips them from every field of a post and keeps the feed well-formed', async () => {
    const created = await staff.post('/api/admin/blog_posts').send(
      blogPostInput({
        title: 'Cabin\u0001 crew\u001f day',
        excerpt: 'Line one\u0007\nline two\ttabbed',
        author: 'Faculty\u0000',
        tags: ['open\u0008 day'],
        content: '<p>Mock\u000b cabin</p>',
        meta_description: 'Visit\u007f us',
      }),
    );
    expect(created.status).toBe(201);
    const row = await database.db
      .knex('blog_posts')
      .where({ id: created.body.id })
      .first('title', 'excerpt', 'author', 'tags', 'content', 'meta_description');
    expect(row).toEqual({
      title: 'Cabin crew day',
      excerpt: 'Line one\nline two\ttabbed',
      author: 'Faculty',
      tags: ['open day'],
      content: '<p>Mock cabin</p>',
      meta_description: 'Visit us',
    });
    const edited = await staff.put(`/api/admin/blog_posts/${created.body.id}`).send({ title: 'Cabin\u0002 crew day' });
    expect([edited.status, edited.body.title]).toEqual([200, 'Cabin crew day']);
    expect(await feedTitles(app)).toContain('Cabin crew day');
  });

  it('keeps the feed well-formed for a post stored with a control character before the fix', async () => {
    await database.db.knex('blog_posts').insert({
      ...blogPostInput({ title: 'Old\u0001 post', excerpt: 'Old\u0002 excerpt', author: 'Old\u0003 author' }),
      slug: 'old-post',
      tags: ['old'],
    });
    expect(await feedTitles(app)).toContain('Old post');
  });

  it("strips them from a counsellor's note and a follow-up's note", async () => {
    await database.db.knex('contact_forms').insert({ name: 'Asha', email: 'asha@example.in', phone: '9800000001' });
    const { id } = await database.db.knex('applicants').first('id');
    const note = await staff.post(`/api/admin/applicants/${id}/notes`).send({ body: 'Called\u0007 twice\u001b' });
    expect(note.status).toBe(201);
    expect((await database.db.knex('applicant_notes').first('body')).body).toBe('Called twice');
    const followUp = await staff
      .post(`/api/admin/applicants/${id}/follow_ups`)
      .send({ due_at: new Date(Date.now() + 86_400_000).toISOString(), note: 'Ring\u0001 back' });
    expect(followUp.status).toBe(201);
    expect((await database.db.knex('applicant_follow_ups').first('note')).note).toBe('Ring back');
  });
  it("strips them from a visitor's form and the attribution it carries", async () => {
    const res = await request(app)
      .post('/api/public/contact_forms')
      .send({
        name: 'Rahul\u0001 Das',
        email: 'rahul@example.in',
        phone: '9800000009',
        message: 'Hello\u0002\nthere',
        attribution: { utm_source: 'news\u0001letter' },
      });
    expect(res.status).toBe(201);
    const row = await database.db.knex('contact_forms').where({ email: 'rahul@example.in' }).first();
    expect([row.name, row.message, row.attribution.utm_source]).toEqual(['Rahul Das', 'Hello\nthere', 'newsletter']);
  });
});
