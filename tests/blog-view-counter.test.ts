// The blog view counter under abuse (issue 15, point 9): one view per address per post per hour, counted in the
// database, and only from this site's own pages.
import request from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';

describe.each(backends)('blog view counter on %s', (backend) => {
  let ctx: TestContext;
  let postId: number;
  let otherPostId: number;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    const post = (title: string) => ({
      title,
      excerpt: 'An excerpt',
      content: '<p>Body</p>',
      author: 'Staff',
      date: '2026-01-10',
      category: 'aviation',
      image: 'https://example.com/a.jpg',
      image_alt: 'A cover picture of the story',
      read_time: '3 min read',
    });
    [{ id: postId }, { id: otherPostId }] = (await ctx.db
      .knex('blog_posts')
      .insert([post('Counted'), post('Other')])
      .returning('id')) as { id: number }[];
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.knex('rate_limits').delete();
  });

  const views = async (id = postId) => Number((await ctx.db.knex('blog_posts').where({ id }).first('views')).views);
  const view = (id: number, forwardedFor: string, headers: Record<string, string> = {}) =>
    request(ctx.app).post(`/api/public/blog_posts/${id}/views`).set('X-Forwarded-For', forwardedFor).set(headers);

  it('counts one view per address per post per hour', async () => {
    const before = await views();
    for (let i = 0; i < 5; i++) expect((await view(postId, '198.51.100.1')).status).toBe(204);
    expect(await views()).toBe(before + 1);
    // Another visitor, and the same visitor on another post, count.
    await view(postId, '198.51.100.2').expect(204);
    await view(otherPostId, '198.51.100.1').expect(204);
    expect(await views()).toBe(before + 2);
    // A client writing its own X-Forwarded-For is still the address the proxy saw.
    for (let i = 0; i < 5; i++) await view(postId, `203.0.113.${i}, 198.51.100.1`).expect(204);
    expect(await views()).toBe(before + 2);
    // An hour later the same visitor counts again: the mark is in the database, not in this process.
    await ctx.db.knex('rate_limits').update({ window_start: ctx.db.knex.raw("now() - interval '61 minutes'") });
    await view(postId, '198.51.100.1').expect(204);
    expect(await views()).toBe(before + 3);
  });

  it('refuses another site (Origin or Sec-Fetch-Site) with 403 and counts nothing; this site counts', async () => {
    const before = await views();
    const evil = await view(postId, '198.51.100.3', { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ error: expect.any(String) });
    await view(postId, '198.51.100.4', { 'Sec-Fetch-Site': 'cross-site' }).expect(403);
    await view(postId, '198.51.100.5', { 'Sec-Fetch-Site': 'same-site' }).expect(403);
    expect(await views()).toBe(before);
    const own = await request(ctx.app)
      .post(`/api/public/blog_posts/${postId}/views`)
      .set('X-Forwarded-For', '198.51.100.6')
      .set('Host', 'skyline.example')
      .set('Origin', 'https://skyline.example')
      .set('Sec-Fetch-Site', 'same-origin');
    expect(own.status).toBe(204);
    expect(await views()).toBe(before + 1);
  });

  it('an unknown post is a 404 and leaves no mark behind', async () => {
    const missing = await view(987654, '198.51.100.7');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Blog post not found' });
    expect(await ctx.db.knex('rate_limits').where('key', 'like', 'blog-view:%')).toHaveLength(0);
  });
});
