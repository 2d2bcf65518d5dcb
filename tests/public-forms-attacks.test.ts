// Visitor forms under attack (issue 15, points 1, 5 and 12): forged client addresses, an Idempotency-Key reused
// with another body, and answers that would tell a stranger who is subscribed or that a bot was caught.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { HONEYPOT_FIELD } from '../common/forms';
import { IDEMPOTENCY_KEY_REUSED } from '../server/http/idempotency';
import { FORM_RATE_LIMIT } from '../server/submissions/forms';
import { backends, createTestContext, type TestContext } from './helpers/context';

const SETUP_TIMEOUT_MS = 180_000;
const RECEIPT = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const contactForm = (message: string, email = 'rahul@example.com') => ({
  name: 'Rahul Das',
  email,
  phone: '0353-2512345',
  course: 'bba-aviation',
  message,
});

describe.each(backends)('public forms under attack on %s', (backend) => {
  let ctx: TestContext;
  let server: Server;
  let baseUrl: string;
  let addressCounter = 0;
  /** A fresh client address per post unless a test says otherwise, so the form limit stays out of the way. */
  const nextAddress = () => {
    addressCounter++;
    return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    server = createServer(ctx.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  const post = async (
    resource: string,
    body: unknown,
    { forwardedFor = nextAddress(), key }: { forwardedFor?: string; key?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor };
    if (key !== undefined) headers['Idempotency-Key'] = key;
    const res = await fetch(`${baseUrl}/api/public/${resource}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const rowCount = async (table: string) => Number((await ctx.db.knex(table).count({ n: '*' }))[0].n);

  it('1: a forged left-most X-Forwarded-For does not give each post a fresh address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT.limit + 5; i++) {
      // The client writes the first address; the load balancer appends the one it saw.
      const res = await post(
        'newsletter_subscriptions',
        { email: `forged${i}@example.net` },
        {
          forwardedFor: `198.51.100.${i}, 203.0.113.8`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, FORM_RATE_LIMIT.limit).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(FORM_RATE_LIMIT.limit).every((status) => status === 429)).toBe(true);
  });

  it('5: the same Idempotency-Key with another body is a 422 and writes nothing; the same body replays', async () => {
    const before = await rowCount('contact_forms');
    const first = await post('contact_forms', contactForm('first visitor'), { key: 'shared-key-1' });
    expect(first.status).toBe(201);
    const other = await post('contact_forms', contactForm('second visitor'), { key: 'shared-key-1' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: IDEMPOTENCY_KEY_REUSED });
    // The same fields in another order are the same submission: a retry.
    const { message, ...rest } = contactForm('first visitor');
    const retry = await post('contact_forms', { message, ...rest }, { key: 'shared-key-1' });
    expect(retry).toEqual(first);
    expect(await rowCount('contact_forms')).toBe(before + 1);
    // A key is bound to its form: on another form it starts afresh.
    expect(
      (await post('newsletter_subscriptions', { email: 'keyed@example.net' }, { key: 'shared-key-1' })).status,
    ).toBe(201);
  });

  it('5: concurrent posts sharing a key with different bodies: one row, one 201, the others 422', async () => {
    const before = await rowCount('contact_forms');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('contact_forms', contactForm(`racer ${i}`), { key: 'race-key' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(11);
    expect(await rowCount('contact_forms')).toBe(before + 1);
  });

  it('5: fuzz: a key replays only its own body, whatever the message, honeypot or not', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z]{1,3}$/),
        fc.stringMatching(/^[a-z]{1,3}$/),
        fc.boolean(),
        async (firstMessage, secondMessage, trap) => {
          run++;
          const key = `fuzz-${backend}-${run}`;
          const first = contactForm(firstMessage);
          const second = { ...contactForm(secondMessage), ...(trap ? { [HONEYPOT_FIELD]: 'bot' } : {}) };
          const before = await rowCount('contact_forms');
          const a = await post('contact_forms', first, { key });
          const b = await post('contact_forms', second, { key });
          expect(a.status).toBe(201);
          if (firstMessage === secondMessage && !trap) expect(b).toEqual(a);
          else expect(b).toEqual({ status: 422, body: { error: IDEMPOTENCY_KEY_REUSED } });
          expect(await rowCount('contact_forms')).toBe(before + 1);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('12: new, repeated and trapped posts are answered alike, with no row id', async () => {
    const fresh = await post('newsletter_subscriptions', { email: 'oracle@example.net' });
    const repeated = await post('newsletter_subscriptions', { email: 'ORACLE@example.net' });
    const trapped = await post('newsletter_subscriptions', { email: 'bot@example.net', [HONEYPOT_FIELD]: 'x' });
    const rows = await ctx.db.knex('newsletter_subscriptions').select('id');
    for (const answer of [fresh, repeated, trapped]) {
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body)).toEqual(['id']);
      expect(answer.body.id).toMatch(RECEIPT);
      expect(rows.map((row) => String(row.id))).not.toContain(String(answer.body.id));
    }
    expect(new Set([fresh.body.id, repeated.body.id, trapped.body.id]).size).toBe(3);
    expect(await ctx.db.knex('newsletter_subscriptions').whereRaw("lower(email) = 'oracle@example.net'")).toHaveLength(
      1,
    );
    expect(await ctx.db.knex('newsletter_subscriptions').where({ email: 'bot@example.net' })).toHaveLength(0);

    // Every form, keyed or not, answers a receipt; a trapped post retried with its key replays like a real one.
    const contact = await post('contact_forms', contactForm('plain'));
    const keyed = await post('contact_forms', contactForm('keyed'), { key: 'receipt-key' });
    const trappedKeyed = await post(
      'contact_forms',
      { ...contactForm('bot'), [HONEYPOT_FIELD]: 'x' },
      { key: 'bot-key' },
    );
    const trappedRetry = await post(
      'contact_forms',
      { ...contactForm('bot'), [HONEYPOT_FIELD]: 'x' },
      { key: 'bot-key' },
    );
    for (const answer of [contact, keyed, trappedKeyed]) {
      expect(answer.status).toBe(201);
      expect(answer.body.id).toMatch(RECEIPT);
    }
    expect(trappedRetry).toEqual(trappedKeyed);
  });
});
