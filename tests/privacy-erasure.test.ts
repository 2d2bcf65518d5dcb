// DPDP point 3: an admin carries out an erasure request and the person is gone from every table: after it, no text,
// jsonb or array column of any table in the schema holds their e-mail or phone in any format. What stays is an
// anonymised tombstone (rows removed per form, the request's id and date) and the audit entry of the erasure.
import type { Knex } from 'knex';
import request from 'supertest';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';
import { visitorForms } from './helpers/visitor-forms';

const SETUP_TIMEOUT_MS = 180_000;
const EMAIL = 'Erase.Me@Example.IN';
const PHONE_DIGITS = '9830077777';
const KEEP_EMAIL = 'keep.me@example.in';

const forms = (email: string, phones: [string, string, string]) => visitorForms({ name: 'Erika Sen', email, phones });

/** Every place in the schema where the text holds the e-mail (any case) or the phone's digits (any format). */
async function traces(knex: Knex, email: string, digits: string): Promise<string[]> {
  const columns = await knex.raw(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
     ORDER BY table_name, column_name`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows as {
    table_name: string;
    column_name: string;
  }[]) {
    const hits = await knex.raw(
      `SELECT count(*)::int AS n FROM ?? WHERE lower(??::text) LIKE ? OR regexp_replace(??::text, '[^0-9]', '', 'g') LIKE ?`,
      [table, column, `%${email.toLowerCase()}%`, column, `%${digits}%`],
    );
    if (hits.rows[0].n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe.each(backends)('erasure of a person (%s)', (backend) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof memberAgent>>['agent'];
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    admin = (await memberAgent(ctx, 'privacy-admin@example.com', 'admin')).agent;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => ctx?.close());

  const post = (resource: string, body: object) => {
    address += 1;
    return request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', `10.30.0.${address}`)
      .set('Idempotency-Key', `erasure-${backend}-${address}`)
      .send(body);
  };

  it('leaves no trace of the e-mail or phone in any column of any table, and keeps everyone else', async () => {
    for (const [resource, body] of Object.entries(forms(EMAIL, ['+91 98300 77777', '098300-77777', '9830077777'])))
      expect((await post(resource, body)).status).toBe(201);
    for (const [resource, body] of Object.entries(forms(KEEP_EMAIL, ['+91 98300 66666', '98300 66666', '9830066666'])))
      expect((await post(resource, body)).status).toBe(201);
    // And an open day's registration (its table is declared in server/privacy/personal-data.ts like the forms).
    const [openDay] = await ctx.db
      .knex('events')
      .insert({
        title: 'Open Day',
        starts_at: new Date(Date.now() + 30 * 86_400_000),
        campus: 'siliguri',
        capacity: 10,
        is_published: true,
      })
      .returning('id');
    for (const email of [EMAIL, KEEP_EMAIL])
      expect(
        (
          await post(`events/${openDay.id}/registrations`, {
            name: 'Erika Sen',
            email,
            phone: email === EMAIL ? '98300 77777' : '98300 66666',
          })
        ).status,
      ).toBe(201);

    // Staff work on the applicant: a note naming the number, and audit entries that carry the address.
    const applicant = await ctx.db.knex('applicants').whereRaw('lower(email) = lower(?)', [EMAIL]).first();
    const note = await admin
      .post(`/api/admin/applicants/${applicant.id}/notes`)
      .send({ body: 'Asked to be called on 98300 77777 after 5 PM' });
    expect(note.status).toBe(201);
    await ctx.db.knex('audit_log').insert({
      staff_email: 'privacy-admin@example.com',
      action: 'update',
      resource: 'contact_forms',
      record_id: '1',
      details: JSON.stringify({ before: { email: EMAIL, phone: '+91-98300-77777' }, after: { email: 'x@y.in' } }),
    });
    expect(await traces(ctx.db.knex, EMAIL, PHONE_DIGITS)).toEqual(
      expect.arrayContaining([
        'applicants.email',
        'contact_forms.email',
        'event_registrations.email',
        'mail_outbox.recipients',
        'audit_log.details',
      ]),
    );
    const keptBefore = await traces(ctx.db.knex, KEEP_EMAIL, '9830066666');
    const dashboardBefore = (await admin.get('/api/admin/dashboard')).body;
    expect(dashboardBefore.erased).toEqual({});

    const created = await admin
      .post('/api/admin/data_requests')
      .send({ type: 'erasure', email: 'erase.me@example.in' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'erasure', status: 'open', overdue: false });
    const days = (new Date(created.body.due_at).getTime() - new Date(created.body.created_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const erased = await admin.post(`/api/admin/data_requests/${created.body.id}/erase`).send({});
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      status: 'done',
      email: null,
      phone: null,
      handled_by_email: 'privacy-admin@example.com',
    });
    expect(erased.body.removed).toEqual({
      event_registrations: 1,
      registration_forms: 1,
      contact_forms: 1,
      admission_applications: 1,
      prospectus_requests: 1,
      newsletter_subscriptions: 1,
      // Staff's own entries (walk-ins, imports) are a form too: this person has none.
      applicant_entries: 0,
    });

    expect(await traces(ctx.db.knex, EMAIL, PHONE_DIGITS)).toEqual([]);
    expect(await traces(ctx.db.knex, KEEP_EMAIL, '9830066666')).toEqual(keptBefore);

    const tombstone = await ctx.db.knex('data_erasures').where({ request_id: created.body.id }).first();
    expect(tombstone).toMatchObject({ reason: 'request', counts: erased.body.removed });
    // The dashboard keeps counting what was received: the rows held now, and beside them the erased ones.
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    // The dashboard names only the forms rows were erased from.
    const { applicant_entries: _none, ...nonZero } = erased.body.removed;
    expect(dashboard.body.erased).toEqual(nonZero);
    expect(dashboard.body.counts.contact_forms).toBe(dashboardBefore.counts.contact_forms - 1);
    const entry = await ctx.db.knex('audit_log').where({ action: 'data_erasure' }).first();
    expect(entry).toMatchObject({
      resource: 'data_requests',
      record_id: String(created.body.id),
      staff_email: 'privacy-admin@example.com',
    });

    // The request is done: a second erasure of it is refused, and the audit log is still append-only otherwise.
    expect((await admin.post(`/api/admin/data_requests/${created.body.id}/erase`).send({})).status).toBe(409);
    await expect(ctx.db.knex('audit_log').where({ id: entry.id }).update({ details: '{}' })).rejects.toThrow(
      /append-only/,
    );
  });

  it('refuses a request naming nobody, an unknown type, and erasing a request of another type', async () => {
    const nobody = await admin.post('/api/admin/data_requests').send({ type: 'erasure' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields).toHaveProperty('email');
    const unknown = await admin.post('/api/admin/data_requests').send({ type: 'forget-me', email: KEEP_EMAIL });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('type');
    const access = await admin.post('/api/admin/data_requests').send({ type: 'access', email: KEEP_EMAIL });
    expect((await admin.post(`/api/admin/data_requests/${access.body.id}/erase`).send({})).status).toBe(409);
    expect((await admin.post('/api/admin/data_requests/999999/erase').send({})).status).toBe(404);
    const list = await admin.get('/api/admin/data_requests');
    expect(list.status).toBe(200);
    expect(list.body.map((row: { type: string }) => row.type)).toContain('access');
  });
});
