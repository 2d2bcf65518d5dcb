// A phone number is a household, not a person (issue 36, points 1 and 2). A visitor who proves only their own
// e-mail address can neither erase nor read the records of someone who typed the same phone: an erasure request
// removes what the address proves, and shows staff the rows linked only by phone to tick or leave; a later enquiry
// with the same phone under another name is a possible duplicate for a counsellor, never silently the same person.
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { NOTICE_VERSION } from '../common/privacy';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';

const SETUP_TIMEOUT_MS = 180_000;
const API = '/api/public/your-data';
const consent = { notice_version: NOTICE_VERSION, language: 'en', marketing: false };

const registration = (name: string, email: string, phone: string) => ({
  full_name: name,
  email,
  phone,
  course: 'Skilled Professional In Airport Management (SPAM)',
  message: `I am ${name}`,
  consent,
});

describe.each(backends)('phone-linked records (%s)', (backend) => {
  let ctx: TestContext;
  let admin: TestAgent;
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    admin = (await memberAgent(ctx, 'phone-admin@example.com', 'admin')).agent;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => ctx?.close());

  const from = () => {
    address += 1;
    return `10.61.${Math.floor(address / 250)}.${address % 250}`;
  };
  const post = (resource: string, body: object) =>
    request(ctx.app).post(`/api/public/${resource}`).set('X-Forwarded-For', from()).send(body);

  /** A browser that proved `email` on the Your Data page (the code read from the outbox). */
  async function provedAddress(email: string): Promise<TestAgent> {
    const agent = request.agent(ctx.app);
    const asked = await agent.post(`${API}/code`).set('X-Forwarded-For', from()).send({ contact: email });
    expect(asked.status).toBe(202);
    const [mail] = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'data_access_code' })
      .whereRaw('recipients::text ILIKE ?', [`%${email}%`])
      .orderBy('id', 'desc')
      .limit(1);
    const verified = await agent
      .post(`${API}/verify`)
      .set('X-Forwarded-For', from())
      .send({ challenge: asked.body.challenge, code: mail.params.code });
    expect(verified.status).toBe(200);
    return agent;
  }

  const applicantOf = async (email: string) => {
    const row = await ctx.db.knex('registration_forms').whereRaw('lower(email) = ?', [email]).first();
    return ctx.db.knex('applicants').where({ id: row.applicant_id }).first();
  };

  it('erases only what the verified address proves; phone-linked rows stay until staff tick them', async () => {
    // The victim enquired; a stranger then posts with their own address, the victim's phone and even their name.
    expect(
      (await post('registration_forms', registration('Anita Roy', 'anita@example.in', '98300 41111'))).status,
    ).toBe(201);
    expect(
      (
        await post('contact_forms', {
          name: 'Anita Roy',
          email: 'anita@example.in',
          phone: '98300 41111',
          message: 'Hostel?',
          consent,
        })
      ).status,
    ).toBe(201);
    expect(
      (await post('registration_forms', registration('Anita Roy', 'stranger@example.in', '+91 98300 41111'))).status,
    ).toBe(201);
    const victim = await applicantOf('anita@example.in');
    // Same name and phone: the pipeline links the stranger's row to the victim's record (as it would a second address).
    expect((await applicantOf('stranger@example.in')).id).toBe(victim.id);
    const note = await admin
      .post(`/api/admin/applicants/${victim.id}/notes`)
      .send({ body: 'Father will visit Monday' });
    expect(note.status).toBe(201);

    // The stranger proves their own address and asks for erasure.
    const stranger = await provedAddress('stranger@example.in');
    const asked = await stranger.post(`${API}/erasure`).set('X-Forwarded-For', from()).send({});
    expect(asked.status).toBe(201);
    const queued = await ctx.db.knex('data_requests').where({ type: 'erasure', email: 'stranger@example.in' }).first();

    // Staff see every row Erase could reach, the victim's flagged as possibly another person.
    const preview = await admin.get(`/api/admin/data_requests/${queued.id}/erasure`);
    expect(preview.status).toBe(200);
    const rows = preview.body.rows as { table: string; id: number; email: string; proven: boolean }[];
    expect(rows.filter((row) => row.proven).map((row) => [row.table, row.email])).toEqual([
      ['registration_forms', 'stranger@example.in'],
    ]);
    expect(rows.filter((row) => !row.proven).map((row) => [row.table, row.email])).toEqual(
      expect.arrayContaining([
        ['registration_forms', 'anita@example.in'],
        ['contact_forms', 'anita@example.in'],
        ['applicants', 'anita@example.in'],
      ]),
    );
    expect(preview.body.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'stranger@example.in', possibly_other: false }),
        expect.objectContaining({ email: 'anita@example.in', possibly_other: true }),
      ]),
    );

    // A row that is not in the preview cannot be ticked: 400, nothing erased.
    const [other] = await ctx.db
      .knex('contact_forms')
      .insert({ name: 'Nobody', email: 'nobody@example.in', phone: '97330 00001', message: 'x' })
      .returning('id');
    const refused = await admin
      .post(`/api/admin/data_requests/${queued.id}/erase`)
      .send({ include: [{ table: 'contact_forms', id: other.id }] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.include).toMatch(/not among/);
    expect(await ctx.db.knex('registration_forms').where({ email: 'stranger@example.in' })).toHaveLength(1);

    // Erase with nothing ticked: the stranger's row goes; the victim's rows, record and notes all stay.
    const erased = await admin.post(`/api/admin/data_requests/${queued.id}/erase`).send({});
    expect(erased.status).toBe(200);
    expect(erased.body.removed).toMatchObject({ registration_forms: 1, contact_forms: 0 });
    expect(await ctx.db.knex('registration_forms').where({ email: 'stranger@example.in' })).toHaveLength(0);
    expect(await ctx.db.knex('registration_forms').where({ email: 'anita@example.in' })).toHaveLength(1);
    expect(await ctx.db.knex('contact_forms').where({ email: 'anita@example.in' })).toHaveLength(1);
    expect(await ctx.db.knex('applicants').where({ id: victim.id }).first()).toMatchObject({
      email: 'anita@example.in',
    });
    expect(await ctx.db.knex('applicant_notes').where({ applicant_id: victim.id })).toHaveLength(1);
    // The victim's phone is still on file, so nothing mentioning it was scrubbed; the stranger's address is gone.
    expect(await ctx.db.knex('applicant_keys').where({ key: 'p:+919830041111', applicant_id: victim.id })).toHaveLength(
      1,
    );
    expect(await ctx.db.knex('applicant_keys').where({ key: 'e:stranger@example.in' })).toHaveLength(0);
    const audit = await ctx.db
      .knex('audit_log')
      .where({ action: 'data_erasure', record_id: String(queued.id) })
      .first();
    expect(audit.details).toMatchObject({ proven: 1, ticked: [] });
  });

  it('erases the phone-linked rows a member of staff ticked, and records the choice', async () => {
    expect((await post('registration_forms', registration('Bela Sen', 'bela@example.in', '98300 42222'))).status).toBe(
      201,
    );
    expect(
      (
        await post('prospectus_requests', {
          full_name: 'Bela Sen',
          email: 'bela.old@example.in',
          phone: '98300 42222',
          consent,
        })
      ).status,
    ).toBe(201);
    const created = await admin.post('/api/admin/data_requests').send({ type: 'erasure', email: 'bela@example.in' });
    expect(created.status).toBe(201);
    const preview = (await admin.get(`/api/admin/data_requests/${created.body.id}/erasure`)).body;
    const oldAddress = preview.rows.find((row: { email: string }) => row.email === 'bela.old@example.in');
    expect(oldAddress).toMatchObject({ table: 'prospectus_requests', proven: false });
    // The applicant is Bela's own record (its address is the verified one): proven, with its history.
    expect(preview.rows.find((row: { table: string }) => row.table === 'applicants')).toMatchObject({
      proven: true,
      email: 'bela@example.in',
    });

    const erased = await admin
      .post(`/api/admin/data_requests/${created.body.id}/erase`)
      .send({ include: [{ table: 'prospectus_requests', id: oldAddress.id }] });
    expect(erased.status).toBe(200);
    expect(erased.body.removed).toMatchObject({ registration_forms: 1, prospectus_requests: 1 });
    expect(await ctx.db.knex('applicants').whereRaw("email ILIKE 'bela%'")).toHaveLength(0);
    expect(await ctx.db.knex('applicant_keys').whereLike('key', '%42222')).toHaveLength(0);
    const audit = await ctx.db
      .knex('audit_log')
      .where({ action: 'data_erasure', record_id: String(created.body.id) })
      .first();
    expect(audit.details.ticked).toEqual([{ table: 'prospectus_requests', id: oldAddress.id }]);
  });

  it('keeps a phone-linked row that is not ticked, linked to an applicant of its own', async () => {
    expect(
      (await post('registration_forms', registration('Chandan Pal', 'chandan@example.in', '98300 43333'))).status,
    ).toBe(201);
    // A second address with the same name and phone: the pipeline links it (it may be him, or may not).
    expect(
      (await post('registration_forms', registration('Chandan Pal', 'chandan.work@example.in', '98300 43333'))).status,
    ).toBe(201);
    const first = await applicantOf('chandan@example.in');
    expect((await applicantOf('chandan.work@example.in')).id).toBe(first.id);
    const created = await admin.post('/api/admin/data_requests').send({ type: 'erasure', email: 'chandan@example.in' });
    expect((await admin.post(`/api/admin/data_requests/${created.body.id}/erase`).send({})).status).toBe(200);
    // His record is gone; the row of the other address stays and finds a record of its own, so staff still see it.
    const kept = await ctx.db.knex('registration_forms').where({ email: 'chandan.work@example.in' }).first();
    expect(kept.applicant_id).not.toBeNull();
    expect(kept.applicant_id).not.toBe(first.id);
    expect(await ctx.db.knex('applicants').where({ id: first.id })).toHaveLength(0);
    expect(await ctx.db.knex('applicants').where({ id: kept.applicant_id }).first()).toMatchObject({
      email: 'chandan.work@example.in',
    });
  });

  it('makes a same-phone enquiry under another name a possible duplicate, not the same person', async () => {
    // A squatter registers first with the victim's phone; the real person applies later with their own details.
    expect(
      (await post('registration_forms', registration('Squatter Ghosh', 'squatter@example.in', '98300 44444'))).status,
    ).toBe(201);
    expect(
      (await post('registration_forms', registration('Deepa Mitra', 'deepa@example.in', '+91 98300 44444'))).status,
    ).toBe(201);
    const squatter = await applicantOf('squatter@example.in');
    const deepa = await applicantOf('deepa@example.in');
    expect(deepa.id).not.toBe(squatter.id);
    expect(deepa).toMatchObject({ name: 'Deepa Mitra', possible_duplicate_of: squatter.id });
    // Owned by the squatter's counsellor, who can tell them apart; the timeline says why.
    expect(deepa.owner_id).toBe(squatter.owner_id);
    expect(
      await ctx.db.knex('applicant_events').where({ applicant_id: deepa.id, kind: 'possible_duplicate' }),
    ).toHaveLength(1);
    const counselled = await admin
      .post(`/api/admin/applicants/${deepa.id}/notes`)
      .send({ body: 'Deepa: scholarship case, mother unwell' });
    expect(counselled.status).toBe(201);
    await admin.post(`/api/admin/applicants/${squatter.id}/notes`).send({ body: 'Asked about hostel fees' });

    // The squatter's copy holds none of Deepa's data, nor counsellors' notes.
    const agent = await provedAddress('squatter@example.in');
    const copy = await agent.get(`${API}/export.json`).set('X-Forwarded-For', from());
    expect(copy.status).toBe(200);
    const text = JSON.stringify(copy.body);
    expect(text).not.toMatch(/Deepa|deepa@example|scholarship|hostel fees/);
    expect(copy.body.tables).not.toHaveProperty('applicant_notes');
    expect(copy.body.tables.applicants).toHaveLength(1);

    // Staff find it among possible duplicates, with the applicant it may be named on its page.
    const listed = await admin
      .get('/api/admin/applicants')
      .query({ filter: JSON.stringify({ view: 'possible_duplicates' }) });
    expect(listed.status).toBe(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(deepa.id);
    expect(listed.body.map((row: { id: number }) => row.id)).not.toContain(squatter.id);
    const page = await admin.get(`/api/admin/applicants/${deepa.id}`);
    expect(page.body.possible_duplicate).toMatchObject({ id: squatter.id, name: 'Squatter Ghosh' });

    // "Different people": the mark goes, recorded on the timeline and in the audit log.
    const dismissed = await admin.post(`/api/admin/applicants/${deepa.id}/not-duplicate`).send({});
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.possible_duplicate_of).toBeNull();
    expect(await ctx.db.knex('applicant_events').where({ applicant_id: deepa.id, kind: 'not_duplicate' })).toHaveLength(
      1,
    );
    expect(
      await ctx.db.knex('audit_log').where({ action: 'applicant_not_duplicate', record_id: String(deepa.id) }),
    ).toHaveLength(1);
    expect((await admin.post(`/api/admin/applicants/${deepa.id}/not-duplicate`).send({})).status).toBe(409);
  });

  it('lets a counsellor confirm a possible duplicate by merging, which clears the mark', async () => {
    expect((await post('registration_forms', registration('Esha Bose', 'esha@example.in', '98300 45555'))).status).toBe(
      201,
    );
    expect((await post('registration_forms', registration('Esha B.', 'esha.b@example.in', '98300 45555'))).status).toBe(
      201,
    );
    const first = await applicantOf('esha@example.in');
    const second = await applicantOf('esha.b@example.in');
    expect(second.possible_duplicate_of).toBe(first.id);
    const merged = await admin.post(`/api/admin/applicants/${first.id}/merge`).send({ other_id: second.id });
    expect(merged.status).toBe(200);
    expect(await ctx.db.knex('applicants').where({ id: second.id }).first()).toMatchObject({
      merged_into_id: first.id,
      possible_duplicate_of: null,
    });
    const listed = await admin
      .get('/api/admin/applicants')
      .query({ filter: JSON.stringify({ view: 'possible_duplicates' }) });
    expect(listed.body.map((row: { id: number }) => row.id)).not.toContain(second.id);
    // Both timelines are kept on the survivor.
    const timeline = (await admin.get(`/api/admin/applicants/${first.id}/timeline`)).body as { kind: string }[];
    expect(timeline.filter((entry) => entry.kind === 'submission')).toHaveLength(2);
  });
});
