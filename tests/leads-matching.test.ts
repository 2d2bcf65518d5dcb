// Every submission joins one applicant per person (e-mail case-folded, phone in any format), in the statement that
// writes it; new applicants go round-robin to staff who take leads and are not away; attribution is kept per post.
import request from 'supertest';
import * as linkExisting from '../migrations/20261126100500_link_existing_submissions';
import { linkSubmissionToApplicant, ownerOfSubmission } from '../server/leads/index';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Riya Sharma',
  email: 'riya.sharma@example.in',
  phone: '+91 98300 11111',
  course: 'spam',
  message: 'Fees, please',
  ...overrides,
});

const prospectus = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Riya Sharma',
  email: 'riya.sharma@example.in',
  phone: '9830011111',
  course_interest: 'bba',
  ...overrides,
});

describe.each(backends)('applicant matching on %s', (backend) => {
  let ctx: TestContext;
  let counsellors: number[];
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    counsellors = [];
    for (const name of ['asha', 'bikram', 'chitra', 'away']) {
      const { id } = await addStaff(ctx, `${name}@skyline.in`, 'counsellor-password-1');
      await ctx.db
        .knex('staff')
        .where({ id })
        .update({ name, role: 'counsellor', takes_leads: true, away: name === 'away' });
      if (name !== 'away') counsellors.push(id);
    }
    // A member who does not take leads never gets one.
    await addStaff(ctx, 'desk@skyline.in', 'counsellor-password-1');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  let address = 0;
  /** Each post from its own address, so the forms' rate limit never decides a test. */
  const post = (resource: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', `10.9.${Math.floor(++address / 250)}.${address % 250}`)
      .set(headers)
      .send(body);

  const applicantOf = async (table: string, email: string) => {
    const row = await ctx.db.knex(table).where({ email }).orderBy('id', 'desc').first();
    return ctx.db.knex('applicants').where({ id: row.applicant_id }).first();
  };

  it('makes one applicant for one person across forms, phone formats and e-mail letter case', async () => {
    expect((await post('contact_forms', contact())).status).toBe(201);
    const first = await applicantOf('contact_forms', 'riya.sharma@example.in');
    expect(first).toMatchObject({
      name: 'Riya Sharma',
      phone_e164: '+919830011111',
      stage: 'new',
      source: 'contact_forms',
    });

    // Same phone, written another way, different e-mail: the same applicant.
    expect((await post('prospectus_requests', prospectus({ email: 'riya.other@example.in' }))).status).toBe(201);
    expect((await applicantOf('prospectus_requests', 'riya.other@example.in')).id).toBe(first.id);
    // Same e-mail in other letters, another phone: the same applicant too.
    const shouted = contact({ email: 'Riya.Sharma@EXAMPLE.in', phone: '098300 22222' });
    expect((await post('contact_forms', shouted)).status).toBe(201);
    const joined = await ctx.db.knex('contact_forms').where({ phone: '098300 22222' }).first();
    expect(joined.applicant_id).toBe(first.id);
    expect(joined.phone_e164).toBe('+919830022222');
    // …and the second phone now finds them as well.
    expect(
      (await post('prospectus_requests', prospectus({ email: 'third@example.in', phone: '+919830022222' }))).status,
    ).toBe(201);
    expect((await applicantOf('prospectus_requests', 'third@example.in')).id).toBe(first.id);

    const events = await ctx.db.knex('applicant_events').where({ applicant_id: first.id, kind: 'submission' });
    expect(events).toHaveLength(4);
    const [{ n }] = await ctx.db.knex('applicants').where({ name: 'Riya Sharma' }).count({ n: '*' });
    expect(Number(n)).toBe(1);
  });

  it('links a retried post with an Idempotency-Key once; a newsletter subscription is no enquiry', async () => {
    const body = prospectus({ full_name: 'Kabir Das', email: 'kabir@example.in', phone: '98300 33333' });
    const headers = { 'Idempotency-Key': 'kabir-try-1' };
    expect((await post('prospectus_requests', body, headers)).status).toBe(201);
    expect((await post('prospectus_requests', body, headers)).status).toBe(201);
    const kabir = await applicantOf('prospectus_requests', 'kabir@example.in');
    expect(await ctx.db.knex('applicant_events').where({ applicant_id: kabir.id, kind: 'submission' })).toHaveLength(1);

    expect((await post('newsletter_subscriptions', { email: 'KABIR@example.in' })).status).toBe(201);
    expect((await post('newsletter_subscriptions', { email: 'kabir@example.in' })).status).toBe(201);
    const subscription = await ctx.db
      .knex('newsletter_subscriptions')
      .whereRaw('lower(email) = ?', ['kabir@example.in'])
      .first();
    // Issue 33: subscribers are not leads; the applicant's timeline is the enquiry alone.
    expect(subscription.applicant_id).toBeNull();
    expect(await ctx.db.knex('applicant_events').where({ applicant_id: kabir.id, kind: 'submission' })).toHaveLength(1);
  });

  it('assigns new applicants round-robin among staff who take leads and are not away', async () => {
    const owners: number[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `round.${i}@example.in`;
      expect(
        (await post('contact_forms', contact({ name: `Round ${i}`, email, phone: `98301 0000${i}` }))).status,
      ).toBe(201);
      owners.push((await applicantOf('contact_forms', email)).owner_id);
    }
    // Consecutive turns walk the three in order, whichever of them the sequence started at.
    expect(new Set(owners.slice(0, 3))).toEqual(new Set(counsellors));
    expect(owners.slice(3)).toEqual(owners.slice(0, 3));
    const assigned = await ctx.db.knex('applicant_events').where({ kind: 'assigned' }).count({ n: '*' });
    expect(Number(assigned[0].n)).toBeGreaterThanOrEqual(6);
  });

  it('gives each of many concurrent new enquiries one applicant and spreads them evenly', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `together.${i}@example.in`);
    const answers = await Promise.all(
      emails.map((email, i) =>
        post(
          'contact_forms',
          contact({ name: `Together ${i}`, email, phone: `97330 100${String(i).padStart(2, '0')}` }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    const owners = await ctx.db.knex('applicants').whereIn('email', emails).select('owner_id');
    expect(owners).toHaveLength(30);
    const perOwner = new Map<number, number>();
    for (const { owner_id } of owners) perOwner.set(owner_id, (perOwner.get(owner_id) ?? 0) + 1);
    expect([...perOwner.keys()].sort()).toEqual([...counsellors].sort());
    expect([...perOwner.values()]).toEqual([10, 10, 10]);

    // One person posting twice at once is still one applicant.
    const same = await Promise.all(
      [0, 1, 2, 3].map(() =>
        post('contact_forms', contact({ name: 'Twice', email: 'twice@example.in', phone: '97330 99999' })),
      ),
    );
    expect(same.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const [{ n }] = await ctx.db.knex('applicants').where({ email: 'twice@example.in' }).count({ n: '*' });
    expect(Number(n)).toBe(1);
  });

  it('leaves a new applicant without an owner when nobody takes leads', async () => {
    await ctx.db.knex('staff').update({ away: true });
    try {
      expect(
        (await post('contact_forms', contact({ name: 'Nobody', email: 'nobody@example.in', phone: '97330 55555' })))
          .status,
      ).toBe(201);
      expect((await applicantOf('contact_forms', 'nobody@example.in')).owner_id).toBeNull();
    } finally {
      await ctx.db.knex('staff').whereIn('id', counsellors).update({ away: false });
    }
  });

  it('stores each post’s attribution and never overwrites an earlier one', async () => {
    const first = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'cabin-crew',
      landing_page: '/courses',
      referrer: 'https://www.google.com/',
    };
    expect(
      (
        await post(
          'contact_forms',
          contact({ name: 'Meera', email: 'meera@example.in', phone: '97330 66666', attribution: first }),
        )
      ).status,
    ).toBe(201);
    const second = { utm_source: 'facebook', landing_page: '/admissions' };
    expect(
      (
        await post(
          'prospectus_requests',
          prospectus({ full_name: 'Meera', email: 'meera@example.in', phone: '97330 66666', attribution: second }),
        )
      ).status,
    ).toBe(201);
    const contactRow = await ctx.db.knex('contact_forms').where({ email: 'meera@example.in' }).first();
    const prospectusRow = await ctx.db.knex('prospectus_requests').where({ email: 'meera@example.in' }).first();
    expect(contactRow.attribution).toEqual(first);
    expect(prospectusRow.attribution).toEqual(second);
    // The applicant keeps the first visit's attribution.
    expect((await applicantOf('contact_forms', 'meera@example.in')).attribution).toEqual(first);

    const unknown = await post('contact_forms', contact({ email: 'x@example.in', attribution: { gclid: 'abc' } }));
    expect(unknown.status).toBe(400);
    // An unknown key inside the attribution is the attribution's error, not a field of the form's own.
    expect(Object.keys(unknown.body.fields)).toEqual(['attribution']);
    const notObject = await post('contact_forms', contact({ email: 'x@example.in', attribution: 'google' }));
    expect(notObject.status).toBe(400);
    expect(Object.keys(notObject.body.fields)).toEqual(['attribution']);
  });

  it('links a submission of another table through the exported function, and tells its owner', async () => {
    // A table of a feature to come (the open days' registrations were one), linked as it would be.
    await ctx.db.knex.schema.createTable('campus_visits', (table) => {
      table.increments('id');
      table.text('full_name');
      table.text('email');
      table.text('phone');
      table.integer('applicant_id');
    });
    const result = await ctx.db.knex.transaction(async (trx) => {
      const [{ id }] = await trx('campus_visits')
        .insert({ full_name: 'Riya Sharma', email: 'riya.sharma@example.in', phone: '+91-98300-11111' })
        .returning('id');
      const linked = await linkSubmissionToApplicant(trx, {
        source: 'event_registrations',
        submissionId: id,
        name: 'Riya Sharma',
        email: 'riya.sharma@example.in',
        phone: '+91-98300-11111',
      });
      await trx('campus_visits').where({ id }).update({ applicant_id: linked.applicantId });
      return { id, linked };
    });
    const riya = await applicantOf('contact_forms', 'riya.sharma@example.in');
    expect(result.linked).toEqual({
      applicantId: riya.id,
      created: false,
      owner: expect.objectContaining({ id: riya.owner_id }),
    });
    expect(await ownerOfSubmission(ctx.db.knex, 'campus_visits', result.id)).toEqual({
      applicantId: riya.id,
      owner: result.linked.owner,
    });

    const fresh = await linkSubmissionToApplicant(ctx.db.knex, {
      source: 'event_registrations',
      submissionId: 999,
      name: 'New Person',
      email: 'new.person@example.in',
      phone: null,
    });
    expect(fresh.created).toBe(true);
    expect(counsellors).toContain(fresh.owner?.id);
  });

  it('finds the applicant of a form row by index, not by reading every key', async () => {
    // The trigger once ran the lookups in the collation of TG_TABLE_NAME ("C"), which the key's index cannot serve:
    // a scan of every key per post. Plans made afresh with scans ruled out unless nothing else can answer.
    // PostgreSQL 15's pg_stat_xact_* also count what earlier transactions of the same connection did in the last
    // second (their counts are flushed at most once a second): the figures are read before and after, and compared.
    const scans = await ctx.db.knex.transaction(async (trx) => {
      const read = async () => {
        const { rows } = await trx.raw(
          "SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables WHERE relid = 'applicant_keys'::regclass",
        );
        return { seq_scan: Number(rows[0].seq_scan), idx_scan: Number(rows[0].idx_scan) };
      };
      await trx.raw('SET LOCAL enable_seqscan = off');
      await trx.raw('DISCARD PLANS');
      const before = await read();
      await trx('contact_forms').insert(contact({ email: 'index.probe@example.in', phone: '+91 98300 77777' }));
      await trx('contact_forms').insert(contact({ email: 'Index.Probe@example.in', phone: '+91 98300 77778' }));
      const after = await read();
      return { seq_scan: after.seq_scan - before.seq_scan, idx_scan: after.idx_scan - before.idx_scan };
    });
    expect(scans.seq_scan).toBe(0);
    // A new person: e-mail then phone; a returning one: found by e-mail.
    expect(scans.idx_scan).toBeGreaterThanOrEqual(3);
    const rows = await ctx.db.knex('contact_forms').where('email', 'ilike', 'index.probe@example.in');
    expect(rows).toHaveLength(2);
    expect(rows[0].applicant_id).toBe(rows[1].applicant_id);
  });

  it('links rows written before the pipeline existed, oldest first, one applicant per person', async () => {
    const knex = ctx.db.knex;
    await knex.raw('ALTER TABLE registration_forms DISABLE TRIGGER registration_forms_link_applicant');
    await knex.raw('ALTER TABLE admission_applications DISABLE TRIGGER admission_applications_link_applicant');
    try {
      await knex('registration_forms').insert([
        {
          full_name: 'Old Timer',
          email: 'old@example.in',
          phone: '(0353) 253-1234',
          course: 'BBA Tourism, Aviation and Hospitality',
          created_at: '2025-01-02T10:00:00Z',
        },
        {
          full_name: 'Old Timer',
          email: 'OLD@example.in',
          phone: '0353 2531234',
          course: 'BBA Tourism, Aviation and Hospitality',
          created_at: '2025-01-03T10:00:00Z',
        },
      ]);
      await knex('admission_applications').insert({
        full_name: 'Old Timer',
        date_of_birth: '2005-04-01',
        email: 'other@example.in',
        phone: '+91 353 253 1234',
        tenth_percentage: 80,
        twelfth_percentage: 75,
        stream: 'arts',
        board: 'WBBSE',
        course_type: 'degree',
        preferred_course: 'bba',
        preferred_campus: 'kolkata',
        created_at: '2025-01-01T09:00:00Z',
      });
    } finally {
      await knex.raw('ALTER TABLE registration_forms ENABLE TRIGGER registration_forms_link_applicant');
      await knex.raw('ALTER TABLE admission_applications ENABLE TRIGGER admission_applications_link_applicant');
    }
    await linkExisting.up(knex);
    await linkExisting.up(knex); // safe to run twice
    const rows = await knex('registration_forms').where('full_name', 'Old Timer');
    const admission = await knex('admission_applications').where('full_name', 'Old Timer').first();
    expect(rows.map((row) => row.phone_e164)).toEqual(['+913532531234', '+913532531234']);
    expect(new Set([...rows.map((row) => row.applicant_id), admission.applicant_id]).size).toBe(1);
    const applicant = await knex('applicants').where({ id: admission.applicant_id }).first();
    // The admission came first, so it is the applicant's source.
    expect(applicant).toMatchObject({ source: 'admission_applications', campus: 'kolkata' });
    expect(await knex('applicant_events').where({ applicant_id: applicant.id, kind: 'submission' })).toHaveLength(3);
  });
});
