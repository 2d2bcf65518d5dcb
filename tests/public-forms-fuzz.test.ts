// Property test: whatever is thrown at a form, the answer is a JSON 4xx (or 201 exactly when the input is valid),
// never a 500, and no refused post leaves a row behind.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import {
  APPLICATION_COURSES,
  CAMPUSES,
  CONTACT_COURSES,
  COURSE_TYPES,
  PROSPECTUS_COURSES,
  REGISTRATION_COURSES,
  STREAMS,
} from '../common/enums';
import { HONEYPOT_FIELD, type PublicFormResource, publicFormSchemas } from '../common/forms';
import { backends, createTestContext, type TestContext } from './helpers/context';

/** A fresh database with every migration can take long on a busy machine (PGlite runs in this process). */
const SETUP_TIMEOUT_MS = 180_000;

const RUNS_PER_FORM = 200;
const BODY_LIMIT_BYTES = 32 * 1024;

const validForms: Record<PublicFormResource, Record<string, unknown>> = {
  registration_forms: {
    full_name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '+91 98300 12345',
    course: REGISTRATION_COURSES[0],
    message: 'Call me',
  },
  contact_forms: {
    name: 'Rahul Das',
    email: 'rahul@example.com',
    phone: '0353-2512345',
    course: 'spam',
    message: 'Hi',
  },
  admission_applications: {
    full_name: 'Ananya Roy',
    date_of_birth: '2006-04-15',
    email: 'ananya@example.in',
    phone: '98300-12345',
    tenth_percentage: 82.5,
    twelfth_percentage: 76.25,
    stream: 'commerce',
    board: 'WBCHSE',
    course_type: 'degree',
    preferred_course: 'bba',
    preferred_campus: 'siliguri',
  },
  prospectus_requests: { full_name: 'Sourav Ghosh', email: 'sourav@example.org', phone: '9876543210' },
  newsletter_subscriptions: { email: 'reader@example.net' },
};
const resources = Object.keys(validForms) as PublicFormResource[];

const enumValues: Partial<Record<PublicFormResource, Record<string, readonly string[]>>> = {
  registration_forms: { course: REGISTRATION_COURSES },
  contact_forms: { course: CONTACT_COURSES },
  admission_applications: {
    preferred_course: APPLICATION_COURSES,
    stream: STREAMS,
    course_type: COURSE_TYPES,
    preferred_campus: CAMPUSES,
  },
  prospectus_requests: { course_interest: PROSPECTUS_COURSES },
};

/** Raw JSON text, so keys such as __proto__ and duplicate keys reach the server exactly as written. */
type RawJson = string;
const objectText = (entries: [string, RawJson][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

const hostileKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'id');
const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
const hugeString: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 100, max: 40_000 }), fc.constantFrom('x', ' ', '\u0000', 'ঐ', '😀'))
  .map(([length, unit]) => JSON.stringify(unit.repeat(length)));
const anyJson: fc.Arbitrary<RawJson> = fc.jsonValue().map((value) => JSON.stringify(value));
const oddText: fc.Arbitrary<RawJson> = fc
  .string({ unit: 'binary', maxLength: 150 })
  .map((text) => JSON.stringify(text));

