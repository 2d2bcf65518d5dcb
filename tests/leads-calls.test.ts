// A counsellor's phone day through the API (issue 33, items 1 and 4): the call log (validation before anything is
// written, the outcome list, the follow-up's time in India, a stage change in the same transaction, a stale copy
// refused), the WhatsApp message and its template (admins only), the member's "Due now" count and today's calls,
// the timeline's calls, WhatsApp messages and e-mails, and the dashboard's own and team figures.
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
const HOUR = 3_600_000;
/** START is 2026-11-25 14:30:10 in India. */
const TODAY = '2026-11-25';
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe.each(backends)('calls, WhatsApp and reminders on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  let clock: { now: number };
  let asha: Agent;
  let bikram: Agent;
  let admin: Agent;
  const ids = { asha: 0, bikram: 0, admin: 0 };

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    ({ app, clock } = clockedApp(db));
    const members = [
      ['asha', 'Asha Roy', 'counsellor'],
      ['bikram', 'Bikram Sen', 'counsellor'],
      ['admin', 'Office Admin', 'admin'],
    ] as const;
    for (const [key, name, role] of members) {
      const { id } = await addStaff({ db } as never, `${key}@skyline.in`, ROLE_PASSWORD);
      await db
        .knex('staff')
        .where({ id })
        .update({ name, role, takes_leads: key === 'asha' });
      ids[key] = id;
    }
    asha = await signedInAgent(app, 'asha@skyline.in', ROLE_PASSWORD);
    bikram = await signedInAgent(app, 'bikram@skyline.in', ROLE_PASSWORD);
    admin = await signedInAgent(app, 'admin@skyline.in', ROLE_PASSWORD);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });
  beforeEach(() => {
    clock.now = START;
  });

  let serial = 0;
  /** A contact enquiry as the form writes it (the trigger links it to asha, who takes leads); its applicant id. */
  async function enquiry(fields: Record<string, unknown> = {}, hoursAgo = 1): Promise<number> {
    serial += 1;
    const [row] = await db
      .knex('contact_forms')
      .insert({
        name: `Caller ${serial} Das`,
        email: `caller.${serial}@example.in`,
        phone: `98${String(serial).padStart(8, '0')}`,
        course: 'spam',
        message: 'Is hostel available in Siliguri?',
        created_at: new Date(START - hoursAgo * HOUR),
        ...fields,
      })
      .returning('applicant_id');
    return row.applicant_id;
  }
  /** What a call may have written: its events, follow-ups and the applicant row. */
  const written = async (id: number) => ({
    events: await db.knex('applicant_events').where({ applicant_id: id }).orderBy('id'),
    followUps: await db.knex('applicant_follow_ups').where({ applicant_id: id }).orderBy('id'),
    applicant: await db.knex('applicants').where({ id }).first(),
  });
  const logCall = (agent: Agent, id: number, body: Record<string, unknown>) =>
    agent.post(`/api/admin/applicants/${id}/calls`).send(body);

  it('refuses a call with a wrong field (4xx naming it) and writes nothing', async () => {
    const id = await enquiry();
    const before = await written(id);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'outcome'],
      [{ outcome: 'voicemail' }, 400, 'outcome'],
      [{ outcome: 'no_answer', duration_seconds: -5 }, 400, 'duration_seconds'],
      [{ outcome: 'no_answer', duration_seconds: 90.5 }, 400, 'duration_seconds'],
      [{ outcome: 'no_answer', duration_seconds: 5 * HOUR }, 400, 'duration_seconds'],
      // A follow-up needs its time and zone; a day alone, a time without a zone and a past time are refused.
      [{ outcome: 'no_answer', next_follow_up_at: TODAY }, 400, 'next_follow_up_at'],
      [{ outcome: 'no_answer', next_follow_up_at: `${TODAY}T16:30` }, 400, 'next_follow_up_at'],
      [{ outcome: 'no_answer', next_follow_up_at: `${TODAY}T10:00:00+05:30` }, 400, 'next_follow_up_at'],
      [{ outcome: 'no_answer', next_follow_up_at: '2026-02-30T10:00:00+05:30' }, 400, 'next_follow_up_at'],
      [{ outcome: 'no_answer', stage: 'won' }, 400, 'stage'],
      [{ outcome: 'no_answer', surprise: 1 }, 400, ''],
      [{ outcome: 'call_back_later' }, 422, 'next_follow_up_at'],
      [{ outcome: 'connected', stage: 'contacted' }, 422, 'next_follow_up_at'],
      [{ outcome: 'wrong_number', stage: 'lost' }, 422, 'lost_reason'],
    ];
    for (const [body, status, field] of refusals) {
      const res = await logCall(asha, id, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      if (field) expect(res.body.fields).toHaveProperty(field);
    }
    expect(await written(id)).toEqual(before);
    expect((await logCall(asha, 99_999_999, { outcome: 'busy' })).status).toBe(404);
  });

  it('logs a no-answer with a follow-up at 16:30 India time, answering the follow-ups due today', async () => {
    const id = await enquiry();
    // A follow-up due this morning (overdue now) is answered by the call.
    const morning = await asha
      .post(`/api/admin/applicants/${id}/follow_ups`)
      .send({ due_at: `${TODAY}T10:00:00+05:30`, note: 'Call about the hostel' });
    expect(morning.status).toBe(201);
    const res = await logCall(asha, id, {
      outcome: 'no_answer',
      duration_seconds: 0,
      note: 'Rang twice',
      next_follow_up_at: `${TODAY}T16:30:00+05:30`,
    });
    expect(res.status).toBe(201);
    const { events, followUps, applicant } = await written(id);
    // 16:30 in India is 11:00 UTC.
    expect(followUps.map((row) => [row.due_at.toISOString(), row.done_at !== null])).toEqual([
      ['2026-11-25T04:30:00.000Z', true],
      ['2026-11-25T11:00:00.000Z', false],
    ]);
    expect(applicant.next_follow_up_at.toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(applicant.first_contacted_at.getTime()).toBe(START);
    expect(applicant.stage).toBe('new');
    const call = events.find((event) => event.kind === 'call');
    expect(call).toMatchObject({
      staff_id: ids.asha,
      data: { outcome: 'no_answer', duration_seconds: 0, note: 'Rang twice', follow_up_id: followUps[1].id },
    });
    expect(events.filter((event) => event.kind === 'follow_up_done')).toHaveLength(1);
    // On the timeline with who logged it.
    const timeline = (await asha.get(`/api/admin/applicants/${id}/timeline`)).body as {
      kind: string;
      staff_name: string;
    }[];
    expect(timeline.filter((entry) => entry.kind === 'call')).toEqual([
      expect.objectContaining({ staff_name: 'Asha Roy' }),
    ]);
  });

  it('changes the stage with the call in one transaction, refuses a stale copy, and lets a colleague log too', async () => {
    const id = await enquiry();
    const { version } = (await asha.get(`/api/admin/applicants/${id}`)).body;
    const res = await logCall(asha, id, {
      outcome: 'connected',
      duration_seconds: 245,
      note: 'Interested in SPAM; parents to visit',
      next_follow_up_at: '2026-11-27T11:00:00+05:30',
      stage: 'contacted',
      version,
    });
    expect(res.status).toBe(201);
    expect(res.body.applicant).toMatchObject({ stage: 'contacted', version: version + 1 });
    const after = await written(id);
    expect(after.events.slice(-3).map((event) => event.kind)).toEqual(['follow_up', 'call', 'stage']);
    // A second call on the copy read before the change is refused and writes nothing.
    const stale = await logCall(asha, id, { outcome: 'busy', stage: 'applied', version });
    expect(stale.status).toBe(409);
    expect(await written(id)).toEqual(after);
    // Any counsellor works any applicant, as with notes and follow-ups; a stage needing nothing is moved alone.
    const colleague = await logCall(bikram, id, { outcome: 'connected', stage: 'applied' });
    expect(colleague.status).toBe(201);
    expect((await written(id)).applicant.stage).toBe('applied');
    // Lost with its reason, in the same request as the call.
    const lost = await logCall(bikram, id, { outcome: 'connected', stage: 'lost', lost_reason: 'fees' });
    expect(lost.status).toBe(201);
    expect((await written(id)).applicant).toMatchObject({ stage: 'lost', lost_reason: 'fees' });
  });

  it("counts the member's follow-ups due now and lists today's calls in time order", async () => {
    // Only this test's applicants are asha's from here: earlier ones move to nobody.
    await db.knex('applicants').update({ owner_id: null });
    const followUp = (id: number, due: string, note: string) =>
      asha.post(`/api/admin/applicants/${id}/follow_ups`).send({ due_at: due, note });
    const [yesterday, morning, evening, tomorrow, colleagues] = [
      await enquiry(),
      await enquiry(),
      await enquiry(),
      await enquiry(),
      await enquiry(),
    ];
    await db.knex('applicants').where({ id: colleagues }).update({ owner_id: ids.bikram });
    await followUp(evening, `${TODAY}T18:00:00+05:30`, 'After college');
    await followUp(morning, `${TODAY}T14:00:00+05:30`, 'Fee structure');
    await followUp(yesterday, '2026-11-24T16:30:00+05:30', 'Hostel');
    await followUp(tomorrow, '2026-11-26T10:00:00+05:30', 'Tomorrow');
    await followUp(colleagues, `${TODAY}T09:00:00+05:30`, 'Not hers');

    const due = await asha.get('/api/admin/applicants/due-now');
    expect(due.status).toBe(200);
    expect(due.body).toEqual({ count: 2 });
    expect((await bikram.get('/api/admin/applicants/due-now')).body).toEqual({ count: 1 });

    const today = await asha.get('/api/admin/applicants/calls-today');
    expect(today.status).toBe(200);
    expect(
      (today.body as { applicant_id: number; note: string; due: boolean; overdue: boolean }[]).map((row) => [
        row.applicant_id,
        row.note,
        row.due,
        row.overdue,
      ]),
    ).toEqual([
      [yesterday, 'Hostel', true, true],
      [morning, 'Fee structure', true, false],
      [evening, 'After college', false, false],
    ]);
    // At 18:05 the evening call is due too; once it is logged it leaves the count.
    // (Signed in again then: a session unused for hours has ended.)
    clock.now = Date.parse(`${TODAY}T18:05:00+05:30`);
    const later = await signedInAgent(app, 'asha@skyline.in', ROLE_PASSWORD);
    expect((await later.get('/api/admin/applicants/due-now')).body).toEqual({ count: 3 });
    expect((await logCall(later, evening, { outcome: 'connected' })).status).toBe(201);
    expect((await later.get('/api/admin/applicants/due-now')).body).toEqual({ count: 2 });
  });

  it('opens WhatsApp with the template filled in, records it, and shows e-mails sent to the applicant', async () => {
    const id = await enquiry({ name: 'Riya Das', phone: '094340 55555', email: 'Riya.Das@example.in' });
    const detail = (await asha.get(`/api/admin/applicants/${id}`)).body;
    const text =
      'Hello Riya, this is Asha Roy from Skyline Institute. Thank you for your enquiry about ' +
      'Skilled Professional In Airport Management (SPAM). When would be a good time to talk?';
    expect(detail.whatsapp.text).toBe(text);
    expect(detail.whatsapp.url).toBe(`https://wa.me/919434055555?text=${encodeURIComponent(text)}`);
    expect(detail.submissions[0].message).toBe('Is hostel available in Siliguri?');
    const opened = await asha.post(`/api/admin/applicants/${id}/whatsapp`).send({});
    expect(opened.status).toBe(201);
    expect(opened.body.url).toBe(detail.whatsapp.url);
    // The acknowledgement the outbox holds for the address as typed.
    await db.knex('mail_outbox').insert([
      {
        template: 'acknowledgement',
        recipients: ['Riya.Das@example.in'],
        params: { form: 'contact_forms', name: 'R' },
      },
      { template: 'enquiry_alert', recipients: ['Riya.Das@example.in'], params: { form: 'contact_forms', id: 1 } },
      { template: 'acknowledgement', recipients: ['someone@example.in'], params: { form: 'contact_forms' } },
    ]);
    const timeline = (await asha.get(`/api/admin/applicants/${id}/timeline`)).body as {
      kind: string;
      staff_name: string | null;
      data: Record<string, unknown>;
    }[];
    expect(timeline.filter((entry) => entry.kind === 'whatsapp')).toEqual([
      expect.objectContaining({ staff_name: 'Asha Roy', data: { phone: '+919434055555', text, language: 'en' } }),
    ]);
    expect(timeline.filter((entry) => entry.kind === 'email')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ template: 'acknowledgement', status: 'pending' }) }),
    ]);
    // Without a phone number there is nothing to open.
    const noPhone = await enquiry({ phone: 'n/a' });
    expect((await asha.get(`/api/admin/applicants/${noPhone}`)).body.whatsapp).toBeNull();
    const refused = await asha.post(`/api/admin/applicants/${noPhone}/whatsapp`).send({});
    expect(refused.status).toBe(422);
    expect(await db.knex('applicant_events').where({ applicant_id: noPhone, kind: 'whatsapp' })).toEqual([]);
  });

  it('lets admins alone edit the WhatsApp template, checking its placeholders, and counsellors send the new one', async () => {
    const list = await admin.get('/api/admin/whatsapp_templates');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: 'bn', language_name: 'Bengali (বাংলা)' }),
      expect.objectContaining({ id: 'en', language_name: 'English' }),
      expect.objectContaining({ id: 'hi', language_name: 'Hindi (हिन्दी)' }),
    ]);
    const original = list.body[1].body;
    const bad = await admin.put('/api/admin/whatsapp_templates/en').send({ body: 'Hi {firstname}, {course}' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.body).toMatch(/Unknown placeholder \{firstname\}/);
    expect((await admin.put('/api/admin/whatsapp_templates/en').send({ body: '  ' })).status).toBe(400);
    expect((await admin.put('/api/admin/whatsapp_templates/xx').send({ body: 'Hi' })).status).toBe(404);
    expect((await asha.put('/api/admin/whatsapp_templates/en').send({ body: 'Hi {first_name}' })).status).toBe(403);
    expect((await asha.get('/api/admin/whatsapp_templates')).status).toBe(403);
    expect((await db.knex('whatsapp_templates').where({ language: 'en' }).first()).body).toBe(original);

    const saved = await admin
      .put('/api/admin/whatsapp_templates/en')
      .send({ id: 'en', body: 'Namaskar {first_name}! {counsellor} here about {course} at {campus}.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: 'en', updated_by_name: 'Office Admin' });
    expect(
      await db.knex('audit_log').where({ action: 'update', resource: 'whatsapp_templates' }).first('record_id'),
    ).toEqual({ record_id: 'en' });
    const id = await enquiry({ name: 'Sourav Ghosh' });
    expect((await bikram.get(`/api/admin/applicants/${id}`)).body.whatsapp.text).toBe(
      'Namaskar Sourav! Bikram Sen here about Skilled Professional In Airport Management (SPAM) at our campuses.',
    );
  });

  it('writes to an applicant in the language of their latest form, English where that language has no template', async () => {
    // Their first form in English, the latest one read in Bengali (the notice's language the form recorded).
    const mou = { name: 'Mou Saha', phone: '94340 66666', email: 'mou.saha@example.in' };
    const id = await enquiry({ ...mou, consent_language: 'en' }, 3);
    expect(await enquiry({ ...mou, consent_language: 'bn', course: null }, 1)).toBe(id);
    const detail = (await asha.get(`/api/admin/applicants/${id}`)).body;
    expect(detail.language).toBe('bn');
    expect(detail.whatsapp.language).toBe('bn');
    expect(detail.whatsapp.text).toBe(
      'নমস্কার Mou, আমি Skyline Institute থেকে Asha Roy বলছি। Skilled Professional In Airport Management (SPAM) সম্পর্কে ' +
        'জানতে চাওয়ার জন্য ধন্যবাদ। কখন ফোনে কথা বললে আপনার সুবিধা হবে, একটু জানাবেন?',
    );
    const opened = await asha.post(`/api/admin/applicants/${id}/whatsapp`).send({});
    expect(opened.status).toBe(201);
    expect(opened.body.event.data).toMatchObject({ language: 'bn', text: detail.whatsapp.text });

    // Hindi: what a missing value reads is Hindi too, and an empty name takes its space along.
    const hindi = await enquiry({ name: ' ', phone: '94340 77777', course: null, consent_language: 'hi' });
    const hi = (await asha.get(`/api/admin/applicants/${hindi}`)).body;
    expect(hi.language).toBe('hi');
    expect(hi.whatsapp.text).toMatch(/^नमस्ते, Skyline Institute से Asha Roy की ओर से यह संदेश है। हमारे कोर्स के बारे में/);

    // No Hindi template (an admin removed it): the English one (as the test above saved it), in English throughout.
    await db.knex('whatsapp_templates').where({ language: 'hi' }).delete();
    const fallback = (await asha.get(`/api/admin/applicants/${hindi}`)).body;
    expect(fallback.language).toBe('hi');
    expect(fallback.whatsapp.language).toBe('en');
    expect(fallback.whatsapp.text).toBe('Namaskar there! Asha Roy here about our courses at our campuses.');

    // Staff entries and forms without a recorded language: English.
    const plain = await enquiry({ phone: '94340 88888' });
    expect((await asha.get(`/api/admin/applicants/${plain}`)).body.language).toBe('en');

    // The CSV says it, by the name staff read.
    const csv = await admin
      .get('/api/admin/applicants/export.csv')
      .query({ columns: JSON.stringify(['name', 'language']), filter: JSON.stringify({ q: 'Mou Saha' }) });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('"Mou Saha","Bengali (বাংলা)"');
  });

  it("shows the member's own new, due, overdue and untouched leads beside the team's, and recent enquiries of every form", async () => {
    await db.knex('applicants').update({ owner_id: null });
    // Three fresh leads of asha's, one of them due today; one of bikram's untouched for two days.
    const fresh = [await enquiry({}, 1), await enquiry({}, 2), await enquiry({}, 3)];
    await db.knex('applicants').whereIn('id', fresh).update({ owner_id: ids.asha });
    await asha.post(`/api/admin/applicants/${fresh[0]}/follow_ups`).send({ due_at: `${TODAY}T17:00:00+05:30` });
    await db.knex('applicants').where({ id: fresh[0] }).update({ last_touched_at: null });
    const old = await enquiry({}, 48);
    await db.knex('applicants').where({ id: old }).update({ owner_id: ids.bikram });
    const leads = (await asha.get('/api/admin/dashboard')).body.leads;
    expect(leads).toMatchObject({ new: 3, due_today: 1, overdue: 0, untouched: 0 });
    expect(leads.team.new).toBeGreaterThanOrEqual(4);
    expect((await bikram.get('/api/admin/dashboard')).body.leads).toMatchObject({
      new: 1,
      due_today: 0,
      untouched: 1,
    });

    await db.knex('prospectus_requests').insert({
      full_name: 'Prospectus Person',
      email: 'p@example.in',
      phone: '9000000001',
      created_at: new Date(START + 60_000),
    });
    const recent = (await asha.get('/api/admin/dashboard')).body.recent as { type: string; title: string }[];
    expect(recent[0]).toMatchObject({ type: 'prospectus', title: 'Prospectus Person' });
    expect(recent.map((entry) => entry.type)).toContain('contact');
  });
});
