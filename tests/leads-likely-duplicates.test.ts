// Likely duplicates, suggested and never joined (issue 33, point 5): the same name (any case, spacing or script) with
// phones one or two digits apart or e-mails a typo apart, and the phone-only match of another name, are listed;
// near phones under different names are not; "Not the same person" records the pair (who, when, both timelines,
// audit) and it is never suggested again; a merge into the older keeps both timelines; a counsellor sees and decides
// only pairs with one of their own applicants; bad input is a 4xx and writes nothing.
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { type LeadMember, leadTeam, ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Pair = {
  key: string;
  reason: string;
  phone_distance: number | null;
  email_distance: number | null;
  phone_only: boolean;
  older: { id: number; name: string; email: string | null; phone: string | null; source: string; created_at: string };
  newer: { id: number; name: string; email: string | null; phone: string | null; source: string; created_at: string };
};

describe.each(backends)('likely duplicates on %s', (backend) => {
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

  let minutes = 0;
  /** A contact enquiry (the trigger links it), a minute after the last; its applicant given to `owner`. */
  async function enquiry(name: string, email: string, phone: string, owner: number | null = ids.asha) {
    minutes += 1;
    const [row] = await db
      .knex('contact_forms')
      .insert({ name, email, phone, course: 'spam', created_at: new Date(START - 86_400_000 + minutes * 60_000) })
      .returning('applicant_id');
    await db.knex('applicants').where({ id: row.applicant_id }).update({ owner_id: owner });
    return row.applicant_id as number;
  }
  const list = async (agent: Agent) => {
    const res = await agent.get('/api/admin/applicants/likely-duplicates').query({ range: '[0,99]' });
    expect(res.status).toBe(200);
    return res.body as Pair[];
  };
  const pairOf = (pairs: Pair[], first: number, second: number) =>
    pairs.find(
      (pair) =>
        (pair.older.id === first && pair.newer.id === second) || (pair.older.id === second && pair.newer.id === first),
    );
  const writes = async () => {
    const count = async (table: string) => Number((await db.knex(table).count({ n: '*' }))[0].n);
    return {
      dismissals: await count('applicant_duplicate_dismissals'),
      events: await count('applicant_events'),
      audit: await count('audit_log'),
      merged: Number((await db.knex('applicants').whereNotNull('merged_into_id').count({ n: '*' }))[0].n),
    };
  };

  it('suggests the same name with phones one or two digits apart, in any case, spacing or script', async () => {
    const riya = await enquiry('Riya Das', 'riya@example.in', '98300 11111');
    const riyaAgain = await enquiry('  riya   DAS ', 'riya.work@example.in', '98300 11121');
    const bengali = await enquiry('রিয়া দাস', 'riya.bn@example.in', '+91 97330 22222');
    const bengaliAgain = await enquiry('রিয়া  দাস', 'riyadas.bn@example.in', '97330 22299');
    const hindi = await enquiry('रिया दास', 'riya.hi@example.in', '96350 33333');
    const hindiFar = await enquiry('रिया दास', 'das.hindi@example.in', '96350 38888');
    expect(new Set([riya, riyaAgain, bengali, bengaliAgain, hindi, hindiFar]).size).toBe(6);

    const pairs = await list(agents.dipa);
    const latin = pairOf(pairs, riya, riyaAgain);
    expect(latin).toMatchObject({
      older: { id: riya, name: 'Riya Das', email: 'riya@example.in', source: 'contact_forms' },
      newer: { id: riyaAgain, email: 'riya.work@example.in' },
      phone_distance: 1,
      phone_only: false,
      reason: 'Same name; phones 1 digit apart',
    });
    expect(latin?.older.phone).toBe('98300 11111');
    expect(pairOf(pairs, bengali, bengaliAgain)).toMatchObject({ phone_distance: 2, older: { id: bengali } });
    // Three digits apart: not suggested, and a different script is another name.
    expect(pairOf(pairs, hindi, hindiFar)).toBeUndefined();
    expect(pairOf(pairs, riya, bengali)).toBeUndefined();
    // The applicant's page names it too.
    const page = await agents.asha.get(`/api/admin/applicants/${riyaAgain}`);
    expect(page.body.likely_duplicates).toEqual([expect.objectContaining({ key: `${riya}-${riyaAgain}` })]);
  });

  it('suggests the same name with e-mails a typo apart', async () => {
    const first = await enquiry('Mira Sen', 'mira.sen@gmail.com', '91230 10001');
    const typo = await enquiry('MIRA SEN', 'mira.sen@gmial.com', '81230 77777');
    const swapped = await enquiry('Mira Sen', 'mira.sne@gmail.com', '70000 55555');
    const pairs = await list(agents.dipa);
    expect(pairOf(pairs, first, typo)).toMatchObject({
      email_distance: 2,
      phone_distance: null,
      reason: 'Same name; e-mails 2 characters apart',
    });
    expect(pairOf(pairs, first, swapped)).toMatchObject({ email_distance: 2 });
  });

  it('lists a phone-only match under another name, and never near phones under different names', async () => {
    const mother = await enquiry('Kavita Ghosh', 'kavita@example.in', '98310 44444');
    const son = await enquiry('Arnab Ghosh', 'arnab@example.in', '+91 98310 44444');
    const stranger = await enquiry('Sunil Paul', 'sunil@example.in', '98310 44445');
    expect((await db.knex('applicants').where({ id: son }).first()).possible_duplicate_of).toBe(mother);
    const pairs = await list(agents.dipa);
    expect(pairOf(pairs, mother, son)).toMatchObject({
      phone_only: true,
      older: { id: mother },
      newer: { id: son },
      reason: 'Same phone under another name (a family may share one phone)',
    });
    expect(pairOf(pairs, mother, stranger)).toBeUndefined();
    expect(pairOf(pairs, son, stranger)).toBeUndefined();
  });

  it('follows an edit: a corrected phone ends the suggestion, a corrected name starts one', async () => {
    const first = await enquiry('Sima Paul', 'paul.sima@example.in', '90910 10101');
    const second = await enquiry('Sima Paul', 'sima.p@example.in', '90910 10102');
    const third = await enquiry('Seema Paul', 'seema@example.in', '90910 10103');
    expect(pairOf(await list(agents.dipa), first, second)).toBeDefined();
    const edit = async (id: number, body: Record<string, unknown>) => {
      const { version } = (await db.knex('applicants').where({ id }).first('version')) as { version: number };
      const res = await agents.dipa.put(`/api/admin/applicants/${id}`).send({ version, ...body });
      expect(res.status).toBe(200);
    };
    await edit(second, { phone: '70000 99999' });
    expect(pairOf(await list(agents.dipa), first, second)).toBeUndefined();
    await edit(third, { name: 'sima paul' });
    expect(pairOf(await list(agents.dipa), first, third)).toMatchObject({ phone_distance: 1 });
  });

  it('records "Not the same person" with who and when, on both timelines, and never suggests the pair again', async () => {
    const first = await enquiry('Tania Roy', 'tania@example.in', '90070 12345');
    const second = await enquiry('Tania Roy', 'tania.roy@example.in', '90070 12346');
    expect(pairOf(await list(agents.asha), first, second)).toBeDefined();
    const res = await agents.asha
      .post('/api/admin/applicants/likely-duplicates/dismissals')
      .send({ applicant_id: second, other_id: first });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ applicant_id: first, other_id: second, staff_id: ids.asha });
    const row = await db
      .knex('applicant_duplicate_dismissals')
      .where({ applicant_id: first, other_id: second })
      .first();
    expect(row).toMatchObject({ staff_id: ids.asha });
    expect(new Date(row.at).getTime()).toBe(START);
    for (const [one, other] of [
      [first, second],
      [second, first],
    ]) {
      const events = await db.knex('applicant_events').where({ applicant_id: one, kind: 'not_duplicate' });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ staff_id: ids.asha, data: { other_id: other } });
    }
    expect(
      await db.knex('audit_log').where({ action: 'applicant_not_duplicate', record_id: String(second) }),
    ).toHaveLength(1);
    expect(pairOf(await list(agents.asha), first, second)).toBeUndefined();
    expect(pairOf(await list(agents.dipa), first, second)).toBeUndefined();
    expect((await agents.asha.get(`/api/admin/applicants/${first}`)).body.likely_duplicates).toEqual([]);
    // A third enquiry of the name is a new pair with each; merged with the first, it is not the second either.
    const third = await enquiry('Tania Roy', 'tania.r@example.in', '90070 12347');
    expect(pairOf(await list(agents.asha), first, third)).toBeDefined();
    expect(pairOf(await list(agents.asha), second, third)).toBeDefined();
    const merged = await agents.asha.post(`/api/admin/applicants/${third}/merge`).send({ other_id: first });
    expect(merged.status).toBe(200);
    expect(pairOf(await list(agents.asha), second, third)).toBeUndefined();
    // Twice: a 409, nothing written.
    const before = await writes();
    const again = await agents.asha
      .post('/api/admin/applicants/likely-duplicates/dismissals')
      .send({ applicant_id: first, other_id: second });
    expect(again.status).toBe(409);
    expect(await writes()).toEqual(before);
  });

  it('merges into the older one and keeps both timelines', async () => {
    const older = await enquiry('Ankit Jha', 'ankit@example.in', '93300 55555');
    const newer = await enquiry('Ankit Jha', 'ankit.jha@example.in', '93300 55565');
    await agents.asha.post(`/api/admin/applicants/${newer}/notes`).send({ body: 'Asked about hostel' });
    const pair = pairOf(await list(agents.asha), older, newer);
    expect(pair).toMatchObject({ older: { id: older }, newer: { id: newer } });
    const res = await agents.asha
      .post(`/api/admin/applicants/${pair?.older.id}/merge`)
      .send({ other_id: pair?.newer.id });
    expect(res.status).toBe(200);
    expect((await db.knex('applicants').where({ id: newer }).first()).merged_into_id).toBe(older);
    const timeline = (await agents.asha.get(`/api/admin/applicants/${older}/timeline`)).body as {
      kind: string;
      body: string | null;
    }[];
    expect(timeline.filter((entry) => entry.kind === 'submission')).toHaveLength(2);
    expect(timeline.some((entry) => entry.kind === 'note' && entry.body === 'Asked about hostel')).toBe(true);
    expect(timeline.some((entry) => entry.kind === 'merged')).toBe(true);
    expect(pairOf(await list(agents.asha), older, newer)).toBeUndefined();
  });

  it('shows a counsellor only pairs with one of their own, and lets them decide only those; admins see all', async () => {
    const mine = await enquiry('Rohit Saha', 'rohit@example.in', '94330 11111', ids.asha);
    const colleagues = await enquiry('Rohit Saha', 'rohit.s@example.in', '94330 11112', ids.bikram);
    const theirA = await enquiry('Pooja Kar', 'pooja@example.in', '94330 22222', ids.bikram);
    const theirB = await enquiry('Pooja Kar', 'pooja.k@example.in', '94330 22223', null);
    const ashas = await list(agents.asha);
    expect(pairOf(ashas, mine, colleagues)).toBeDefined();
    expect(pairOf(ashas, theirA, theirB)).toBeUndefined();
    expect(pairOf(await list(agents.bikram), theirA, theirB)).toBeDefined();
    expect(pairOf(await list(agents.dipa), theirA, theirB)).toBeDefined();
    // Nor on the applicant's page.
    expect((await agents.asha.get(`/api/admin/applicants/${theirA}`)).body.likely_duplicates).toEqual([]);
    const before = await writes();
    const refused = await agents.asha
      .post('/api/admin/applicants/likely-duplicates/dismissals')
      .send({ applicant_id: theirA, other_id: theirB });
    expect(refused.status).toBe(403);
    expect(await writes()).toEqual(before);
    const admin = await agents.dipa
      .post('/api/admin/applicants/likely-duplicates/dismissals')
      .send({ applicant_id: theirA, other_id: theirB });
    expect(admin.status).toBe(201);
  });

  it('takes a split as two people: the split-off applicant is not suggested with the one it left', async () => {
    const first = await enquiry('Dev Roy', 'dev.roy@example.in', '99100 20000');
    const [again] = await db
      .knex('contact_forms')
      .insert({ name: 'Dev Roy', email: 'dev.roy@example.in', phone: '99100 20001', course: 'spam' })
      .returning(['id', 'applicant_id']);
    expect(again.applicant_id).toBe(first);
    const split = await agents.asha
      .post(`/api/admin/applicants/${first}/split`)
      .send({ source: 'contact_forms', submission_id: again.id });
    expect(split.status).toBe(201);
    const fresh = split.body.id as number;
    expect(
      await db.knex('applicant_duplicate_dismissals').where({ applicant_id: first, other_id: fresh }),
    ).toHaveLength(1);
    expect(pairOf(await list(agents.dipa), first, fresh)).toBeUndefined();
  });

  it('answers bad input with a 400 or 404 naming it, and writes nothing', async () => {
    const first = await enquiry('Nila Dey', 'nila@example.in', '95550 10000');
    const second = await enquiry('Nila Dey', 'nila.dey@example.in', '95550 10001');
    const unrelated = await enquiry('Omar Ali', 'omar@example.in', '88880 12121');
    const before = await writes();
    const dismiss = (body: unknown) =>
      agents.dipa.post('/api/admin/applicants/likely-duplicates/dismissals').send(body as object);
    const wrongType = await dismiss({ applicant_id: 'x', other_id: second });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields).toHaveProperty('applicant_id');
    expect((await dismiss({ applicant_id: first })).body.fields).toHaveProperty('other_id');
    expect((await dismiss({ applicant_id: first, other_id: second, extra: 1 })).status).toBe(400);
    const missing = await dismiss({ applicant_id: first, other_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No such applicant' });
    expect((await dismiss({ applicant_id: first, other_id: first })).status).toBe(422);
    expect((await dismiss({ applicant_id: first, other_id: unrelated })).status).toBe(422);
    expect((await agents.dipa.post('/api/admin/applicants/999999/merge').send({ other_id: first })).status).toBe(404);
    expect((await agents.dipa.post(`/api/admin/applicants/${first}/merge`).send({ other_id: 'x' })).status).toBe(400);
    expect((await agents.dipa.get('/api/admin/applicants/likely-duplicates').query({ range: '[5,1]' })).status).toBe(
      400,
    );
    expect((await agents.dipa.get('/api/admin/applicants/likely-duplicates').query({ range: 'nope' })).status).toBe(
      400,
    );
    expect(await writes()).toEqual(before);
    expect(pairOf(await list(agents.dipa), first, second)).toBeDefined();
  });

  it('pages the list newest pair first with its total', async () => {
    const all = await list(agents.dipa);
    const res = await agents.dipa.get('/api/admin/applicants/likely-duplicates').query({ range: '[0,1]' });
    expect(res.body).toHaveLength(2);
    expect(res.headers['content-range']).toBe(`likely_duplicates 0-1/${all.length}`);
    expect(res.body.map((pair: Pair) => pair.key)).toEqual(all.slice(0, 2).map((pair) => pair.key));
    const past = await agents.dipa.get('/api/admin/applicants/likely-duplicates').query({ range: '[500,509]' });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`likely_duplicates 500-500/${all.length}`);
    // An editor reaches none of it.
    const { id } = await addStaff({ db } as never, 'editor@skyline.in', ROLE_PASSWORD);
    await db.knex('staff').where({ id }).update({ role: 'editor' });
    const editor = await signedInAgent(app, 'editor@skyline.in', ROLE_PASSWORD);
    expect((await editor.get('/api/admin/applicants/likely-duplicates')).status).toBe(403);
  });
});
