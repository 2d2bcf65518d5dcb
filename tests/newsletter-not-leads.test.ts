// Issue 33: a newsletter sign-up is a subscriber, not a lead. It makes no applicant (none in a counsellor's queue,
// confirmed or not); the same e-mail's later enquiry makes the applicant as any enquiry does. Staff see each
// subscription's status (confirmed / waiting) in the list, its filter and the CSV; the dashboard counts confirmed
// subscribers. The migration removes applicants made only from a subscription that staff never worked on.
import request from 'supertest';
import * as newsletterNotLeads from '../migrations/20261201600100_newsletter_not_leads';
import { linkSubmissionToApplicant } from '../server/leads/index';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';

describe.each(backends)('newsletter subscribers are not leads on %s', (backend) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof memberAgent>>;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    admin = await memberAgent(ctx, 'head@example.com', 'admin');
    // Someone takes leads: a subscription would have been assigned to them before this change.
    await ctx.db.knex('staff').where({ id: admin.id }).update({ takes_leads: true });
  }, 180_000);
  afterAll(() => ctx?.close());

  let address = 0;
  const post = (resource: string, body: Record<string, unknown>) =>
    request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', `10.33.${Math.floor(++address / 250)}.${address % 250}`)
      .send(body);
  const applicantsWith = (email: string) => ctx.db.knex('applicants').whereRaw('lower(email) = ?', [email]);

  it('a subscription makes no applicant; the same e-mail’s enquiry later does', async () => {
    const before = await ctx.db.knex('applicants').count({ n: '*' }).first();
    expect((await post('newsletter_subscriptions', { email: 'Reader@Example.in' })).status).toBe(201);
    const subscription = await ctx.db
      .knex('newsletter_subscriptions')
      .whereRaw('lower(email) = ?', ['reader@example.in'])
      .first();
    expect(subscription).toMatchObject({ applicant_id: null, status: 'waiting' });
    expect(await applicantsWith('reader@example.in')).toHaveLength(0);
    expect(await ctx.db.knex('applicants').count({ n: '*' }).first()).toEqual(before);
    // A visitor cannot set the status themselves.
    const forged = await post('newsletter_subscriptions', { email: 'forger@example.in', status: 'confirmed' });
    expect(forged.status).toBe(400);

    const enquiry = { name: 'Riya Reader', email: 'reader@example.in', phone: '+91 98300 77777', message: 'Fees?' };
    expect((await post('contact_forms', enquiry)).status).toBe(201);
    const [applicant] = await applicantsWith('reader@example.in');
    expect(applicant).toMatchObject({ name: 'Riya Reader', source: 'contact_forms', owner_id: admin.id });
    const timeline = await ctx.db.knex('applicant_events').where({ applicant_id: applicant.id, kind: 'submission' });
    expect(timeline.map((event) => event.data.source)).toEqual(['contact_forms']);
    // The subscription stays a subscription.
    expect(
      await ctx.db
        .knex('newsletter_subscriptions')
        .whereRaw('lower(email) = ?', ['reader@example.in'])
        .first('applicant_id'),
    ).toEqual({ applicant_id: null });
  });

  it('the list shows and filters confirmed / waiting; the dashboard counts confirmed subscribers', async () => {
    await ctx.db
      .knex('newsletter_subscriptions')
      .insert([{ email: 'sure@example.in', confirmed_at: new Date() }, { email: 'pending@example.in' }]);
    const list = await admin.agent.get('/api/admin/newsletter_subscriptions').query({ range: '[0,99]' });
    expect(list.status).toBe(200);
    const status = Object.fromEntries(
      list.body.map((row: { email: string; status: string }) => [row.email, row.status]),
    );
    expect(status).toMatchObject({ 'sure@example.in': 'confirmed', 'pending@example.in': 'waiting' });
    const confirmed = await admin.agent
      .get('/api/admin/newsletter_subscriptions')
      .query({ filter: JSON.stringify({ status: 'confirmed' }), range: '[0,99]' });
    expect(confirmed.body.map((row: { email: string }) => row.email)).toEqual(['sure@example.in']);
    const stats = await admin.agent.get('/api/admin/newsletter_subscriptions/stats');
    const total = Number((await ctx.db.knex('newsletter_subscriptions').count({ n: '*' }).first())?.n);
    expect(stats.body).toMatchObject({ total, confirmed: 1, unconfirmed: total - 1 });
    const dashboard = await admin.agent.get('/api/admin/dashboard');
    expect(dashboard.body.counts.newsletter_subscriptions).toBe(1);
  });

  it('the CSV has each subscription’s status', async () => {
    const csv = await admin.agent.get('/api/admin/newsletter_subscriptions/export.csv').buffer(true);
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('"Email","Date","Status"');
    expect(lines.find((line) => line.includes('sure@example.in'))).toContain('"Confirmed"');
    expect(lines.find((line) => line.includes('pending@example.in'))).toContain('"Waiting for confirmation"');
  });

  it('the migration removes applicants made only from a subscription, keeping the subscription', async () => {
    const knex = ctx.db.knex;
    /** A subscription linked to an applicant as the old trigger did. */
    const oldSubscription = async (email: string) => {
      const [{ id }] = await knex('newsletter_subscriptions').insert({ email }).returning('id');
      const { applicantId } = await linkSubmissionToApplicant(knex, {
        source: 'newsletter_subscriptions',
        submissionId: id,
        email,
      });
      await knex('newsletter_subscriptions').where({ id }).update({ applicant_id: applicantId });
      return { subscriptionId: id as number, applicantId };
    };
    const only = await oldSubscription('only.news@example.in');
    const noted = await oldSubscription('noted@example.in');
    await knex('applicant_notes').insert({ applicant_id: noted.applicantId, author_id: admin.id, body: 'Called' });
    const enquired = await oldSubscription('enquired@example.in');
    expect(
      (
        await post('prospectus_requests', {
          full_name: 'Asha Enquirer',
          email: 'enquired@example.in',
          phone: '+91 98300 88888',
          course_interest: 'bba',
        })
      ).status,
    ).toBe(201);
    expect((await applicantsWith('enquired@example.in'))[0].id).toBe(enquired.applicantId);

    await knex.transaction((trx) => newsletterNotLeads.up(trx));
    expect(await knex('applicants').where({ id: only.applicantId })).toHaveLength(0);
    expect(await knex('applicant_keys').where({ applicant_id: only.applicantId })).toHaveLength(0);
    expect(await knex('newsletter_subscriptions').where({ id: only.subscriptionId }).first()).toMatchObject({
      email: 'only.news@example.in',
      applicant_id: null,
    });
    // Staff worked on one, the other enquired: both stay as they were.
    expect(await knex('applicants').where({ id: noted.applicantId })).toHaveLength(1);
    expect(await knex('applicants').where({ id: enquired.applicantId })).toHaveLength(1);
    // The list's totals stay exact (kept by triggers): the removed applicant left them.
    const list = await admin.agent.get('/api/admin/applicants').query({ range: '[0,0]' });
    const [{ n }] = await knex('applicants').whereNull('merged_into_id').count({ n: '*' });
    expect(list.headers['content-range']).toMatch(new RegExp(`/${Number(n)}$`));
  });
});
