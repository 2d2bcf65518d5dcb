// Revisions: every save keeps one; staff compare two (title, fields, text word by word) and restore one.
import { htmlToText } from '../server/blog/revisions';
import { blogPostInput } from './helpers/blog';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, STAFF_EMAIL, signedInAgent } from './helpers/staff';

test('the text of a post is what a reader sees, a paragraph a line, images named by their alt text', () => {
  expect(
    htmlToText(
      '<h2>Why fly</h2><p>The job is <strong>demanding</strong>.<br>Apply now.</p><img src="/a.jpg" alt="Crew">',
    ),
  ).toBe('Why fly\nThe job is demanding.\nApply now.\n[Image: Crew]');
  expect(htmlToText('<ul><li>One</li><li>Two &amp; three</li></ul>')).toBe('One\nTwo & three');
});

describe.each(backends)('blog revisions on %s', (backend) => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    staff = await signedInAgent(ctx.app);
  }, 180_000);
  afterAll(() => ctx?.close());

  it('keeps every save, compares two and restores one', async () => {
    const created = await staff
      .post('/api/admin/blog_posts')
      .send(blogPostInput({ title: 'First title', content: '<p>Come and see the mock cabin.</p>' }));
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    const edited = await staff
      .put(`/api/admin/blog_posts/${id}`)
      .send({ title: 'Second title', content: '<p>Come and see the flight simulator.</p>', category: 'career' });
    expect(edited.status).toBe(200);

    const list = await staff.get(`/api/admin/blog_posts/${id}/revisions`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { title: string }) => r.title)).toEqual(['Second title', 'First title']);
    expect(list.body[0].staff_email).toBe(STAFF_EMAIL);
    const [second, first] = list.body as { id: number }[];

    const compared = await staff.get(`/api/admin/blog_posts/${id}/revisions/compare?from=${first.id}&to=${second.id}`);
    expect(compared.status).toBe(200);
    expect(compared.body.title).toEqual({ before: 'First title', after: 'Second title', changed: true });
    expect(compared.body.fields).toEqual([{ field: 'category', before: 'aviation', after: 'career' }]);
    const text = compared.body.text as { value: string; added: boolean; removed: boolean }[];
    expect(text.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(['mock cabin']);
    expect(text.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['flight simulator']);
    expect(text.map((part) => (part.added ? '' : part.value)).join('')).toBe('Come and see the mock cabin.');

    const restored = await staff.post(`/api/admin/blog_posts/${id}/revisions/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'First title', category: 'aviation' });
    expect(restored.body.content).toBe('<p>Come and see the mock cabin.</p>');
    const after = await staff.get(`/api/admin/blog_posts/${id}/revisions`);
    expect(after.body).toHaveLength(3);
    expect(after.body[0].title).toBe('First title');
    const audit = await ctx.db
      .knex('audit_log')
      .where({ resource: 'blog_posts', record_id: String(id) })
      .orderBy('id');
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(audit[2].details.restored_revision).toBe(first.id);
  });

  it('answers clearly for a missing or foreign revision', async () => {
    const a = (await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'A' }))).body.id;
    const b = (await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: 'B' }))).body.id;
    const [revisionOfB] = (await staff.get(`/api/admin/blog_posts/${b}/revisions`)).body as { id: number }[];
    const [revisionOfA] = (await staff.get(`/api/admin/blog_posts/${a}/revisions`)).body as { id: number }[];
    const missing = await staff.get(`/api/admin/blog_posts/${a}/revisions/compare?from=${revisionOfA.id}`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/Choose two revisions/);
    const foreign = await staff.get(
      `/api/admin/blog_posts/${a}/revisions/compare?from=${revisionOfA.id}&to=${revisionOfB.id}`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'No such revision of this post' });
    const restore = await staff.post(`/api/admin/blog_posts/${a}/revisions/${revisionOfB.id}/restore`);
    expect(restore.status).toBe(404);
    expect(restore.body).toEqual({ error: 'No such revision of this post' });
    expect((await staff.get('/api/admin/blog_posts/999999/revisions')).status).toBe(404);
    expect((await staff.get(`/api/admin/blog_posts/${a}/revisions/compare?from=x&to=1`)).status).toBe(400);
  });
});
