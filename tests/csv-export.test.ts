import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Agent } from 'supertest';
import { CSV_EXPORTS } from '../common/csv';
import { kolkataDate } from '../server/http/kolkata';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { parseCsv } from './helpers/csv';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD, sessionCookie, signedInAgent } from './helpers/staff';

const EXPECTED_HEADERS: Record<string, string[]> = {
  registration_forms: ['Name', 'Email', 'Phone', 'Course', 'Message', 'Date'],
  contact_forms: ['Name', 'Email', 'Phone', 'Course', 'Message', 'Date'],
  admission_applications: [
    'Name',
    'DOB',
    'Email',
    'Phone',
    '10th %',
    '12th %',
    'Stream',
    'Board',
    'Course Type',
    'Preferred Course',
    'Campus',
    'Application Date',
  ],
  prospectus_requests: ['Name', 'Email', 'Phone', 'Course Interest', 'Request Date'],
  newsletter_subscriptions: ['Email', 'Date', 'Status'],
};
const FILE_PREFIXES: Record<string, string> = {
  registration_forms: 'registrations',
  contact_forms: 'contacts',
  admission_applications: 'admissions',
  prospectus_requests: 'prospectus_requests',
  newsletter_subscriptions: 'newsletter_subscriptions',
};

describe.each(backends)('CSV exports on %s', (backend) => {
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

  const download = async (resource: string, filter?: object) => {
    const res = await staff
      .get(`/api/admin/${resource}/export.csv`)
      .query(filter ? { filter: JSON.stringify(filter) } : {})
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return { res, bytes: res.body as Buffer };
  };

  it.each(Object.keys(EXPECTED_HEADERS))(
    'exports %s with the spec header row, file name, BOM and type',
    async (resource) => {
      expect(CSV_EXPORTS[resource].columns.map((column) => column.label)).toEqual(EXPECTED_HEADERS[resource]);
      const { res, bytes } = await download(resource);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${FILE_PREFIXES[resource]}_${kolkataDate()}.csv"`,
      );
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.subarray(3).toString('utf8'));
      expect(rows[0]).toEqual(EXPECTED_HEADERS[resource]);
    },
  );

  it('writes rows newest first with Kolkata ISO dates, empty cells for missing values and Bengali/Hindi intact', async () => {
    await ctx.db.knex('registration_forms').insert([
      {
        full_name: 'সুমিতা বন্দ্যোপাধ্যায়',
        email: 'sumita@example.com',
        phone: '9830000001',
        course: 'Skilled Professional In Hotel Management (SPHM)',
        message: null,
        created_at: '2026-01-05T20:00:00Z',
      },
      {
        full_name: 'अनुराग शर्मा',
        email: 'anurag@example.com',
        phone: '9830000002',
        course: 'BBA Tourism, Aviation and Hospitality',
        message: 'Line one\nline "two", with comma',
        created_at: '2026-01-06T01:00:00Z',
      },
    ]);
    const { bytes } = await download('registration_forms');
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows.slice(1)).toEqual([
      [
        'अनुराग शर्मा',
        'anurag@example.com',
        '098300 00002',
        'BBA Tourism, Aviation and Hospitality',
        'Line one\nline "two", with comma',
        '06/01/2026 06:30',
      ],
      [
        'সুমিতা বন্দ্যোপাধ্যায়',
        'sumita@example.com',
        '098300 00001',
        'Skilled Professional In Hotel Management (SPHM)',
        '',
        '06/01/2026 01:30',
      ],
    ]);
  });

  it('makes cells a spreadsheet would run as formulas inert', async () => {
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    await ctx.db.knex('contact_forms').insert(
      formulas.map((message, i) => ({
        name: i === 0 ? '=cmd|"/c calc"!A1' : `Visitor ${i}`,
        email: 'v@example.com',
        phone: '9830000000',
        message,
        created_at: new Date(Date.UTC(2026, 0, 10 - i)),
      })),
    );
    const { bytes } = await download('contact_forms');
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows.slice(1).map((row) => row[4])).toEqual(formulas.map((formula) => ` ${formula}`));
    expect(rows[1][0]).toBe(` =cmd|"/c calc"!A1`);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('honours the list filter (search, enum and date range)', async () => {
    const application = (full_name: string, course_type: string, created_at: string) => ({
      full_name,
      date_of_birth: '2005-04-09',
      email: `${full_name.toLowerCase()}@example.com`,
      phone: '9830000000',
      tenth_percentage: 81.5,
      twelfth_percentage: 77,
      stream: 'commerce',
      board: 'CBSE',
      course_type,
      preferred_course: 'bbm',
      preferred_campus: 'kolkata',
      created_at,
    });
    await ctx.db
      .knex('admission_applications')
      .insert([
        application('Arjun', 'degree', '2026-02-01T00:00:00Z'),
        application('Meera', 'certification', '2026-02-02T00:00:00Z'),
        application('Arnab', 'degree', '2026-03-01T00:00:00Z'),
      ]);
    const degree = parseCsv(
      (await download('admission_applications', { course_type: 'degree' })).bytes.subarray(3).toString(),
    );
    expect(degree.slice(1).map((row) => row[0])).toEqual(['Arnab', 'Arjun']);
    expect(degree[1]).toEqual([
      'Arnab',
      '09/04/2005',
      'arnab@example.com',
      '098300 00000',
      '81.5',
      '77',
      'Commerce',
      'CBSE',
      'Degree',
      'BBM Tourism, Aviation & Hospitality',
      'Kolkata',
      '01/03/2026 05:30',
    ]);
    const search = parseCsv((await download('admission_applications', { q: 'MEER' })).bytes.subarray(3).toString());
    expect(search.slice(1).map((row) => row[0])).toEqual(['Meera']);
    const february = parseCsv(
      (await download('admission_applications', { created_at_lte: '2026-02-28', course_type: ['degree'] })).bytes
        .subarray(3)
        .toString(),
    );
    expect(february.slice(1).map((row) => row[0])).toEqual(['Arjun']);
    // Quotes, backslashes and SQL in a search are text to look for, nothing more.
    const quoted = `O'Brien \\' "); DROP TABLE admission_applications; --`;
    await ctx.db.knex('admission_applications').insert(application(quoted, 'degree', '2026-03-02T00:00:00Z'));
    for (const q of [quoted, "O'Brien \\'", '\\', "'"]) {
      const found = parseCsv((await download('admission_applications', { q })).bytes.subarray(3).toString());
      expect([q, found.slice(1).map((row) => row[0])]).toEqual([q, [quoted]]);
    }
    expect(await ctx.db.knex('admission_applications').count({ n: '*' })).toEqual([{ n: 4 }]);
    const bad = await staff.get('/api/admin/admission_applications/export.csv').query({ filter: '{"board":"CBSE"}' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: expect.any(String) });
  });

  it('writes the names staff read in the panel, never the stored codes, in every export', async () => {
    const stamp = (day: number) => new Date(Date.UTC(2026, 3, day));
    await ctx.db.knex('contact_forms').insert([
      { name: 'Coded Contact', email: 'c1@example.com', phone: '9830000011', course: 'spam', created_at: stamp(2) },
      {
        name: 'Degree Contact',
        email: 'c2@example.com',
        phone: '9830000012',
        course: 'bba-aviation',
        created_at: stamp(3),
      },
      { name: 'General Contact', email: 'c3@example.com', phone: '9830000013', course: null, created_at: stamp(1) },
    ]);
    await ctx.db.knex('prospectus_requests').insert([
      { full_name: 'Coded Reader', email: 'p1@example.com', phone: '9830000021', course_interest: 'sphats' },
      { full_name: 'General Reader', email: 'p2@example.com', phone: '9830000022', course_interest: null },
    ]);
    await ctx.db.knex('admission_applications').insert({
      full_name: 'Coded Applicant',
      date_of_birth: '2006-03-14',
      email: 'a1@example.com',
      phone: '9830000031',
      tenth_percentage: 82.5,
      twelfth_percentage: 78,
      stream: 'science',
      board: 'WBCHSE',
      course_type: 'certification',
      preferred_course: 'spth',
      preferred_campus: 'cooch-behar',
      created_at: stamp(4),
    });
    await ctx.db.knex('registration_forms').insert({
      full_name: 'Coded Registrant',
      email: 'r1@example.com',
      phone: '9830000041',
      course: 'Skilled Professional In Airport Management (SPAM)',
      created_at: stamp(5),
    });
    const rowsOf = async (resource: string, q: string) =>
      parseCsv((await download(resource, { q })).bytes.subarray(3).toString('utf8')).slice(1);

    const contacts = await rowsOf('contact_forms', 'Contact');
    expect(contacts.map((row) => [row[0], row[3]])).toEqual([
      ['Degree Contact', 'BBA Tourism, Aviation & Hospitality'],
      ['Coded Contact', 'Skilled Professional In Airport Management (SPAM)'],
      ['General Contact', ''],
    ]);
    const prospectus = await rowsOf('prospectus_requests', 'Reader');
    expect(Object.fromEntries(prospectus.map((row) => [row[0], row[3]]))).toEqual({
      'Coded Reader': 'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
      'General Reader': '',
    });
    const [applicant] = await rowsOf('admission_applications', 'Coded Applicant');
    expect(applicant.slice(6, 11)).toEqual([
      'Science',
      'WBCHSE',
      'Certification',
      'Skilled Professional In Tourism & Hospitality (SPTH)',
      'Cooch Behar',
    ]);
    const [registrant] = await rowsOf('registration_forms', 'Coded Registrant');
    expect(registrant[3]).toBe('Skilled Professional In Airport Management (SPAM)');
    // The names travel as they are: no stored code is left in any of these cells.
    const codes =
      /^(spam|spth|sphats|sphm|chm|bba|bbm|bba-aviation|science|commerce|arts|certification|degree|cooch-behar)$/;
    for (const row of [...contacts, ...prospectus, applicant, registrant])
      for (const cell of row) expect(cell).not.toMatch(codes);
  });

  it('streams every row once across batches, even rows sharing one timestamp', async () => {
    await ctx.db.knex.raw(
      `INSERT INTO newsletter_subscriptions (email, created_at)
       SELECT 'reader' || n || '@example.com', timestamptz '2026-01-01 00:00:00+00' FROM generate_series(1, 2345) AS n`,
    );
    const rows = parseCsv((await download('newsletter_subscriptions')).bytes.subarray(3).toString());
    expect(rows).toHaveLength(2346);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(2345);
    expect(rows[1]).toEqual(['reader2345@example.com', '01/01/2026 05:30', 'Waiting for confirmation']);
  });

  it('releases the database when the download is abandoned half-way', async () => {
    // Other tests in this file leave rows of their own: the count is checked against what was there before.
    const before = Number((await ctx.db.knex('prospectus_requests').count({ n: '*' }).first())?.n);
    // Made in bulk, not posted by visitors: the lead pipeline's per-row matching is off while they are written.
    await ctx.db.knex.raw('ALTER TABLE prospectus_requests DISABLE TRIGGER prospectus_requests_link_applicant');
    await ctx.db.knex.raw(
      `INSERT INTO prospectus_requests (full_name, email, phone)
       SELECT repeat('Long name ', 20) || n, 'p' || n || '@example.com', '9830000000' FROM generate_series(1, 60000) AS n`,
    );
    await ctx.db.knex.raw('ALTER TABLE prospectus_requests ENABLE TRIGGER prospectus_requests_link_applicant');
    const server = http.createServer(ctx.app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const login = await staff.post('/api/auth/login').send({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
      const cookie = sessionCookie(login) as string;
      // More abandoned downloads than the test pool (5 connections) holds: a leaked connection would hang the rest.
      for (let i = 0; i < 7; i++) {
        await new Promise<void>((resolve, reject) => {
          const call = http.get(
            { port, path: '/api/admin/prospectus_requests/export.csv', headers: { cookie } },
            (response) => {
              expect(response.statusCode).toBe(200);
              response.once('data', () => {
                call.destroy();
                resolve();
              });
            },
          );
          call.on('error', (error) => ((error as { code?: string }).code === 'ECONNRESET' ? resolve() : reject(error)));
        });
      }
      const after = await staff.get('/api/admin/prospectus_requests').query({ range: '[0,0]' });
      expect(after.status).toBe(200);
      expect(after.headers['content-range']).toBe(`prospectus_requests 0-0/${before + 60000}`);
      if (backend === 'postgres') expect(ctx.db.knex.client.pool.numUsed()).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
