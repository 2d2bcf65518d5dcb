// Dates a staff client can send that PostgreSQL cannot hold (year 10000, year 0, far past): every list and CSV
// export answers 400 with a JSON message, on PGlite and PostgreSQL, never a 500 or a cut connection; and a data
// error the database raises anyway (SQLSTATE class 22) is a 400 too, before the CSV's first byte.
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const OUT_OF_RANGE_FILTERS = [
  { created_at_lte: '9999-12-31T23:59:59.999Z' },
  { created_at_lte: '9999-12-31T23:00:00-01:00' },
  { created_at_gte: '9999-12-31T23:00:00-01:00' },
  { created_at_gte: '0001-01-01T00:00:00+14:00' },
  { created_at_gte: '0001-01-01' },
  { created_at_gte: '0000-01-01T00:00:00Z' },
  { created_at_gte: '-004713-01-01T00:00:00Z' },
  { created_at_gte: '+275760-09-13T00:00:00Z' },
];

describe.each(backends)('out-of-range dates on %s', (backend) => {
  let ctx: TestContext;
  let staff: Agent;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    staff = await signedInAgent(ctx.app);
    await ctx.db
      .knex('contact_forms')
      .insert({ name: 'Asha', email: 'asha@example.com', phone: '9800000000', message: 'Hello' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(OUT_OF_RANGE_FILTERS)('a list filtered by %j is a 400 with a message', async (filter) => {
    const res = await staff.get('/api/admin/contact_forms').query({ filter: JSON.stringify(filter) });
    expect([res.status, res.headers['content-type']]).toEqual([400, expect.stringMatching(/^application\/json/)]);
    expect(res.body.error).toMatch(/created_at_(gte|lte)/);
  });

  it.each(OUT_OF_RANGE_FILTERS)('a CSV export filtered by %j is a 400 in JSON, not CSV', async (filter) => {
    const res = await staff.get('/api/admin/contact_forms/export.csv').query({ filter: JSON.stringify(filter) });
    expect([res.status, res.headers['content-type']]).toEqual([400, expect.stringMatching(/^application\/json/)]);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body.error).toMatch(/created_at_(gte|lte)/);
  });

  it('the widest dates still work, and a year under 100 is read as itself, not as 19xx', async () => {
    const filter = { created_at_gte: '0001-01-02', created_at_lte: '9999-12-31T23:59:59.998Z' };
    const list = await staff.get('/api/admin/contact_forms').query({ filter: JSON.stringify(filter) });
    expect([list.status, list.body.length]).toEqual([200, 1]);
    const csv = await staff.get('/api/admin/contact_forms/export.csv').query({ filter: JSON.stringify(filter) });
    expect([csv.status, csv.text.trim().split('\n').length]).toEqual([200, 2]);
    const early = await staff
      .get('/api/admin/contact_forms')
      .query({ filter: JSON.stringify({ created_at_lte: '0050-06-01' }) });
    expect([early.status, early.body]).toEqual([200, []]);
  });
});

describe.each(backends)('database data errors on %s', (backend) => {
  let ctx: TestContext;
  let staff: Agent;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await addStaff(ctx);
    staff = await signedInAgent(ctx.app);
    // A table whose every row makes the database raise a data exception (22012, division by zero) when read, as a
    // value no validator foresaw would: the export must answer it, not send CSV headers and then fail.
    await ctx.db.knex.raw('ALTER TABLE contact_forms RENAME TO contact_forms_stored');
    await ctx.db.knex.raw(
      `CREATE VIEW contact_forms AS SELECT id, created_at, (1 / (id - id))::text AS name, email, phone, course,
         message FROM contact_forms_stored`,
    );
    await ctx.db
      .knex('contact_forms_stored')
      .insert({ name: 'Asha', email: 'asha@example.com', phone: '9800000000', message: 'Hello' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a list the database refuses to read is a 400 in JSON', async () => {
    const res = await staff.get('/api/admin/contact_forms');
    expect([res.status, res.headers['content-type']]).toEqual([400, expect.stringMatching(/^application\/json/)]);
    expect(res.body).toEqual({ error: expect.stringMatching(/database cannot take/) });
  });

  it('an export the database refuses is a 400 in JSON, before any CSV is sent', async () => {
    const res = await staff.get('/api/admin/contact_forms/export.csv');
    expect([res.status, res.headers['content-type']]).toEqual([400, expect.stringMatching(/^application\/json/)]);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({ error: expect.stringMatching(/database cannot take/) });
  });
});
