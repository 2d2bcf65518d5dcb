// DPDP point 4 (issue 20): an admission application whose date of birth shows under 18 names a parent or guardian
// (400 naming each missing field), is held out of every staff list, export, applicant and alert until the guardian
// confirms through the e-mailed link (token kept hashed, expiring), and is then written like any other application.
// An adult's post is the spec's and is answered and stored as before.
import pino from 'pino';
import request from 'supertest';
import { indiaToday, isMinor } from '../common/privacy';
import { createMailSender } from '../server/mail/sender';
import { renderMail } from '../server/mail/templates/index';
import { eraseRequested } from '../server/privacy/erasure';
import { GUARDIAN_MAILS_PER_DAY, hashToken, TOO_MANY_GUARDIAN_MAILS } from '../server/submissions/guardian';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';

const SETUP_TIMEOUT_MS = 180_000;

/** A date of birth `years` years (and `days` days) before today in India. */
function bornYearsAgo(years: number, days = 0): string {
  const today = new Date(`${indiaToday()}T00:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() - years);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

let phones = 0;
/** A valid application; each with its own phone, so applicants are matched by e-mail only. */
const application = (email: string, dateOfBirth: string, extra: Record<string, unknown> = {}) => ({
  full_name: `Applicant ${email.split('@')[0]}`,
  date_of_birth: dateOfBirth,
  email,
  phone: `+91 98300 ${String(10000 + (phones++ % 80000))}`,
  tenth_percentage: 81,
  twelfth_percentage: 74.5,
  stream: 'science',
  board: 'CBSE',
  course_type: 'degree',
  preferred_course: 'bba',
  preferred_campus: 'kolkata',
  ...extra,
});

const guardian = (email: string) => ({
  guardian_name: 'Mita Roy',
  guardian_relation: 'mother',
  guardian_phone: '+91 98300 55555',
  guardian_email: email,
});

describe('who counts as under 18', () => {
  it('is under 18 until the 18th birthday, in India', () => {
    expect(isMinor('2008-11-26', '2026-11-25')).toBe(true);
    expect(isMinor('2008-11-25', '2026-11-25')).toBe(false);
    expect(isMinor('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinor('2008-02-29', '2026-03-01')).toBe(false);
    expect(isMinor('', '2026-11-25')).toBe(false);
    expect(isMinor(undefined, '2026-11-25')).toBe(false);
  });
});

describe.each(backends)('applications of applicants under 18 (%s)', (backend) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof memberAgent>>['agent'];
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1', PUBLIC_URL: 'https://site.test' });
    admin = (await memberAgent(ctx, 'guardian-admin@example.com', 'admin')).agent;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => ctx?.close());

  const post = (body: object, key?: string) => {
    address += 1;
    const call = request(ctx.app)
      .post('/api/public/admission_applications')
      .set('X-Forwarded-For', `10.45.0.${address}`);
    return key ? call.set('Idempotency-Key', key).send(body) : call.send(body);
  };
  const held = () => ctx.db.knex('guardian_holds');
  const applications = (email: string) => ctx.db.knex('admission_applications').whereRaw('lower(email) = ?', [email]);
  const mailsAbout = (name: string) =>
    ctx.db.knex('mail_outbox').whereRaw(`params->>'name' = ?`, [name]).pluck('template');
  const guardianMail = async (guardianEmail: string) =>
    ctx.db
      .knex('mail_outbox')
      .where({ template: 'guardian_consent' })
      .whereRaw('? = ANY(recipients)', [guardianEmail])
      .first();
  const tokenIn = (mail: { template: string; params: unknown }) => {
    const text = renderMail(mail.template, mail.params, { publicUrl: 'https://site.test' }).text;
    const link = /https:\/\/site\.test\/guardian\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!link) throw new Error(`no confirmation link in: ${text}`);
    return link[1];
  };
  const dashboardCount = async () => (await admin.get('/api/admin/dashboard')).body.leads.awaiting_guardian;

  it("answers an adult's post as before and keeps no guardian details of them", async () => {
    const response = await post(application('adult@example.in', bornYearsAgo(18)));
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['id']);
    const withGuardian = await post(
      application('adult2@example.in', bornYearsAgo(25), guardian('someone@example.in')),
      'adult-with-guardian',
    );
    expect(withGuardian.status).toBe(201);
    const rows = await ctx.db
      .knex('admission_applications')
      .whereIn('email', ['adult@example.in', 'adult2@example.in']);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.guardian_name).toBeNull();
      expect(row.guardian_email).toBeNull();
      expect(row.guardian_confirmed_at).toBeNull();
      expect(row.applicant_id).not.toBeNull();
    }
    expect(Number((await held().count('* as n').first())?.n)).toBe(0);
  });

  it('refuses an application under 18 without the guardian, naming each missing field', async () => {
    const response = await post(application('kid0@example.in', bornYearsAgo(18, 1)));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([
      'guardian_email',
      'guardian_name',
      'guardian_phone',
      'guardian_relation',
    ]);
    expect(response.body.fields.guardian_email).toMatch(/parent's or guardian's e-mail/);
    // Named together with the other fields still wrong, so the visitor hears of everything at once.
    const alsoBoard = await post(application('kid0@example.in', bornYearsAgo(17), { board: '' }));
    expect(Object.keys(alsoBoard.body.fields).sort()).toEqual([
      'board',
      'guardian_email',
      'guardian_name',
      'guardian_phone',
      'guardian_relation',
    ]);

    const own = await post(application('kid0@example.in', bornYearsAgo(16), guardian('Kid0@Example.in')));
    expect(own.status).toBe(400);
    expect(own.body.fields).toEqual({ guardian_email: "Enter your parent's or guardian's own e-mail, not yours" });

    const bad = await post(
      application('kid0@example.in', bornYearsAgo(16), {
        ...guardian('mum@example.in'),
        guardian_relation: 'neighbour',
        guardian_phone: 'call me',
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['guardian_phone', 'guardian_relation']);
    expect(Number((await held().count('* as n').first())?.n)).toBe(0);
    expect(await applications('kid0@example.in')).toHaveLength(0);
  });

  it("holds a 16-year-old's application out of every staff view until the guardian confirms, then lets it in", async () => {
    const body = application('kid1@example.in', bornYearsAgo(16), {
      ...guardian('mother.one@example.in'),
      consent: { notice_version: '2026-11-27', marketing: true },
    });
    // The spec's 201, on a first try and on a retry with its key (once).
    expect((await post(body)).status).toBe(201);
    const keyed = { ...body, email: 'kid2@example.in', guardian_email: 'mother.two@example.in' };
    expect((await post(keyed, 'kid2-key')).status).toBe(201);
    const again = await post(keyed, 'kid2-key');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const holds = await held().orderBy('id');
    expect(holds).toHaveLength(2);
    // The token is kept only hashed; news is never sent to an applicant under 18, even when the box was ticked.
    const mail = await guardianMail('mother.one@example.in');
    const token = tokenIn(mail);
    expect(holds[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(holds)).not.toContain(token);
    expect(holds[0].submission.marketing_consent).toBe(false);
    expect(new Date(holds[0].expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(mail.params.applicant_email).toBe('kid1@example.in');

    // Staff see a count only: not in the list, the export or the applicants, no alert or acknowledgement queued.
    expect(await dashboardCount()).toBe(2);
    expect(await applications('kid1@example.in')).toHaveLength(0);
    const list = await admin.get('/api/admin/admission_applications');
    expect(JSON.stringify(list.body)).not.toContain('kid1@example.in');
    const csv = await admin.get('/api/admin/admission_applications/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('kid1@example.in');
    expect(await ctx.db.knex('applicants').where({ email: 'kid1@example.in' })).toHaveLength(0);
    expect(await mailsAbout('Applicant kid1')).toEqual([]);

    // Opening the link changes nothing (mail scanners open links); it shows what is confirmed.
    const page = await request(ctx.app).get(`/guardian/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Applicant kid1');
    expect(page.text).toContain('I confirm, as their parent or guardian');
    expect(await dashboardCount()).toBe(2);

    const confirmed = await request(ctx.app).post('/guardian/confirm').type('form').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Application confirmed');
    const [row] = await applications('kid1@example.in');
    expect(row).toMatchObject({
      guardian_name: 'Mita Roy',
      guardian_relation: 'mother',
      guardian_email: 'mother.one@example.in',
      marketing_consent: false,
    });
    expect(row.guardian_confirmed_at).not.toBeNull();
    expect(row.applicant_id).not.toBeNull();
    expect(await ctx.db.knex('applicants').where({ id: row.applicant_id }).first('email')).toEqual({
      email: 'kid1@example.in',
    });
    expect((await mailsAbout('Applicant kid1')).sort()).toEqual(['acknowledgement', 'enquiry_alert']);
    expect(JSON.stringify((await admin.get('/api/admin/admission_applications')).body)).toContain('kid1@example.in');
    expect(await dashboardCount()).toBe(1);

    // The link works once.
    const twice = await request(ctx.app).post('/guardian/confirm').type('form').send({ token });
    expect(twice.status).toBe(404);
    expect(twice.text).toContain('Link no longer valid');
    expect(await applications('kid1@example.in')).toHaveLength(1);
  });

  it('refuses an unknown or expired link, and a GET never confirms', async () => {
    expect((await request(ctx.app).get('/guardian/confirm?token=nope')).status).toBe(404);
    const unknown = await request(ctx.app)
      .post('/guardian/confirm')
      .type('form')
      .send({ token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('not valid any more');

    expect((await post(application('kid3@example.in', bornYearsAgo(15), guardian('dad3@example.in')))).status).toBe(
      201,
    );
    const token = tokenIn(await guardianMail('dad3@example.in'));
    await held()
      .whereRaw(`submission->>'email' = ?`, ['kid3@example.in'])
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await request(ctx.app).get(`/guardian/confirm?token=${token}`)).status).toBe(404);
    expect((await request(ctx.app).post('/guardian/confirm').type('form').send({ token })).status).toBe(404);
    expect(await applications('kid3@example.in')).toHaveLength(0);
  });

  it('removes the link from the outbox once the e-mail is sent', async () => {
    expect((await post(application('kid4@example.in', bornYearsAgo(17), guardian('gran4@example.in')))).status).toBe(
      201,
    );
    const sent: string[] = [];
    const sender = createMailSender({
      db: ctx.db,
      transport: { sendMail: async (message) => void sent.push(message.text), close: () => undefined },
      from: 'office@skyline.test',
      site: { publicUrl: 'https://site.test' },
      logger: pino({ level: 'silent' }),
    });
    while ((await sender.deliverDue()) > 0);
    expect(sent.some((text) => text.includes('/guardian/confirm?token='))).toBe(true);
    const mail = await guardianMail('gran4@example.in');
    expect(mail.status).toBe('sent');
    expect(mail.params.token).toBeNull();
  });

  it('erases a held application with the person', async () => {
    expect((await post(application('kid5@example.in', bornYearsAgo(16), guardian('mum5@example.in')))).status).toBe(
      201,
    );
    expect(await held().whereRaw(`email = ?`, ['kid5@example.in'])).toHaveLength(1);
    await ctx.db.knex.transaction((trx) => eraseRequested(trx, { email: 'kid5@example.in' }, [], { requestId: null }));
    expect(await held().whereRaw(`email = ?`, ['kid5@example.in'])).toHaveLength(0);
    expect(await guardianMail('mum5@example.in')).toBeUndefined();
  });
  it('sends one guardian address at most GUARDIAN_MAILS_PER_DAY consent e-mails a day; over it nothing is held', async () => {
    // Issue 36, item 6: eight applications naming one guardian sent eight e-mails.
    const mails = () =>
      ctx.db
        .knex('mail_outbox')
        .where({ template: 'guardian_consent' })
        .whereRaw('? = ANY(recipients)', ['busy.mum@example.in']);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // With and without an idempotency key (two code paths), and the address in other letter cases.
      const body = application(
        `sib${i}@example.in`,
        bornYearsAgo(16),
        guardian(i % 2 ? 'Busy.Mum@Example.in' : 'busy.mum@example.in'),
      );
      const res = await post(body, i % 3 === 0 ? `sibling-${i}` : undefined);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.fields).toEqual({ guardian_email: TOO_MANY_GUARDIAN_MAILS });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(
      await ctx.db
        .knex('mail_outbox')
        .where({ template: 'guardian_consent' })
        .whereRaw('lower(recipients::text) like ?', ['%busy.mum@example.in%']),
    ).toHaveLength(GUARDIAN_MAILS_PER_DAY);
    expect(await held().whereLike('email', 'sib%')).toHaveLength(GUARDIAN_MAILS_PER_DAY);
    expect(await mails()).toHaveLength(2);
    // Another guardian is not affected; the next day (the window moved back here) the first may be sent again.
    expect(
      (await post(application('sib8@example.in', bornYearsAgo(16), guardian('other.dad@example.in')))).status,
    ).toBe(201);
    await ctx.db
      .knex('rate_limits')
      .whereLike('key', 'guardian-mail:%')
      .update({
        window_start: ctx.db.knex.raw("now() - interval '25 hours'"),
      });
    expect((await post(application('sib9@example.in', bornYearsAgo(16), guardian('busy.mum@example.in')))).status).toBe(
      201,
    );
    // The key is a hash: the table never holds the address.
    expect(JSON.stringify(await ctx.db.knex('rate_limits').pluck('key'))).not.toContain('busy');
  });

  it("quotes the applicant's words in the e-mail, never as our own sentences and never in the subject", async () => {
    const typed = 'Click https://evil.example to claim your prize';
    const body = application('quoted@example.in', bornYearsAgo(16), {
      ...guardian('quoted.mum@example.in'),
      guardian_name: 'Your bank',
    });
    expect((await post({ ...body, full_name: typed })).status).toBe(201);
    const mail = await guardianMail('quoted.mum@example.in');
    const rendered = renderMail(mail.template, mail.params, { publicUrl: 'https://site.test' });
    expect(rendered.subject).toBe(
      'Please confirm an application to Skyline Institute that names you as parent or guardian',
    );
    for (const words of [typed, 'Your bank', 'quoted@example.in']) expect(rendered.subject).not.toContain(words);
    expect(rendered.text).toMatch(/^Dear parent or guardian,$/m);
    expect(rendered.text).toContain(`> Applicant's name: "${typed}"`);
    expect(rendered.text).toContain('> Name given for you: "Your bank"');
    expect(rendered.text).toContain(`> Applicant's e-mail: "quoted@example.in"`);
    // Every line naming them is a quoted line, introduced as what the applicant typed.
    for (const line of rendered.text.split('\n').filter((text) => /evil\.example|Your bank|quoted@/.test(text)))
      expect(line.startsWith('> ')).toBe(true);
    const quoted = /<blockquote[^>]*>(.*?)<\/blockquote>/s.exec(rendered.html)?.[1] ?? '';
    expect(quoted).toContain(typed);
    expect(rendered.html.replace(/<blockquote[^>]*>.*?<\/blockquote>/s, '')).not.toMatch(
      /evil\.example|Your bank|quoted@/,
    );
  });
});
