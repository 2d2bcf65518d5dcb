// "New applicant" by staff (issue 33, point 2): a walk-in or phone enquiry entered in the panel is an applicant of
// the member who entered it (an admin may give it to someone), with the consent recorded in person by that member
// (who, when, the notice's version), on its page, in the CSV and in the person's own copy of their data; the same
// person already known (same e-mail, or same phone and name) is offered, never joined silently; a phone alone under
// another name is a possible duplicate; bad input is a 400 naming the field and writes nothing; retention and
// erasure reach an applicant with no form row.
import { NOTICE_VERSION } from '../common/privacy';
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { eraseFound, eraseRequested } from '../server/privacy/erasure';
import { previewErasure } from '../server/privacy/erasure-scope';
import { HELD_LABELS } from '../server/privacy/held-labels';
import { findPerson } from '../server/privacy/personal-data';
import { runRetention } from '../server/privacy/retention';
import { readHoldings } from '../server/privacy/self-service/holdings';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe.each(backends)('staff enter walk-ins and phone enquiries, on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  const ids = { asha: 0, bikram: 0, dipa: 0, gone: 0 };
  const agents = {} as Record<'asha' | 'bikram' | 'dipa', Agent>;

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    app = clockedApp(db).app;
    for (const [key, name, role] of [
      ['asha', 'Asha Roy', 'counsellor'],
      ['bikram', 'Bikram Sen', 'counsellor'],
      ['dipa', 'Dipa Admin', 'admin'],
      ['gone', 'Gone Member', 'counsellor'],
    ] as const) {
      const { id } = await addStaff({ db } as never, `${key}@skyline.in`, ROLE_PASSWORD);
      await db.knex('staff').where({ id }).update({ name, role, takes_leads: false });
      ids[key] = id;
      if (key !== 'gone') agents[key] = await signedInAgent(app, `${key}@skyline.in`, ROLE_PASSWORD);
    }
    await db.knex('staff').where({ id: ids.gone }).update({ active: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });

  const enter = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/admin/applicants').send(body);
  const walkIn = (extra: Record<string, unknown> = {}) => ({
    name: 'Riya Das',
    phone: '98300 11111',
    email: 'riya.das@example.in',
    course: 'spam',
    campus: 'siliguri',
    source: 'walk_in',
    note: 'Came with her father; asked about the hostel.',
    consent_in_person: true,
    ...extra,
  });
  const counts = async () => {
    const count = async (table: string) => Number((await db.knex(table).count({ n: '*' }))[0].n);
    return {
      applicants: await count('applicants'),
      entries: await count('applicant_entries'),
      events: await count('applicant_events'),
      notes: await count('applicant_notes'),
      keys: await count('applicant_keys'),
      audit: await count('audit_log'),
    };
  };

  it("a counsellor's walk-in is theirs, with the consent they recorded, its note, timeline and audit entry", async () => {
    const res = await enter(agents.asha, walkIn());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Riya Das',
      email: 'riya.das@example.in',
      phone_e164: '+919830011111',
      source: 'walk_in',
      course: 'spam',
      campus: 'siliguri',
      stage: 'new',
      owner_id: ids.asha,
      possible_duplicate_of: null,
    });
    const id = res.body.id;
    const page = await agents.asha.get(`/api/admin/applicants/${id}`);
    expect(page.body.entries).toEqual([
      expect.objectContaining({
        source: 'walk_in',
        consent_method: 'in_person',
        consent_notice_version: NOTICE_VERSION,
        consent_at: new Date(START).toISOString(),
        consent_recorded_by_name: 'Asha Roy',
        created_by_name: 'Asha Roy',
      }),
    ]);
    const timeline = (await agents.asha.get(`/api/admin/applicants/${id}/timeline`)).body as {
      kind: string;
      staff_name: string;
      data: Record<string, unknown>;
      body: string | null;
    }[];
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: 'created_by_staff',
        staff_name: 'Asha Roy',
        data: expect.objectContaining({ source: 'walk_in' }),
      }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'note', body: 'Came with her father; asked about the hostel.' }),
    );
    const audit = await db.knex('audit_log').where({ action: 'applicant_create' }).orderBy('id', 'desc').first();
    expect(audit).toMatchObject({ staff_id: ids.asha, record_id: String(id) });
    expect(audit.details).toMatchObject({ source: 'walk_in', joined: false });
    // Met in person: not in the "untouched" view.
    const untouched = await agents.asha
      .get('/api/admin/applicants')
      .query({ filter: JSON.stringify({ view: 'untouched' }) });
    expect(untouched.body.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('the new sources are filtered, labelled in the CSV with the consent, and grouped in the reports', async () => {
    const phoneCall = await enter(
      agents.dipa,
      walkIn({ name: 'Tanmoy Ghosh', email: 'tanmoy@example.in', phone: '97330 22222', source: 'phone', note: '' }),
    );
    expect(phoneCall.status).toBe(201);
    const byPhone = await agents.dipa
      .get('/api/admin/applicants')
      .query({ filter: JSON.stringify({ source: 'phone' }) });
    expect(byPhone.body.map((row: { name: string }) => row.name)).toEqual(['Tanmoy Ghosh']);
    const csv = await agents.dipa.get('/api/admin/applicants/export.csv').query({
      columns: JSON.stringify(['name', 'source', 'consent_in_person']),
      filter: JSON.stringify({ source: ['walk_in', 'phone'] }),
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Consent in person');
    expect(csv.text).toMatch(
      /"Tanmoy Ghosh","Phone","Given in person to Dipa Admin, 25\/11\/2026 14:30 IST, notice 2026-11-27"/,
    );
    expect(csv.text).toMatch(/"Riya Das","Walk-in","Given in person to Asha Roy, /);
    const report = await agents.dipa.get('/api/admin/reports/funnel').query({ by: 'source' });
    const labels = report.body.rows.map((row: { label: string }) => row.label);
    expect(labels).toEqual(expect.arrayContaining(['Walk-in', 'Phone']));
  });

  it('bad input is a 400 naming the field, and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [walkIn({ name: '  ' }), 'name'],
      [walkIn({ phone: '12', email: 'new.person@example.in' }), 'phone'],
      [walkIn({ email: 'not-an-address' }), 'email'],
      [walkIn({ source: 'registration_forms' }), 'source'],
      [walkIn({ course: 'astronaut' }), 'course'],
      [walkIn({ campus: 'mars' }), 'campus'],
      [walkIn({ consent_in_person: false }), 'consent_in_person'],
      [{ ...walkIn(), consent_in_person: undefined }, 'consent_in_person'],
      [walkIn({ phone: '', email: '' }), 'phone'],
      [walkIn({ owner_id: 'me' }), 'owner_id'],
    ];
    for (const [body, field] of cases) {
      const res = await enter(agents.dipa, body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    const unknown = await enter(agents.dipa, walkIn({ stage: 'enrolled' }));
    expect(unknown.status).toBe(400);
    // An inactive owner, chosen by an admin: named, nothing written.
    const inactive = await enter(
      agents.dipa,
      walkIn({ email: 'x1@example.in', phone: '90000 00001', owner_id: ids.gone }),
    );
    expect(inactive.status).toBe(400);
    expect(inactive.body.fields).toHaveProperty('owner_id');
    expect(await counts()).toEqual(before);
  });

  it('a counsellor enters only for themselves; an admin may choose the owner, or nobody', async () => {
    const before = await counts();
    const forOther = await enter(
      agents.asha,
      walkIn({ email: 'x2@example.in', phone: '90000 00002', owner_id: ids.bikram }),
    );
    expect(forOther.status).toBe(403);
    expect(forOther.body.fields).toHaveProperty('owner_id');
    expect(await counts()).toEqual(before);
    const given = await enter(
      agents.dipa,
      walkIn({ name: 'Sohan Pal', email: 'sohan@example.in', phone: '90000 00003', owner_id: ids.bikram }),
    );
    expect(given.status).toBe(201);
    expect(given.body.owner_id).toBe(ids.bikram);
    const outbox = await db.knex('mail_outbox').where({ template: 'applicant_assigned' }).orderBy('id', 'desc').first();
    expect(outbox.recipients).toEqual(['bikram@skyline.in']);
    const nobody = await enter(
      agents.dipa,
      walkIn({ name: 'Mitali Sen', email: 'mitali@example.in', phone: '90000 00004', owner_id: null }),
    );
    expect(nobody.status).toBe(201);
    expect(nobody.body.owner_id).toBeNull();
  });

  it('the same e-mail, or the same phone and name, is offered (409, nothing written); staff may then add to it', async () => {
    const [form] = await db
      .knex('contact_forms')
      .insert({
        name: 'Priya Basu',
        email: 'Priya.Basu@example.in',
        phone: '94340 55555',
        phone_e164: '+919434055555',
        course: 'spam',
        message: 'Fees?',
      })
      .returning('applicant_id');
    const existing = form.applicant_id as number;
    const before = await counts();
    const sameEmail = await enter(
      agents.bikram,
      walkIn({ name: 'Priya B', email: 'priya.basu@EXAMPLE.in', phone: '' }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ match: 'email', existing: { id: existing, name: 'Priya Basu' } });
    const samePhoneAndName = await enter(
      agents.bikram,
      walkIn({ name: 'priya basu', email: '', phone: '+91 94340 55555' }),
    );
    expect(samePhoneAndName.status).toBe(409);
    expect(samePhoneAndName.body).toMatchObject({ match: 'phone_and_name', existing: { id: existing } });
    // Bengali digits are the same number.
    const bengali = await enter(agents.bikram, walkIn({ name: 'Priya Basu', email: '', phone: '৯৪৩৪০ ৫৫৫৫৫' }));
    expect(bengali.status).toBe(409);
    expect(await counts()).toEqual(before);

    const joined = await enter(
      agents.bikram,
      walkIn({ name: 'Priya Basu', email: 'priya.basu@example.in', phone: '', campus: 'kolkata', join_id: existing }),
    );
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ id: existing, campus: 'kolkata', version: 2 });
    const after = await counts();
    expect(after.applicants).toBe(before.applicants);
    expect(after.entries).toBe(before.entries + 1);
    const entry = await db.knex('applicant_entries').where({ applicant_id: existing }).first();
    expect(entry).toMatchObject({ joined: true, consent_recorded_by_name: 'Bikram Sen', version_after: 2 });
    const timeline = (await agents.bikram.get(`/api/admin/applicants/${existing}/timeline`)).body;
    expect(timeline).toContainEqual(expect.objectContaining({ kind: 'entry', staff_name: 'Bikram Sen' }));
  });

  it('a phone alone under another name is a new applicant marked as a possible duplicate, never joined', async () => {
    const first = (await db.knex('applicants').where({ phone_e164: '+919434055555' }).first()) as { id: number };
    const res = await enter(agents.asha, walkIn({ name: 'Arjun Basu', email: '', phone: '094340 55555' }));
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(first.id);
    expect(res.body.possible_duplicate_of).toBe(first.id);
    const events = await db.knex('applicant_events').where({ applicant_id: res.body.id, kind: 'possible_duplicate' });
    expect(events).toHaveLength(1);
    // The phone keeps finding the first applicant.
    const key = await db.knex('applicant_keys').where({ key: 'p:+919434055555' }).first();
    expect(key.applicant_id).toBe(first.id);
  });

  it("privacy: the person's copy has the consent, erasure removes every trace, retention reaches them", async () => {
    const created = await enter(
      agents.asha,
      walkIn({ name: 'Nila Dutta', email: 'nila@example.in', phone: '98765 43210' }),
    );
    expect(created.status).toBe(201);
    const holdings = await readHoldings(db.knex, 'nila@example.in');
    const entries = holdings.find((held) => held.table === 'applicant_entries')?.rows ?? [];
    expect(entries).toEqual([
      expect.objectContaining({
        consent_method: 'in_person',
        consent_notice_version: NOTICE_VERSION,
        consent_recorded_by_name: 'Asha Roy',
      }),
    ]);
    // The counsellor's note is not in the person's copy.
    expect(JSON.stringify(holdings)).not.toContain('hostel');

    await db.knex.transaction(async (trx) => {
      const person = await findPerson(trx, { email: 'nila@example.in' });
      const erased = await eraseFound(trx, person, { requestId: null, reason: 'request' });
      expect(erased.counts.applicant_entries).toBe(1);
    });
    expect(await db.knex('applicants').where({ id: created.body.id }).first()).toBeUndefined();
    expect(await db.knex('applicant_entries').where({ applicant_id: created.body.id }).first()).toBeUndefined();
    expect(await db.knex('applicant_notes').where({ applicant_id: created.body.id }).first()).toBeUndefined();

    // An erasure request lists the entry (proven by the address) under its own label, and erases it.
    const asked = await enter(
      agents.asha,
      walkIn({ name: 'Rina Kar', email: 'rina@example.in', phone: '98765 00001' }),
    );
    const preview = await previewErasure(db.knex, { email: 'rina@example.in' });
    expect(preview.rows).toContainEqual(
      expect.objectContaining({
        table: 'applicant_entries',
        name: 'Rina Kar',
        proven: true,
        label: HELD_LABELS.applicant_entries,
      }),
    );
    await db.knex.transaction((trx) => eraseRequested(trx, { email: 'rina@example.in' }, [], { requestId: null }));
    expect(await db.knex('applicant_entries').where({ applicant_id: asked.body.id })).toEqual([]);
    expect(await db.knex('applicants').where({ id: asked.body.id }).first()).toBeUndefined();

    // Retention: a walk-in older than the period, never applied, is erased; one recently seen is kept.
    const old = await enter(
      agents.asha,
      walkIn({ name: 'Old Visitor', email: 'old.visitor@example.in', phone: '98111 22222' }),
    );
    const recent = await enter(
      agents.asha,
      walkIn({ name: 'New Visitor', email: 'new.visitor@example.in', phone: '98111 33333' }),
    );
    const longAgo = new Date(START - 800 * 86_400_000);
    await db.knex('applicants').where({ id: old.body.id }).update({ created_at: longAgo });
    await db.knex('applicant_entries').where({ applicant_id: old.body.id }).update({ created_at: longAgo });
    await db.knex('applicants').where({ id: recent.body.id }).update({ created_at: longAgo });
    const result = await runRetention(db.knex, { months: 24, now: new Date(START) });
    expect(result?.counts.applicant_entries).toBeGreaterThanOrEqual(1);
    expect(await db.knex('applicants').where({ id: old.body.id }).first()).toBeUndefined();
    expect(await db.knex('applicants').where({ id: recent.body.id }).first()).toBeDefined();
  });

  it('an editor cannot enter applicants', async () => {
    const { id } = await addStaff({ db } as never, 'ed@skyline.in', ROLE_PASSWORD);
    await db.knex('staff').where({ id }).update({ role: 'editor' });
    const editor = await signedInAgent(app, 'ed@skyline.in', ROLE_PASSWORD);
    const before = await counts();
    const res = await enter(editor, walkIn({ email: 'x3@example.in', phone: '90000 00005' }));
    expect(res.status).toBe(403);
    const after = await counts();
    expect({ ...after, audit: 0 }).toEqual({ ...before, audit: 0 });
  });
});
