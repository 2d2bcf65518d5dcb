// DPDP point 5 (issue 20): the retention job erases, with the erasure code (tombstone, no trace), everyone whose
// newest submission is older than RETENTION_MONTHS and who never reached Applied or Enrolled; deletes applications
// under 18 whose guardian's link expired; logs each purge with its counts (pino and the audit log); and does each
// day's purge once however many replicas run it at the same moment.
import pino from 'pino';
import request from 'supertest';
import { LEAD_SOURCES } from '../common/leads';
import { loadConfig } from '../server/core/config';
import { createDatabase, type Database } from '../server/db/index';
import { retentionCutoff, retentionTick, runRetention } from '../server/privacy/retention';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { visitorForms } from './helpers/visitor-forms';

const SETUP_TIMEOUT_MS = 180_000;
const MONTHS = 24;
const DAY_MS = 86_400_000;

describe('RETENTION_MONTHS', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
  it('defaults to 24 and takes a whole number of months from 1 to 120', () => {
    expect(loadConfig(base).retentionMonths).toBe(24);
    expect(loadConfig({ ...base, RETENTION_MONTHS: '36' }).retentionMonths).toBe(36);
    for (const bad of ['0', '121', '1.5', 'two years'])
      expect(() => loadConfig({ ...base, RETENTION_MONTHS: bad })).toThrow(/RETENTION_MONTHS must/);
  });

  it('counts calendar months back', () => {
    expect(retentionCutoff(new Date('2026-11-25T10:00:00Z'), 24).toISOString()).toBe('2024-11-25T10:00:00.000Z');
  });
});

