import request from 'supertest';
import {
  APPLICATION_COURSES,
  CAMPUSES,
  CONTACT_COURSES,
  COURSE_TYPES,
  PROSPECTUS_COURSES,
  REGISTRATION_COURSES,
  STREAMS,
} from '../common/enums';
import { BIRTH_WINDOW, type PublicFormResource } from '../common/forms';
import { indiaToday } from '../common/privacy';
import { FORM_RATE_LIMIT } from '../server/submissions/forms';
import { backends, createTestContext, type TestContext } from './helpers/context';

/** A fresh database with every migration can take long on a busy machine (PGlite runs in this process). */
const SETUP_TIMEOUT_MS = 180_000;
/** Every accepted post is answered with a random receipt, never its row's id (issue 15, point 12). */
const RECEIPT = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const validForms: Record<PublicFormResource, Record<string, unknown>> = {
  registration_forms: {
    full_name: 'Priya Sharma',
    email: 'priya.sharma@example.in',
    phone: '+91 98300 12345',
    course: 'Skilled Professional In Airport Management (SPAM)',
    message: 'Please call me after 5 PM.',
  },
  contact_forms: {
    name: 'Rahul Das',
    email: 'rahul@example.com',
    phone: '0353-2512345',
    course: 'bba-aviation',
    message: 'Is there a hostel near the Siliguri campus?',
  },
  admission_applications: {
    full_name: 'Ananya Roy',
    date_of_birth: '2006-04-15',
    email: 'ananya.roy@example.in',
    phone: '98300-12345',
    tenth_percentage: 82.5,
    twelfth_percentage: 76.25,
    stream: 'commerce',
    board: 'WBCHSE',
    course_type: 'degree',
    preferred_course: 'bba',
    preferred_campus: 'siliguri',
  },
  prospectus_requests: {
    full_name: 'Sourav Ghosh',
    email: 'sourav@example.org',
    phone: '+91 98765 43210',
    course_interest: 'sphm',
  },
  newsletter_subscriptions: { email: 'reader@example.net' },
};
const resources = Object.keys(validForms) as PublicFormResource[];

const requiredFields: Record<PublicFormResource, string[]> = {
  registration_forms: ['full_name', 'email', 'phone', 'course'],
  contact_forms: ['name', 'email', 'phone'],
  admission_applications: [
    'full_name',
    'date_of_birth',
    'email',
    'phone',
    'tenth_percentage',
    'twelfth_percentage',
    'stream',
    'board',
    'course_type',
    'preferred_course',
    'preferred_campus',
  ],
  prospectus_requests: ['full_name', 'email', 'phone'],
  newsletter_subscriptions: ['email'],
};

const enumFields: [PublicFormResource, string, readonly string[]][] = [
  ['registration_forms', 'course', REGISTRATION_COURSES],
  ['contact_forms', 'course', CONTACT_COURSES],
  ['admission_applications', 'preferred_course', APPLICATION_COURSES],
  ['admission_applications', 'stream', STREAMS],
  ['admission_applications', 'course_type', COURSE_TYPES],
  ['admission_applications', 'preferred_campus', CAMPUSES],
  ['prospectus_requests', 'course_interest', PROSPECTUS_COURSES],
];

let addressCounter = 0;
/** Every post comes from its own client address unless a test says otherwise, so the rate limit stays out of the way. */
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** Born 10 to 100 years before today (BIRTH_WINDOW): the message names both days. */
const birthWindow = BIRTH_WINDOW(indiaToday());
const birthBounds = `must be between ${birthWindow.from} and ${birthWindow.to}`;

