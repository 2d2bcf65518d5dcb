// Visitor posts arriving together are written together: the rate limit still counts every post exactly, every
// admitted post gets its own committed row, and one bad row in a batch costs only itself.
import request from 'supertest';
import { NOTICE_VERSION } from '../common/privacy';
import { FORM_RATE_LIMIT } from '../server/submissions/forms';
import { createSubmissionWriter } from '../server/submissions/submission-writer';
import { backends, createTestContext, type TestContext } from './helpers/context';

const SETUP_TIMEOUT_MS = 180_000;

const contact = (name: string, course: string | null = 'spam') => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
  phone: '+91 98300 12345',
  course,
  message: `Fees for ${name}, please`,
});

describe.each(backends)('posts written together on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  const rowsWithIds = async (ids: number[]) =>
    (await ctx.db.knex('contact_forms').whereIn('id', ids).orderBy('id')) as { id: number; name: string }[];
  const storedTotal = async () => {
    const [{ n }] = await ctx.db.knex('contact_forms').count({ n: '*' });
    const [{ total }] = await ctx.db.knex('row_counts').where({ table_name: 'contact_forms' }).sum({ total: 'n' });
    return { rows: Number(n), counted: Number(total ?? 0) };
  };

  it('admits exactly the limit from one address among many posts at once, each with its own row', async () => {
    const writer = createSubmissionWriter(ctx.db.knex, 20, 600);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => writer.write('contact_forms', 'test:one-address', contact(`Same ${i}`))),
    );
    // Posts sent at the same moment have no order (two statements may be in flight), so which 20 get in is open;
    // that exactly 20 do, each with its own row and the rest with none, is not.
    const admittedNames = results.flatMap((result, i) => (result.allowed ? [`Same ${i}`] : []));
    expect(admittedNames).toHaveLength(20);
    for (const refused of results.filter((result) => !result.allowed)) {
      expect(refused.id).toBeUndefined();
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    const ids = results.flatMap((result) => (result.allowed ? [result.id as number] : []));
    expect(new Set(ids).size).toBe(20);
    const rows = await rowsWithIds(ids);
    expect(rows.map((row) => row.name).sort()).toEqual(admittedNames.sort());
    const stored = await ctx.db.knex('contact_forms').where('name', 'like', 'Same %').count({ n: '*' });
    expect(Number(stored[0].n)).toBe(20);
    const limit = await ctx.db.knex('rate_limits').where({ key: 'test:one-address' }).first();
    expect(limit.hits).toBe(30);
    const totals = await storedTotal();
    expect(totals.counted).toBe(totals.rows);
  });

  it('stores every field of every post as sent, whatever batch it went in', async () => {
    const writer = createSubmissionWriter(ctx.db.knex, 20, 600);
    const posts = Array.from({ length: 45 }, (_, i) => contact(`Visitor ${i}`, i % 3 ? 'sphm' : null));
    const results = await Promise.all(posts.map((post, i) => writer.write('contact_forms', `test:a${i % 5}`, post)));
    expect(results.every((result) => result.allowed)).toBe(true);
    for (const [i, result] of results.entries()) {
      const row = await ctx.db.knex('contact_forms').where({ id: result.id }).first();
      expect(row).toMatchObject(posts[i]);
    }
  });

  it('a row the database refuses fails alone; the others in its batch are stored', async () => {
    const writer = createSubmissionWriter(ctx.db.knex, 100, 600);
    const posts = Array.from({ length: 12 }, (_, i) => contact(`Batch ${i}`, i === 7 ? 'not-a-course' : 'spam'));
    const settled = await Promise.allSettled(posts.map((post) => writer.write('contact_forms', 'test:batch', post)));
    expect(settled.map((outcome) => outcome.status)).toEqual(posts.map((_, i) => (i === 7 ? 'rejected' : 'fulfilled')));
    const ids = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.id as number] : []));
    expect((await rowsWithIds(ids)).map((row) => row.name).sort()).toEqual(
      posts
        .filter((_, i) => i !== 7)
        .map((post) => post.name)
        .sort(),
    );
    expect(await ctx.db.knex('contact_forms').where({ course: 'not-a-course' }).first()).toBeUndefined();
  });

  it('over HTTP: 25 posts at once from one address get 20 × 201 and 5 × 429, and 20 rows', async () => {
    const address = '10.250.1.1';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        request(ctx.app)
          .post('/api/public/contact_forms')
          .set('X-Forwarded-For', address)
          .send(contact(`Http ${i}`)),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(FORM_RATE_LIMIT.limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(25 - FORM_RATE_LIMIT.limit);
    // Answers carry receipts, not row ids (issue 15, point 12): the rows are found by what was sent.
    const rows = await ctx.db.knex('contact_forms').where('name', 'like', 'Http %');
    expect(rows).toHaveLength(FORM_RATE_LIMIT.limit);
  });
  it('keyed posts at once: each new key gets its row and its stored answer; a key sent again gets neither', async () => {
    const writer = createSubmissionWriter(ctx.db.knex, 100, 600);
    const posts = Array.from({ length: 12 }, (_, i) => contact(`Keyed ${i}`));
    // Posts 0-9 with keys of their own; 10 and 11 repeat the keys of 0 and 1 (a retry arriving with the first).
    const keyOf = (i: number) => `writer-key-${i % 10}`;
    const results = await Promise.all(
      posts.map((post, i) =>
        writer.write('contact_forms', `test:keyed-${i}`, post, {
          key: keyOf(i),
          hash: `hash-${i % 10}`,
          answer: { id: `receipt-${i}` },
        }),
      ),
    );
    expect(results.every((result) => result.allowed)).toBe(true);
    // One row per key, whichever of its two posts got there first; the other is a replay and wrote nothing.
    for (const key of [0, 1]) {
      const pair = [results[key], results[key + 10]];
      expect(pair.filter((result) => result.replay)).toHaveLength(1);
      expect(pair.filter((result) => result.id !== undefined)).toHaveLength(1);
    }
    expect(results.slice(2, 10).every((result) => result.id !== undefined && !result.replay)).toBe(true);
    const rows = await ctx.db.knex('contact_forms').where('name', 'like', 'Keyed %');
    expect(rows).toHaveLength(10);
    const keys = await ctx.db
      .knex('idempotency_keys')
      .where({ scope: 'contact_forms' })
      .where('key', 'like', 'writer-key-%')
      .orderBy('key');
    expect(keys).toHaveLength(10);
    for (const stored of keys) {
      const i = Number(stored.key.slice('writer-key-'.length));
      const writtenBy = results[i].replay ? i + 10 : i;
      expect(stored).toMatchObject({ status: 201, body: { id: `receipt-${writtenBy}` }, request_hash: `hash-${i}` });
    }

    // Later, the same key again (another batch): a replay, nothing written.
    const again = await writer.write('contact_forms', 'test:keyed-again', contact('Keyed again'), {
      key: keyOf(3),
      hash: 'hash-3',
      answer: { id: 'receipt-again' },
    });
    expect(again).toMatchObject({ allowed: true, replay: true });
    expect(again.id).toBeUndefined();
    expect(await ctx.db.knex('contact_forms').where({ name: 'Keyed again' }).first()).toBeUndefined();
  });

  it('a keyed post over the limit claims nothing: its retry, once allowed, is written', async () => {
    const writer = createSubmissionWriter(ctx.db.knex, 1, 600);
    const claim = { key: 'writer-over-limit', hash: 'h', answer: { id: 'r' } };
    expect((await writer.write('contact_forms', 'test:limited', contact('Limited one'))).allowed).toBe(true);
    const refused = await writer.write('contact_forms', 'test:limited', contact('Limited two'), claim);
    expect(refused).toMatchObject({ allowed: false });
    expect(await ctx.db.knex('idempotency_keys').where({ key: 'writer-over-limit' }).first()).toBeUndefined();
    const later = await createSubmissionWriter(ctx.db.knex, 5, 600).write(
      'contact_forms',
      'test:limited',
      contact('Limited two'),
      claim,
    );
    expect(later.allowed && later.id !== undefined && !later.replay).toBe(true);
  });

  it('over HTTP as the site posts (a key each, consent): concurrent retries get the first answer, one row each', async () => {
    const form = (i: number) => ({
      ...contact(`Site ${i}`),
      consent: { notice_version: NOTICE_VERSION, language: 'en', marketing: false },
    });
    const send = (i: number, body = form(i)) =>
      request(ctx.app)
        .post('/api/public/contact_forms')
        .set('X-Forwarded-For', `10.251.0.${i}`)
        .set('Idempotency-Key', `site-key-${i}`)
        .send(body);
    // Eight visitors, each sending twice at once (a phone's retry); then one key reused with another body.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => send(i)),
      ...Array.from({ length: 8 }, (_, i) => send(i)),
    ]);
    answers.push(await send(0, form(99)));
    for (let i = 0; i < 8; i += 1) {
      const [first, second] = [answers[i], answers[i + 8]];
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.id).toBe(second.body.id);
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort()).toEqual([
        'true',
        undefined,
      ]);
    }
    expect(answers[16].status).toBe(422);
    expect(answers[16].body.error).toMatch(/already used for a different submission/);
    const rows = await ctx.db.knex('contact_forms').where('name', 'like', 'Site %');
    expect(rows.map((row) => row.name).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Site ${i}`));
    expect(rows.every((row) => row.consent_notice_version === NOTICE_VERSION)).toBe(true);
    // Each row has its applicant and its acknowledgement queued with it.
    expect(rows.every((row) => row.applicant_id !== null)).toBe(true);
    const acknowledgements = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'acknowledgement' })
      .whereRaw('recipients && ?::text[]', [rows.map((row) => row.email)]);
    expect(acknowledgements).toHaveLength(8);
  });

  it('two transactions adding many applicants at once neither deadlock nor lose a count', async () => {
    // Each row is its own statement, as in a batch (one applicant insert per post): with the kept counts' slot drawn
    // per statement, the two transactions locked slots in random orders and one of them died in a deadlock.
    const knex = ctx.db.knex;
    const insertMany = (prefix: string, phonePrefix: string) =>
      knex.transaction(async (trx) => {
        for (let i = 0; i < 40; i += 1)
          // A phone of its own too: each row is a new applicant.
          await trx('contact_forms').insert({ ...contact(`${prefix} ${i}`), phone: `+91 ${phonePrefix}${10_000 + i}` });
      });
    await Promise.all([insertMany('Twin A', '91234'), insertMany('Twin B', '92345')]);
    const totals = await storedTotal();
    expect(totals.counted).toBe(totals.rows);
    const [{ kept }] = (await knex.raw('SELECT sum(n)::int AS kept FROM applicant_counts')).rows;
    const [{ live }] = (await knex.raw('SELECT count(*)::int AS live FROM applicants WHERE merged_into_id IS NULL'))
      .rows;
    expect(kept).toBe(live);
    expect(await knex('contact_forms').where('name', 'like', 'Twin %').count({ n: '*' })).toEqual([{ n: 80 }]);
  });

  it('a batch PostgreSQL aborts in a deadlock goes again, and every post in it gets its row', async () => {
    let aborted = 0;
    // The writer's statement fails once as a deadlock victim does (SQLSTATE 40P01, nothing written).
    const knex = new Proxy(ctx.db.knex, {
      get(target, property, receiver) {
        if (property !== 'raw') return Reflect.get(target, property, receiver);
        return (sql: string, ...rest: unknown[]) => {
          if (sql.includes('WITH input AS') && aborted === 0) {
            aborted += 1;
            // The statement goes as a prepared one (.options({ name })), and fails there.
            return { options: () => Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' })) };
          }
          return (target.raw as (...args: unknown[]) => unknown)(sql, ...rest);
        };
      },
    });
    const writer = createSubmissionWriter(knex, 20, 600);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => writer.write('contact_forms', `test:victim-${i}`, contact(`Victim ${i}`))),
    );
    expect(aborted).toBe(1);
    const ids = results.map((result) => result.id as number);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect((await rowsWithIds(ids)).map((row) => row.name).sort()).toEqual(
      Array.from({ length: 5 }, (_, i) => `Victim ${i}`),
    );
  });
});