describe.each(backends)('the retention job (%s)', (backend) => {
  let ctx: TestContext;
  let second: Database;
  let address = 0;
  let phone = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    if (backend === 'postgres') {
      second = await createDatabase({ databaseUrl: ctx.url, poolMax: 5 });
    } else second = ctx.db;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    if (second && second !== ctx.db) await second.close();
    await ctx?.close();
  });

  const post = (resource: string, body: object) => {
    address += 1;
    return request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', `10.46.${address >> 8}.${address % 256}`)
      .send(body);
  };

  /** Sends `resources` of one person's forms (each with its own phone), dated `monthsAgo` months back. */
  async function person(email: string, resources: (keyof ReturnType<typeof visitorForms>)[], monthsAgo: number) {
    const digits = () => `98400${String(10000 + phone++)}`;
    const forms = visitorForms({ name: `Person ${email}`, email, phones: [digits(), digits(), digits()] });
    for (const resource of resources) expect((await post(resource, forms[resource])).status).toBe(201);
    const at = new Date(Date.now() - monthsAgo * 31 * DAY_MS);
    for (const table of LEAD_SOURCES)
      await ctx.db.knex(table).whereRaw('lower(email) = ?', [email]).update({ created_at: at });
    await ctx.db.knex('applicants').whereRaw('lower(email) = ?', [email]).update({ created_at: at });
  }
  const applicant = (email: string) => ctx.db.knex('applicants').whereRaw('lower(email) = ?', [email]);
  const rowsOf = async (email: string) => {
    let rows = 0;
    for (const table of [...LEAD_SOURCES, 'applicants'])
      rows += (await ctx.db.knex(table).whereRaw('lower(email) = ?', [email])).length;
    return rows;
  };

  it('erases those past the limit who never applied, and only them; logs the counts', async () => {
    await person('old@example.in', ['contact_forms', 'prospectus_requests'], 25);
    await person('applied@example.in', ['registration_forms'], 30);
    await applicant('applied@example.in').update({ stage: 'applied' });
    await person('enrolled@example.in', ['contact_forms'], 30);
    await applicant('enrolled@example.in').update({ stage: 'enrolled' });
    await person('lost@example.in', ['registration_forms'], 26);
    await applicant('lost@example.in').update({ stage: 'lost', lost_reason: 'fees' });
    await person('recent@example.in', ['contact_forms'], 3);
    await person('back@example.in', ['contact_forms'], 30);
    // The same person came back last month: their newest submission is recent, so all of them is kept.
    expect(
      (await post('prospectus_requests', { full_name: 'Back', email: 'back@example.in', phone: '9840099999' })).status,
    ).toBe(201);
    await person('reader@example.in', ['contact_forms', 'newsletter_subscriptions'], 30);
    await ctx.db
      .knex('newsletter_subscriptions')
      .where({ email: 'reader@example.in' })
      .update({ confirmed_at: new Date() });
    // Subscribers make no applicant (issue 33): an old unconfirmed subscription is due, a recent one is not.
    await person('waiting.old@example.in', ['newsletter_subscriptions'], 30);
    await person('waiting.new@example.in', ['newsletter_subscriptions'], 3);
    // A held application under 18 whose guardian's link expired, and one still waiting.
    const minor = (email: string, guardian: string) => ({
      ...visitorForms({ name: 'Minor', email, phones: ['9840088881', '9840088882', '9840088883'] })
        .admission_applications,
      date_of_birth: `${new Date().getUTCFullYear() - 15}-01-01`,
      guardian_name: 'Parent',
      guardian_relation: 'father',
      guardian_phone: '9840077777',
      guardian_email: guardian,
    });
    expect((await post('admission_applications', minor('minor.old@example.in', 'dad.old@example.in'))).status).toBe(
      201,
    );
    expect((await post('admission_applications', minor('minor.new@example.in', 'dad.new@example.in'))).status).toBe(
      201,
    );
    // Someone who enquired long ago and now, under 18, applies: their application waits for the guardian, so they stay.
    await person('minor.new@example.in', ['contact_forms'], 30);
    await ctx.db
      .knex('guardian_holds')
      .where({ email: 'minor.old@example.in' })
      .update({ expires_at: new Date(Date.now() - DAY_MS) });

    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const result = await retentionTick({ knex: ctx.db.knex, logger, months: MONTHS });

    expect(result).toMatchObject({
      people: 3,
      counts: {
        contact_forms: 1,
        prospectus_requests: 1,
        registration_forms: 1,
        admission_applications: 0,
        newsletter_subscriptions: 1,
      },
      expired_guardian_holds: 1,
    });
    expect(await rowsOf('old@example.in')).toBe(0);
    expect(await rowsOf('lost@example.in')).toBe(0);
    expect(await rowsOf('applied@example.in')).toBe(2);
    expect(await rowsOf('enrolled@example.in')).toBe(2);
    expect(await rowsOf('recent@example.in')).toBe(2);
    expect(await rowsOf('back@example.in')).toBe(3);
    expect(await rowsOf('reader@example.in')).toBe(3);
    expect(await rowsOf('waiting.old@example.in')).toBe(0);
    expect(await rowsOf('waiting.new@example.in')).toBe(1);
    expect(await ctx.db.knex('guardian_holds').pluck('email')).toEqual(['minor.new@example.in']);
    expect(await rowsOf('minor.new@example.in')).toBe(2);
    const outbox = JSON.stringify(await ctx.db.knex('mail_outbox').select('recipients', 'params'));
    for (const gone of ['old@example.in', 'lost@example.in', 'dad.old@example.in']) expect(outbox).not.toContain(gone);
    expect(outbox).toContain('dad.new@example.in');

    // Tombstones naming nobody, one per person; the audit entry and the log line with the counts.
    const tombstones = await ctx.db.knex('data_erasures').where({ reason: 'retention' });
    expect(tombstones).toHaveLength(3);
    expect(JSON.stringify(tombstones)).not.toMatch(/@example\.in/);
    const audit = await ctx.db.knex('audit_log').where({ action: 'retention_purge' });
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ months: MONTHS, people: 3, expired_guardian_holds: 1 });
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'retention purge done');
    expect(logged.retention).toMatchObject({ people: 3, counts: { contact_forms: 1 }, expired_guardian_holds: 1 });
    expect(lines.join('\n')).not.toContain('old@example.in');

    // Later the same day, any replica's tick does nothing.
    expect(await runRetention(ctx.db.knex, { months: MONTHS })).toBeUndefined();
  });

  it("does each day's purge once when two replicas run it at the same moment", async () => {
    await person('twice@example.in', ['contact_forms'], 28);
    const tomorrow = new Date(Date.now() + DAY_MS);
    const results = await Promise.all(
      [ctx.db, second].map((db) => runRetention(db.knex, { months: MONTHS, now: tomorrow })),
    );
    const ran = results.filter((result) => result !== undefined);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ people: 1, counts: { contact_forms: 1 } });
    expect(await rowsOf('twice@example.in')).toBe(0);
    expect(await ctx.db.knex('audit_log').where({ action: 'retention_purge' })).toHaveLength(2);
    expect(await ctx.db.knex('data_erasures').where({ reason: 'retention' })).toHaveLength(4);
  });
});
