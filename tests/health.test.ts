import request from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';

describe.each(backends)('health and readiness on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers /healthz with 200', async () => {
    const res = await request(ctx.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 while the database answers', async () => {
    const res = await request(ctx.app).get('/readyz');
    expect(res.status).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(ctx.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ error: 'No such API endpoint' });
  });

  it('creates every table of the contract', async () => {
    for (const table of [
      'blog_posts',
      'achievers',
      'placements',
      'gallery_images',
      'gallery_videos',
      'registration_forms',
      'contact_forms',
      'admission_applications',
      'prospectus_requests',
      'newsletter_subscriptions',
      'staff',
      'sessions',
    ]) {
      expect(await ctx.db.knex.schema.hasTable(table)).toBe(true);
    }
  });

  it('refuses a row that breaks an enum CHECK constraint', async () => {
    await expect(
      ctx.db.knex('admission_applications').insert({
        full_name: 'A',
        date_of_birth: '2005-01-01',
        email: 'a@b.in',
        phone: '9830012345',
        tenth_percentage: 50,
        twelfth_percentage: 50,
        stream: 'music',
        board: 'WBCHSE',
        course_type: 'degree',
        preferred_course: 'bba',
        preferred_campus: 'kolkata',
      }),
    ).rejects.toThrow(/check constraint/);
  });

  it('returns counts and percentages as numbers on every backend', async () => {
    await ctx.db.knex('admission_applications').insert({
      full_name: 'A',
      date_of_birth: '2005-01-01',
      email: 'a@b.in',
      phone: '9830012345',
      tenth_percentage: 72.5,
      twelfth_percentage: 64.25,
      stream: 'science',
      board: 'WBCHSE',
      course_type: 'degree',
      preferred_course: 'bba',
      preferred_campus: 'kolkata',
    });
    const [{ n }] = await ctx.db.knex('admission_applications').count({ n: '*' });
    expect(n).toBe(1);
    const row = await ctx.db.knex('admission_applications').first();
    expect(row.tenth_percentage).toBe(72.5);
    expect(row.date_of_birth).toBe('2005-01-01');
  });
});
