import type { Agent } from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

const blogPost = {
  title: 'Cabin crew careers in 2026',
  excerpt: 'What airlines look for',
  content:
    '<h2>Grooming</h2><p style="text-align: center">Smile <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
  author: 'Riya Sen',
  author_image: '',
  date: '2026-01-15',
  category: 'aviation',
  image: 'https://example.com/cover.jpg',
  image_alt: 'A cover picture of the story',
  read_time: '4 min read',
  views: 10,
  likes: 3,
  is_featured: true,
  tags: ['cabin crew', 'careers'],
};

const registration = (full_name: string, extra: Record<string, unknown> = {}) => ({
  full_name,
  email: `${full_name.split(' ')[0].toLowerCase()}@example.com`,
  phone: '+91 98300 00000',
  course: 'Skilled Professional In Airport Management (SPAM)',
  message: null,
  ...extra,
});

describe.each(backends)('staff resources on %s', (backend) => {
  let ctx: TestContext;
  let staff: Agent;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    staff = await signedInAgent(ctx.app);
    const knex = ctx.db.knex;
    await knex('registration_forms').insert([
      registration('Amit Das', { created_at: '2026-01-05T10:00:00Z' }),
      registration('Bina Roy', { created_at: '2026-02-05T10:00:00Z', message: 'Hostel?' }),
      registration('Chitra Paul', {
        created_at: '2026-03-05T10:00:00Z',
        course: 'BBA Tourism, Aviation and Hospitality',
      }),
      registration('Dev 100%_Kumar', { created_at: '2026-03-06T10:00:00Z' }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('lists', () => {
    it('returns a page with Content-Range, newest first by default', async () => {
      const res = await staff.get('/api/admin/registration_forms').query({ range: '[0,1]' });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('registration_forms 0-1/4');
      expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/);
      expect(res.body.map((row: { full_name: string }) => row.full_name)).toEqual(['Dev 100%_Kumar', 'Chitra Paul']);
    });

    it('sorts by an allowed field in either direction', async () => {
      const res = await staff
        .get('/api/admin/registration_forms')
        .query({ sort: '["full_name","ASC"]', range: '[0,24]' });
      expect(res.body.map((row: { full_name: string }) => row.full_name)).toEqual([
        'Amit Das',
        'Bina Roy',
        'Chitra Paul',
        'Dev 100%_Kumar',
      ]);
      expect(res.headers['content-range']).toBe('registration_forms 0-3/4');
    });

    it('caps a range at 1,000 rows', async () => {
      const res = await staff.get('/api/admin/registration_forms').query({ range: '[0,5000]' });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('registration_forms 0-3/4');
    });

    it.each([
      ['sort', '["password_hash","ASC"]'],
      ['sort', '["full_name","SIDEWAYS"]'],
      ['sort', '"full_name"'],
      ['sort', '[nope'],
      ['range', '[5,2]'],
      ['range', '[-1,3]'],
      ['range', '[0,"9"]'],
      ['filter', '{"password":"x"}'],
      ['filter', '{"course":"Rocket science"}'],
      ['filter', '{"q":{"$ne":1}}'],
      ['filter', '{"id":["1;drop table staff"]}'],
      ['filter', '{"created_at_gte":"yesterday"}'],
      ['filter', '{"created_at_lte":"2025-02-30"}'],
      ['filter', '{"created_at_gte":"2025-04-31T10:00:00Z"}'],
      ['filter', '[1,2]'],
    ])('answers a bad %s (%s) with 400 JSON, never a database error', async (name, value) => {
      const res = await staff.get('/api/admin/registration_forms').query({ [name]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    });

    it('searches text fields case-insensitively with filter.q, treating % and _ literally', async () => {
      const byName = await staff.get('/api/admin/registration_forms').query({ filter: '{"q":"CHITRA"}' });
      expect(byName.body.map((row: { full_name: string }) => row.full_name)).toEqual(['Chitra Paul']);
      const byMessage = await staff.get('/api/admin/registration_forms').query({ filter: '{"q":"hostel"}' });
      expect(byMessage.body.map((row: { full_name: string }) => row.full_name)).toEqual(['Bina Roy']);
      const literal = await staff.get('/api/admin/registration_forms').query({ filter: '{"q":"100%_"}' });
      expect(literal.body.map((row: { full_name: string }) => row.full_name)).toEqual(['Dev 100%_Kumar']);
      expect(literal.headers['content-range']).toBe('registration_forms 0-0/1');
    });

    it('filters by enum value, by id list (getMany) and by created_at range (Kolkata days)', async () => {
      const byCourse = await staff
        .get('/api/admin/registration_forms')
        .query({ filter: JSON.stringify({ course: 'BBA Tourism, Aviation and Hospitality' }) });
      expect(byCourse.body).toHaveLength(1);
      const all = (await staff.get('/api/admin/registration_forms')).body as { id: number; full_name: string }[];
      const ids = all.slice(0, 2).map((row) => row.id);
      const many = await staff.get('/api/admin/registration_forms').query({ filter: JSON.stringify({ id: ids }) });
      expect(many.body.map((row: { id: number }) => row.id).sort()).toEqual([...ids].sort());
      const february = await staff
        .get('/api/admin/registration_forms')
        .query({ filter: '{"created_at_gte":"2026-02-01","created_at_lte":"2026-03-05"}' });
      expect(february.body.map((row: { full_name: string }) => row.full_name)).toEqual(['Chitra Paul', 'Bina Roy']);
    });
  });

  describe('content', () => {
    let postId: number;

    it('creates a blog post (201, the row) with its HTML sanitised on write', async () => {
      const res = await staff.post('/api/admin/blog_posts').send(blogPost);
      expect(res.status).toBe(201);
      postId = res.body.id;
      expect(res.body).toMatchObject({ title: blogPost.title, tags: ['cabin crew', 'careers'], author_image: null });
      expect(res.body.content).toContain('<h2>Grooming</h2>');
      expect(res.body.content).toContain('text-align: center');
      expect(res.body.content).not.toMatch(/script|javascript:/i);
      const stored = await ctx.db.knex('blog_posts').where({ id: postId }).first();
      expect(stored.content).toBe(res.body.content);
    });

    it('updates with the record the panel sends back (id, created_at included) and moves updated_at', async () => {
      const before = (await staff.get(`/api/admin/blog_posts/${postId}`)).body;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await staff
        .put(`/api/admin/blog_posts/${postId}`)
        .send({ ...before, title: 'Cabin crew careers', content: '<p onclick="x()">Hi</p>' });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Cabin crew careers');
      expect(res.body.content).toBe('<p>Hi</p>');
      expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
      expect(res.body.created_at).toBe(before.created_at);
    });

    it('changes only the fields sent on update (defaults do not overwrite the rest)', async () => {
      const res = await staff.put(`/api/admin/blog_posts/${postId}`).send({ likes: 7 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ likes: 7, views: 10, is_featured: true, read_time: '4 min read' });
    });

    it('validates with the shared schemas: 400 with one message per field', async () => {
      const res = await staff
        .post('/api/admin/blog_posts')
        .send({ ...blogPost, category: 'space', views: -1, image: 'not a url', tags: 'a,b', extra: 1 });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['category', 'extra', 'image', 'tags', 'views']);
      const video = await staff.post('/api/admin/gallery_videos').send({
        title: 'Campus tour',
        description: 'A walk',
        video_url: 'https://evil.example/embed/x',
        thumbnail_url: 'https://example.com/t.jpg',
        date: '2026-01-01',
      });
      expect(video.status).toBe(400);
      expect(video.body.fields.video_url).toEqual(expect.any(String));
      const achiever = await staff.post('/api/admin/achievers').send({ name: 'A', image: 'x', sort_order: 1.5 });
      expect(Object.keys(achiever.body.fields).sort()).toEqual(['image', 'sort_order']);
    });

    it('reads, filters by featured and category, and deletes content', async () => {
      await staff.post('/api/admin/gallery_images').send({
        title: 'Mock cabin',
        description: 'Training in the mock cabin',
        image_url: '/media/1',
        category: 'training',
        date: '2026-01-02',
        is_featured: true,
        sort_order: 2,
      });
      await staff.post('/api/admin/gallery_images').send({
        title: 'Annual day',
        description: 'Celebration',
        image_url: 'https://example.com/a.jpg',
        category: 'events',
        date: '2026-01-03',
        sort_order: 1,
      });
      const list = await staff.get('/api/admin/gallery_images');
      expect(list.body.map((row: { title: string }) => row.title)).toEqual(['Annual day', 'Mock cabin']);
      const featured = await staff.get('/api/admin/gallery_images').query({ filter: '{"is_featured":true}' });
      expect(featured.body.map((row: { title: string }) => row.title)).toEqual(['Mock cabin']);
      const events = await staff.get('/api/admin/gallery_images').query({ filter: '{"category":["events"]}' });
      expect(events.body.map((row: { title: string }) => row.title)).toEqual(['Annual day']);
      const id = list.body[0].id;
      const deleted = await staff.delete(`/api/admin/gallery_images/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ id, title: 'Annual day' });
      expect((await staff.get(`/api/admin/gallery_images/${id}`)).status).toBe(404);
      expect((await staff.delete(`/api/admin/gallery_images/${id}`)).status).toBe(404);
      expect((await staff.get('/api/admin/gallery_images/abc')).status).toBe(400);
    });
  });

  describe('submissions', () => {
    it('refuses create and update with 405', async () => {
      const [row] = await ctx.db
        .knex('contact_forms')
        .insert({ name: 'X', email: 'x@example.com', phone: '9830000000' })
        .returning('id');
      const created = await staff.post('/api/admin/contact_forms').send({ name: 'Y' });
      expect(created.status).toBe(405);
      expect(created.body).toEqual({ error: expect.any(String) });
      expect((await staff.put(`/api/admin/contact_forms/${row.id}`).send({ name: 'Z' })).status).toBe(405);
      expect((await ctx.db.knex('contact_forms').where({ id: row.id }).first()).name).toBe('X');
    });

    it('bulk-deletes the way ra-data-simple-rest deleteMany does: one DELETE per id', async () => {
      const rows = await ctx.db
        .knex('prospectus_requests')
        .insert([1, 2, 3].map((n) => ({ full_name: `P${n}`, email: `p${n}@example.com`, phone: '9830000000' })))
        .returning('id');
      const ids = rows.map((row: { id: number }) => row.id);
      const answers = await Promise.all(
        ids.slice(0, 2).map((id: number) => staff.delete(`/api/admin/prospectus_requests/${id}`)),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(answers.map((res) => res.body.id)).toEqual(ids.slice(0, 2));
      const left = await staff.get('/api/admin/prospectus_requests');
      expect(left.body.map((row: { id: number }) => row.id)).toEqual([ids[2]]);
    });
  });
});
