// CSV import of applicants (issue 33, point 2): the columns are guessed from the header; the preview says per row
// whether it is new, joins an applicant (same e-mail, or same phone and name), is a possible duplicate (phone alone,
// another name) or cannot be imported (and why); the import writes in one transaction (a failure half-way writes
// nothing), as one record listing its rows, the counsellor's rows theirs; bad input is a 400 and writes nothing; the
// undo removes what the import created and puts back what it joined, except rows changed since, which it names.
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const HEADER = 'Full Name,Mobile,Email ID,Course,Campus,How they came,Remarks,Enquiry date';
const MAPPING = {
  name: 'Full Name',
  phone: 'Mobile',
  email: 'Email ID',
  course: 'Course',
  campus: 'Campus',
  source: 'How they came',
  note: 'Remarks',
  created_at: 'Enquiry date',
};

describe.each(backends)('CSV import of applicants, with preview and undo, on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  const ids = { asha: 0, bikram: 0, dipa: 0 };
  const agents = {} as Record<keyof typeof ids, Agent>;
  let priya = 0;
  let arjunPhoneOwner = 0;

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    app = clockedApp(db).app;
    for (const [key, name, role] of [
      ['asha', 'Asha Roy', 'counsellor'],
      ['bikram', 'Bikram Sen', 'counsellor'],
      ['dipa', 'Dipa Admin', 'admin'],
    ] as const) {
      const { id } = await addStaff({ db } as never, `${key}@skyline.in`, ROLE_PASSWORD);
      await db.knex('staff').where({ id }).update({ name, role, takes_leads: false });
      ids[key] = id;
      agents[key] = await signedInAgent(app, `${key}@skyline.in`, ROLE_PASSWORD);
    }
    // Already here: Priya (by e-mail and phone) and Mohan (by phone).
    const [first] = await db
      .knex('contact_forms')
      .insert({ name: 'Priya Basu', email: 'priya@example.in', phone: '94340 55555', phone_e164: '+919434055555' })
      .returning('applicant_id');
    priya = first.applicant_id;
    const [second] = await db
      .knex('contact_forms')
      .insert({ name: 'Mohan Das', email: 'mohan@example.in', phone: '98300 77777', phone_e164: '+919830077777' })
      .returning('applicant_id');
    arjunPhoneOwner = second.applicant_id;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });

  const FILE = [
    HEADER,
    'Riya Das,98300 11111,riya@example.in,SPAM,Siliguri,Fair,Asked about hostel,24/11/2026',
    'Priya Basu,,PRIYA@example.in,bba,Kolkata,fair,,',
    'priya basu,৯৪৩৪০ ৫৫৫৫৫,,,,,,',
    'Arjun Das,098300 77777,,,,,,',
    'Sunil Roy,12,,,,,,',
    ',98300 22222,,,,,,',
    'Tina Paul,98300 33333,,astronaut,,,,',
    'Raju Sen,98300 44444,,,,,,01/01/2030',
    'Riya Das,,riya@example.in,,,,,',
    'Rohit Das,98300 11111,,,,Referral,,',
    '"Kumar, Anil",+91 98300 55555,anil@example.in,"Skilled Professional In Airport Management (SPAM)",,Walk-in,"Said ""call after 6""",25/11/2026 09:15',
  ].join('\n');

  const query = (extra: Record<string, string> = {}) => ({
    mapping: JSON.stringify(MAPPING),
    default_source: 'fair',
    file_name: 'fair.csv',
    ...extra,
  });
  const post = (agent: Agent, path: string, body: string, extra: Record<string, string> = {}) =>
    agent.post(`/api/admin/applicants/imports${path}`).query(query(extra)).set('Content-Type', 'text/csv').send(body);
  const counts = async () => {
    const count = async (table: string) => Number((await db.knex(table).count({ n: '*' }))[0].n);
    return {
      applicants: await count('applicants'),
      entries: await count('applicant_entries'),
      imports: await count('applicant_imports'),
      events: await count('applicant_events'),
      notes: await count('applicant_notes'),
      keys: await count('applicant_keys'),
    };
  };

  it('guesses the columns from the header', async () => {
    const res = await agents.asha
      .post('/api/admin/applicants/imports/columns')
      .set('Content-Type', 'text/csv')
      .send(FILE);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ headers: HEADER.split(','), mapping: MAPPING, rows: 11 });
  });

  it('previews every row: new, joins, possible duplicate, or an error with its reason', async () => {
    const before = await counts();
    const res = await post(agents.asha, '/preview', FILE);
    expect(res.status).toBe(200);
    const byLine = Object.fromEntries(
      res.body.rows.map((row: Record<string, unknown>) => [row.line, [row.status, row.applicant_id ?? row.reason]]),
    );
    expect(byLine).toEqual({
      2: ['new', null],
      3: ['joins', priya],
      4: ['error', `Joins the same applicant #${priya} as row 3: one row per person`],
      5: ['possible_duplicate', arjunPhoneOwner],
      6: ['error', 'Phone "12" is not a phone number'],
      7: ['error', 'Name is missing'],
      8: ['error', 'Course "astronaut" is not one of ours'],
      9: ['error', 'Date "01/01/2030" is in the future'],
      10: ['error', 'Same e-mail as row 2: one row per person'],
      11: ['possible_duplicate', null],
      12: ['new', null],
    });
    expect(res.body.rows.find((row: { line: number }) => row.line === 11).duplicate_of_line).toBe(2);
    expect(res.body.counts).toEqual({ rows: 11, new: 2, joins: 1, possible_duplicates: 2, errors: 6 });
    // Same phone and name (in Bengali digits) joins too.
    const bengali = await post(agents.asha, '/preview', `${HEADER}\npriya basu,৯৪৩৪০ ৫৫৫৫৫,,,,,,`);
    expect(bengali.body.rows[0]).toMatchObject({ status: 'joins', applicant_id: priya });
    expect(await counts()).toEqual(before);
  });

  it('bad input is a 400 naming what is wrong, and writes nothing', async () => {
    const before = await counts();
    const cases: [string, Record<string, string>, string][] = [
      [FILE, { consent_vouched: 'false', skip_invalid: 'true' }, 'consent_vouched'],
      [FILE, { consent_vouched: 'true' }, 'file'],
      ['', { consent_vouched: 'true' }, 'file'],
      [HEADER, { consent_vouched: 'true' }, 'file'],
      ['a,"b\nc', { consent_vouched: 'true' }, 'file'],
      [FILE, { consent_vouched: 'true', skip_invalid: 'true', default_source: 'newsletter' }, 'default_source'],
      [FILE, { consent_vouched: 'true', skip_invalid: 'true', mapping: JSON.stringify({ name: 'Nope' }) }, 'name'],
      [
        FILE,
        { consent_vouched: 'true', skip_invalid: 'true', mapping: JSON.stringify({ name: 'Full Name' }) },
        'phone',
      ],
      [FILE, { consent_vouched: 'true', skip_invalid: 'true', mapping: '{' }, 'mapping'],
    ];
    for (const [body, extra, field] of cases) {
      const res = await post(agents.asha, '', body, extra);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    // Errors without "skip" list the rows that cannot be imported.
    const refused = await post(agents.asha, '', FILE, { consent_vouched: 'true' });
    expect(refused.body.rows.map((row: { line: number }) => row.line)).toEqual([4, 6, 7, 8, 9, 10]);
    const forOther = await post(agents.asha, '', FILE, {
      consent_vouched: 'true',
      skip_invalid: 'true',
      owner_id: String(ids.bikram),
    });
    expect(forOther.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('imports in one transaction: a failure half-way writes nothing', async () => {
    const before = await counts();
    // The notes are written after the applicants, keys and joins: make the database refuse one of them.
    await db.knex.raw(`CREATE OR REPLACE FUNCTION refuse_test_note() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.body = 'BOOM' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db.knex.raw(
      'CREATE TRIGGER refuse_test_note BEFORE INSERT ON applicant_notes FOR EACH ROW EXECUTE FUNCTION refuse_test_note()',
    );
    try {
      const res = await post(
        agents.asha,
        '',
        `${HEADER}\nFirst Person,98300 60001,,,,,fine,\nPriya Basu,,priya@example.in,,,,BOOM,`,
        { consent_vouched: 'true' },
      );
      expect(res.status).toBe(500);
    } finally {
      await db.knex.raw('DROP TRIGGER refuse_test_note ON applicant_notes');
    }
    expect(await counts()).toEqual(before);
    expect((await db.knex('applicants').where({ id: priya }).first()).version).toBe(1);
  });

  let importId = 0;
  it("imports the valid rows as the counsellor's, with the consent they vouched for, in one record", async () => {
    const res = await post(agents.asha, '', FILE, { consent_vouched: 'true', skip_invalid: 'true' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rows: 5, created: 4, joined: 1, possible_duplicates: 2, skipped: 6 });
    importId = res.body.id;

    const riya = await db.knex('applicants').where({ email: 'riya@example.in' }).first();
    expect(riya).toMatchObject({
      name: 'Riya Das',
      phone_e164: '+919830011111',
      source: 'fair',
      course: 'spam',
      campus: 'siliguri',
      owner_id: ids.asha,
      possible_duplicate_of: null,
    });
    expect(new Date(riya.created_at).toISOString()).toBe('2026-11-24T04:30:00.000Z');
    const rohit = await db.knex('applicants').where({ name: 'Rohit Das' }).first();
    expect(rohit).toMatchObject({ source: 'referral', possible_duplicate_of: riya.id });
    const arjun = await db.knex('applicants').where({ name: 'Arjun Das' }).first();
    expect(arjun).toMatchObject({ possible_duplicate_of: arjunPhoneOwner, source: 'fair' });
    const anil = await db.knex('applicants').where({ email: 'anil@example.in' }).first();
    expect(anil).toMatchObject({ name: 'Kumar, Anil', source: 'walk_in', course: 'spam' });
    // Joined: Priya keeps her record, gains the course and campus the fair gave.
    expect(await db.knex('applicants').where({ id: priya }).first()).toMatchObject({
      name: 'Priya Basu',
      course: 'bba',
      campus: 'kolkata',
      version: 2,
      owner_id: null,
    });
    // The phone keeps finding Mohan.
    expect((await db.knex('applicant_keys').where({ key: 'p:+919830077777' }).first()).applicant_id).toBe(
      arjunPhoneOwner,
    );
    const note = await db.knex('applicant_notes').where({ applicant_id: anil.id }).first();
    expect(note).toMatchObject({ body: 'Said "call after 6"', author_id: ids.asha });

    const record = await agents.asha.get(`/api/admin/applicants/imports/${importId}`);
    expect(record.status).toBe(200);
    expect(record.body.entries.map((row: { line: number; joined: boolean }) => [row.line, row.joined])).toEqual([
      [2, false],
      [3, true],
      [5, false],
      [11, false],
      [12, false],
    ]);
    const page = await agents.asha.get(`/api/admin/applicants/${anil.id}`);
    expect(page.body.entries[0]).toMatchObject({
      import_id: importId,
      consent_method: 'import',
      consent_recorded_by_name: 'Asha Roy',
    });
    const timeline = await agents.asha.get(`/api/admin/applicants/${anil.id}/timeline`);
    expect(timeline.body).toContainEqual(
      expect.objectContaining({
        kind: 'created_by_staff',
        staff_name: 'Asha Roy',
        data: expect.objectContaining({ import_id: importId, source: 'walk_in' }),
      }),
    );
    const audit = await db.knex('audit_log').where({ action: 'applicant_import' }).first();
    expect(audit).toMatchObject({ staff_id: ids.asha, record_id: String(importId) });
    // The list of imports: a counsellor sees their own; another cannot open it.
    expect((await agents.bikram.get('/api/admin/applicants/imports')).body).toEqual([]);
    expect((await agents.bikram.get(`/api/admin/applicants/imports/${importId}`)).status).toBe(403);
    expect(
      (await agents.dipa.get('/api/admin/applicants/imports')).body.map((row: { id: number }) => row.id),
    ).toContain(importId);
  });

  it('an undo removes what it created and reverts what it joined, and names the rows changed since', async () => {
    const anil = await db.knex('applicants').where({ email: 'anil@example.in' }).first();
    // Changed since: a counsellor noted Anil.
    const noted = await agents.asha.post(`/api/admin/applicants/${anil.id}/notes`).send({ body: 'Called back' });
    expect(noted.status).toBe(201);
    expect((await agents.bikram.post(`/api/admin/applicants/imports/${importId}/undo`)).status).toBe(403);

    const res = await agents.asha.post(`/api/admin/applicants/imports/${importId}/undo`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: 3, reverted: 1, not_undone: [anil.id] });
    expect(await db.knex('applicants').whereIn('name', ['Riya Das', 'Rohit Das', 'Arjun Das'])).toEqual([]);
    expect(await db.knex('applicants').where({ id: priya }).first()).toMatchObject({
      course: null,
      campus: null,
      version: 3,
    });
    expect(await db.knex('applicant_entries').where({ applicant_id: priya })).toEqual([]);
    expect(await db.knex('applicant_keys').where({ key: 'e:riya@example.in' })).toEqual([]);
    expect((await db.knex('applicant_keys').where({ key: 'e:priya@example.in' }).first()).applicant_id).toBe(priya);
    expect(await db.knex('applicants').where({ id: anil.id }).first()).toBeDefined();
    const record = await db.knex('applicant_imports').where({ id: importId }).first();
    expect(record.undone_by).toBe(ids.asha);
    expect((await agents.asha.post(`/api/admin/applicants/imports/${importId}/undo`)).status).toBe(409);
    expect(await db.knex('audit_log').where({ action: 'applicant_import_undo' })).toHaveLength(1);
  });

  it("an admin may give an import's applicants to a counsellor, who is told", async () => {
    const res = await post(agents.dipa, '', `${HEADER}\nMeera Sen,98300 99999,,,,,,`, {
      consent_vouched: 'true',
      owner_id: String(ids.bikram),
    });
    expect(res.status).toBe(201);
    expect(await db.knex('applicants').where({ name: 'Meera Sen' }).first()).toMatchObject({ owner_id: ids.bikram });
    const mail = await db.knex('mail_outbox').where({ template: 'applicant_assigned' }).orderBy('id', 'desc').first();
    expect(mail.recipients).toEqual(['bikram@skyline.in']);
  });
});