describe.each(backends)('public forms on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Behind a proxy the client address comes from X-Forwarded-For, which lets tests speak as many visitors.
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await ctx.close();
  });
  /** The row a post just stored: answers carry a receipt, not the row's id. */
  const latestRow = (table: string) => ctx.db.knex(table).orderBy('id', 'desc').first();

  const post = (
    resource: string,
    body: unknown,
    options: { address?: string; idempotencyKey?: string } = {},
  ): request.Test => {
    const req = request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', options.address ?? nextAddress());
    if (options.idempotencyKey !== undefined) req.set('Idempotency-Key', options.idempotencyKey);
    return req.send(body as object);
  };
  const rowCount = async (table: string) => {
    const [{ n }] = await ctx.db.knex(table).count({ n: '*' });
    return Number(n);
  };
  const emptyTables = async () => {
    for (const resource of resources) await ctx.db.knex(resource).delete();
  };

  describe('happy paths', () => {
    beforeAll(emptyTables);
    it.each(resources)('%s: 201 {id} and the row is in the table', async (resource) => {
      const res = await post(resource, validForms[resource]);
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Object.keys(res.body)).toEqual(['id']);
      expect(res.body.id).toMatch(RECEIPT);
      const row = await latestRow(resource);
      expect(row).toBeDefined();
      const expected = { ...validForms[resource] };
      for (const [field, value] of Object.entries(expected)) expect(row[field]).toEqual(value);
      expect(row.created_at).toBeInstanceOf(Date);
      expect(await rowCount(resource)).toBe(1);
    });

    it('stores optional fields left empty as null', async () => {
      const res = await post('contact_forms', { ...validForms.contact_forms, course: '', message: '   ' });
      expect(res.status).toBe(201);
      const row = await latestRow('contact_forms');
      expect(row.course).toBeNull();
      expect(row.message).toBeNull();
      const prospectus = await post('prospectus_requests', {
        ...validForms.prospectus_requests,
        course_interest: null,
      });
      expect(prospectus.status).toBe(201);
      const prospectusRow = await latestRow('prospectus_requests');
      expect(prospectusRow.course_interest).toBeNull();
    });
    it("answers a browser's post as it is, without the compression middleware's hooks, which the reads keep", async () => {
      const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };
      const created = await post('contact_forms', validForms.contact_forms).set(gzip);
      expect(created.status).toBe(201);
      expect(created.headers['content-encoding']).toBeUndefined();
      expect(created.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
      const refused = await post('contact_forms', {}).set(gzip);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('Please correct the highlighted fields');
      expect(refused.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
      const health = await request(ctx.app).get('/healthz').set(gzip);
      expect(health.body).toEqual({ status: 'ok' });
      expect(health.headers.vary).toMatch(/Accept-Encoding/);
    });
  });

  describe('validation', () => {
    beforeEach(emptyTables);
    afterEach(async () => {
      // A refused form never leaves a row behind.
      for (const resource of resources) expect(await rowCount(resource)).toBe(0);
    });

    it.each(resources)('%s: every required field is named when missing', async (resource) => {
      const res = await post(resource, {});
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please correct the highlighted fields');
      expect(Object.keys(res.body.fields).sort()).toEqual([...requiredFields[resource]].sort());
      for (const field of requiredFields[resource]) expect(res.body.fields[field]).toMatch(/is required$/);
    });

    it.each(resources)('%s: blank text counts as missing', async (resource) => {
      const firstText = requiredFields[resource][0];
      const res = await post(resource, { ...validForms[resource], [firstText]: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.fields[firstText]).toMatch(/is required$/);
    });

    it.each(['not-an-email', 'a@b', 'priya@@example.in', 'priya example@in.com'])(
      'refuses the e-mail %j',
      async (email) => {
        const res = await post('registration_forms', { ...validForms.registration_forms, email });
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual({ email: 'Enter a valid email address' });
      },
    );

    it.each(['abcdefghij', '98300 1234x', '123', '+91 98300 12345 678 90', '--9830012345'])(
      'refuses the phone %j',
      async (phone) => {
        const res = await post('contact_forms', { ...validForms.contact_forms, phone });
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.fields)).toEqual(['phone']);
        expect(res.body.fields.phone).toMatch(/[Pp]hone number/);
      },
    );

    it.each(enumFields)('%s: refuses a wrong %s', async (resource, field) => {
      const res = await post(resource, { ...validForms[resource], [field]: 'SPAM ' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect(res.body.fields[field]).toMatch(/^Choose a valid /);
    });

    it.each(['', '   ', null])(
      'refuses an empty 12th percentage %j as required, never storing it as 0',
      async (value) => {
        const res = await post('admission_applications', {
          ...validForms.admission_applications,
          twelfth_percentage: value,
        });
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual({ twelfth_percentage: '12th percentage is required' });
      },
    );

    it.each(['-0.01', -1, 100.01, 101, 72.255, 'abc', true, '50%'])('refuses the percentage %j', async (value) => {
      const res = await post('admission_applications', {
        ...validForms.admission_applications,
        tenth_percentage: value,
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['tenth_percentage']);
    });

    it.each([
      ['2005-02-30', 'must be a real date'],
      ['2005-13-01', 'must be a real date'],
      ['15/04/2006', 'must be a date (YYYY-MM-DD)'],
      ['1899-12-31', birthBounds],
      [new Date(Date.parse(birthWindow.from) - 86_400_000).toISOString().slice(0, 10), birthBounds],
      [isoDay(1), birthBounds],
      [isoDay(0), birthBounds],
      [isoDay(400), birthBounds],
      [new Date(Date.parse(birthWindow.to) + 86_400_000).toISOString().slice(0, 10), birthBounds],
    ])('refuses the date of birth %j', async (dateOfBirth, message) => {
      const res = await post('admission_applications', {
        ...validForms.admission_applications,
        date_of_birth: dateOfBirth,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ date_of_birth: `Date of birth ${message}` });
    });

    it.each([
      ['registration_forms', 'full_name', 121],
      ['contact_forms', 'name', 121],
      ['prospectus_requests', 'full_name', 121],
      ['admission_applications', 'board', 121],
      ['registration_forms', 'message', 5001],
      ['contact_forms', 'message', 5001],
    ] as const)('%s: refuses %s longer than its bound', async (resource, field, length) => {
      const res = await post(resource, { ...validForms[resource], [field]: 'x'.repeat(length) });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: expect.stringMatching(/must be at most \d+ characters/) });
    });

    it('refuses an e-mail longer than 254 characters', async () => {
      const res = await post('newsletter_subscriptions', { email: `${'a'.repeat(250)}@example.in` });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['email']);
    });

    it('refuses a tab or line break in a one-line field, and lone surrogates', async () => {
      const res = await post('contact_forms', { ...validForms.contact_forms, name: 'Rahul\tDas', message: 'x\ud800' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        name: 'Name contains characters that are not allowed',
        message: 'Message contains characters that are not allowed',
      });
    });

    it('refuses a field the form does not have, by name', async () => {
      const res = await post('prospectus_requests', { ...validForms.prospectus_requests, nickname: 'Sonu', id: 7 });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        nickname: 'This field is not part of the form',
        id: 'This field is not part of the form',
      });
    });

    it('refuses __proto__ and constructor keys by name', async () => {
      const res = await request(ctx.app)
        .post('/api/public/newsletter_subscriptions')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json')
        .send('{"email":"a@example.in","__proto__":{"admin":true},"constructor":1}');
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['__proto__', 'constructor']);
      expect(Object.getOwnPropertyDescriptor(res.body.fields, '__proto__')?.value).toBe(
        'This field is not part of the form',
      );
      expect(res.body.fields.constructor).toBe('This field is not part of the form');
    });

    it.each(['[1,2]', '"Priya"', '42', 'null', '{"email": '])('refuses the body %s with 400 JSON', async (raw) => {
      const res = await request(ctx.app)
        .post('/api/public/registration_forms')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.body.error).toBe('string');
    });

    it('answers 413 for a body over 32 KB', async () => {
      const res = await post('contact_forms', { ...validForms.contact_forms, message: 'x'.repeat(33 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'Request body is too large' });
    });

    it.each([
      ['text/plain', 'full_name=Priya'],
      ['application/x-www-form-urlencoded', 'full_name=Priya&email=p%40example.in'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
      ['application/xml', '<form/>'],
    ])('answers 415 for %s', async (contentType, raw) => {
      const res = await request(ctx.app)
        .post('/api/public/registration_forms')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', contentType)
        .send(raw);
      expect(res.status).toBe(415);
      expect(res.body.error).toMatch(/JSON/);
    });

    it('answers 415 for a post with no body at all', async () => {
      const res = await request(ctx.app).post('/api/public/contact_forms').set('X-Forwarded-For', nextAddress());
      expect(res.status).toBe(415);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });
  });

  describe('accepted variants', () => {
    beforeEach(emptyTables);

    it.each(['+91 98300 12345', '0353-2512345', '98300-12345', '+44 20 7946 0958', '(033) 2555-1234'])(
      'accepts the phone %j',
      async (phone) => {
        const res = await post('registration_forms', { ...validForms.registration_forms, phone });
        expect(res.status).toBe(201);
        const row = await latestRow('registration_forms');
        expect(row.phone).toBe(phone);
      },
    );

    it.each(enumFields.flatMap(([resource, field, values]) => values.map((value) => [resource, field, value])))(
      '%s: accepts %s %j',
      async (resource, field, value) => {
        const res = await post(resource, { ...validForms[resource as PublicFormResource], [field]: value });
        expect(res.status).toBe(201);
        const row = await latestRow(resource);
        expect(row[field]).toBe(value);
      },
    );

    it.each([
      [0, 0],
      [100, 100],
      [99.99, 99.99],
      [45.5, 45.5],
      [72.35, 72.35],
      ['88.75', 88.75],
      ['100', 100],
    ])('accepts the percentage %j and stores %d', async (value, stored) => {
      const res = await post('admission_applications', {
        ...validForms.admission_applications,
        tenth_percentage: value,
        twelfth_percentage: value,
      });
      expect(res.status).toBe(201);
      const row = await latestRow('admission_applications');
      expect(row.tenth_percentage).toBe(stored);
      expect(row.twelfth_percentage).toBe(stored);
    });

    // The youngest stored at once: 18 today in India (an applicant under 18 is held for a guardian, privacy-guardian).
    const eighteenToday = `${Number(indiaToday().slice(0, 4)) - 18}${indiaToday().slice(4)}`.replace(
      '-02-29',
      '-02-28',
    );
    it.each([birthWindow.from, '2004-02-29', eighteenToday])('accepts the date of birth %s', async (dateOfBirth) => {
      const res = await post('admission_applications', {
        ...validForms.admission_applications,
        date_of_birth: dateOfBirth,
      });
      expect(res.status).toBe(201);
      const row = await latestRow('admission_applications');
      expect(row.date_of_birth).toBe(dateOfBirth);
    });

    it('strips control characters (never typed; PostgreSQL text cannot hold NUL), keeping tabs and line breaks', async () => {
      const res = await post('contact_forms', {
        ...validForms.contact_forms,
        name: 'Rahul\u0000 Das\u0001',
        message: 'a\u0000b\u0007\tc\r\nd\u001b[31m',
      });
      expect(res.status).toBe(201);
      const row = await latestRow('contact_forms');
      expect([row.name, row.message]).toEqual(['Rahul Das', 'ab\tc\r\nd[31m']);
    });

    it('accepts text exactly at its bounds', async () => {
      const res = await post('registration_forms', {
        ...validForms.registration_forms,
        full_name: 'N'.repeat(120),
        message: 'M'.repeat(5000),
      });
      expect(res.status).toBe(201);
      const row = await latestRow('registration_forms');
      expect(row.full_name).toHaveLength(120);
      expect(row.message).toHaveLength(5000);
    });

    it('trims text and lower-cases only the e-mail domain', async () => {
      const res = await post('contact_forms', {
        name: '  Rahul Das  ',
        email: '  Rahul.Das@Example.CO.IN ',
        phone: ' 0353-2512345 ',
        course: 'spam',
        message: '\n  Line one\nLine two  \n',
      });
      expect(res.status).toBe(201);
      const row = await latestRow('contact_forms');
      expect(row).toMatchObject({
        name: 'Rahul Das',
        email: 'Rahul.Das@example.co.in',
        phone: '0353-2512345',
        message: 'Line one\nLine two',
      });
    });

    it('keeps letters of every script', async () => {
      const res = await post('registration_forms', { ...validForms.registration_forms, full_name: 'প্রিয়া শর্মা 👩‍🎓' });
      expect(res.status).toBe(201);
      const row = await latestRow('registration_forms');
      expect(row.full_name).toBe('প্রিয়া শর্মা 👩‍🎓');
    });

    it('accepts JSON with a charset parameter', async () => {
      const res = await request(ctx.app)
        .post('/api/public/newsletter_subscriptions')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ email: 'charset@example.in' }));
      expect(res.status).toBe(201);
    });
  });

  describe('rate limit', () => {
    it(`answers 429 with Retry-After after ${FORM_RATE_LIMIT.limit} posts from one address`, async () => {
      const address = nextAddress();
      for (let i = 0; i < FORM_RATE_LIMIT.limit; i++) {
        // Refused forms count too: a bot probing the rules is still posting.
        const res = await post(resources[i % resources.length], {}, { address });
        expect(res.status).toBe(400);
      }
      const limited = await post('newsletter_subscriptions', { email: 'late@example.in' }, { address });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/Too many/);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(FORM_RATE_LIMIT.windowSeconds);
      expect(await ctx.db.knex('newsletter_subscriptions').where({ email: 'late@example.in' }).first()).toBeUndefined();

      // Another visitor is not affected.
      const other = await post('newsletter_subscriptions', { email: 'late@example.in' });
      expect(other.status).toBe(201);
    });

    it('a valid form over the limit is refused and stores nothing', async () => {
      const address = nextAddress();
      const email = `limit-${address}@example.in`;
      for (let i = 0; i < FORM_RATE_LIMIT.limit; i++) {
        const res = await post('contact_forms', { ...validForms.contact_forms, email }, { address });
        expect(res.status).toBe(201);
      }
      const limited = await post('contact_forms', { ...validForms.contact_forms, email }, { address });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(limited.body).toEqual({ error: 'Too many submissions from this address, please try again later' });
      const [{ n }] = await ctx.db.knex('contact_forms').where({ email }).count({ n: '*' });
      expect(Number(n)).toBe(FORM_RATE_LIMIT.limit);
    });

    it('bodies that cannot be read count too', async () => {
      const address = nextAddress();
      for (let i = 0; i < FORM_RATE_LIMIT.limit; i++) {
        const unreadable = request(ctx.app)
          .post('/api/public/contact_forms')
          .set('X-Forwarded-For', address)
          .set('Content-Type', 'application/json');
        const res = await (i % 2 ? unreadable.send('{"name": ') : unreadable.send(`"${'x'.repeat(33 * 1024)}"`));
        expect(res.status).toBe(i % 2 ? 400 : 413);
      }
      const limited = await post('contact_forms', validForms.contact_forms, { address });
      expect(limited.status).toBe(429);
    });

    it('counts an IPv6 visitor by /64 network, so stepping through addresses does not help', async () => {
      for (let i = 0; i < FORM_RATE_LIMIT.limit; i++) {
        const res = await post('newsletter_subscriptions', {}, { address: `2001:db8:77:1::${(i + 1).toString(16)}` });
        expect(res.status).toBe(400);
      }
      const limited = await post('newsletter_subscriptions', {}, { address: '2001:db8:77:1:ffff:1:2:3' });
      expect(limited.status).toBe(429);
      const neighbour = await post('newsletter_subscriptions', {}, { address: '2001:db8:77:2::1' });
      expect(neighbour.status).toBe(400);
    });

    it('keeps the count in the database, shared by every replica', async () => {
      const address = nextAddress();
      await post('newsletter_subscriptions', {}, { address });
      const row = await ctx.db
        .knex('rate_limits')
        .where({ key: `public-form:${address}` })
        .first();
      expect(row.hits).toBe(1);
    });
  });

  describe('honeypot', () => {
    beforeEach(emptyTables);
    it.each(resources)('%s: a filled honeypot answers 201 and stores nothing', async (resource) => {
      const res = await post(resource, { ...validForms[resource], website: 'http://cheap-pills.example' });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(['id']);
      expect(res.body.id).toMatch(RECEIPT);
      expect(await rowCount(resource)).toBe(0);
    });

    it('an empty honeypot is a normal submission', async () => {
      const res = await post('registration_forms', { ...validForms.registration_forms, website: '' });
      expect(res.status).toBe(201);
      expect(await rowCount('registration_forms')).toBe(1);
    });
  });

  describe('Idempotency-Key', () => {
    beforeEach(emptyTables);

    it('the same key again returns the first answer and writes nothing new', async () => {
      const first = await post('admission_applications', validForms.admission_applications, {
        idempotencyKey: 'retry-4f1c',
      });
      expect(first.status).toBe(201);
      const second = await post('admission_applications', validForms.admission_applications, {
        idempotencyKey: 'retry-4f1c',
      });
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await rowCount('admission_applications')).toBe(1);
      const stored = await ctx.db.knex('idempotency_keys').where({ key: 'retry-4f1c' });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ scope: 'admission_applications', status: 201, body: first.body });
    });

    it('a new key writes a new row, and a key is per resource', async () => {
      const a = await post('contact_forms', validForms.contact_forms, { idempotencyKey: 'k-1' });
      const b = await post('contact_forms', validForms.contact_forms, { idempotencyKey: 'k-2' });
      const c = await post('registration_forms', validForms.registration_forms, { idempotencyKey: 'k-1' });
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      expect(a.body.id).not.toBe(b.body.id);
      expect(await rowCount('contact_forms')).toBe(2);
      expect(await rowCount('registration_forms')).toBe(1);
    });

    it('concurrent duplicates with one key write one row and all get its id', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          post('prospectus_requests', validForms.prospectus_requests, { idempotencyKey: 'flaky-network-7' }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(12).fill(201));
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
      expect(await rowCount('prospectus_requests')).toBe(1);
    });

    it('a refused form does not use up its key', async () => {
      const refused = await post(
        'registration_forms',
        { ...validForms.registration_forms, phone: 'abcdefghij' },
        {
          idempotencyKey: 'fix-and-retry',
        },
      );
      expect(refused.status).toBe(400);
      const fixed = await post('registration_forms', validForms.registration_forms, {
        idempotencyKey: 'fix-and-retry',
      });
      expect(fixed.status).toBe(201);
      expect(await rowCount('registration_forms')).toBe(1);
    });

    it.each([['x'.repeat(201)], ['   ']])('refuses an unusable key %#', async (key) => {
      const res = await post('newsletter_subscriptions', validForms.newsletter_subscriptions, { idempotencyKey: key });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Idempotency-Key/);
      expect(await rowCount('newsletter_subscriptions')).toBe(0);
    });

    it('accepts a key of exactly 200 characters', async () => {
      const key = 'k'.repeat(200);
      const first = await post('newsletter_subscriptions', validForms.newsletter_subscriptions, {
        idempotencyKey: key,
      });
      const again = await post('newsletter_subscriptions', validForms.newsletter_subscriptions, {
        idempotencyKey: key,
      });
      expect(first.status).toBe(201);
      expect(again.body).toEqual(first.body);
    });
  });

  describe('newsletter', () => {
    beforeEach(emptyTables);

    it('an e-mail already subscribed succeeds with the same id and adds no row', async () => {
      const first = await post('newsletter_subscriptions', { email: 'Asha.Roy@Example.com' });
      expect(first.status).toBe(201);
      const again = await post('newsletter_subscriptions', { email: 'asha.roy@example.COM' });
      expect(again.status).toBe(201);
      // Answered like a new subscription (a fresh receipt), so a stranger cannot learn who is subscribed.
      expect(again.body.id).toMatch(RECEIPT);
      expect(again.body.id).not.toBe(first.body.id);
      expect(await rowCount('newsletter_subscriptions')).toBe(1);
      const row = await ctx.db.knex('newsletter_subscriptions').first();
      expect(row.email).toBe('Asha.Roy@example.com');
    });

    it('concurrent subscriptions of one e-mail keep one row', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post('newsletter_subscriptions', { email: 'rush@example.in' })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(10);
      expect(await rowCount('newsletter_subscriptions')).toBe(1);
    });
  });
});
