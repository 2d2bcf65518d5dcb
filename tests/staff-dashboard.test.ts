import type { Agent } from 'supertest';
import { kolkataMonthStart } from '../server/http/kolkata';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

const post = (title: string, views: number, likes: number, created_at: string, is_featured = false) => ({
  title,
  excerpt: 'e',
  content: '<p>c</p>',
  author: 'A',
  image: 'https://example.com/i.jpg',
  image_alt: 'A cover picture of the story',
  views,
  likes,
  is_featured,
  created_at,
});

describe.each(backends)('dashboard and stat cards on %s', (backend) => {
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

  it('answers with zero counts and average 0 when there is nothing', async () => {
    const res = await staff.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      counts: {
        blog_posts: 0,
        achievers: 0,
        placements: 0,
        gallery_images: 0,
        gallery_videos: 0,
        registration_forms: 0,
        contact_forms: 0,
        admission_applications: 0,
        prospectus_requests: 0,
        newsletter_subscriptions: 0,
        events: 0,
        event_registrations: 0,
      },
      erased: {},
      blog: { total_views: 0, total_likes: 0, average_views: 0 },
      recent: [],
      leads: {
        new: 0,
        due_today: 0,
        overdue: 0,
        untouched: 0,
        team: { new: 0, due_today: 0, overdue: 0, untouched: 0 },
        median_minutes_to_first_contact: null,
        awaiting_guardian: 0,
      },
    });
  });

  it('counts every resource, sums blog views and likes, rounds the average, lists recent enquiries of every form and posts', async () => {
    const knex = ctx.db.knex;
    await knex('blog_posts').insert([
      post('Old post', 10, 1, '2026-01-01T00:00:00Z'),
      post('Middle post', 20, 2, '2026-01-10T00:00:00Z', true),
      post('New post', 5, 4, '2026-01-20T00:00:00Z'),
    ]);
    const registrations = ['R1', 'R2', 'R3', 'R4'].map((full_name, i) => ({
      full_name,
      email: 'r@example.com',
      phone: '9830000000',
      course: 'BBA Tourism, Aviation and Hospitality',
      created_at: `2026-01-0${i + 2}T00:00:00Z`,
    }));
    await knex('registration_forms').insert(registrations);
    // Confirmed subscribers only (issue 33): the waiting address is not counted.
    await knex('newsletter_subscriptions').insert([
      { email: 'n@example.com', confirmed_at: new Date() },
      { email: 'waiting@example.com' },
    ]);
    await knex('achievers').insert({ name: 'A', image: '/a.png', company_name: 'IndiGo' });
    // Recent activity covers every visitor form, not registrations alone (issue 33).
    const [prospectus] = await knex('prospectus_requests')
      .insert({ full_name: 'P1', email: 'p1@example.com', phone: '9830000001', created_at: '2026-01-06T00:00:00Z' })
      .returning('id');

    const res = await staff.get('/api/admin/dashboard');
    expect(res.body.counts).toMatchObject({
      blog_posts: 3,
      registration_forms: 4,
      newsletter_subscriptions: 1,
      achievers: 1,
      placements: 0,
    });
    // 35 views over 3 posts is 11.67: rounded to 12.
    expect(res.body.blog).toEqual({ total_views: 35, total_likes: 7, average_views: 12 });
    const blogIds = Object.fromEntries(
      (await knex('blog_posts').select('id', 'title')).map((row) => [row.title, row.id]),
    );
    const registrationIds = Object.fromEntries(
      (await knex('registration_forms').select('id', 'full_name')).map((row) => [row.full_name, row.id]),
    );
    const registration = (title: string, day: number) => ({
      type: 'registration',
      title,
      path: `/registration_forms/${registrationIds[title]}/show`,
      created_at: `2026-01-0${day}T00:00:00.000Z`,
    });
    expect(res.body.recent).toEqual([
      {
        type: 'blog_post',
        title: 'New post',
        path: `/blog_posts/${blogIds['New post']}`,
        created_at: '2026-01-20T00:00:00.000Z',
      },
      {
        type: 'blog_post',
        title: 'Middle post',
        path: `/blog_posts/${blogIds['Middle post']}`,
        created_at: '2026-01-10T00:00:00.000Z',
      },
      {
        type: 'prospectus',
        title: 'P1',
        path: `/prospectus_requests/${prospectus.id}/show`,
        created_at: '2026-01-06T00:00:00.000Z',
      },
      registration('R4', 5),
      registration('R3', 4),
      registration('R2', 3),
      registration('R1', 2),
    ]);
    await knex('prospectus_requests').where({ id: prospectus.id }).delete();
  });

  it('gives the submission screens their stat cards, "this month" being this month of this year in Kolkata', async () => {
    const knex = ctx.db.knex;
    const monthStart = kolkataMonthStart();
    const justInside = new Date(monthStart.getTime() + 60_000);
    const justBefore = new Date(monthStart.getTime() - 60_000);
    const sameMonthLastYear = new Date(justInside.getTime() - 365 * 86_400_000);
    const contact = (created_at: Date, message: string | null) => ({
      name: 'C',
      email: 'c@example.com',
      phone: '9830000000',
      message,
      created_at,
    });
    await knex('contact_forms').insert([
      contact(justInside, 'Hello'),
      contact(justBefore, '   '),
      contact(sameMonthLastYear, null),
    ]);
    const contacts = await staff.get('/api/admin/contact_forms/stats');
    expect(contacts.body).toEqual({ total: 3, this_month: 1, with_message: 1 });

    const registrations = await staff.get('/api/admin/registration_forms/stats');
    expect(registrations.body).toEqual({
      total: 4,
      this_month: 0,
      most_popular_course: 'BBA Tourism, Aviation and Hospitality',
    });

    const application = (course_type: string) => ({
      full_name: 'S',
      date_of_birth: '2005-01-01',
      email: 's@example.com',
      phone: '9830000000',
      tenth_percentage: 80,
      twelfth_percentage: 75.5,
      stream: 'science',
      board: 'WBCHSE',
      course_type,
      preferred_course: 'bba',
      preferred_campus: 'siliguri',
    });
    await knex('admission_applications').insert([
      application('degree'),
      application('degree'),
      application('certification'),
    ]);
    expect((await staff.get('/api/admin/admission_applications/stats')).body).toEqual({
      total: 3,
      this_month: 3,
      certification: 1,
      degree: 2,
    });

    await knex('prospectus_requests').insert([
      { full_name: 'P', email: 'p@example.com', phone: '9830000000', course_interest: 'bba' },
      { full_name: 'Q', email: 'q@example.com', phone: '9830000000' },
    ]);
    expect((await staff.get('/api/admin/prospectus_requests/stats')).body).toEqual({
      total: 2,
      this_month: 2,
      with_course_interest: 1,
    });
    expect((await staff.get('/api/admin/registration_forms/stats')).body.most_popular_course).toBe(
      'BBA Tourism, Aviation and Hospitality',
    );
  });

  it('gives the content screens their stat cards', async () => {
    const knex = ctx.db.knex;
    await knex('placements').insert([
      { name: 'P1', image: '/p.png', company_name: 'Taj Hotels', is_featured: true },
      { name: 'P2', image: '/p.png', company_name: 'Taj Hotels', is_featured: false },
      { name: 'P3', image: '/p.png', company_name: 'Air India', is_featured: true },
      { name: 'P4', image: '/p.png', company_name: null, is_featured: true },
    ]);
    expect((await staff.get('/api/admin/placements/stats')).body).toEqual({ total: 4, featured: 3, companies: 2 });
    const image = (category: string) => ({ title: 't', description: 'd', image_url: '/i.png', category });
    await knex('gallery_images').insert([image('training'), image('training'), image('events'), image('internship')]);
    expect((await staff.get('/api/admin/gallery_images/stats')).body).toEqual({
      total: 4,
      by_category: { training: 2, campus: 0, events: 1, achievements: 0, 'industrial-visit': 0, internship: 1 },
    });
    expect((await staff.get('/api/admin/blog_posts/stats')).body).toEqual({
      total: 3,
      featured: 1,
      total_views: 35,
      total_likes: 7,
    });
  });
});
