// Pages past the middle of a list are read from its other end: every page, in every sort, must still be exactly
// its slice of the whole list — ties and empty (NULL) values included.
import type request from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
const ROWS = 23;
const COURSES = ['spam', 'spth', null, 'sphm'];

describe.each(backends)('staff list paging on %s', (backend) => {
  let ctx: TestContext;
  let agent: request.Agent;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    agent = await signedInAgent(ctx.app);
    // Three rows share each timestamp and a quarter have no course: plenty of ties and NULLs to order.
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      name: `Visitor ${String(i % 5)}`,
      email: `visitor${i}@example.in`,
      phone: '+91 98300 12345',
      course: COURSES[i % COURSES.length],
      created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))).toISOString(),
    }));
    await ctx.db.knex('contact_forms').insert(rows);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  const list = async (sort: [string, string], range: [number, number]) => {
    const res = await agent.get('/api/admin/contact_forms').query({
      sort: JSON.stringify(sort),
      range: JSON.stringify(range),
    });
    expect(res.status).toBe(200);
    return { ids: (res.body as { id: number }[]).map((row) => row.id), contentRange: res.headers['content-range'] };
  };

  for (const field of ['created_at', 'name', 'course', 'id']) {
    for (const order of ['ASC', 'DESC']) {
      it(`pages of 4 sorted by ${field} ${order} are the slices of the whole list`, async () => {
        const whole = await list([field, order], [0, ROWS - 1]);
        expect(whole.ids).toHaveLength(ROWS);
        for (let start = 0; start < ROWS; start += 4) {
          const page = await list([field, order], [start, start + 3]);
          expect(page.ids).toEqual(whole.ids.slice(start, start + 4));
          expect(page.contentRange).toBe(`contact_forms ${start}-${Math.min(start + 3, ROWS - 1)}/${ROWS}`);
        }
      });
    }
  }

  it('the unfiltered total is kept exact by the triggers through inserts, deletes and a truncate', async () => {
    const { knex } = ctx.db;
    const total = async () => (await list(['id', 'ASC'], [0, 0])).contentRange.split('/')[1];
    const counted = async () => String((await knex('contact_forms').count({ n: '*' }))[0].n);
    expect(await total()).toBe(String(ROWS));
    await knex('registration_forms').insert({
      full_name: 'Other Table',
      email: 'other@example.in',
      phone: '+91 98300 12345',
      course: 'Skilled Professional In Airport Management (SPAM)',
    });
    const extra = Array.from({ length: 40 }, (_, i) => ({
      name: 'Extra',
      email: `extra${i}@example.in`,
      phone: '9830012345',
    }));
    await Promise.all(extra.map((row) => knex('contact_forms').insert(row)));
    expect(await total()).toBe(await counted());
    await knex('contact_forms').where({ name: 'Extra' }).delete();
    expect(await total()).toBe(String(ROWS));
    // A filtered list is counted, not read from the kept totals.
    const filtered = await agent
      .get('/api/admin/contact_forms')
      .query({ filter: JSON.stringify({ course: 'spam' }), range: '[0,0]' });
    // Rows 0, 4, 8, 12, 16 and 20 have the course spam.
    expect(filtered.headers['content-range']).toBe('contact_forms 0-0/6');

    await knex('newsletter_subscriptions').insert([{ email: 'a@example.in' }, { email: 'b@example.in' }]);
    const subscriptions = () => agent.get('/api/admin/newsletter_subscriptions').query({ range: '[0,0]' });
    expect((await subscriptions()).headers['content-range']).toBe('newsletter_subscriptions 0-0/2');
    await knex.raw('TRUNCATE newsletter_subscriptions');
    expect((await subscriptions()).headers['content-range']).toBe('newsletter_subscriptions 0-0/0');
  });

  it('a page beyond the end is empty', async () => {
    const page = await list(['created_at', 'DESC'], [ROWS + 5, ROWS + 9]);
    expect(page.ids).toEqual([]);
  });
});
