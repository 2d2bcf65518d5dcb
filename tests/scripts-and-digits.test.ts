// A family writing in Bengali or Hindi (issue 34, item 4): a phone number typed in Bengali (০–৯) or Devanagari
// (०–९) digits is the same number as in 0–9, stored as 0–9 so staff can dial, search and export it; a name in
// Bengali or Devanagari script is kept exactly as typed, joins the same person's later enquiries, is found by the
// staff search and reads as typed in the CSV.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import request from 'supertest';
import { asciiDigits, phoneE164 } from '../common/phone';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;

test.each([
  ['৯৮৩০০ ১১১১১', '98300 11111'],
  ['+৯১ ৯৮৩০০-১১১১১', '+91 98300-11111'],
  ['९८३०० ११११११', '98300 111111'],
  ['+91 ९८३०० 11111', '+91 98300 11111'],
  ['রিয়া দাস', 'রিয়া দাস'],
])('%s reads as %s', (typed, ascii) => {
  expect(asciiDigits(typed)).toBe(ascii);
});

test('a number in Bengali, Devanagari or ASCII digits has one key', () => {
  const keys = ['৯৮৩০০ ১১১১১', '९८३०० १११११', '098300 11111', '+91 98300 11111'].map(phoneE164);
  expect(keys).toEqual(Array(4).fill('+919830011111'));
});

// phoneE164 takes an Indian mobile number's usual shapes without libphonenumber's parse: it must answer exactly as
// the library does, for every shape the shortcut takes and the ones beside it that it must leave to the library.
test('the shortcut for Indian mobile numbers answers as libphonenumber does', () => {
  const library = (raw: string) => {
    const parsed = parsePhoneNumberFromString(asciiDigits(raw), 'IN');
    return parsed?.isPossible() ? parsed.number : null;
  };
  let seed = 7;
  const digit = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String(seed % 10);
  };
  const shapes = [
    (d: string) => d,
    (d: string) => `0${d}`,
    (d: string) => `+91${d}`,
    (d: string) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`,
    (d: string) => `+91-${d.slice(0, 5)}-${d.slice(5)}`,
    (d: string) => `0${d.slice(0, 5)} ${d.slice(5)}`,
    (d: string) => `91${d}`,
    (d: string) => `0091 ${d}`,
    (d: string) => `(+91) ${d}`,
    (d: string) => `+91 0${d}`,
    (d: string) => d.slice(0, 9),
    (d: string) => `${d}1`,
  ];
  let compared = 0;
  for (let i = 0; i < 400; i += 1) {
    const ten = Array.from({ length: 10 }, digit).join('');
    for (const shape of shapes) {
      const typed = shape(ten);
      expect([typed, phoneE164(typed)]).toEqual([typed, library(typed)]);
      compared += 1;
    }
  }
  expect(compared).toBe(400 * shapes.length);
  expect(phoneE164('৯৮৩০০ ১১১১১')).toBe('+919830011111');
});

describe.each(backends)('names and numbers in Bengali and Hindi on %s', (backend) => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    await addStaff(ctx, 'asha@skyline.in', 'counsellor-password-1');
    staff = await signedInAgent(ctx.app, 'asha@skyline.in', 'counsellor-password-1');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  let address = 0;
  const post = (resource: string, body: Record<string, unknown>) =>
    request(ctx.app).post(`/api/public/${resource}`).set('X-Forwarded-For', `10.34.0.${++address}`).send(body);

  it('keeps a Bengali name as typed, stores the number in 0-9 and joins the later enquiry in Hindi digits', async () => {
    const first = await post('contact_forms', {
      name: 'রিয়া দাস',
      email: 'riya.das@example.in',
      phone: '৯৮৩০০ ৫৫৫৫৫',
      message: 'শিলিগুড়িতে হোস্টেল আছে?',
    });
    expect(first.status).toBe(201);
    const contact = await ctx.db.knex('contact_forms').where({ email: 'riya.das@example.in' }).first();
    expect(contact).toMatchObject({ name: 'রিয়া দাস', phone: '98300 55555', message: 'শিলিগুড়িতে হোস্টেল আছে?' });

    // The same person from another address of hers, her number in Devanagari digits: one applicant.
    const second = await post('prospectus_requests', {
      full_name: 'রিয়া দাস',
      email: 'riya.d@example.in',
      phone: '+९१ ९८३०० ५५५५५',
    });
    expect(second.status).toBe(201);
    const prospectus = await ctx.db.knex('prospectus_requests').where({ email: 'riya.d@example.in' }).first();
    expect(prospectus.phone).toBe('+91 98300 55555');
    expect(prospectus.applicant_id).toBe(contact.applicant_id);
    const applicant = await ctx.db.knex('applicants').where({ id: contact.applicant_id }).first();
    expect(applicant.name).toBe('রিয়া দাস');
  });

  it('finds the applicant by a Bengali name, a Hindi name and by a number in either script', async () => {
    expect(
      (await post('contact_forms', { name: 'अनिल कुमार', email: 'anil@example.in', phone: '९७३३० १२३४५' })).status,
    ).toBe(201);
    const ids = async (q: string) => {
      const res = await staff.get('/api/admin/applicants').query({ filter: JSON.stringify({ q }), range: '[0,99]' });
      expect(res.status).toBe(200);
      return (res.body as { name: string }[]).map((row) => row.name);
    };
    expect(await ids('রিয়া')).toEqual(['রিয়া দাস']);
    expect(await ids('कुमार')).toEqual(['अनिल कुमार']);
    expect(await ids('৯৮৩০০ ৫৫৫৫৫')).toEqual(['রিয়া দাস']);
    expect(await ids('97330 12345')).toEqual(['अनिल कुमार']);
  });

  it('exports the names as typed, in UTF-8 with a byte-order mark for spreadsheets', async () => {
    const res = await staff
      .get('/api/admin/applicants/export.csv')
      .query({ columns: JSON.stringify(['name', 'phone']) })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('রিয়া দাস');
    expect(text).toContain('अनिल कुमार');
  });
});
