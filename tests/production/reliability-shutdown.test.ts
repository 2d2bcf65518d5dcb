// Stopping the built server under load: SIGTERM drains and exits 0 with no 5xx; SIGKILL leaves no partial row
// and the next start serves again on the same database.
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { checkRows, type Outcome, postForm, sleep, startFormStream, summarise } from './reliability-traffic';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');

describe('shutdown and crash under load', () => {
  let url: string;
  let knex: Knex;
  const servers: RunningServer[] = [];

  const start = async () => {
    const server = startServer(root, await freePort(), {
      NODE_ENV: 'production',
      SESSION_SECRET: 'shutdown-test-session-secret-0123456789',
      TOTP_KEY: 'ab'.repeat(32),
      DATABASE_URL: url,
      DATA_DIR: '/tmp/skyline-shutdown-test',
      TRUST_PROXY: '1',
    });
    servers.push(server);
    await waitReady(server);
    return server;
  };
  const exited = (server: RunningServer) =>
    new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) => {
      if (server.process.exitCode !== null || server.process.signalCode !== null)
        return resolve({ code: server.process.exitCode, signal: server.process.signalCode, at: Date.now() });
      server.process.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }));
    });

  beforeAll(() => {
    url = createFreshDatabase('skyline_shutdown');
    knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await knex?.destroy();
  });

  it('SIGTERM under load finishes the requests in flight, answers no 5xx and exits 0 within 10 s', async () => {
    const server = await start();
    const stream = startFormStream(server.base, { tag: 'sigterm', workers: 8 });
    await sleep(1500);
    const exit = exited(server);
    const termAt = Date.now();
    server.process.kill('SIGTERM');
    const { code, at } = await exit;
    const outcomes = await stream.stop();

    const inFlight = outcomes.filter((o) => o.startedAt < termAt);
    const unanswered = inFlight.filter((o) => o.status !== 201);
    const serverErrors = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500);
    const rows = await checkRows(knex, 'sigterm', outcomes);
    console.log(
      `SIGTERM figures: ${JSON.stringify({ requestsSent: outcomes.length, answers: summarise(outcomes), exitMs: at - termAt, rowsLost: rows.lost.length })}`,
    );

    expect(code).toBe(0);
    expect(at - termAt).toBeLessThan(10_000);
    expect(inFlight.length).toBeGreaterThan(50);
    expect(describeAll(unanswered)).toEqual([]);
    expect(describeAll(serverErrors)).toEqual([]);
    expect(rows.lost).toEqual([]);
    expect(rows.mismatched).toEqual([]);
    expect(rows.unexplained).toEqual([]);
    expect(server.output()).not.toMatch(/forced shutdown/);
  });

  it('SIGKILL under load leaves only complete rows, loses no 201, and the next start serves', async () => {
    const server = await start();
    const stream = startFormStream(server.base, { tag: 'sigkill', workers: 8 });
    await sleep(1500);
    const exit = exited(server);
    server.process.kill('SIGKILL');
    const { signal } = await exit;
    const outcomes = await stream.stop();
    expect(signal).toBe('SIGKILL');

    const rows = await checkRows(knex, 'sigkill', outcomes);
    const serverErrors = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500);
    console.log(
      `SIGKILL figures: ${JSON.stringify({ requestsSent: outcomes.length, answers: summarise(outcomes), rowsStored: rows.rows, rowsLost: rows.lost.length })}`,
    );
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(50);
    expect(rows.lost).toEqual([]);
    expect(rows.mismatched).toEqual([]);
    expect(rows.unexplained).toEqual([]);
    expect(describeAll(serverErrors)).toEqual([]);

    const next = await start();
    const after = await postForm(next.base, 'contact_forms', 'after-kill', 1);
    expect(after.status).toBe(201);
    expect(await knex('contact_forms').where({ email: 'after-kill-1@example.in' }).first()).toBeTruthy();
    expect(await next.stop()).toBe(0);
  });
});

function describeAll(outcomes: Outcome[]): string[] {
  return outcomes.map((o) => `#${o.n} ${o.kind}: ${o.status} ${o.networkError ?? ''} after ${o.ms} ms`);
}
