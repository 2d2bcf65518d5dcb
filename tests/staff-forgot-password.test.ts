// "Forgot password?" on the sign-in page (issue 35, point 9): an e-mailed link through the outbox, the same one-time
// password link as an admin makes but for one hour, the same answer whether or not the account exists, limited per
// e-mail address and per client address.
import request from 'supertest';
import { FORGOT_ANSWER, FORGOT_LIMIT } from '../server/staff/password-links';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { eventually } from './helpers/eventually';
import { addStaff } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;

describe.each(backends)('forgot password (%s)', (backend) => {
  let ctx: TestContext;
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    await addStaff(ctx, 'forgetful@skyline.in', 'an old long passphrase 42');
    const { id } = await addStaff(ctx, 'gone@skyline.in', 'an old long passphrase 43');
    await ctx.db.knex('staff').where({ id }).update({ active: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  const ask = (email: unknown, from = `10.77.0.${++address}`) =>
    request(ctx.app).post('/api/auth/password-link/forgot').set('X-Forwarded-For', from).send({ email });
  const linksTo = (email: string) =>
    ctx.db
      .knex('mail_outbox')
      .where({ template: 'password_link' })
      .whereRaw('recipients::text ILIKE ?', [`%${email}%`]);

  it('e-mails an active member a one-hour link that sets a new password, and says the same to anyone', async () => {
    const known = await ask('Forgetful@Skyline.in');
    const unknown = await ask('nobody@skyline.in');
    const inactive = await ask('gone@skyline.in');
    for (const answer of [known, unknown, inactive]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: FORGOT_ANSWER });
    }
    expect(await eventually(async () => (await linksTo('forgetful@skyline.in')).length === 1)).toBe(true);
    expect(await linksTo('nobody@skyline.in')).toHaveLength(0);
    expect(await linksTo('gone@skyline.in')).toHaveLength(0);

    const [mail] = await linksTo('forgetful@skyline.in');
    const hours = (new Date(mail.params.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThanOrEqual(1);
    const set = await request(ctx.app)
      .post('/api/auth/password-link')
      .send({ token: mail.params.token, password: 'monsoon kettle orbit 7' });
    expect(set.status).toBe(204);
    const signIn = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: 'forgetful@skyline.in', password: 'monsoon kettle orbit 7' });
    expect(signIn.status).toBe(200);
    const [entry] = await ctx.db.knex('audit_log').where({ action: 'password_link' }).orderBy('id', 'desc').limit(1);
    expect(entry.details).toMatchObject({ asked_on: 'sign-in page', hours: 1 });
  });

  it('limits requests per e-mail address and per client address, with Retry-After', async () => {
    for (let i = 0; i < FORGOT_LIMIT.perEmail; i++) expect((await ask('limited@skyline.in')).status).toBe(202);
    const refused = await ask('limited@skyline.in');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/Too many/);

    for (let i = 0; i < FORGOT_LIMIT.perAddress; i++)
      expect((await ask(`someone${i}@skyline.in`, '10.78.0.1')).status).toBe(202);
    expect((await ask('one-more@skyline.in', '10.78.0.1')).status).toBe(429);
  });

  it('refuses what is not an e-mail address with a clear error', async () => {
    for (const email of ['', 'not-an-address', 42, null]) {
      const res = await ask(email);
      expect(res.status).toBe(400);
      expect(res.body.fields.email).toBe('Enter your staff e-mail address');
    }
  });
});