/** A value that is plausible for the field, so that many posts are valid and the 201 path is exercised too. */
function plausibleValue(resource: PublicFormResource, field: string): fc.Arbitrary<RawJson> {
  const json = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.map((value) => JSON.stringify(value));
  // Mostly right, sometimes wrong: the weights keep a good share of posts valid.
  const mostly = <T, U>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<U>) =>
    json(fc.oneof({ weight: 3, arbitrary: right }, { weight: 1, arbitrary: wrong }));
  const choices = enumValues[resource]?.[field];
  if (choices) return mostly(fc.constantFrom(...choices), fc.constantFrom('', 'SPAM', null, choices[0].toUpperCase()));
  if (field === 'email')
    return mostly(
      fc
        .tuple(fc.stringMatching(/^[A-Za-z0-9_+-]{1,20}$/), fc.stringMatching(/^[A-Za-z0-9]{1,12}\.[A-Za-z]{2,6}$/))
        .map(([local, domain]) => ` ${local}@${domain} `),
      fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })),
    );
  if (field === 'phone')
    return mostly(
      fc.stringMatching(/^(\+91 )?[6-9][0-9]{4}[ -]?[0-9]{5}$/),
      fc.stringMatching(/^\+?[0-9(][0-9 ().-]{4,20}[0-9a-z]$/),
    );
  if (field.endsWith('_percentage'))
    return mostly(
      fc.oneof(
        fc.integer({ min: 0, max: 100 }).map((n) => n / 4),
        fc.integer({ min: 0, max: 10_000 }).map((n) => (n / 100).toFixed(2)),
      ),
      fc.double({ min: -5, max: 105, noNaN: true }),
    );
  if (field === 'date_of_birth')
    return json(
      fc
        .date({ min: new Date('1850-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
  return mostly(fc.string({ minLength: 1, maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 130 }));
}

/** Bodies: arbitrary JSON, or a valid form with some fields replaced by hostile values and hostile keys added. */
function hostileBody(resource: PublicFormResource): fc.Arbitrary<RawJson> {
  const fields = Object.keys(validForms[resource]);
  const fieldValue = (field: string) =>
    fc.oneof(
      { weight: 6, arbitrary: plausibleValue(resource, field) },
      { weight: 2, arbitrary: anyJson },
      { weight: 1, arbitrary: oddText },
      { weight: 1, arbitrary: hugeString },
      { weight: 1, arbitrary: deepNesting },
    );
  const mutatedForm = fc
    .tuple(
      fc.tuple(...fields.map((field) => fieldValue(field))),
      fc.subarray(fields, { maxLength: Math.min(3, fields.length) }),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant([] as string[]) },
        { weight: 1, arbitrary: fc.subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) }) },
      ),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as [string, RawJson][]) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.tuple(fc.oneof(hostileKeys, fc.string({ maxLength: 12 })), fc.oneof(anyJson, deepNesting)),
            { minLength: 1, maxLength: 2 },
          ),
        },
      ),
      // Five posts in twelve carry the honeypot key, three of them filled.
      fc.integer({ min: 0, max: 11 }).map((pick) => ['"http://spam.example"', '"x"', '0', '""', 'null'][pick]),
    )
    .map(([values, mutated, dropped, extras, honeypot]) => {
      const entries: [string, RawJson][] = [];
      fields.forEach((field, index) => {
        if (dropped.includes(field)) return;
        entries.push([field, mutated.includes(field) ? values[index] : JSON.stringify(validForms[resource][field])]);
      });
      if (honeypot !== undefined) entries.push([HONEYPOT_FIELD, honeypot]);
      return objectText([...entries, ...extras]);
    });
  // Near-valid forms: one or two fields given plausible values, so the 201 path and the CHECK constraints are hit.
  const plausibleForm = fc
    .tuple(
      fc.tuple(...fields.map((field) => plausibleValue(resource, field))),
      fc.subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) }),
    )
    .map(([values, mutated]) =>
      objectText(
        fields.map((field, index): [string, RawJson] => [
          field,
          mutated.includes(field) ? values[index] : JSON.stringify(validForms[resource][field]),
        ]),
      ),
    );
  // An integer pick rather than fc.oneof, whose bias towards the first option would skew these shares.
  const shapes = [plausibleForm, plausibleForm, plausibleForm, mutatedForm, mutatedForm, mutatedForm, mutatedForm];
  const odd = [anyJson, anyJson, deepNesting, fc.string({ maxLength: 40 })];
  return fc
    .integer({ min: 0, max: shapes.length + odd.length - 1 })
    .chain((pick) => shapes[pick] ?? odd[pick - shapes.length]);
}

function parsesToObject(raw: RawJson): boolean {
  if (Buffer.byteLength(raw) > BODY_LIMIT_BYTES) return false;
  try {
    const body: unknown = JSON.parse(raw);
    return typeof body === 'object' && body !== null && !Array.isArray(body);
  } catch {
    return false;
  }
}

type Expected = { kind: 'refused' } | { kind: 'honeypot' } | { kind: 'stored'; data: Record<string, unknown> };

