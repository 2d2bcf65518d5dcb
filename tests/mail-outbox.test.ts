// The outbox end to end against a real SMTP server: visitors' forms queue a staff alert and an acknowledgement in
// the statement that writes them (none for a rolled-back event), the sender delivers them, retries through an SMTP
// outage without losing any, gives up on a 5xx for good, and admins see every e-mail on the Outbox screen.
import pino from 'pino';
import request from 'supertest';
import { MAIL_TEMPLATE_LABELS, MASKED_SECRET } from '../common/mail';
import { NOTICE_VERSION } from '../common/privacy';
import { TOP_BAR_PHONES } from '../common/site';
import { enqueueMail } from '../server/mail/outbox';
import { createMailSender, type MailSender, type SenderOptions } from '../server/mail/sender';
import { queueSubmissionMails } from '../server/mail/submission-mails';
import { MAIL_TEMPLATE_NAMES } from '../server/mail/templates/index';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { eventually } from './helpers/eventually';
import { memberAgent } from './helpers/roles';
import { recipientsOf, startTestSmtp, type TestSmtp } from './helpers/smtp';

const HOSTILE = '<script>alert("x")</script> & <b>Bold</b>';
const contact = (email: string, name = 'Priya Sharma') => ({
  name,
  email,
  phone: '+91 98300 12345',
  message: 'Please call me about the aviation course',
});

