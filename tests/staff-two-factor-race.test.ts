// Issue 36 item 4: the failure limit on codes holds when wrong codes arrive all at once. Each attempt is counted
// before it is evaluated, so of 100 parallel wrong codes at most SECOND_FACTOR_FAILURES are evaluated (one audit
// entry each); the others get 429. Sign-in code, enrolment confirmation and re-authentication alike.
import type { Database } from '../server/db/index';
import { createOrResetStaff } from '../server/staff/accounts';
import { SECOND_FACTOR_FAILURES } from '../server/staff/second-factor';
import { clockedApp, passwordStep, totpAt } from './helpers/clocked-app';
import { backends, useFreshDatabase } from './helpers/context';

const PASSWORD = 'correct-horse-battery';
const PARALLEL = 100;

describe.each(backends)('two-factor failure limit under parallel attempts on %s', (backend) => {
  let db: Database;
  let counter = 0;
  useFreshDatabase(backend, (made) => {
    db = made;
  });

  async function newMember() {
    counter += 1;
    const email = `racer${counter}@example.com`;
    const { id } = await createOrResetStaff(db.knex, email, PASSWORD);
    return { id, email };
  }

  /** The failed attempts the audit log holds for a member at one step. */
  async function failuresLogged(id: number, step: string): Promise<number> {
    const rows = (await db
      .knex('audit_log')
      .where({ action: 'sign_in_failed', record_id: String(id) })
      .select('details')) as { details: string | { step?: string } }[];
    return rows.filter((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details).step === step)
      .length;
  }

  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  /** Signs in, re-authenticates and enrols; the agent is signed in and enrolled. */
  async function enrolled(t: ReturnType<typeof clockedApp>, email: string) {
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);
    const setup = await agent.post('/api/auth/two-factor/setup');
    const confirm = await agent
      .post('/api/auth/two-factor/confirm')
      .send({ code: await totpAt(setup.body.secret, t.clock.now) });
    expect(confirm.status).toBe(200);
    return { agent, secret: setup.body.secret as string };
  }

  it('evaluates at most the limit of 100 parallel wrong sign-in codes on one pending session', async () => {
    const t = clockedApp(db);
    const { id, email } = await newMember();
    const { secret } = await enrolled(t, email);
    t.advanceSteps(3);
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => agent.post('/api/auth/login/second-factor').send({ code: '000000' })),
    );
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(SECOND_FACTOR_FAILURES);
    expect(await failuresLogged(id, 'second factor')).toBe(counts[401]);
    // The right code is refused too until the window ends.
    const right = await agent.post('/api/auth/login/second-factor').send({ code: await totpAt(secret, t.clock.now) });
    expect(right.status).toBe(429);
  });

  it('evaluates at most the limit of 100 parallel wrong enrolment confirmations', async () => {
    const t = clockedApp(db);
    const { id, email } = await newMember();
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(200);
    expect((await agent.post('/api/auth/two-factor/setup')).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => agent.post('/api/auth/two-factor/confirm').send({ code: '000000' })),
    );
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(['400', '429']);
    expect(counts[400]).toBeLessThanOrEqual(SECOND_FACTOR_FAILURES);
    expect(await failuresLogged(id, 'two-factor enrolment')).toBe(counts[400]);
  });

  it('evaluates at most the limit of 100 parallel wrong re-authentications', async () => {
    const t = clockedApp(db);
    const { id, email } = await newMember();
    const { agent } = await passwordStep(t.app, email, PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        agent.post('/api/auth/reauth').send({ password: 'not-the-password-at-all' }),
      ),
    );
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(SECOND_FACTOR_FAILURES);
    expect(await failuresLogged(id, 're-authentication')).toBe(counts[401]);
    expect((await agent.post('/api/auth/reauth').send({ password: PASSWORD })).status).toBe(429);
  });
});
