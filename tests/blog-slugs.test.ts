// Blog slugs and the SEO fields (issue 21, points 4 and 5): /blog/<slug> made from the title (transliterated,
// unique, numbered), editable with a clear 409 on a clash; the old /blog/<id> and earlier slugs answer 301; the
// public API keeps /blog_posts/{id} and adds /blog_posts/by-slug/{slug}; the editor requires alt text for every image
// (the API, the contract's create body, does not: the page then describes the cover by the post's title).
import pino from 'pino';
import request from 'supertest';
import { blogPostEditorProblems } from '../common/content';
import { slugFromTitle } from '../common/slug-from-title';
import { createApp } from '../server/app';
import { blogPostInput } from './helpers/blog';
import { type Backend, backends, createTestDatabase, testConfig } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';
import { standInSite } from './helpers/stand-in-site';

describe('slugs made from titles', () => {
  it('transliterate, lower-case, hyphenate and never leave only digits', () => {
    expect(slugFromTitle('How to Crack a Cabin Crew Interview: A Step-by-Step Guide')).toBe(
      'how-to-crack-a-cabin-crew-interview-a-step-by-step-guide',
    );
    expect(slugFromTitle('Café à Kolkata — 2026!')).toBe('cafe-a-kolkata-2026');
    expect(slugFromTitle('নমস্কার শিলিগুড়ি')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugFromTitle('2026')).toBe('post-2026');
    expect(slugFromTitle('!!!')).toBe('post');
    expect(slugFromTitle('word '.repeat(60)).length).toBeLessThanOrEqual(110);
  });
});

