// Bulk changes of applicants by role (issue 33, point 6): a counsellor's change reaches only their own applicants and
// says how many it skipped; an admin's preview counts the rows of others; a change can be undone for 10 minutes
// (the window on the database's clock: the test moves the record's time back, it does not wait), restoring exactly
// the values before it on the rows nobody changed since and naming the others; bad input is a 4xx and writes nothing.
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { type LeadMember, leadTeam } from './helpers/roles';
import type { signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe.each(backends)('bulk changes by role, with undo, on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  let ids: Record<LeadMember, number>;
  let agents: Record<LeadMember, Agent>;

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    app = clockedApp(db).app;
    ({ ids, agents } = await leadTeam(db, app));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });

  let serial = 0;
  /** A contact enquiry (the trigger links it), given to `owner`; returns its applicant's id. */
  async function applicant(owner: number | null, tag: string): Promise<number> {
    serial += 1;
    const [row] = await db
      .knex('contact_forms')
      .insert({
        name: `${tag} ${serial}`,
        email: `${tag}.${serial}@example.in`,
        phone: `96${String(serial).padStart(8, '0')}`,
        course: 'spam',
        created_at: new Date(START - 3_600_000),
      })
      .returning('applicant_id');
    await db.knex('applicants').where({ id: row.applicant_id }).update({ owner_id: owner });
    return row.applicant_id;
  }
  const state = (idList: number[]) =>
    db
      .knex('applicants')
      .whereIn('id', idList)
      .orderBy('id')
      .select(
        'id',
        'stage',
        'lost_reason',
        'owner_id',
        'next_follow_up_at',
        'first_contacted_at',
        'last_touched_at',
        'version',
      );
  const bulk = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/admin/applicants/bulk').send(body);
  const writes = async () => ({
    changes: Number((await db.knex('applicant_bulk_changes').count({ n: '*' }))[0].n),
    events: Number((await db.knex('applicant_events').count({ n: '*' }))[0].n),
    followUps: Number((await db.knex('applicant_follow_ups').count({ n: '*' }))[0].n),
  });

  it("a counsellor's bulk change reaches only their own applicants and reports the others as skipped", async () => {
    const own = [await applicant(ids.asha, 'Own'), await applicant(ids.asha, 'Own')];
    const colleague = await applicant(ids.bikram, 'Colleague');
    const nobody = await applicant(null, 'Nobody');
    const all = [...own, colleague, nobody];
    const before = await state([colleague, nobody]);

    const preview = await agents.asha.get('/api/admin/applicants/bulk/preview').query({
      filter: JSON.stringify({ id: all }),
    });
    expect(preview.body).toEqual({ matching: 4, own: 2, others: 1, unowned: 1, only_own: true, skipped: 2 });

    const res = await bulk(agents.asha, {
      filter: { id: all },
      stage: 'contacted',
      next_follow_up_at: '2026-12-02',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 2, skipped: 2, bulk_change_id: expect.any(Number) });
    expect((await state(own)).map((row) => row.stage)).toEqual(['contacted', 'contacted']);
    // The rows of others are untouched: same stage, version, marks; no follow-up, no timeline entry.
    expect(await state([colleague, nobody])).toEqual(before);
    expect(await db.knex('applicant_follow_ups').whereIn('applicant_id', [colleague, nobody])).toEqual([]);
    expect(
      await db.knex('applicant_events').whereIn('applicant_id', [colleague, nobody]).whereNotNull('staff_id'),
    ).toEqual([]);
    // Reassigning: the same rule, their own only.
    const given = await bulk(agents.asha, { filter: { id: all }, owner_id: ids.bikram });
    expect(given.body).toMatchObject({ updated: 2, skipped: 2 });
    expect((await state([nobody]))[0].owner_id).toBeNull();
    const audit = await db.knex('audit_log').where({ action: 'applicant_bulk_stage' }).orderBy('id', 'desc').first();
    expect(audit.details).toMatchObject({ rows: 2, skipped: 2 });
  });

  it('an admin reaches every row, and the preview first says how many belong to others', async () => {
    const mine = await applicant(ids.dipa, 'Admins');
    const theirs = [await applicant(ids.asha, 'Admins'), await applicant(ids.bikram, 'Admins')];
    const nobody = await applicant(null, 'Admins');
    const filter = { id: [mine, ...theirs, nobody] };
    const preview = await agents.dipa.get('/api/admin/applicants/bulk/preview').query({
      filter: JSON.stringify(filter),
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ matching: 4, own: 1, others: 2, unowned: 1, only_own: false, skipped: 0 });
    const res = await bulk(agents.dipa, { filter, stage: 'applied' });
    expect(res.body).toMatchObject({ updated: 4, skipped: 0 });
    expect((await state(filter.id)).every((row) => row.stage === 'applied')).toBe(true);
    // A preview with a filter it does not know is a 400, as the list's.
    const bad = await agents.dipa.get('/api/admin/applicants/bulk/preview').query({ filter: '{"colour":"red"}' });
    expect(bad.status).toBe(400);
  });

  it('undoes a bulk change within 10 minutes: exactly the values before, except rows changed since', async () => {
    const rows = [
      await applicant(ids.asha, 'Undo'),
      await applicant(ids.asha, 'Undo'),
      await applicant(ids.asha, 'Undo'),
    ];
    // One already had a follow-up and a first contact: the undo gives them back as they were.
    await agents.asha.post(`/api/admin/applicants/${rows[0]}/follow_ups`).send({ due_at: '2026-12-20' });
    const before = await state(rows);
    const res = await bulk(agents.asha, {
      filter: { id: rows },
      stage: 'contacted',
      next_follow_up_at: '2026-12-01',
      follow_up_note: 'Call after the open day',
      owner_id: ids.bikram,
    });
    expect(res.body).toMatchObject({ updated: 3, skipped: 0 });
    const changeId = res.body.bulk_change_id;
    expect(await db.knex('applicant_follow_ups').where({ note: 'Call after the open day' })).toHaveLength(3);
    const listed = await agents.asha.get('/api/admin/applicants/bulk/changes');
    expect(listed.body[0]).toMatchObject({ id: changeId, updated: 3 });
    // Someone changes the third one after the bulk change (a stage on its page).
    const third = (await state([rows[2]]))[0];
    const edited = await agents.bikram
      .put(`/api/admin/applicants/${rows[2]}`)
      .send({ version: third.version, stage: 'applied' });
    expect(edited.status).toBe(200);

    // Another counsellor may not undo Asha's change.
    expect((await agents.bikram.post(`/api/admin/applicants/bulk/${changeId}/undo`)).status).toBe(403);
    const undo = await agents.asha.post(`/api/admin/applicants/bulk/${changeId}/undo`);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ undone: 2, not_undone: 1, not_undone_ids: [rows[2]] });
    const after = await state(rows.slice(0, 2));
    expect(after.map(({ version: _v, ...row }) => row)).toEqual(
      before.slice(0, 2).map(({ version: _v, ...row }) => row),
    );
    // Each restored row is a new version (an open copy of it is stale) and its bulk follow-up is gone.
    expect(after.map((row) => row.version)).toEqual(before.slice(0, 2).map((row) => row.version + 2));
    expect(await db.knex('applicant_follow_ups').where({ note: 'Call after the open day' })).toHaveLength(1);
    expect((await state([rows[2]]))[0]).toMatchObject({ stage: 'applied', owner_id: ids.bikram });
    // The timeline has the change and its undo.
    const timeline = (await agents.asha.get(`/api/admin/applicants/${rows[0]}/timeline`)).body as {
      kind: string;
      data: Record<string, unknown>;
    }[];
    const bulkEntries = timeline.filter((entry) => entry.data?.bulk_change_id === changeId);
    expect(
      bulkEntries.map((entry) => [
        entry.kind,
        entry.data.from,
        entry.data.to ?? entry.data.owner_id,
        !!entry.data.undo,
      ]),
    ).toEqual([
      ['stage', 'new', 'contacted', false],
      ['assigned', ids.asha, ids.bikram, false],
      ['stage', 'contacted', 'new', true],
      ['assigned', ids.bikram, ids.asha, true],
    ]);
    // Once is enough; it is gone from the undoable changes.
    const again = await agents.asha.post(`/api/admin/applicants/bulk/${changeId}/undo`);
    expect([again.status, again.body.error]).toEqual([409, 'This bulk change has already been undone']);
    const undoable = () => agents.asha.get('/api/admin/applicants/bulk/changes');
    expect((await undoable()).body).not.toContainEqual(expect.objectContaining({ id: changeId }));
    expect(await db.knex('audit_log').where({ action: 'applicant_bulk_undo' }).first()).toMatchObject({
      details: expect.objectContaining({ bulk_change_id: changeId, undone: 2, not_undone: [rows[2]] }),
    });
  });

  it('refuses an undo after 10 minutes with a clear message, and changes nothing', async () => {
    const rows = [await applicant(ids.asha, 'Late'), await applicant(ids.asha, 'Late')];
    const res = await bulk(agents.asha, { filter: { id: rows }, stage: 'applied' });
    expect(res.body.updated).toBe(2);
    // The record made 10 minutes and a second ago, by the database's clock.
    await db
      .knex('applicant_bulk_changes')
      .where({ id: res.body.bulk_change_id })
      .update({ created_at: db.knex.raw("now() - interval '10 minutes 1 second'") });
    const stateBefore = await state(rows);
    const late = await agents.asha.post(`/api/admin/applicants/bulk/${res.body.bulk_change_id}/undo`);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/^Too late to undo: a bulk change can be undone for 10 minutes after it is made/);
    expect(await state(rows)).toEqual(stateBefore);
    expect((await agents.asha.get('/api/admin/applicants/bulk/changes')).body).not.toContainEqual(
      expect.objectContaining({ id: res.body.bulk_change_id }),
    );
    // Just inside the window, the same change undoes.
    await db
      .knex('applicant_bulk_changes')
      .where({ id: res.body.bulk_change_id })
      .update({ created_at: db.knex.raw("now() - interval '9 minutes 50 seconds'") });
    const inTime = await agents.asha.post(`/api/admin/applicants/bulk/${res.body.bulk_change_id}/undo`);
    expect(inTime.body).toMatchObject({ undone: 2, not_undone: 0 });
    expect((await state(rows)).map((row) => row.stage)).toEqual(['new', 'new']);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const rows = [await applicant(ids.asha, 'Bad')];
    const stored = await state(rows);
    const counts = await writes();
    for (const [body, status] of [
      [{ filter: { id: rows } }, 400],
      [{ filter: { colour: 'red' }, stage: 'applied' }, 400],
      [{ filter: { id: rows }, stage: 'maybe' }, 400],
      [{ filter: { id: rows }, stage: 'contacted' }, 422],
      [{ filter: { id: rows }, stage: 'lost' }, 422],
      [{ filter: { id: rows }, stage: 'contacted', next_follow_up_at: '2026-02-30' }, 400],
      [{ filter: { id: rows }, owner_id: 999_999 }, 422],
      [{ filter: { id: rows }, stage: 'applied', extra: true }, 400],
      [{ filter: { id: Array.from({ length: 1001 }, (_, i) => i + 1) }, stage: 'applied' }, 400],
    ] as const) {
      const res = await bulk(agents.asha, body);
      expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([JSON.stringify(body).slice(0, 80), status]);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await agents.asha.post('/api/admin/applicants/bulk/999999/undo')).status).toBe(404);
    expect((await agents.asha.post('/api/admin/applicants/bulk/abc/undo')).status).toBe(400);
    expect(await state(rows)).toEqual(stored);
    expect(await writes()).toEqual(counts);
  });
});
