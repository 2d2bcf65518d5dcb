// The built server through a 10 s PostgreSQL outage under a stream of form posts: nothing accepted is lost,
// every refusal is a quick 503 JSON answer, /readyz follows the database and the server recovers by itself.
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres';
import { checkRows, type Outcome, sleep, startFormStream, summarise } from './reliability-traffic';
import { freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const OUTAGE_MS = 10_000;
/** "A few seconds": the pool's connect and acquire timeouts are 3 s and 5 s. */
const MAX_REFUSAL_MS = 6_000;

type Probe = { at: number; status: number | 'network' };

describe('a 10 s PostgreSQL outage under a stream of form posts', () => {
  let pg: ThrowawayPostgres;
  let server: RunningServer;
  let knex: Knex;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    server = startServer(root, await freePort(), {
      NODE_ENV: 'production',
      SESSION_SECRET: 'outage-test-session-secret-0123456789',
      TOTP_KEY: 'ab'.repeat(32),
      DATABASE_URL: pg.url,
      DATA_DIR: '/tmp/skyline-outage-test',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'outage-staff@example.in',
      ADMIN_PASSWORD: 'outage-password-123',
      // These sign in with a password alone; two-factor sign-in has its own tests.
      REQUIRE_2FA: 'none',
    });
    await waitReady(server);
    knex = knexFactory({ client: 'pg', connection: pg.url, pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await knex?.destroy();
    if (server) expect(await server.stop()).toBe(0);
    pg?.destroy();
  });

  it('keeps every 201, answers 503 quickly in between and recovers without a restart', async () => {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      // Production cookies are Secure: the proxy in front says the visitor came over https.
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'outage-staff@example.in', password: 'outage-password-123' }),
    });
    expect(login.status).toBe(200);
    const staffCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

    const probes: Probe[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const at = Date.now();
        try {
          const res = await fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(5000) });
          probes.push({ at, status: res.status });
        } catch {
          probes.push({ at, status: 'network' });
        }
        await sleep(250);
      }
    })();

    const stream = startFormStream(server.base, { tag: 'outage', workers: 4, pauseMs: 20, timeoutMs: 15_000 });
    await sleep(2000);
    const stopAt = Date.now();
    pg.stop();
    const stoppedAt = Date.now();
    await sleep(3000);
    // Pages, reads and a signed-in staff call during the outage: answered quickly, never a 500 or a hang.
    const during: string[] = [];
    for (const [route, allowed, cookie] of [
      ['/', [200, 503], undefined],
      ['/blogs', [200, 503], undefined],
      ['/api/public/blog_posts', [200, 503], undefined],
      ['/api/admin/dashboard', [503], staffCookie],
      ['/api/admin/registration_forms', [503], staffCookie],
    ] as [string, number[], string | undefined][]) {
      const started = Date.now();
      const res = await fetch(server.base + route, {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(MAX_REFUSAL_MS),
      }).catch((error: Error & { cause?: { code?: string; message?: string } }) => ({
        status: `${error.name} ${error.cause?.code ?? error.cause?.message ?? ''}`,
        headers: new Headers(),
      }));
      const ms = Date.now() - started;
      const type = res.headers.get('content-type') ?? '';
      const jsonWhereApi = !route.startsWith('/api') || type.startsWith('application/json');
      if (!allowed.includes(res.status as number) || !jsonWhereApi) during.push(`${route}: ${res.status} ${type}`);
      if (ms > MAX_REFUSAL_MS) during.push(`${route}: ${ms} ms`);
    }
    expect({ during, cookie: Boolean(staffCookie) }).toEqual({ during: [], cookie: true });
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stopAt)));
    const startCalledAt = Date.now();
    pg.start();
    const startedAt = Date.now();

    // Recovery: the first form post accepted after PostgreSQL is back.
    let recoveredAt: number | undefined;
    while (Date.now() - startedAt < 15_000) {
      const accepted = stream.outcomes.find((o) => o.status === 201 && o.startedAt >= startedAt);
      if (accepted) {
        recoveredAt = accepted.startedAt + accepted.ms;
        break;
      }
      await sleep(50);
    }
    await sleep(2000);
    const outcomes = await stream.stop();
    probing = false;
    await prober;

    const counts = summarise(outcomes);
    const refused = outcomes.filter((o) => o.status !== 201);
    const wrong = refused.filter(
      (o) =>
        o.status !== 503 ||
        !o.contentType?.startsWith('application/json') ||
        typeof o.body?.error !== 'string' ||
        o.ms > MAX_REFUSAL_MS,
    );
    const slowest503 = Math.max(0, ...refused.map((o) => o.ms));
    const rows = await checkRows(knex, 'outage', outcomes);
    const readyDuring = probes.filter((p) => p.at > stoppedAt + 3000 && p.at < startedAt - 500).map((p) => p.status);
    const lastProbe = probes[probes.length - 1];
    const figures = {
      requestsSent: outcomes.length,
      answers: counts,
      rowsLost: rows.lost.length,
      rowsStored: rows.rows,
      slowest503Ms: slowest503,
      recoveryMs: recoveredAt === undefined ? null : recoveredAt - startedAt,
      readyzDuring: [...new Set(readyDuring)],
      readyzAfter: lastProbe?.status,
    };
    console.log(`database outage figures: ${JSON.stringify(figures)}`);

    if (wrong.length)
      console.log(
        `phases: stop ${stopAt}-${stoppedAt}, start ${startCalledAt}-${startedAt}; wrong: ${wrong.map((o) => `${o.startedAt}+${o.ms}`).join(', ')}`,
      );
    expect(describeAll(wrong)).toEqual([]);
    expect(counts['503']).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status === 201 && o.startedAt < stopAt).length).toBeGreaterThan(0);
    expect(recoveredAt).toBeDefined();
    expect(rows.lost).toEqual([]);
    expect(rows.mismatched).toEqual([]);
    expect(rows.unexplained).toEqual([]);
    expect(rows.rows).toBe(counts['201']);
    expect(readyDuring.length).toBeGreaterThan(0);
    expect(readyDuring.every((status) => status === 503)).toBe(true);
    expect(lastProbe?.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
});

function describeAll(outcomes: Outcome[]): string[] {
  return outcomes.map((o) => `#${o.n} ${o.kind}: ${o.status} ${o.networkError ?? o.contentType} in ${o.ms} ms`);
}
