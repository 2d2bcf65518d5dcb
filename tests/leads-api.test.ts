// The staff API of the lead pipeline, rule by rule: list search and filters, views, stage rules (422 naming the
// field), stale saves (409), notes by their author only, follow-ups, merge and split, bulk actions over every
// matching row, the chosen-column CSV, saved views per member, and the dashboard's figures.
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
const HOUR = 3_600_000;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe.each(backends)('applicants API on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  let clock: { now: number };
  let asha: Agent;
  let bikram: Agent;
  let ids: { asha: number; bikram: number };

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    const clocked = clockedApp(db);
    app = clocked.app;
    clock = clocked.clock;
    ids = { asha: 0, bikram: 0 };
    for (const name of ['asha', 'bikram'] as const) {
      const { id } = await addStaff({ db } as never, `${name}@skyline.in`, ROLE_PASSWORD);
      await db
        .knex('staff')
        .where({ id })
        .update({
          name: name === 'asha' ? 'Asha Roy' : 'Bikram Sen',
          role: 'counsellor',
          takes_leads: name === 'asha',
        });
      ids[name] = id;
    }
    asha = await signedInAgent(app, 'asha@skyline.in', ROLE_PASSWORD);
    bikram = await signedInAgent(app, 'bikram@skyline.in', ROLE_PASSWORD);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });

  /** A contact enquiry written as the form would be (the trigger links it); returns its applicant's id. */
  let serial = 0;
  async function enquiry(fields: Record<string, unknown> = {}, hoursAgo = 1): Promise<number> {
    serial += 1;
    const [row] = await db
      .knex('contact_forms')
      .insert({
        name: `Visitor ${serial}`,
        email: `visitor.${serial}@example.in`,
        phone: `97${String(serial).padStart(8, '0')}`,
        course: 'spam',
        created_at: new Date(START - hoursAgo * HOUR),
        ...fields,
      })
      .returning('applicant_id');
    return row.applicant_id;
  }
  const list = (agent: Agent, filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
    agent.get('/api/admin/applicants').query({ filter: JSON.stringify(filter), ...extra });
  const listIds = async (agent: Agent, filter: Record<string, unknown>) => {
    const res = await list(agent, filter, { range: '[0,999]' });
    expect(res.status).toBe(200);
    return (res.body as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  };
  const detail = async (id: number) => (await asha.get(`/api/admin/applicants/${id}`)).body;

  it('lists applicants with their owner, and finds them by name, e-mail or phone in any format', async () => {
    const riya = await enquiry({ name: 'Riya Sharma', email: 'Riya.Sharma@example.in', phone: '+91 98300 11111' });
    const res = await list(asha, {}, { range: '[0,9]', sort: '["created_at","DESC"]' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^applicants 0-\d+\/\d+$/);
    expect(res.body[0]).toMatchObject({
      id: riya,
      name: 'Riya Sharma',
      owner_id: ids.asha,
      owner_name: 'Asha Roy',
      stage: 'new',
    });
    for (const q of [
      'riya sh',
      'riya.sharma@example',
      '098300 11111',
      '9830011111',
      '+919830011111',
      '(98300) 111-11',
      '30011',
    ])
      expect([q, await listIds(asha, { q })]).toEqual([q, [riya]]);
    expect(await listIds(asha, { q: '98300 99999' })).toEqual([]);
  });

  it('pages a search in any order with the total of every match, also past its last page', async () => {
    const found: number[] = [];
    for (const hoursAgo of [5, 3, 4]) found.push(await enquiry({ name: `Paging Kumar ${hoursAgo}` }, hoursAgo));
    await enquiry({ name: 'Someone Else' }, 2);
    const search = async (sort: string, range: string) => {
      const res = await list(asha, { q: 'paging kumar' }, { sort, range });
      expect(res.status).toBe(200);
      return { range: res.headers['content-range'], ids: (res.body as { id: number }[]).map((row) => row.id) };
    };
    const [five, three, four] = found;
    expect(await search('["created_at","DESC"]', '[0,1]')).toEqual({ range: 'applicants 0-1/3', ids: [three, four] });
    expect(await search('["created_at","DESC"]', '[2,3]')).toEqual({ range: 'applicants 2-2/3', ids: [five] });
    expect(await search('["name","ASC"]', '[0,9]')).toEqual({ range: 'applicants 0-2/3', ids: [three, four, five] });
    expect(await search('["id","DESC"]', '[5,9]')).toEqual({ range: 'applicants 5-5/3', ids: [] });
    const none = await list(asha, { q: 'nobody by this name' }, { range: '[0,9]' });
    expect([none.headers['content-range'], none.body]).toEqual(['applicants 0-0/0', []]);
  });

  it('a search of several words finds the names holding the whole text, whichever word the index is asked for', async () => {
    const das = await enquiry({ name: 'Rahul Das 7' }, 1);
    const other = await enquiry({ name: 'Rahul Dasgupta' }, 1);
    await enquiry({ name: 'Das Rahul 7' }, 1);
    await enquiry({ name: 'Priya Das 7' }, 1);
    // The digit word is asked of the index (3 names hold "7"), the whole text checked on those: one name.
    expect(await listIds(asha, { q: 'rahul das 7' })).toEqual([das]);
    // The longest word is asked ("rahul"), then the text: "Rahul Das 7" and "Rahul Dasgupta" hold "rahul das".
    expect((await listIds(asha, { q: 'RAHUL DAS' })).sort()).toEqual([das, other].sort());
    // In its order, and a text spanning words with LIKE's own characters taken literally.
    expect(await listIds(asha, { q: 'das rahul' })).toHaveLength(1);
    expect(await listIds(asha, { q: 'rahul d_s' })).toEqual([]);
    // Two short words (too short for the index): still found, the usual way.
    expect(await listIds(asha, { q: 'l d' })).toEqual(expect.arrayContaining([das, other]));
  });

  it('refuses a filter or sort it does not know with a 400, never a database error', async () => {
    for (const [filter, extra] of [
      [{ colour: 'red' }, {}],
      [{ stage: 'maybe' }, {}],
      [{ created_at_gte: '2025-02-30x' }, {}],
      [{}, { sort: '["password_hash","ASC"]' }],
      [{}, { range: '[5,1]' }],
    ] as [Record<string, unknown>, Record<string, string>][]) {
      const res = await list(asha, filter, extra);
      expect([JSON.stringify(filter), res.status, typeof res.body.error]).toEqual([
        JSON.stringify(filter),
        400,
        'string',
      ]);
    }
  });

  it('filters by stage, owner, course, campus, source, follow-up due and created range, and the four views', async () => {
    const old = await enquiry({ course: 'sphm' }, 30); // untouched for more than 24 h
    const fresh = await enquiry({ course: 'sphm' }, 2);
    const [admission] = await db
      .knex('admission_applications')
      .insert({
        full_name: 'Campus Kid',
        date_of_birth: '2006-01-01',
        email: 'campus.kid@example.in',
        phone: '9733012345',
        tenth_percentage: 70,
        twelfth_percentage: 71,
        stream: 'arts',
        board: 'WBCHSE',
        course_type: 'degree',
        preferred_course: 'bba',
        preferred_campus: 'kolkata',
        created_at: new Date(START - 3 * HOUR),
      })
      .returning('applicant_id');
    expect(await listIds(asha, { campus: 'kolkata' })).toEqual([admission.applicant_id]);
    expect(await listIds(asha, { source: 'admission_applications' })).toEqual([admission.applicant_id]);
    expect(await listIds(asha, { course: 'sphm' })).toEqual([old, fresh].sort((a, b) => a - b));
    expect(await listIds(asha, { view: 'untouched' })).toContain(old);
    expect(await listIds(asha, { view: 'untouched' })).not.toContain(fresh);
    const day = new Date(START - 30 * HOUR + 5.5 * HOUR).toISOString().slice(0, 10);
    expect(await listIds(asha, { created_at_gte: day, created_at_lte: day, course: 'sphm' })).toEqual([old]);

    // Owner: Bikram takes one; "Mine" is each member's own.
    const { version } = await detail(fresh);
    expect((await asha.put(`/api/admin/applicants/${fresh}`).send({ version, owner_id: ids.bikram })).status).toBe(200);
    expect(await listIds(bikram, { view: 'mine' })).toEqual([fresh]);
    expect(await listIds(asha, { owner_id: ids.bikram })).toEqual([fresh]);
    expect(await listIds(asha, { view: 'mine' })).not.toContain(fresh);

    // Follow-ups: one due today (Kolkata), one overdue since yesterday.
    expect(
      (
        await asha
          .post(`/api/admin/applicants/${old}/follow_ups`)
          .send({ due_at: new Date(START - 26 * HOUR).toISOString(), note: 'Call back' })
      ).status,
    ).toBe(201);
    expect(
      (
        await asha
          .post(`/api/admin/applicants/${fresh}/follow_ups`)
          .send({ due_at: new Date(START + HOUR).toISOString() })
      ).status,
    ).toBe(201);
    expect(await listIds(asha, { view: 'overdue' })).toEqual([old]);
    expect(await listIds(asha, { view: 'due_today' })).toEqual([fresh]);
    expect(await listIds(asha, { follow_up: 'due' })).toEqual([old, fresh].sort((a, b) => a - b));
    // A follow-up is a touch: the old enquiry is no longer untouched.
    expect(await listIds(asha, { view: 'untouched' })).not.toContain(old);
    // Tomorrow (a new sign-in: the day-old sessions have ended), today's follow-up is overdue too.
    clock.now += 24 * HOUR;
    try {
      const tomorrow = await signedInAgent(app, 'bikram@skyline.in', ROLE_PASSWORD);
      expect(await listIds(tomorrow, { view: 'overdue' })).toEqual([old, fresh].sort((a, b) => a - b));
    } finally {
      clock.now -= 24 * HOUR;
    }
    await asha
      .put(`/api/admin/applicants/${fresh}`)
      .send({ version: (await detail(fresh)).version, stage: 'contacted', next_follow_up_at: '2026-12-01' });
    expect(await listIds(asha, { stage: 'contacted', course: 'sphm' })).toEqual([fresh]);
  });

  it('needs the next follow-up for Contacted and Counselled and a listed reason for Lost (422 naming the field)', async () => {
    const id = await enquiry();
    const { version } = await detail(id);
    for (const stage of ['contacted', 'counselled']) {
      const res = await asha.put(`/api/admin/applicants/${id}`).send({ version, stage });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ next_follow_up_at: expect.stringContaining('follow-up') });
    }
    const lost = await asha.put(`/api/admin/applicants/${id}`).send({ version, stage: 'lost' });
    expect([lost.status, Object.keys(lost.body.fields)]).toEqual([422, ['lost_reason']]);
    const badReason = await asha
      .put(`/api/admin/applicants/${id}`)
      .send({ version, stage: 'lost', lost_reason: 'weather' });
    expect([badReason.status, Object.keys(badReason.body.fields)]).toEqual([400, ['lost_reason']]);
    expect((await detail(id)).stage).toBe('new');

    const contacted = await asha
      .put(`/api/admin/applicants/${id}`)
      .send({ version, stage: 'contacted', next_follow_up_at: '2026-11-27', follow_up_note: 'Send the fee sheet' });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({
      stage: 'contacted',
      version: version + 1,
      next_follow_up_at: expect.any(String),
    });
    expect(new Date(contacted.body.next_follow_up_at).toISOString()).toBe('2026-11-27T04:30:00.000Z');
    const lostNow = await asha
      .put(`/api/admin/applicants/${id}`)
      .send({ version: version + 1, stage: 'lost', lost_reason: 'fees' });
    expect(lostNow.body).toMatchObject({ stage: 'lost', lost_reason: 'fees' });
    const back = await asha.put(`/api/admin/applicants/${id}`).send({ version: version + 2, stage: 'applied' });
    expect(back.body).toMatchObject({ stage: 'applied', lost_reason: null });
  });

  it('refuses a save of a stale copy with 409 and a clear message, keeping the other save', async () => {
    const id = await enquiry();
    const { version } = await detail(id);
    expect((await bikram.put(`/api/admin/applicants/${id}`).send({ version, name: 'Bikram’s spelling' })).status).toBe(
      200,
    );
    const stale = await asha.put(`/api/admin/applicants/${id}`).send({ version, name: 'Asha’s spelling' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by Bikram Sen .*Reload/);
    expect(stale.body.current_version).toBe(version + 1);
    expect((await detail(id)).name).toBe('Bikram’s spelling');
    const missing = await asha.put(`/api/admin/applicants/${id}`).send({ name: 'No version' });
    expect([missing.status, Object.keys(missing.body.fields)]).toEqual([400, ['version']]);
  });

  it('keeps notes editable by their author only, and shows the timeline in order with who and when', async () => {
    const id = await enquiry({ name: 'Timeline Person' });
    const note = await asha
      .post(`/api/admin/applicants/${id}/notes`)
      .send({ body: 'Called: wants the SPAM fee sheet' });
    expect(note.status).toBe(201);
    expect((await asha.post(`/api/admin/applicants/${id}/notes`).send({ body: '   ' })).status).toBe(400);
    const others = await bikram.put(`/api/admin/applicants/${id}/notes/${note.body.id}`).send({ body: 'Rewritten' });
    expect(others.status).toBe(403);
    const own = await asha
      .put(`/api/admin/applicants/${id}/notes/${note.body.id}`)
      .send({ body: 'Called: sent the SPAM fee sheet' });
    expect([own.status, own.body.body]).toEqual([200, 'Called: sent the SPAM fee sheet']);
    clock.now += 60_000;
    await asha
      .put(`/api/admin/applicants/${id}`)
      .send({ version: (await detail(id)).version, stage: 'contacted', next_follow_up_at: '2026-11-28' });
    clock.now -= 60_000;

    const asAsha = (await asha.get(`/api/admin/applicants/${id}/timeline`)).body as Record<string, unknown>[];
    expect(asAsha.map((entry) => entry.kind)).toEqual(['assigned', 'submission', 'note', 'stage', 'follow_up']);
    expect(asAsha[2]).toMatchObject({
      body: 'Called: sent the SPAM fee sheet',
      staff_name: 'Asha Roy',
      editable: true,
    });
    expect(asAsha[3]).toMatchObject({
      staff_name: 'Asha Roy',
      data: { from: 'new', to: 'contacted' },
      at: new Date(START + 60_000).toISOString(),
    });
    const asBikram = (await bikram.get(`/api/admin/applicants/${id}/timeline`)).body as Record<string, unknown>[];
    expect(asBikram[2].editable).toBe(false);
  });

  it('marks a follow-up done and moves the next one', async () => {
    const id = await enquiry();
    const first = await asha
      .post(`/api/admin/applicants/${id}/follow_ups`)
      .send({ due_at: '2026-11-26', note: 'first' });
    await asha.post(`/api/admin/applicants/${id}/follow_ups`).send({ due_at: '2026-11-29', note: 'second' });
    expect(new Date((await detail(id)).next_follow_up_at).toISOString()).toBe('2026-11-26T04:30:00.000Z');
    const done = await asha.put(`/api/admin/applicants/${id}/follow_ups/${first.body.id}`).send({ done: true });
    expect(done.status).toBe(200);
    expect(new Date((await detail(id)).next_follow_up_at).toISOString()).toBe('2026-11-29T04:30:00.000Z');
    expect((await asha.post(`/api/admin/applicants/${id}/follow_ups`).send({ due_at: 'soon' })).status).toBe(400);
  });

  it('merges two applicants with their history (both ids resolve) and splits a wrong match back out', async () => {
    const keep = await enquiry({ name: 'Anita Das', email: 'anita@example.in', phone: '9831000001' });
    const other = await enquiry({ name: 'Anita D', email: 'anita.d@example.in', phone: '9831000002' });
    await bikram.post(`/api/admin/applicants/${other}/notes`).send({ body: 'Prefers Kolkata' });
    const total = async () => Number((await list(asha, {})).headers['content-range'].split('/')[1]);
    const [{ live }] = await db.knex('applicants').whereNull('merged_into_id').count({ live: '*' });
    expect(await total()).toBe(Number(live));
    const merged = await asha.post(`/api/admin/applicants/${keep}/merge`).send({ other_id: other });
    expect(merged.status).toBe(200);
    expect(await total()).toBe(Number(live) - 1);
    const viaOld = await detail(other);
    expect(viaOld.id).toBe(keep);
    expect(viaOld.merged_ids).toEqual([other]);
    expect(viaOld.submissions).toHaveLength(2);
    expect(await listIds(asha, { q: 'anita' })).toEqual([keep]);
    const timeline = (await asha.get(`/api/admin/applicants/${other}/timeline`)).body as {
      kind: string;
      body: string | null;
    }[];
    expect(timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['note', 'merged']));
    // A later enquiry with the merged applicant's phone joins the survivor.
    expect(await enquiry({ name: 'Anita', email: 'new.anita@example.in', phone: '+91 98310 00002' })).toBe(keep);
    expect((await asha.post(`/api/admin/applicants/${keep}/merge`).send({ other_id: keep })).status).toBe(422);
    const audit = await db.knex('audit_log').where({ action: 'applicant_merge' }).first();
    expect(audit.details).toMatchObject({ survivor_id: keep, merged_id: other });

    // Split the third enquiry out: it becomes its own applicant with its e-mail, and finds it again later.
    const third = (await detail(keep)).submissions.find(
      (row: { email: string }) => row.email === 'new.anita@example.in',
    );
    const split = await asha
      .post(`/api/admin/applicants/${keep}/split`)
      .send({ source: 'contact_forms', submission_id: third.id });
    expect(split.status).toBe(201);
    expect(split.body).toMatchObject({ name: 'Anita', email: 'new.anita@example.in', owner_id: ids.asha });
    expect((await detail(keep)).submissions).toHaveLength(2);
    expect((await detail(split.body.id)).submissions).toHaveLength(1);
    expect(await enquiry({ name: 'Anita N', email: 'NEW.anita@example.in', phone: '9831000099' })).toBe(split.body.id);
    const single = await enquiry();
    const [only] = (await detail(single)).submissions;
    const lone = await asha
      .post(`/api/admin/applicants/${single}/split`)
      .send({ source: 'contact_forms', submission_id: only.id });
    expect(lone.status).toBe(422);
    expect(await db.knex('audit_log').where({ action: 'applicant_split' }).first()).toBeDefined();
  });

  it('changes the stage or owner of every row matching a filter, not just a page, and audits it', async () => {
    const batch = [];
    for (let i = 0; i < 30; i++) batch.push(await enquiry({ course: 'sphats' }));
    const stage = await asha
      .post('/api/admin/applicants/bulk')
      .send({ filter: { course: 'sphats' }, stage: 'contacted' });
    expect([stage.status, Object.keys(stage.body.fields)]).toEqual([422, ['next_follow_up_at']]);
    const moved = await asha.post('/api/admin/applicants/bulk').send({
      filter: { course: 'sphats' },
      stage: 'contacted',
      next_follow_up_at: '2026-12-02',
      follow_up_note: 'Open day',
    });
    expect(moved.body).toMatchObject({ updated: 30, skipped: 0 });
    expect(await listIds(asha, { course: 'sphats', stage: 'contacted' })).toEqual(batch.sort((a, b) => a - b));
    const followUps = await db.knex('applicant_follow_ups').whereIn('applicant_id', batch).where({ note: 'Open day' });
    expect(followUps).toHaveLength(30);
    const reassigned = await asha
      .post('/api/admin/applicants/bulk')
      .send({ filter: { course: 'sphats' }, owner_id: ids.bikram });
    expect(reassigned.body).toMatchObject({ updated: 30, skipped: 0 });
    expect(await listIds(bikram, { view: 'mine', course: 'sphats' })).toHaveLength(30);
    const events = await db
      .knex('applicant_events')
      .whereIn('applicant_id', batch)
      .whereIn('kind', ['stage', 'assigned'])
      .where('staff_id', ids.asha);
    expect(events).toHaveLength(60);
    const audit = await db
      .knex('audit_log')
      .whereIn('action', ['applicant_bulk_stage', 'applicant_bulk_owner'])
      .orderBy('id');
    expect(audit.map((entry) => [entry.action, entry.details.rows])).toEqual([
      ['applicant_bulk_stage', 30],
      ['applicant_bulk_owner', 30],
    ]);
    expect((await asha.post('/api/admin/applicants/bulk').send({ filter: { course: 'sphats' } })).status).toBe(400);
    expect((await asha.post('/api/admin/applicants/bulk').send({ filter: {}, owner_id: 999999 })).status).toBe(422);
  });

  it('exports the chosen columns of the matching applicants as CSV', async () => {
    await db.knex('staff').where({ id: ids.asha }).update({ can_export: true });
    await enquiry({ name: '=cmd() Formula', email: 'formula@example.in' });
    const res = await asha.get('/api/admin/applicants/export.csv').query({
      filter: JSON.stringify({ q: 'formula@example' }),
      columns: JSON.stringify(['name', 'email', 'owner', 'stage']),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applicants_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      '"Name","Email","Owner","Stage"',
      `" =cmd() Formula","formula@example.in","Asha Roy","New"`,
    ]);
    const bad = await asha.get('/api/admin/applicants/export.csv').query({ columns: '["password_hash"]' });
    expect(bad.status).toBe(400);
    expect(await db.knex('audit_log').where({ action: 'export', resource: 'applicants' }).first()).toBeDefined();
  });

  it('keeps saved views per staff member on the server', async () => {
    const saved = await asha
      .post('/api/admin/applicant_views')
      .send({ name: 'Kolkata BBA', filter: { campus: 'kolkata', course: 'bba' } });
    expect(saved.status).toBe(201);
    expect(
      (await asha.post('/api/admin/applicant_views').send({ name: 'Bad', filter: { colour: 'red' } })).status,
    ).toBe(400);
    expect((await asha.get('/api/admin/applicant_views')).body).toEqual([
      expect.objectContaining({ name: 'Kolkata BBA', filter: { campus: 'kolkata', course: 'bba' } }),
    ]);
    expect((await bikram.get('/api/admin/applicant_views')).body).toEqual([]);
    expect((await bikram.delete(`/api/admin/applicant_views/${saved.body.id}`)).status).toBe(404);
    expect((await asha.delete(`/api/admin/applicant_views/${saved.body.id}`)).status).toBe(200);
  });

  it('counts due today, overdue and untouched on the dashboard, with the median time to first contact this month', async () => {
    const before = (await asha.get('/api/admin/dashboard')).body.leads;
    const a = await enquiry({}, 30);
    await enquiry({}, 2);
    await asha
      .post(`/api/admin/applicants/${a}/follow_ups`)
      .send({ due_at: new Date(START - 48 * HOUR).toISOString() });
    const after = (await asha.get('/api/admin/dashboard')).body.leads;
    expect(after.overdue).toBe(before.overdue + 1);
    expect(after.untouched).toBe(before.untouched);

    // Median minutes from enquiry to first contact over this month's enquiries: 30 and 90 and 600 → 90.
    await db.knex('applicants').update({ first_contacted_at: null });
    const monthly = [];
    for (const minutes of [30, 90, 600]) {
      const id = await enquiry({}, 3);
      await db
        .knex('applicants')
        .where({ id })
        .update({ first_contacted_at: new Date(START - 3 * HOUR + minutes * 60_000) });
      monthly.push(id);
    }
    expect((await asha.get('/api/admin/dashboard')).body.leads.median_minutes_to_first_contact).toBe(90);
  });

  it('gives each filter on stage, owner, course, campus, source, mine and untouched its exact total after any change', async () => {
    // Everything above has run: enquiries, edits, bulk changes, merges, splits. One more of each kind here.
    const first = await enquiry({ name: 'Count Me', email: 'count.me@example.in', course: 'spth' });
    const again = await enquiry({ name: 'Count Me', email: 'count.me@example.in', course: 'sphm' });
    expect(again).toBe(first);
    const other = await enquiry({ name: 'Count Other', email: 'count.other@example.in', course: 'spth' });
    const version = (await detail(other)).version;
    expect((await asha.put(`/api/admin/applicants/${other}`).send({ version, owner_id: ids.bikram })).status).toBe(200);
    expect((await asha.post(`/api/admin/applicants/${first}/merge`).send({ other_id: other })).status).toBe(200);
    const bulk = await asha.post('/api/admin/applicants/bulk').send({ filter: { course: 'sphm' }, owner_id: null });
    expect(bulk.status).toBe(200);
    // New and untouched: one of the last 24 h (not in the view yet) and one older.
    for (const hoursAgo of [1, 30]) await enquiry({ created_at: new Date(clock.now - hoursAgo * HOUR) });

    const groups = async (sql: string) =>
      ((await db.knex.raw(sql)).rows as Record<string, unknown>[]).map((row) => JSON.stringify(row)).sort();
    const kept = await groups(`SELECT stage, owner_id, course, campus, source, untouched, sum(n)::int AS n
      FROM applicant_counts GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0`);
    expect(kept).toEqual(
      await groups(`SELECT stage, owner_id, course, campus, source, last_touched_at IS NULL AS untouched,
        count(*)::int AS n FROM applicants WHERE merged_into_id IS NULL GROUP BY 1, 2, 3, 4, 5, 6`),
    );
    for (const filter of [
      {},
      { stage: 'new' },
      { stage: ['new', 'contacted', 'lost'] },
      { owner_id: ids.asha },
      { owner_id: 'none' },
      { owner_id: [ids.bikram, 'none'] },
      { course: 'sphm' },
      { course: ['spth', 'spam'], campus: 'kolkata' },
      { source: 'contact_forms', stage: 'new', owner_id: ids.asha },
      { view: 'mine' },
      { view: 'mine', stage: 'new' },
      { view: 'untouched' },
      { view: 'untouched', owner_id: ids.asha, course: 'spam' },
      { view: 'untouched', stage: 'contacted' },
    ]) {
      const res = await list(asha, filter, { range: '[0,999]' });
      expect([filter, res.headers['content-range']]).toEqual([
        filter,
        `applicants 0-${Math.max(res.body.length - 1, 0)}/${res.body.length}`,
      ]);
    }
  });
});