describe.each(backends)('blog slugs and SEO fields on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let site: ReturnType<typeof standInSite>;
  let app: ReturnType<typeof createApp>;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    site = standInSite();
    app = createApp({
      db: database.db,
      config: { ...testConfig(), distDir: site.distDir },
      logger: pino({ level: 'silent' }),
    });
    await addStaff({ db: database.db } as Parameters<typeof addStaff>[0]);
    staff = await signedInAgent(app);
  }, 180_000);
  afterAll(async () => {
    site?.remove();
    await database?.db.close();
    await database?.dropDatabase();
  });

  const create = (overrides: Record<string, unknown> = {}) =>
    staff.post('/api/admin/blog_posts').send(blogPostInput(overrides));

  it('makes a unique slug from the title, numbered when taken', async () => {
    const first = await create({ title: 'Airport Ground Staff: Café Interviews' });
    expect(first.status).toBe(201);
    expect(first.body.slug).toBe('airport-ground-staff-cafe-interviews');
    const second = await create({ title: 'Airport Ground Staff: Café Interviews' });
    expect(second.body.slug).toBe('airport-ground-staff-cafe-interviews-2');
    const third = await create({ title: 'Airport ground staff — café interviews', slug: '' });
    expect(third.body.slug).toBe('airport-ground-staff-cafe-interviews-3');
  });

  it('takes a typed slug, refuses a taken one with 409 and a malformed one with 400, naming the field', async () => {
    const mine = await create({ title: 'Typed slug', slug: 'My-Own-Address' });
    expect(mine.status).toBe(201);
    expect(mine.body.slug).toBe('my-own-address');
    const clash = await create({ title: 'Another', slug: 'my-own-address' });
    expect(clash.status).toBe(409);
    expect(clash.body.fields.slug).toMatch(/Typed slug/);
    const edited = await staff.put(`/api/admin/blog_posts/${mine.body.id}`).send({ slug: 'my-own-address' });
    expect(edited.status).toBe(200);
    for (const slug of ['has space', '2026', 'trailing-', 'a--b', 'ünïcode', 'x'.repeat(121)]) {
      const bad = await create({ title: 'Bad slug', slug });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.slug).toBeTruthy();
    }
  });

  it('serves the post at /blog/<slug>; the id and every earlier slug answer 301 with the current one', async () => {
    const post = (await create({ title: 'Moving Post' })).body;
    expect((await request(app).get('/blog/moving-post')).text).toContain('<h1>Moving Post</h1>');

    const renamed = await staff.put(`/api/admin/blog_posts/${post.id}`).send({ slug: 'moved-once' });
    expect(renamed.body.slug).toBe('moved-once');
    await staff.put(`/api/admin/blog_posts/${post.id}`).send({ slug: 'moved-twice' });
    // A save that leaves the slug alone (a new title) keeps the address.
    const retitled = await staff.put(`/api/admin/blog_posts/${post.id}`).send({ title: 'Moving Post, Retitled' });
    expect(retitled.body.slug).toBe('moved-twice');

    for (const old of [`/blog/${post.id}`, '/blog/moving-post', '/blog/moved-once']) {
      const res = await request(app).get(old);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/blog/moved-twice');
    }
    const current = await request(app).get('/blog/moved-twice');
    expect(current.status).toBe(200);
    expect(current.text).toContain('<h1>Moving Post, Retitled</h1>');

    // The public API: by id (the contract) and by any of its slugs, answering the current one.
    const byId = await request(app).get(`/api/public/blog_posts/${post.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe('moved-twice');
    const byOldSlug = await request(app).get('/api/public/blog_posts/by-slug/moving-post');
    expect(byOldSlug.status).toBe(200);
    expect(byOldSlug.body).toMatchObject({ id: post.id, slug: 'moved-twice' });
    for (const missing of ['no-such-post', 'Not%20A%20Slug', '123']) {
      const res = await request(app).get(`/api/public/blog_posts/by-slug/${missing}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Blog post not found');
    }
    expect((await request(app).get('/blog/no-such-post')).status).toBe(404);

    // Cleared, the slug is made again from the title; the one before still redirects.
    const cleared = await staff.put(`/api/admin/blog_posts/${post.id}`).send({ slug: null });
    expect(cleared.body.slug).toBe('moving-post-retitled');
    expect((await request(app).get('/blog/moved-twice')).headers.location).toBe('/blog/moving-post-retitled');
    // An earlier slug of this post is not handed to a new post by the generator.
    expect((await create({ title: 'Moving Post' })).body.slug).toBe('moving-post-2');
  });

  it('keeps a draft 404 by slug and by id', async () => {
    const draft = (await create({ title: 'Hidden Draft', status: 'draft' })).body;
    expect((await request(app).get(`/blog/${draft.slug}`)).status).toBe(404);
    expect((await request(app).get(`/blog/${draft.id}`)).status).toBe(404);
    expect((await request(app).get(`/api/public/blog_posts/by-slug/${draft.slug}`)).status).toBe(404);
  });

  it('stores the SEO fields and answers them publicly', async () => {
    const post = await create({
      title: 'SEO Post',
      meta_title: 'Cabin Crew Course in Siliguri | Skyline',
      meta_description: 'Six months to your first flight.',
      social_image: 'https://example.com/share.jpg',
    });
    expect(post.status).toBe(201);
    const read = await request(app).get(`/api/public/blog_posts/by-slug/${post.body.slug}`);
    expect(read.body).toMatchObject({
      meta_title: 'Cabin Crew Course in Siliguri | Skyline',
      meta_description: 'Six months to your first flight.',
      social_image: 'https://example.com/share.jpg',
      image_alt: 'A cover picture of the story',
    });
    const empty = await staff.put(`/api/admin/blog_posts/${post.body.id}`).send({ meta_title: '', social_image: '' });
    expect(empty.body).toMatchObject({ meta_title: null, social_image: null });
    const bad = await create({ title: 'Bad SEO', social_image: 'javascript:alert(1)', meta_title: 'x'.repeat(121) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['meta_title', 'social_image']);
  });

  it("takes a post without alt text through the API (the contract's create body)", async () => {
    const { image_alt: _left, ...withoutAlt } = blogPostInput({ title: 'No alt at all' });
    const created = await staff.post('/api/admin/blog_posts').send(withoutAlt);
    expect(created.status).toBe(201);
    expect(created.body.image_alt).toBeNull();
    expect((await request(app).get(`/api/public/blog_posts/by-slug/${created.body.slug}`)).body.image_alt).toBeNull();
    const blank = await create({ title: 'Blank alt', image_alt: '  ' });
    expect(blank.status).toBe(201);
    expect(blank.body.image_alt).toBeNull();
  });

  it("the editor's rules ask for alt text on the cover and on every image in the text", () => {
    expect(blogPostEditorProblems({ image_alt: '  ', content: '<p>Text</p>' })).toEqual({
      image_alt: 'Cover image alt text is required',
    });
    for (const content of [
      '<p>One</p><img src="https://example.com/a.jpg">',
      '<p><img src="/media/1/a.webp" alt=""></p>',
      '<p><img alt="A runway" src="https://example.com/a.jpg"><img src="https://example.com/b.jpg" alt=" "></p>',
    ])
      expect(blogPostEditorProblems({ image_alt: 'A cover', content }).content).toMatch(/alt text/);
    expect(
      blogPostEditorProblems({
        image_alt: 'A cover',
        content: '<p><img src="https://example.com/a.jpg" alt="Students at the mock cabin"></p>',
      }),
    ).toEqual({});
  });

  it('gives rows written straight to the table a slug too, unique', async () => {
    const rows = await database.db
      .knex('blog_posts')
      .insert([1, 2].map(() => ({ ...blogPostInput({ title: 'Straight In' }), tags: ['x'] })))
      .returning(['id', 'slug']);
    expect(rows[0].slug).toBe('straight-in');
    expect(rows[1].slug).toBe(`straight-in-${rows[1].id}`);
  });
});
