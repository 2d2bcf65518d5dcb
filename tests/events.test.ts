// Open days (issue 21 point 8): staff create events, visitors see upcoming ones and register; a full open day is a
// 409 however many visitors press at once; registrations join the applicant's history; roles decide who sees what.

import request from 'supertest';
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestContext, createTestDatabase, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';

const SETUP_TIMEOUT_MS = 180_000;
type Agent = Awaited<ReturnType<typeof memberAgent>>['agent'];

const DAY = 86_400_000;
/** An instant as staff type it in India time (+05:30), `days` from now. */
const inDays = (days: number) => {
  const local = new Date(Date.now() + days * DAY + 5.5 * 3_600_000);
  return `${local.toISOString().slice(0, 16)}:00+05:30`;
};

const openDay = (overrides: Record<string, unknown> = {}) => ({
  title: 'Aviation Open Day',
  description: 'Tour the mock cabin and meet the faculty.',
  starts_at: inDays(10),
  campus: 'kolkata',
  capacity: 3,
  is_published: true,
  ...overrides,
});

let visitorNumber = 0;
/** A different visitor each call: their own address (X-Forwarded-For, TRUST_PROXY=1), e-mail and phone. */
function visitor(overrides: Record<string, unknown> = {}) {
  visitorNumber += 1;
  return {
    address: `203.0.113.${visitorNumber}`,
    body: {
      name: `Visitor ${visitorNumber}`,
      email: `visitor${visitorNumber}@example.in`,
      phone: `98300${String(10000 + visitorNumber)}`,
      ...overrides,
    },
  };
}

