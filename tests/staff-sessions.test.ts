// A member's own sessions: listed with device, address and last activity, ended one by one; idle (30 min) and
// absolute (12 h) limits from the configuration, checked against a clock the test moves.
import request from 'supertest';
import type { Database } from '../server/db/index';
import { describeDevice } from '../server/http/user-agent';
import { createOrResetStaff } from '../server/staff/accounts';
import { clockedApp, START } from './helpers/clocked-app';
import { backends, testConfig, useFreshDatabase } from './helpers/context';
import { sessionCookie } from './helpers/staff';

const PASSWORD = 'correct-horse-battery';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('device names', () => {
  it('names common browsers and systems', () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(describeDevice(undefined)).toBe('Unknown device');
    expect(describeDevice('')).toBe('Unknown device');
  });
});

describe('session limits configuration', () => {
  it('defaults to 30 minutes idle and 12 hours absolute, and takes other values', () => {
    const defaults = testConfig();
    expect(defaults.sessionIdleMs).toBe(30 * 60_000);
    expect(defaults.sessionAbsoluteMs).toBe(12 * 3_600_000);
    const custom = testConfig({ SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_HOURS: '2' });
    expect(custom.sessionIdleMs).toBe(5 * 60_000);
    expect(custom.sessionAbsoluteMs).toBe(2 * 3_600_000);
    expect(() => testConfig({ SESSION_IDLE_MINUTES: 'soon' })).toThrow('SESSION_IDLE_MINUTES');
    expect(() => testConfig({ SESSION_ABSOLUTE_HOURS: '0' })).toThrow('SESSION_ABSOLUTE_HOURS');
    expect(() => testConfig({ REQUIRE_2FA: 'sometimes' })).toThrow('REQUIRE_2FA must be admin, all or none');
    expect(testConfig().requireTwoFactor).toBe('none');
    expect(testConfig({ NODE_ENV: 'production' }).requireTwoFactor).toBe('admin');
    expect(testConfig({ NODE_ENV: 'production', REQUIRE_2FA: 'all' }).requireTwoFactor).toBe('all');
  });
});

describe.each(backends)('staff sessions on %s', (backend) => {
  let db: Database;
  let counter = 0;
  useFreshDatabase(backend, (made) => {
    db = made;
  });
  const newMember = async () => {
    counter += 1;
    const email = `sessions${counter}@example.com`;
    await createOrResetStaff(db.knex, email, PASSWORD);
    return email;
  };
  const signIn = async (app: Parameters<typeof request.agent>[0], email: string, userAgent: string) => {
    const agent = request.agent(app).set('User-Agent', userAgent);
    const res = await agent.post('/api/auth/login').send({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    return { agent, cookie: sessionCookie(res) as string };
  };

  it('lists the member’s own sessions with device, address, last activity and "this device"', async () => {
    const t = clockedApp(db);
    const email = await newMember();
    const laptop = await signIn(t.app, email, CHROME_WINDOWS);
    t.clock.now += 5 * 60_000;
    const phone = await signIn(t.app, email, SAFARI_IPHONE);
    // Someone else's session never shows.
    await signIn(t.app, await newMember(), CHROME_WINDOWS);

    const list = await laptop.agent.get('/api/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const [newest, oldest] = list.body;
    expect(newest).toMatchObject({
      device: 'Safari on iPhone',
      current: false,
      lastSeenAt: new Date(START + 5 * 60_000).toISOString(),
    });
    expect(oldest).toMatchObject({
      device: 'Chrome on Windows',
      current: true,
      signedInAt: new Date(START).toISOString(),
    });
    expect(oldest.ip).toMatch(/127\.0\.0\.1|::1/);
    // The public id is not the session id (the cookie's secret).
    const sid = decodeURIComponent(laptop.cookie.slice(4)).slice(2).split('.')[0];
    expect(JSON.stringify(list.body)).not.toContain(sid);
    expect((await phone.agent.get('/api/auth/sessions')).body.find((s: { current: boolean }) => s.current).device).toBe(
      'Safari on iPhone',
    );
    expect((await request(t.app).get('/api/auth/sessions')).status).toBe(401);
  });

  it('ends another session of one’s own, or this one; refuses bad and foreign ids', async () => {
    const t = clockedApp(db);
    const email = await newMember();
    const laptop = await signIn(t.app, email, CHROME_WINDOWS);
    const phone = await signIn(t.app, email, SAFARI_IPHONE);
    const stranger = await signIn(t.app, await newMember(), CHROME_WINDOWS);
    const list = (await laptop.agent.get('/api/auth/sessions')).body as { id: string; current: boolean }[];
    const phoneId = list.find((s) => !s.current)?.id as string;
    const strangerId = ((await stranger.agent.get('/api/auth/sessions')).body as { id: string }[])[0].id;

    expect((await laptop.agent.delete('/api/auth/sessions/not-an-id')).status).toBe(400);
    expect((await laptop.agent.delete(`/api/auth/sessions/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await laptop.agent.delete(`/api/auth/sessions/${strangerId}`)).status).toBe(404);
    expect((await stranger.agent.get('/api/auth/me')).status).toBe(200);

    expect((await laptop.agent.delete(`/api/auth/sessions/${phoneId}`)).status).toBe(204);
    expect((await phone.agent.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.agent.get('/api/auth/sessions')).body).toHaveLength(1);

    const ownId = list.find((s) => s.current)?.id as string;
    expect((await laptop.agent.delete(`/api/auth/sessions/${ownId}`)).status).toBe(204);
    expect((await laptop.agent.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session idle for more than 30 minutes; activity keeps it alive', async () => {
    const t = clockedApp(db);
    const email = await newMember();
    const active = await signIn(t.app, email, CHROME_WINDOWS);
    const idle = await signIn(t.app, email, SAFARI_IPHONE);
    // Two hours of a request every 20 minutes.
    for (let i = 0; i < 6; i++) {
      t.clock.now += 20 * 60_000;
      expect((await active.agent.get('/api/auth/me')).status).toBe(200);
    }
    expect((await idle.agent.get('/api/auth/me')).status).toBe(401);

    const fresh = await signIn(t.app, email, SAFARI_IPHONE);
    t.clock.now += 29 * 60_000;
    expect((await fresh.agent.get('/api/auth/me')).status).toBe(200);
    t.clock.now += 31 * 60_000;
    expect((await fresh.agent.get('/api/auth/me')).status).toBe(401);
    // Sessions past the idle limit are not listed, even those not yet swept from the store.
    const latest = await signIn(t.app, email, CHROME_WINDOWS);
    expect((await latest.agent.get('/api/auth/sessions')).body).toHaveLength(1);
  });

  it('ends a session 12 hours after sign-in however active, and follows SESSION_IDLE_MINUTES', async () => {
    const t = clockedApp(db);
    const email = await newMember();
    const busy = await signIn(t.app, email, CHROME_WINDOWS);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.now += 20 * 60_000;
      expect((await busy.agent.get('/api/auth/me')).status).toBe(200);
    }
    t.clock.now += 21 * 60_000;
    expect((await busy.agent.get('/api/auth/me')).status).toBe(401);

    const short = clockedApp(db, { SESSION_IDLE_MINUTES: '5' });
    const quick = await signIn(short.app, email, CHROME_WINDOWS);
    short.clock.now += 6 * 60_000;
    expect((await quick.agent.get('/api/auth/me')).status).toBe(401);
  });
});
