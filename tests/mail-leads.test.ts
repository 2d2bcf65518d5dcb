// The e-mail outbox and the lead pipeline together (issue 19, points 1 and 3): a new enquiry's alert goes to its
// applicant's owner, or to the enquiry inbox when there is none, and opens the applicant; an applicant given to a
// member by someone else tells them, in the assignment's transaction (one e-mail for a bulk change); the morning
// digest lists each owner's open follow-ups due that day or overdue.
import request from 'supertest';
import { REGISTRATION_COURSES } from '../common/enums';
import { collectFollowUpDigests } from '../server/leads/digest';
import { queueDailyDigests } from '../server/mail/daily-digest';
import { renderMail } from '../server/mail/templates/index';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, signedInAgent } from './helpers/staff';

const INBOX = 'enquiries@skyline.test';
let serial = 0;
const contact = () => {
  serial += 1;
  return {
    name: `Visitor ${serial}`,
    email: `visitor.${serial}@example.in`,
    phone: `98${String(serial).padStart(8, '0')}`,
    message: 'About the cabin crew course',
  };
};

describe.each(backends)('alerts and digests from the lead pipeline on %s', (backend) => {
  let ctx: TestContext;
  let counsellor: number;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { ENQUIRY_INBOX: INBOX, PUBLIC_URL: 'https://site.test' });
    ({ id: counsellor } = await addStaff(ctx, 'asha@skyline.test', 'Skyline-Counsel-2026!'));
    await ctx.db.knex('staff').where({ id: counsellor }).update({ name: 'Asha Roy', role: 'counsellor' });
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const alertsTo = async () =>
    (await ctx.db.knex('mail_outbox').where({ template: 'enquiry_alert' }).orderBy('id')).map((row) => row.recipients);

  it('with nobody taking leads, the alert goes to the enquiry inbox', async () => {
    await ctx.db.knex('mail_outbox').delete();
    await ctx.db.knex('staff').update({ takes_leads: false });
    expect((await request(ctx.app).post('/api/public/contact_forms').send(contact())).status).toBe(201);
    expect(await alertsTo()).toEqual([[INBOX]]);
  });

  it("the alert goes to the new applicant's owner, on both ways a form is written", async () => {
    await ctx.db.knex('mail_outbox').delete();
    await ctx.db.knex('staff').update({ takes_leads: false });
    await ctx.db.knex('staff').where({ id: counsellor }).update({ takes_leads: true, away: false });
    expect((await request(ctx.app).post('/api/public/contact_forms').send(contact())).status).toBe(201);
    const keyed = await request(ctx.app)
      .post('/api/public/registration_forms')
      .set('Idempotency-Key', `owner-alert-${backend}-0001`)
      .send({
        full_name: 'Keyed Visitor',
        email: 'keyed@example.in',
        phone: '9830099999',
        course: REGISTRATION_COURSES[0],
      });
    expect(keyed.status).toBe(201);
    expect(await alertsTo()).toEqual([['asha@skyline.test'], ['asha@skyline.test']]);
  });

  it("the alert names the applicant the enquiry joined and links to the applicant's page", async () => {
    await ctx.db.knex('mail_outbox').delete();
    const visitor = contact();
    expect((await request(ctx.app).post('/api/public/contact_forms').send(visitor)).status).toBe(201);
    const { applicant_id } = await ctx.db.knex('contact_forms').where({ email: visitor.email }).first('applicant_id');
    const [alert] = await ctx.db.knex('mail_outbox').where({ template: 'enquiry_alert' });
    expect(alert.params.applicant_id).toBe(applicant_id);
    const mail = renderMail('enquiry_alert', alert.params, { publicUrl: 'https://site.test' });
    expect(mail.text).toContain(`Open the applicant: https://site.test/admin/applicants/${applicant_id}/show`);
    expect(mail.html).toContain(`href="https://site.test/admin/applicants/${applicant_id}/show"`);
    expect(mail.text).not.toContain(visitor.email);
    expect(mail.text).not.toContain(visitor.phone);
  });

  it('an alert names the applicant a merged one went into, and its owner, with or without the writer naming it', async () => {
    await ctx.db.knex('mail_outbox').delete();
    const first = contact();
    const second = contact();
    for (const visitor of [first, second])
      expect((await request(ctx.app).post('/api/public/contact_forms').send(visitor)).status).toBe(201);
    const rows = await ctx.db
      .knex('contact_forms')
      .whereIn('email', [first.email, second.email])
      .orderBy('id')
      .select('id', 'applicant_id');
    const [kept, merged] = rows.map((row) => row.applicant_id as number);
    const { id: other } = await addStaff(ctx, 'binod@skyline.test', 'Skyline-Counsel-2026!');
    await ctx.db.knex('applicants').where({ id: kept }).update({ owner_id: other });
    await ctx.db.knex('applicants').where({ id: merged }).update({ merged_into_id: kept });
    await ctx.db.knex('mail_outbox').delete();
    // The form's writer names the applicant the row joined; another writer names only the row.
    await ctx.db.knex('mail_outbox').insert([
      {
        template: 'enquiry_alert',
        recipients: [INBOX],
        params: { form: 'contact_forms', id: rows[1].id, name: second.name, applicant_id: merged },
      },
      {
        template: 'enquiry_alert',
        recipients: [INBOX],
        params: { form: 'contact_forms', id: rows[1].id, name: second.name },
      },
    ]);
    const alerts = await ctx.db.knex('mail_outbox').where({ template: 'enquiry_alert' }).orderBy('id');
    for (const alert of alerts) {
      expect(alert.recipients).toEqual(['binod@skyline.test']);
      expect(alert.params.applicant_id).toBe(kept);
    }
  });

  it('an owner who has left (inactive) is passed over for the inbox', async () => {
    await ctx.db.knex('mail_outbox').delete();
    const first = contact();
    expect((await request(ctx.app).post('/api/public/contact_forms').send(first)).status).toBe(201);
    await ctx.db.knex('staff').where({ id: counsellor }).update({ active: false, takes_leads: false });
    // The same person again: their applicant's owner is no longer active.
    expect((await request(ctx.app).post('/api/public/contact_forms').send(first)).status).toBe(201);
    expect(await alertsTo()).toEqual([['asha@skyline.test'], [INBOX]]);
    await ctx.db.knex('staff').where({ id: counsellor }).update({ active: true });
  });

  it("the 08:00 digest lists each owner's open follow-ups due that day or overdue, once", async () => {
    await ctx.db.knex('mail_outbox').delete();
    await ctx.db.knex('scheduled_runs').delete();
    const [applicant] = await ctx.db.knex('applicants').where({ owner_id: counsellor }).orderBy('id').limit(1);
    await ctx.db.knex('applicant_follow_ups').delete();
    await ctx.db.knex('applicant_follow_ups').insert([
      // Kolkata 25 Nov 10:00, overdue on the 26th.
      { applicant_id: applicant.id, due_at: '2026-11-25T04:30:00Z', note: 'Send fee details' },
      // Kolkata 26 Nov 23:00 (UTC still the 26th 17:30): due that day.
      { applicant_id: applicant.id, due_at: '2026-11-26T17:30:00Z', note: '' },
      // Kolkata 27 Nov 01:00 (UTC the 26th 19:30): not yet.
      { applicant_id: applicant.id, due_at: '2026-11-26T19:30:00Z', note: 'Tomorrow' },
      // Done already.
      { applicant_id: applicant.id, due_at: '2026-11-24T04:30:00Z', note: 'Done', done_at: '2026-11-24T05:00:00Z' },
    ]);
    const morning = new Date('2026-11-26T02:35:00Z'); // 08:05 in Kolkata
    expect(await queueDailyDigests(ctx.db.knex, collectFollowUpDigests, morning)).toBe(1);
    // Another replica's tick the same morning queues nothing.
    expect(await queueDailyDigests(ctx.db.knex, collectFollowUpDigests, morning)).toBeUndefined();
    const digests = await ctx.db.knex('mail_outbox').where({ template: 'followup_digest' });
    expect(digests).toHaveLength(1);
    expect(digests[0].recipients).toEqual(['asha@skyline.test']);
    expect(digests[0].params.followups).toEqual([
      {
        applicant_name: applicant.name,
        due_on: '2026-11-25',
        due_time: '10:00',
        overdue: true,
        path: `/applicants/${applicant.id}/show`,
        note: 'Send fee details',
      },
      {
        applicant_name: applicant.name,
        due_on: '2026-11-26',
        due_time: '23:00',
        overdue: false,
        path: `/applicants/${applicant.id}/show`,
        note: null,
      },
    ]);
  });

  it('an applicant given to a member by someone else e-mails them once; bulk changes send one e-mail', async () => {
    const { id: adminId } = await addStaff(ctx, 'admin@skyline.test', 'Skyline-Admin-2026!');
    await ctx.db.knex('staff').where({ id: adminId }).update({ name: 'Dipa Admin', role: 'admin', takes_leads: false });
    const admin = await signedInAgent(ctx.app, 'admin@skyline.test', 'Skyline-Admin-2026!');
    await ctx.db.knex('staff').update({ takes_leads: false });
    const visitors = [contact(), contact(), contact()];
    for (const visitor of visitors)
      expect((await request(ctx.app).post('/api/public/contact_forms').send(visitor)).status).toBe(201);
    const applicants = await ctx.db
      .knex('applicants')
      .whereIn(
        'email',
        visitors.map((visitor) => visitor.email),
      )
      .orderBy('id');
    await ctx.db.knex('mail_outbox').delete();
    const assigned = () => ctx.db.knex('mail_outbox').where({ template: 'applicant_assigned' }).orderBy('id');

    // One applicant, by an admin: the counsellor is told, with a link to that applicant.
    const [first] = applicants;
    const put = await admin
      .put(`/api/admin/applicants/${first.id}`)
      .send({ version: first.version, owner_id: counsellor });
    expect(put.status).toBe(200);
    let mails = await assigned();
    expect(mails).toHaveLength(1);
    expect(mails[0].recipients).toEqual(['asha@skyline.test']);
    expect(mails[0].params).toEqual({
      assigned_by: 'Dipa Admin',
      count: 1,
      applicant_id: first.id,
      applicant_name: first.name,
    });
    const mail = renderMail('applicant_assigned', mails[0].params, { publicUrl: 'https://site.test' });
    expect(mail.subject).toBe(`${first.name} is now yours`);
    expect(mail.text).toContain(`https://site.test/admin/applicants/${first.id}/show`);

    // A stale save is refused (409) and its transaction, e-mail included, rolled back.
    const stale = await admin
      .put(`/api/admin/applicants/${first.id}`)
      .send({ version: first.version, owner_id: adminId });
    expect(stale.status).toBe(409);
    expect(await assigned()).toHaveLength(1);

    // Taking an applicant oneself sends nothing.
    const [, second] = applicants;
    expect(
      (await admin.put(`/api/admin/applicants/${second.id}`).send({ version: second.version, owner_id: adminId }))
        .status,
    ).toBe(200);
    expect(await assigned()).toHaveLength(1);

    // Bulk: every matching applicant to the counsellor, one e-mail counting those that changed hands.
    const bulk = await admin
      .post('/api/admin/applicants/bulk')
      .send({ filter: { id: applicants.map((row) => row.id) }, owner_id: counsellor });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ updated: 3, skipped: 0 });
    mails = await assigned();
    expect(mails).toHaveLength(2);
    expect(mails[1].recipients).toEqual(['asha@skyline.test']);
    expect(mails[1].params).toEqual({ assigned_by: 'Dipa Admin', count: 2 });
    const summary = renderMail('applicant_assigned', mails[1].params, { publicUrl: 'https://site.test' });
    expect(summary.subject).toBe('2 applicants are now yours');
    expect(summary.text).toContain('Dipa Admin has made you the owner of 2 applicants.');
    expect(summary.text).toContain(
      `https://site.test/admin/applicants?filter=${encodeURIComponent(JSON.stringify({ view: 'mine' }))}`,
    );
  });
});
