// Issue 36, item 10: every date staff or visitors send is a real calendar date (2026-02-30 is refused, not rolled
// into 2 March) within a window of today (year 0000 or 9999 is a typo), today taken from the app's clock where it
// has one: follow-ups, an applicant's next follow-up, a post's date and publishing time, a photo's date, an open
// day's start, and a date of birth (its own window: born 10 to 100 years ago).
import request from 'supertest';
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { blogPostInput } from './helpers/blog';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';
import { visitorForms } from './helpers/visitor-forms';

const YEAR = 365 * 86_400_000;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** Dates no one means: rolled over by JavaScript's Date, or years out of any plan. */
const BAD_DAYS = ['2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '2026-2-3'];

describe.each(backends)('strict dates on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  let clock: { now: number };
  let staff: Agent;
  let applicant: number;

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    ({ app, clock } = clockedApp(db, { TRUST_PROXY: '1' }));
    await addStaff({ db } as never);
    staff = await signedInAgent(app);
    await db.knex('contact_forms').insert({ name: 'Asha', email: 'asha@example.in', phone: '9800000001' });
    applicant = (await db.knex('applicants').first('id')).id;
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });
  afterEach(async () => {
    if (clock.now === START) return;
    clock.now = START;
    staff = await signedInAgent(app);
  });

  const followUps = async () => (await db.knex('applicant_follow_ups').count({ n: '*' }))[0].n;

  it.each([...BAD_DAYS, '2026-02-30T10:00:00+05:30', '2026-11-30T25:00:00Z', '2026-11-30T10:00'])(
    'refuses the follow-up date %s and writes nothing',
    async (due_at) => {
      const before = await followUps();
      const res = await staff.post(`/api/admin/applicants/${applicant}/follow_ups`).send({ due_at });
      expect([res.status, res.body.fields?.due_at]).toEqual([400, expect.stringMatching(/^Follow-up date must be/)]);
      expect(await followUps()).toEqual(before);
    },
  );

  it('takes today from the app clock: a year back and five ahead, nothing beyond', async () => {
    // START is 2026-11-25 in India.
    for (const [due_at, status] of [
      ['2025-11-25', 201],
      ['2025-11-24', 400],
      ['2031-11-25', 201],
      ['2031-11-26', 400],
      ['2028-02-29', 201],
    ] as const) {
      const res = await staff.post(`/api/admin/applicants/${applicant}/follow_ups`).send({ due_at });
      expect([due_at, res.status]).toEqual([due_at, status]);
      if (status === 400)
        expect(res.body.fields.due_at).toBe('Follow-up date must be between 2025-11-25 and 2031-11-25');
    }
    clock.now = START + 2 * YEAR;
    // Two years on, the session has long expired: a new one, and the day that was in the window is out of it.
    const later = await (await signedInAgent(app))
      .post(`/api/admin/applicants/${applicant}/follow_ups`)
      .send({ due_at: '2025-11-25' });
    expect(later.status).toBe(400);
  });

  it("refuses a rolled-over or far-off next follow-up on an applicant's stage change", async () => {
    const { version } = (await staff.get(`/api/admin/applicants/${applicant}`)).body;
    for (const next_follow_up_at of ['2026-02-30', '9999-12-31']) {
      const res = await staff
        .put(`/api/admin/applicants/${applicant}`)
        .send({ version, stage: 'contacted', next_follow_up_at });
      expect(res.status).toBe(400);
      expect(res.body.fields.next_follow_up_at).toMatch(/^Follow-up date must be/);
    }
    const bulk = await staff
      .post('/api/admin/applicants/bulk')
      .send({ filter: {}, stage: 'contacted', next_follow_up_at: '0000-01-01' });
    expect(bulk.status).toBe(400);
  });

  it.each(BAD_DAYS)("refuses %s as a post's or a photo's date", async (date) => {
    const post = await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: `Post ${date}`, date }));
    expect([post.status, post.body.fields?.date]).toEqual([400, expect.stringMatching(/^Publish date must be/)]);
    const photo = await staff.post('/api/admin/gallery_images').send({
      title: 'Cabin crew drill',
      image_url: '/images/demo/gallery/cabin.jpg',
      image_alt: 'Students in a mock cabin',
      date,
    });
    expect([photo.status, photo.body.fields?.date]).toEqual([400, expect.stringMatching(/^Date must be/)]);
  });

  it('keeps old posts editable (dates from 2000) but refuses 1999 and beyond five years', async () => {
    expect((await staff.post('/api/admin/blog_posts').send(blogPostInput({ date: '2009-06-01' }))).status).toBe(201);
    for (const date of ['1999-12-31', '2040-01-01']) {
      const res = await staff.post('/api/admin/blog_posts').send(blogPostInput({ title: `At ${date}`, date }));
      expect(res.status).toBe(400);
    }
  });

  it.each(['2026-02-30T10:00:00+05:30', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])(
    "refuses %s as an open day's start or a post's publishing time",
    async (when) => {
      const event = await staff
        .post('/api/admin/events')
        .send({ title: 'Open day', campus: 'siliguri', capacity: 40, starts_at: when });
      expect([event.status, event.body.fields?.starts_at]).toEqual([400, expect.stringMatching(/^Date and time must/)]);
      const post = await staff
        .post('/api/admin/blog_posts')
        .send(blogPostInput({ title: `Scheduled ${when}`, status: 'scheduled', publish_at: when }));
      expect([post.status, post.body.fields?.publish_at]).toEqual([400, expect.stringMatching(/^Publish at must/)]);
    },
  );

  it('refuses a date of birth off the calendar, in year 0000 or 9999, or under 10 or over 100 years ago', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}-06-15`;
    let n = 0;
    for (const date_of_birth of ['2005-02-30', '0000-01-01', '9999-12-31', yearsAgo(9), yearsAgo(101)]) {
      n += 1;
      const phones: [string, string, string] = ['9800000002', '9800000002', '9800000002'];
      const body = visitorForms({ name: 'Priya Das', email: `priya${n}@example.in`, phones }).admission_applications;
      const post = await request(app)
        .post('/api/public/admission_applications')
        .set('X-Forwarded-For', `10.77.0.${n}`)
        .send({ ...body, date_of_birth });
      expect([date_of_birth, post.status, post.body.fields?.date_of_birth]).toEqual([
        date_of_birth,
        400,
        expect.stringMatching(/^Date of birth must be/),
      ]);
    }
    expect(await db.knex('admission_applications').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
