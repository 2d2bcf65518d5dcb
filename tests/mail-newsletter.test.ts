// Newsletter double opt-in through the outbox: subscribing queues a confirmation with an unsubscribe link and
// List-Unsubscribe headers; the subscription counts once confirmed; the one-click unsubscribe forgets the address.
import pino from 'pino';
import request from 'supertest';
import { createMailSender, type MailSender } from '../server/mail/sender';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';

describe.each(backends)('newsletter double opt-in on %s', (backend) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let sender: MailSender;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { PUBLIC_URL: 'https://site.test' });
    smtp = await startTestSmtp();
    sender = createMailSender({
      db: ctx.db,
      transport: smtp.transport(),
      from: 'office@skyline.test',
      site: { publicUrl: 'https://site.test' },
      logger: pino({ level: 'silent' }),
    });
  }, 120_000);
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await ctx.close();
  });

  it('subscribes pending, confirms by the link, and unsubscribes in one click', async () => {
    const subscribed = await request(ctx.app)
      .post('/api/public/newsletter_subscriptions')
      .send({ email: 'Reader@Example.com' });
    expect(subscribed.status).toBe(201);
    expect(Object.keys(subscribed.body)).toEqual(['id']);
    const row = await ctx.db.knex('newsletter_subscriptions').first();
    expect(row.confirmed_at).toBeNull();

    // Subscribing again within the hour: still 201, no second row and no second e-mail.
    await request(ctx.app)
      .post('/api/public/newsletter_subscriptions')
      .send({ email: 'reader@example.com' })
      .expect(201);
    expect(await ctx.db.knex('newsletter_subscriptions').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await ctx.db.knex('mail_outbox').count({ n: '*' })).toEqual([{ n: 1 }]);

    await sender.deliverDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    const confirmUrl = `https://site.test/newsletter/confirm?token=${row.token}`;
    const unsubscribeUrl = `https://site.test/newsletter/unsubscribe?token=${row.token}`;
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.html).toContain(unsubscribeUrl);
    // The raw header, unfolded (a long line is wrapped onto the next with leading space).
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: ?<${unsubscribeUrl.replace(/[?.]/g, '\\$&')}>$`),
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Opening the link (as a mail scanner would) changes nothing; the page's button confirms.
    const page = await request(ctx.app).get(`/newsletter/confirm?token=${row.token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Confirm my subscription');
    expect((await ctx.db.knex('newsletter_subscriptions').first()).confirmed_at).toBeNull();
    const confirmed = await request(ctx.app).post('/newsletter/confirm').type('form').send({ token: row.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Subscription confirmed');
    expect((await ctx.db.knex('newsletter_subscriptions').first()).confirmed_at).not.toBeNull();

    // Staff see the status on the subscription.
    const { agent } = await memberAgent(ctx, 'admin-news@skyline.test', 'admin');
    const shown = await agent.get(`/api/admin/newsletter_subscriptions/${row.id}`);
    expect(shown.body.confirmed_at).toEqual(expect.any(String));

    // The one-click unsubscribe a mail program posts (RFC 8058).
    const unsubscribed = await request(ctx.app)
      .post(`/newsletter/unsubscribe?token=${row.token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(unsubscribed.status).toBe(200);
    expect(await ctx.db.knex('newsletter_subscriptions').count({ n: '*' })).toEqual([{ n: 0 }]);
    const again = await request(ctx.app).get(`/newsletter/unsubscribe?token=${row.token}`);
    expect(again.status).toBe(200);
    expect(again.text).toContain('not subscribed');
  });

  it('answers unknown and malformed links with a page, never an error', async () => {
    const unknown = await request(ctx.app).get('/newsletter/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('not valid any more');
    const hostile = await request(ctx.app).get('/newsletter/confirm').query({ token: '<script>alert(1)</script>' });
    expect(hostile.status).toBe(404);
    expect(hostile.text).not.toContain('<script>alert');
    const posted = await request(ctx.app)
      .post('/newsletter/confirm')
      .type('form')
      .send({ token: ['a', 'b'] });
    expect(posted.status).toBe(404);
    const unsubscribe = await request(ctx.app).post('/newsletter/unsubscribe').type('form').send('token=%00');
    expect(unsubscribe.status).toBe(200);
  });
});
