// A blog post in Bengali or Hindi, linked by staff to its English original: the staff API checks the link (one post
// per language in a group, never a translation of a translation) and the public post names the others for
// "Read in …"; the public lists keep one post per group, in the visitor's language first.
import request from 'supertest';
import { postsForLanguage } from '../common/post-languages';
import { blogPostInput } from './helpers/blog';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';

describe.each(backends)('blog post translations on %s', (backend) => {
  let ctx: TestContext;
  let editor: Awaited<ReturnType<typeof memberAgent>>['agent'];
  const create = (overrides: Record<string, unknown>) =>
    editor.post('/api/admin/blog_posts').send(blogPostInput({ status: 'published', ...overrides }));

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    ({ agent: editor } = await memberAgent(ctx, 'editor@example.com', 'editor'));
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('links a Bengali and a Hindi version to the English post and offers each the others', async () => {
    const english = await create({ title: 'Cabin crew interviews' });
    expect(english.status).toBe(201);
    expect(english.body.language).toBe('en');
    const bengali = await create({
      title: 'কেবিন ক্রু ইন্টারভিউ',
      slug: 'cabin-crew-interview-bangla',
      language: 'bn',
      translation_of: english.body.id,
    });
    expect(bengali.status).toBe(201);
    expect(bengali.body).toMatchObject({ language: 'bn', translation_of: english.body.id });
    const hindi = await create({
      title: 'केबिन क्रू इंटरव्यू',
      slug: 'cabin-crew-interview-hindi',
      language: 'hi',
      translation_of: english.body.id,
    });
    expect(hindi.status).toBe(201);

    const read = await request(ctx.app).get(`/api/public/blog_posts/${bengali.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.language).toBe('bn');
    expect(read.body.translations).toEqual([
      { language: 'en', slug: english.body.slug, title: 'Cabin crew interviews' },
      { language: 'hi', slug: 'cabin-crew-interview-hindi', title: 'केबिन क्रू इंटरव्यू' },
    ]);
    const original = await request(ctx.app).get(`/api/public/blog_posts/${english.body.id}`);
    expect(original.body.translations.map((other: { language: string }) => other.language)).toEqual(['bn', 'hi']);

    // A draft translation is not offered to visitors.
    await editor.put(`/api/admin/blog_posts/${hindi.body.id}`).send({ status: 'draft' }).expect(200);
    const again = await request(ctx.app).get(`/api/public/blog_posts/${english.body.id}`);
    expect(again.body.translations.map((other: { language: string }) => other.language)).toEqual(['bn']);

    // The public list carries each post's language and link; the site keeps one per group.
    const list = await request(ctx.app).get('/api/public/blog_posts');
    const group = list.body.filter((post: { id: number }) => [english.body.id, bengali.body.id].includes(post.id));
    expect(group).toHaveLength(2);
    expect(postsForLanguage(group, 'bn').map((post) => post.id)).toEqual([bengali.body.id]);
    expect(postsForLanguage(group, 'en').map((post) => post.id)).toEqual([english.body.id]);
    expect(postsForLanguage(group, 'hi').map((post) => post.id)).toEqual([english.body.id]);
  });

  it('refuses a second version in one language, a translation of a translation, and a missing original', async () => {
    const english = await create({ title: 'Hotel internships' });
    const bengali = await create({ title: 'হোটেল ইন্টার্নশিপ', language: 'bn', translation_of: english.body.id });
    expect(bengali.status).toBe(201);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ language: 'bn', translation_of: english.body.id }, /already has a Bengali \(বাংলা\) translation/],
      [{ language: 'hi', translation_of: bengali.body.id }, /is itself a translation: link to its original/],
      [{ language: 'en', translation_of: english.body.id }, /is in English too/],
      [{ language: 'hi', translation_of: 2_000_000 }, /There is no post #2000000/],
      [{ language: 'ta' }, /Choose English, Bengali or Hindi/],
    ];
    const before = await ctx.db.knex('blog_posts').count<{ count: string }[]>('* as count');
    for (const [overrides, message] of cases) {
      const refused = await create({ title: 'Another version', ...overrides });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.fields)).toMatch(message);
    }
    // An original with translations stays one; a post cannot translate itself.
    const selfLink = await editor
      .put(`/api/admin/blog_posts/${english.body.id}`)
      .send({ translation_of: english.body.id });
    expect(selfLink.status).toBe(400);
    const other = await create({ title: 'Hotel internships, second look' });
    const demoted = await editor
      .put(`/api/admin/blog_posts/${english.body.id}`)
      .send({ language: 'hi', translation_of: other.body.id });
    expect(demoted.status).toBe(400);
    expect(demoted.body.fields.translation_of).toMatch(/has translations of its own/);
    // Turning the original Bengali would give its group two Bengali posts.
    const clash = await editor.put(`/api/admin/blog_posts/${english.body.id}`).send({ language: 'bn' });
    expect(clash.status).toBe(400);
    expect(clash.body.fields.translation_of).toMatch(/already this post's Bengali/);
    const after = await ctx.db.knex('blog_posts').count<{ count: string }[]>('* as count');
    expect(Number(after[0].count)).toBe(Number(before[0].count) + 1);
  });

  it('keeps the language of an open day and shows it to visitors', async () => {
    const created = await editor.post('/api/admin/events').send({
      title: 'ওপেন ডে',
      starts_at: '2030-01-10T11:00:00+05:30',
      campus: 'kolkata',
      capacity: 40,
      is_published: true,
      language: 'bn',
    });
    expect(created.status).toBe(201);
    const listed = await request(ctx.app).get('/api/public/events');
    expect(listed.body.find((event: { id: number }) => event.id === created.body.id)?.language).toBe('bn');
    const refused = await editor.put(`/api/admin/events/${created.body.id}`).send({ language: 'xx' });
    expect(refused.status).toBe(400);
  });
});