describe.each(backends)('mail outbox on %s', (backend) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let sender: MailSender;
  let admin: Awaited<ReturnType<typeof memberAgent>>['agent'];
  const senders: MailSender[] = [];
  const newSender = (options: SenderOptions = {}) => {
    const made = createMailSender({
      db: ctx.db,
      transport: smtp.transport(),
      from: '"Skyline Institute" <office@skyline.test>',
      site: { publicUrl: 'https://site.test' },
      logger: pino({ level: 'silent' }),
      options: { backoffFirstMs: 20, backoffLastMs: 100, pollMs: 50, ...options },
    });
    senders.push(made);
    return made;
  };
  /** Runs rounds until nothing is due. */
  const drain = async () => {
    while ((await sender.deliverDue()) > 0);
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      ENQUIRY_INBOX: 'enquiries@skyline.test',
      PUBLIC_URL: 'https://site.test',
    });
    smtp = await startTestSmtp();
    sender = newSender();
    admin = (await memberAgent(ctx, 'admin@skyline.test', 'admin')).agent;
  }, 120_000);
  afterAll(async () => {
    for (const made of senders) await made.stop();
    await smtp.close();
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.knex('mail_outbox').delete();
    await ctx.db.knex('mail_acknowledgements').delete();
    smtp.received.length = 0;
  });

  it('a contact form queues a staff alert and an acknowledgement, delivered over SMTP with values escaped', async () => {
    const res = await request(ctx.app).post('/api/public/contact_forms').send(contact('visitor1@example.com', HOSTILE));
    expect(res.status).toBe(201);
    const rows = await ctx.db.knex('mail_outbox').orderBy('template');
    expect(rows.map((row) => row.template)).toEqual(['acknowledgement', 'enquiry_alert']);
    await drain();
    expect(smtp.received).toHaveLength(2);

    const ack = smtp.received.find((mail) => recipientsOf(mail).includes('visitor1@example.com'));
    expect(ack?.subject).toBe('We have received your contact form — Skyline Institute');
    for (const phone of TOP_BAR_PHONES) expect(ack?.text).toContain(phone);
    expect(ack?.text).toContain('What happens next');
    expect(ack?.html).not.toContain('<script>');
    expect(ack?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Bold&lt;/b&gt;');
    expect(ack?.headers.get('list-unsubscribe')).toBeUndefined();

    const alert = smtp.received.find((mail) => recipientsOf(mail).includes('enquiries@skyline.test'));
    const [submission] = await ctx.db.knex('contact_forms').select('applicant_id');
    expect(alert?.subject).toBe(`New contact form from ${HOSTILE}`);
    expect(alert?.html).toContain(`https://site.test/admin/applicants/${submission.applicant_id}/show`);
    // No personal data beyond the name: neither the visitor's e-mail, phone nor message.
    for (const part of [alert?.html, alert?.text, alert?.subject])
      for (const secret of ['visitor1@example.com', '98300', 'aviation course']) expect(part).not.toContain(secret);
    expect(alert?.html).not.toContain('<script>');
    const statuses = await ctx.db.knex('mail_outbox').pluck('status');
    expect(statuses).toEqual(['sent', 'sent']);
  });

  it('acknowledges an address at most once an hour, across forms and posts arriving together', async () => {
    const posts = Array.from({ length: 6 }, () =>
      request(ctx.app).post('/api/public/contact_forms').send(contact('Repeat@Example.com')),
    );
    posts.push(
      request(ctx.app)
        .post('/api/public/prospectus_requests')
        .set('Idempotency-Key', 'ack-once-key-123456')
        .send({ full_name: 'Repeat Visitor', email: 'repeat@example.com', phone: '+91 98300 12345' }),
    );
    for (const res of await Promise.all(posts)) expect(res.status).toBe(201);
    const counts = (await ctx.db.knex('mail_outbox').select('template').count({ n: '*' }).groupBy('template')) as {
      template: string;
      n: number;
    }[];
    expect(Object.fromEntries(counts.map((row) => [row.template, Number(row.n)]))).toEqual({
      acknowledgement: 1,
      enquiry_alert: 7,
    });
    // An hour later the address may be acknowledged again.
    await ctx.db
      .knex('mail_acknowledgements')
      .update({ last_sent_at: ctx.db.knex.raw("now() - interval '61 minutes'") });
    await request(ctx.app).post('/api/public/contact_forms').send(contact('repeat@example.com')).expect(201);
    expect(await ctx.db.knex('mail_outbox').where({ template: 'acknowledgement' }).count({ n: '*' })).toEqual([
      { n: 2 },
    ]);
  });

  it('sends nothing for a rolled-back event', async () => {
    await expect(
      ctx.db.knex.transaction(async (trx) => {
        const [row] = await trx('contact_forms')
          .insert({ name: 'Rolled Back', email: 'rolled@example.com', phone: '+91 98300 12345' })
          .returning('id');
        await queueSubmissionMails(
          trx,
          'contact_forms',
          ['enquiries@skyline.test'],
          [{ id: row.id, email: 'rolled@example.com', name: 'Rolled Back' }],
        );
        await enqueueMail(trx, {
          template: 'acknowledgement',
          to: ['rolled@example.com'],
          params: { form: 'contact_forms', name: 'x' },
        });
        expect(await trx('mail_outbox').count({ n: '*' })).toEqual([{ n: 3 }]);
        throw new Error('the event fails after its e-mails were queued');
      }),
    ).rejects.toThrow('the event fails');
    expect(await ctx.db.knex('mail_outbox').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await ctx.db.knex('mail_acknowledgements').count({ n: '*' })).toEqual([{ n: 0 }]);
    await drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps every e-mail through an SMTP outage and delivers each after the server returns', async () => {
    const loop = newSender({ batchSize: 10 });
    for (let i = 0; i < 60; i++)
      await enqueueMail(ctx.db.knex, {
        template: 'acknowledgement',
        to: [`outage${i}@example.com`],
        params: { form: 'contact_forms', name: `Visitor ${i}` },
      });
    loop.start();
    // Cut the server once some have arrived, with the rest still queued or on the wire.
    expect(await eventually(async () => smtp.received.length >= 10, 20_000)).toBe(true);
    await smtp.kill();
    const arrivedBeforeOutage = smtp.received.length;
    expect(arrivedBeforeOutage).toBeLessThan(60);
    // While it is down, attempts fail and are kept for a retry, none lost.
    expect(
      await eventually(async () => {
        const [row] = await ctx.db.knex('mail_outbox').whereNotNull('last_error').count({ n: '*' });
        return Number(row.n) > 0;
      }, 20_000),
    ).toBe(true);
    expect(await ctx.db.knex('mail_outbox').where({ status: 'failed' }).count({ n: '*' })).toEqual([{ n: 0 }]);
    await smtp.revive();
    expect(
      await eventually(async () => {
        const [row] = await ctx.db.knex('mail_outbox').whereNot({ status: 'sent' }).count({ n: '*' });
        return Number(row.n) === 0;
      }, 30_000),
    ).toBe(true);
    await loop.stop();
    const delivered = new Set(smtp.received.flatMap(recipientsOf));
    for (let i = 0; i < 60; i++) expect(delivered).toContain(`outage${i}@example.com`);
  }, 90_000);

  it('gives up on a permanent refusal at once, after the last attempt otherwise, and admins see and retry it', async () => {
    smtp.refuse.add('nobody@example.com');
    const refused = await enqueueMail(ctx.db.knex, {
      template: 'acknowledgement',
      to: ['nobody@example.com'],
      params: { form: 'contact_forms', name: 'Nobody' },
    });
    await sender.deliverDue();
    const row = await ctx.db.knex('mail_outbox').where({ id: refused }).first();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550/);

    const failedList = await admin.get('/api/admin/outbox').query({ filter: JSON.stringify({ status: 'failed' }) });
    expect(failedList.status).toBe(200);
    expect(failedList.body).toEqual([
      expect.objectContaining({ id: refused, status: 'failed', to: 'nobody@example.com', subject: expect.any(String) }),
    ]);
    const shown = await admin.get(`/api/admin/outbox/${refused}`);
    expect(shown.body.html).toContain('Dear Nobody');
    expect(shown.body.last_error).toMatch(/550/);

    smtp.refuse.delete('nobody@example.com');
    const retried = await admin.post(`/api/admin/outbox/${refused}/retry`);
    expect(retried.status).toBe(200);
    await drain();
    expect(await ctx.db.knex('mail_outbox').where({ id: refused }).first('status')).toEqual({ status: 'sent' });
    expect((await admin.get('/api/admin/outbox/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/outbox').query({ filter: '{"status":"lost"}' })).status).toBe(400);

    // A transient failure (the server away) is retried with backoff until the last attempt, then marked failed.
    await smtp.kill();
    const limited = newSender({ maxAttempts: 2, backoffFirstMs: 1, backoffLastMs: 1 });
    const doomed = await enqueueMail(ctx.db.knex, {
      template: 'acknowledgement',
      to: ['later@example.com'],
      params: { form: 'contact_forms', name: 'Later' },
    });
    await limited.deliverDue();
    expect(await ctx.db.knex('mail_outbox').where({ id: doomed }).first('status', 'attempts')).toEqual({
      status: 'pending',
      attempts: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await limited.deliverDue();
    expect(await ctx.db.knex('mail_outbox').where({ id: doomed }).first('status', 'attempts')).toEqual({
      status: 'failed',
      attempts: 2,
    });
    await smtp.revive();
  }, 60_000);

  it('e-mails a password link to the member and drops its token from the outbox once sent', async () => {
    const added = await admin
      .post('/api/admin/staff')

      .send({ name: 'New <Counsellor>', email: 'newcomer@skyline.test', role: 'counsellor' });
    expect(added.status).toBe(201);
    const token = String(added.body.password_link.url).split('#token=')[1];
    await drain();
    const mail = smtp.received.find((m) => recipientsOf(m).includes('newcomer@skyline.test'));
    expect(mail?.text).toContain(`https://site.test/admin/set-password#token=${token}`);
    expect(mail?.html).toContain('Dear New &lt;Counsellor&gt;');
    const row = await ctx.db.knex('mail_outbox').where({ template: 'password_link' }).first();
    expect(row.params.token).toBeNull();
  });

  it('masks one-time codes and link tokens on the Outbox screen and its API, and names each kind', async () => {
    const code = await request(ctx.app).post('/api/public/your-data/code').send({ contact: 'reader@example.in' });
    expect(code.status).toBe(202);
    const news = await request(ctx.app)
      .post('/api/public/newsletter_subscriptions')
      .send({
        email: 'reader@example.in',
        consent: { notice_version: NOTICE_VERSION, language: 'en', marketing: true },
      });
    expect(news.status).toBe(201);
    const queued = await ctx.db
      .knex('mail_outbox')
      .whereIn('template', ['data_access_code', 'newsletter_confirmation']);
    const secrets = queued.map((row) => String(row.params.code ?? row.params.token));
    expect(secrets).toHaveLength(2);
    expect(secrets[0]).toMatch(/\S{6,}/);

    const list = await admin.get('/api/admin/outbox');
    expect(list.status).toBe(200);
    const details = await Promise.all(queued.map((row) => admin.get(`/api/admin/outbox/${row.id}`)));
    for (const secret of secrets) {
      expect(list.text).not.toContain(secret);
      for (const detail of details) {
        expect(detail.status).toBe(200);
        expect(detail.text).not.toContain(secret);
        expect(detail.text).not.toContain(encodeURIComponent(secret));
      }
    }
    const [codeMail] = list.body.filter((row: { template: string }) => row.template === 'data_access_code');
    expect(codeMail.subject).toContain(MASKED_SECRET);
    // The visitor's own e-mail still carries them.
    await drain();
    const sent = smtp.received.filter((m) => recipientsOf(m).includes('reader@example.in'));
    for (const secret of secrets) expect(sent.some((m) => m.text?.includes(secret))).toBe(true);
    // Every kind has a label for the screen.
    for (const name of MAIL_TEMPLATE_NAMES) expect(MAIL_TEMPLATE_LABELS).toHaveProperty(name);
  });

  it('the Outbox screen answers admins only', async () => {
    for (const role of ['counsellor', 'editor'] as const) {
      const { agent } = await memberAgent(ctx, `${role}-outbox@skyline.test`, role);
      const res = await agent.get('/api/admin/outbox');
      expect(res.status).toBe(403);
      expect(res.body.error).toBeDefined();
    }
    const anonymous = await request(ctx.app).get('/api/admin/outbox');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBeDefined();
  });
});