describe.each(backends)('open days on %s', (backend) => {
  let ctx: TestContext;
  let app: App;
  let admin: Agent;
  let editor: Agent;
  let counsellor: Agent;
  let exporter: Agent;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    app = ctx.app;
    admin = (await memberAgent(ctx, 'admin@example.com', 'admin')).agent;
    editor = (await memberAgent(ctx, 'editor@example.com', 'editor')).agent;
    counsellor = (await memberAgent(ctx, 'counsellor@example.com', 'counsellor')).agent;
    exporter = (await memberAgent(ctx, 'exporter@example.com', 'counsellor', true)).agent;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await ctx.close();
  });

  const createEvent = async (overrides: Record<string, unknown> = {}) => {
    const res = await editor.post('/api/admin/events').send(openDay(overrides));
    expect(res.status).toBe(201);
    return res.body as { id: number; starts_at: string; registered: number };
  };
  const register = (eventId: number | string, who = visitor(), key?: string) => {
    const post = request(app)
      .post(`/api/public/events/${eventId}/registrations`)
      .set('X-Forwarded-For', who.address)
      .send(who.body);
    return key ? post.set('Idempotency-Key', key) : post;
  };
  const publicEvents = async () => {
    const res = await request(app).get('/api/public/events');
    expect(res.status).toBe(200);
    return res.body as { id: number; title: string; seats_left: number; starts_at: string; capacity: number }[];
  };

  it('editors create an open day typed in India time and stored in UTC; bad values are 400s naming the field', async () => {
    const event = await createEvent({ starts_at: '2031-03-14T10:30:00+05:30' });
    expect(event).toMatchObject({ starts_at: '2031-03-14T05:00:00.000Z', registered: 0, campus: 'kolkata' });

    const bad = await editor
      .post('/api/admin/events')
      .send(openDay({ capacity: 0, campus: 'darjeeling', starts_at: 'next friday', title: '' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['campus', 'capacity', 'starts_at', 'title']);
    expect(bad.body.fields.capacity).toBe('Capacity must be at least 1');

    const edited = await editor.put(`/api/admin/events/${event.id}`).send({ capacity: 40, title: 'Spring Open Day' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ capacity: 40, title: 'Spring Open Day' });
    // The count of registrations is the server's: staff cannot write it.
    expect((await editor.put(`/api/admin/events/${event.id}`).send({ registered: 5 })).status).toBe(400);
  });

  it('lists only published open days still to come, soonest first, with the seats left', async () => {
    const later = await createEvent({ title: 'Later', starts_at: inDays(30), capacity: 50 });
    const sooner = await createEvent({ title: 'Sooner', starts_at: inDays(2), capacity: 20 });
    const draft = await createEvent({ title: 'Draft', is_published: false });
    const past = await createEvent({ title: 'Past', starts_at: inDays(-1) });
    const listed = await publicEvents();
    const ids = listed.map((event) => event.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(past.id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(listed.find((event) => event.id === later.id)).toMatchObject({ seats_left: 50, capacity: 50 });
    expect(Object.keys(listed[0]).sort()).toEqual(
      ['campus', 'capacity', 'description', 'id', 'language', 'seats_left', 'starts_at', 'title'].sort(),
    );
  });

  it('registers a visitor (201 receipt once committed), counts the seat and joins the applicant they already are', async () => {
    const event = await createEvent({ capacity: 5 });
    // The visitor wrote in before through the contact form: the registration joins that applicant.
    const contact = await request(app)
      .post('/api/public/contact_forms')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ name: 'Riya Sen', email: 'Riya@Example.in', phone: '+91 98300 11111' });
    expect(contact.status).toBe(201);
    const [{ applicant_id: applicantId }] = await ctx.db.knex('contact_forms').where({ name: 'Riya Sen' });

    const who = visitor({ name: 'Riya Sen', email: 'riya@example.in', phone: '098300 11111' });
    const res = await register(event.id, who);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await ctx.db.knex('event_registrations').where({ event_id: event.id });
    expect(row).toMatchObject({ name: 'Riya Sen', event_title: 'Aviation Open Day', applicant_id: applicantId });
    expect((await publicEvents()).find((listed) => listed.id === event.id)?.seats_left).toBe(4);

    const detail = await counsellor.get(`/api/admin/applicants/${applicantId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.submissions.map((s: { source: string }) => s.source)).toEqual([
      'contact_forms',
      'event_registrations',
    ]);
    const timeline = await counsellor.get(`/api/admin/applicants/${applicantId}/timeline`);
    expect(JSON.stringify(timeline.body)).toContain('event_registrations');

    // The visitor is thanked through the outbox, as on the other forms (one acknowledgement per address per hour:
    // the contact form's came first), and the applicant's owner, or the admins, hear of it.
    const alerts = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'enquiry_alert' })
      .whereRaw("params->>'form' = 'event_registrations'");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].params).toMatchObject({ id: row.id, name: 'Riya Sen' });
    const newcomer = visitor();
    expect((await register(event.id, newcomer)).status).toBe(201);
    const thanks = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'acknowledgement' })
      .whereRaw('? = ANY(recipients)', [newcomer.body.email]);
    expect(thanks).toHaveLength(1);
    expect(thanks[0].params).toMatchObject({ form: 'event_registrations', name: newcomer.body.name });
  });

  it('answers 409 with an error once the open day is full, and a deleted registration gives its seat back', async () => {
    const event = await createEvent({ capacity: 1 });
    expect((await register(event.id)).status).toBe(201);
    const full = await register(event.id);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: expect.stringContaining('full') });
    expect((await publicEvents()).find((listed) => listed.id === event.id)?.seats_left).toBe(0);

    const [row] = await ctx.db.knex('event_registrations').where({ event_id: event.id });
    expect((await admin.delete(`/api/admin/event_registrations/${row.id}`)).status).toBe(200);
    expect((await publicEvents()).find((listed) => listed.id === event.id)?.seats_left).toBe(1);
    expect((await register(event.id)).status).toBe(201);
  });

  it('refuses to set the capacity below the registrations already taken, and changes nothing (issue 36)', async () => {
    const event = await createEvent({ capacity: 5 });
    for (let i = 0; i < 3; i++) expect((await register(event.id)).status).toBe(201);
    const below = await editor.put(`/api/admin/events/${event.id}`).send({ capacity: 2, title: 'Smaller' });
    expect([below.status, below.body.fields]).toEqual([
      400,
      { capacity: 'Capacity cannot be below the 3 people already registered' },
    ]);
    expect(await ctx.db.knex('events').where({ id: event.id }).first('capacity', 'title')).toEqual({
      capacity: 5,
      title: 'Aviation Open Day',
    });
    expect((await editor.put(`/api/admin/events/${event.id}`).send({ capacity: 3 })).status).toBe(200);
    expect((await register(event.id)).status).toBe(409);
  });

  it('never admits more registrations than seats when many visitors press at once', async () => {
    const event = await createEvent({ capacity: 3 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(event.id)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const stored = await ctx.db.knex('events').where({ id: event.id }).first('registered');
    expect(stored.registered).toBe(3);
    const rows = await ctx.db.knex('event_registrations').where({ event_id: event.id });
    expect(rows).toHaveLength(3);
  });

  it('answers 404 for an unknown, unpublished or past open day, and for an id that is not one', async () => {
    const draft = await createEvent({ is_published: false });
    const past = await createEvent({ starts_at: inDays(-2) });
    for (const id of [draft.id, past.id, 999_999, 'abc', '1e3']) {
      const res = await register(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect(await ctx.db.knex('event_registrations').whereIn('event_id', [draft.id, past.id])).toHaveLength(0);
  });

  it('refuses invalid registrations with the forms’ 400 shape, and a bot’s is answered like a success but not kept', async () => {
    const event = await createEvent();
    const invalid = await register(event.id, visitor({ email: 'not-an-email', phone: '12', name: '' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Please correct the highlighted fields');
    expect(Object.keys(invalid.body.fields).sort()).toEqual(['email', 'name', 'phone']);
    const unknown = await register(event.id, visitor({ course: 'spam' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ course: 'This field is not part of the form' });
    const notJson = await request(app)
      .post(`/api/public/events/${event.id}/registrations`)
      .set('Content-Type', 'text/plain')
      .send('name=x');
    expect(notJson.status).toBe(415);

    const bot = await register(event.id, visitor({ website: 'http://spam.example' }));
    expect(bot.status).toBe(201);
    expect(await ctx.db.knex('event_registrations').where({ event_id: event.id })).toHaveLength(0);
  });

  it('an Idempotency-Key makes a retried registration count once', async () => {
    const event = await createEvent({ capacity: 2 });
    const who = visitor();
    const first = await register(event.id, who, 'retry-key-1');
    const again = await register(event.id, who, 'retry-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ctx.db.knex('event_registrations').where({ event_id: event.id })).toHaveLength(1);
  });

  it('follows an edit of the open day in its registrations, and staff list, search and export them by role', async () => {
    const event = await createEvent({ title: 'Hospitality Open Day', capacity: 10 });
    const who = visitor({ name: 'Arjun Das' });
    expect((await register(event.id, who)).status).toBe(201);
    expect((await editor.put(`/api/admin/events/${event.id}`).send({ title: 'Hotel Open Day' })).status).toBe(200);

    const list = await counsellor
      .get('/api/admin/event_registrations')
      .query({ filter: JSON.stringify({ q: 'Hotel Open' }) });
    expect(list.status).toBe(200);
    expect(list.body.map((row: { name: string }) => row.name)).toEqual(['Arjun Das']);
    expect(list.body[0].event_title).toBe('Hotel Open Day');

    // Registrations are personal data: editors are refused; the CSV needs the export grant.
    expect((await editor.get('/api/admin/event_registrations')).status).toBe(403);
    expect((await counsellor.get('/api/admin/event_registrations/export.csv')).status).toBe(403);
    const csv = await exporter.get('/api/admin/event_registrations/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="open_day_registrations_\d{4}-\d{2}-\d{2}\.csv"/);
    const text = csv.text.replace(/^\uFEFF/, '');
    const [header, first] = text.split(/\r?\n/).map((line) => line.replace(/"/g, ''));
    expect(header).toBe('Name,Email,Phone,Open Day,Open Day Date (IST),Registration Date (IST)');
    expect(first).toMatch(/^Arjun Das,.*,Hotel Open Day,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/);

    // Open days are content: counsellors may not create or edit them; the list shows the registrations count.
    expect((await counsellor.post('/api/admin/events').send(openDay())).status).toBe(403);
    const events = await admin.get('/api/admin/events').query({ filter: JSON.stringify({ q: 'Hotel Open' }) });
    expect(events.status).toBe(200);
    expect(events.body[0]).toMatchObject({ title: 'Hotel Open Day', registered: 1 });
    const stats = await admin.get('/api/admin/events/stats');
    expect(stats.body).toMatchObject({ total: expect.any(Number), upcoming: expect.any(Number) });
  });
});

describe.each(backends)('open days by the clock on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  afterAll(async () => {
    await db.close();
    await dropDatabase();
  });

  it(
    'leaves the cached list and refuses registrations once the open day has started, with no write',
    async () => {
      ({ db, dropDatabase } = await createTestDatabase(backend));
      const { app, clock } = clockedApp(db);
      const [{ id }] = await db
        .knex('events')
        .insert({
          title: 'Morning Open Day',
          starts_at: new Date(START + 30 * 60_000),
          campus: 'siliguri',
          capacity: 10,
          is_published: true,
        })
        .returning('id');
      const listed = async () =>
        ((await request(app).get('/api/public/events')).body as { id: number }[]).map((event) => event.id);
      expect(await listed()).toEqual([id]);
      // Read (and cached) five seconds before the start; a second after it, well within the cache's ten seconds,
      // the cached answer is gone: nothing is kept past the next start (next_content_change).
      clock.now = START + 30 * 60_000 - 5_000;
      expect(await listed()).toEqual([id]);
      clock.now = START + 30 * 60_000 + 1_000;
      expect(await listed()).toEqual([]);
      const late = await request(app)
        .post(`/api/public/events/${id}/registrations`)
        .send({ name: 'Late Visitor', email: 'late@example.in', phone: '9830012345' });
      expect(late.status).toBe(404);
    },
    SETUP_TIMEOUT_MS,
  );
});