/** What the server must answer, worked out with the same schema but none of the server's code. */
function expectedOutcome(resource: PublicFormResource, raw: RawJson): Expected {
  if (Buffer.byteLength(raw) > BODY_LIMIT_BYTES) return { kind: 'refused' };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { kind: 'refused' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'refused' };
  const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (Object.hasOwn(body, HONEYPOT_FIELD) && honeypot !== '' && honeypot !== null) return { kind: 'honeypot' };
  const parsed = publicFormSchemas[resource].safeParse(body);
  return parsed.success ? { kind: 'stored', data: parsed.data as Record<string, unknown> } : { kind: 'refused' };
}

describe.each(backends)('public forms under hostile input on %s', (backend) => {
  let ctx: TestContext;
  let server: Server;
  let baseUrl: string;
  let addressCounter = 0;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    server = createServer(ctx.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  const rowCount = async (table: string) => {
    const [{ n }] = await ctx.db.knex(table).count({ n: '*' });
    return Number(n);
  };

  it.each(resources)(
    '%s: always a JSON 4xx or a 201 for valid input, never a 500',
    async (resource) => {
      const seen = { stored: 0, refused: 0, honeypot: 0 };
      // One count per post: each post's "after" is the next one's "before".
      let rowsBefore = await rowCount(resource);
      await fc.assert(
        fc.asyncProperty(
          hostileBody(resource),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/xml'),
          async (raw, contentType) => {
            const isJson = contentType.startsWith('application/json');
            const expected: Expected = isJson ? expectedOutcome(resource, raw) : { kind: 'refused' };
            const before = rowsBefore;
            addressCounter++;
            const res = await fetch(`${baseUrl}/api/public/${resource}`, {
              method: 'POST',
              headers: {
                'Content-Type': contentType,
                // A new visitor each time: this property is about input, the rate limit has its own test.
                'X-Forwarded-For': `10.9.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
              },
              body: raw,
            });
            const answer = (await res.json()) as Record<string, unknown>;
            expect(res.headers.get('content-type')).toMatch(/^application\/json/);
            const after = await rowCount(resource);
            rowsBefore = after;

            if (expected.kind === 'refused') {
              expect(res.status).toBeGreaterThanOrEqual(400);
              expect(res.status).toBeLessThan(500);
              expect(typeof answer.error).toBe('string');
              if (!isJson) expect(res.status).toBe(415);
              if (res.status === 400 && isJson && parsesToObject(raw)) {
                // A form that parsed but broke a rule names the fields.
                expect(typeof answer.fields).toBe('object');
              }
              expect(after).toBe(before);
            } else if (expected.kind === 'honeypot') {
              expect(res.status).toBe(201);
              expect(typeof answer.id).toBe('string');
              expect(after).toBe(before);
            } else {
              expect(res.status).toBe(201);
              // The answer is a receipt, not the row's id: the row is the newest, or the e-mail's subscription.
              expect(typeof answer.id).toBe('string');
              const row =
                resource === 'newsletter_subscriptions'
                  ? await ctx.db
                      .knex(resource)
                      .whereRaw('lower(email) = lower(?)', [String(expected.data.email)])
                      .first()
                  : await ctx.db.knex(resource).orderBy('id', 'desc').first();
              expect(row).toBeDefined();
              if (resource === 'newsletter_subscriptions') {
                expect(after - before).toBeLessThanOrEqual(1);
                expect(String(row.email).toLowerCase()).toBe(String(expected.data.email).toLowerCase());
              } else {
                expect(after).toBe(before + 1);
                for (const [field, value] of Object.entries(expected.data)) {
                  if (field !== HONEYPOT_FIELD) expect(row[field]).toEqual(value);
                }
              }
            }
            seen[expected.kind]++;
          },
        ),
        { numRuns: RUNS_PER_FORM },
      );
      // The generators must reach every branch, or the property proves less than it claims.
      expect(seen.stored).toBeGreaterThan(5);
      expect(seen.refused).toBeGreaterThan(20);
      expect(seen.honeypot).toBeGreaterThan(0);
    },
    180_000,
  );
});
