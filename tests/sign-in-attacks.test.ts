// Sign-in under attack (issue 15, points 2 to 4): concurrent guesses, Unicode spellings
// of a locked e-mail, and a stranger trying to lock a staff member out; on PGlite and on PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES, SIGN_IN_PER_PAIR } from '../server/staff/sign-in-guard';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff, STAFF_EMAIL, STAFF_PASSWORD } from './helpers/staff';

const ADMIN_EMAIL = 'admin@localhost';
const ADMIN_PASSWORD = 'first-start-password';
/** argon2 takes a second or more per password on a busy test machine. */
const SLOW_MS = 300_000;
/** What the load balancer appends to X-Forwarded-For: the address it saw (TRUST_PROXY=1). */
const PROXY_SEEN = '203.0.113.7';

describe.each(backends)('sign-in under attack on %s', (backend) => {
  let ctx: TestContext;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    await addStaff(ctx);
    await addStaff(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
    server = createServer(ctx.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, SLOW_MS);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.db.knex('rate_limits').delete();
    await ctx.db.knex('sign_in_addresses').delete();
  });

  /** A sign-in whose X-Forwarded-For is `forwardedFor` as it reaches the server (client part, then the proxy's). */
  const login = async (email: string, password: string, forwardedFor: string) => {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email, password }),
    });
    await res.arrayBuffer();
    return res.status;
  };

  it(
    '2: 22 concurrent wrong passwords for one e-mail: only the first 5 are checked',
    async () => {
      // Signed in from there before, so only this pair's limit applies (not the ceiling for new addresses).
      expect(await login(STAFF_EMAIL, STAFF_PASSWORD, PROXY_SEEN)).toBe(200);
      const statuses = await Promise.all(
        Array.from({ length: 22 }, (_, i) => login(STAFF_EMAIL, `wrong-password-${i}`, PROXY_SEEN)),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_PER_PAIR.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(22 - SIGN_IN_PER_PAIR.limit);
      // The right password from that address now waits too: the guesses used up the pair's attempts.
      expect(await login(STAFF_EMAIL, STAFF_PASSWORD, PROXY_SEEN)).toBe(429);
    },
    SLOW_MS,
  );

  it(
    '3: while admin@localhost is locked, no spelling of it signs in with the right password',
    async () => {
      // Each letter as typed, in the other case, or as a Unicode letter one of the two lower-cases to it.
      const lookalikes: Record<string, string[]> = { i: ['i', 'I', 'İ', 'ı'], s: ['s', 'S', 'ſ'] };
      const spelling = fc
        .tuple(
          ...[...ADMIN_EMAIL].map((char) =>
            fc.constantFrom(...(lookalikes[char] ?? [...new Set([char, char.toUpperCase()])])),
          ),
        )
        .map((chars) => chars.join(''));
      const attacker = '198.51.100.66';
      for (let i = 0; i < SIGN_IN_PER_PAIR.limit; i++)
        expect(await login(ADMIN_EMAIL, 'wrong-password', attacker)).toBe(401);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('admİn@localhost', 'ADMİN@localhost', 'Admin@LOCALHOST'),
          spelling,
          async (fixed, random) => {
            for (const email of [fixed, random]) {
              // Only the pair's lock is under test here, not the address's own ceiling.
              await ctx.db.knex('rate_limits').where('key', 'like', 'login-address:%').delete();
              expect([401, 429]).toContain(await login(email, ADMIN_PASSWORD, attacker));
            }
          },
        ),
        { numRuns: 40 },
      );
      await ctx.db.knex('rate_limits').delete();
      // Unlocked, an ASCII spelling in other letter cases is the same account and signs in.
      expect(await login('ADMIN@LocalHost', ADMIN_PASSWORD, '198.51.100.67')).toBe(200);
    },
    SLOW_MS,
  );

  it(
    '4: strangers guessing from many addresses cannot lock staff out of their usual address',
    async () => {
      const usual = '192.0.2.10';
      expect(await login(STAFF_EMAIL, STAFF_PASSWORD, usual)).toBe(200);
      // A botnet: two guesses each from 40 addresses at once, then six from one address.
      const spread = await Promise.all(
        Array.from({ length: 80 }, (_, i) => login(STAFF_EMAIL, `guess-${i}`, `198.51.${i % 40}.1`)),
      );
      const single: number[] = [];
      for (let i = 0; i < 6; i++) single.push(await login(STAFF_EMAIL, `guess-single-${i}`, '198.51.200.1'));
      // Brute force stays expensive: across all those addresses only the new-address ceiling's worth were checked.
      const checked = [...spread, ...single].filter((status) => status === 401).length;
      expect(checked).toBeLessThanOrEqual(SIGN_IN_PER_EMAIL_FROM_NEW_ADDRESSES.limit);
      expect([...spread, ...single].filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(single.at(-1)).toBe(429);
      // The staff member at their usual desk signs in all the same, even after mistyping.
      expect(await login(STAFF_EMAIL, 'a-typo-password', usual)).toBe(401);
      expect(await login(STAFF_EMAIL, STAFF_PASSWORD, usual)).toBe(200);
      // A first sign-in from a new address waits for the ceiling's window while the attack lasts: the price of it.
      expect(await login(STAFF_EMAIL, STAFF_PASSWORD, '192.0.2.99')).toBe(429);
    },
    SLOW_MS,
  );
});
