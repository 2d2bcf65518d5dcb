// Public reads measured the way a new user would measure them, beside the bare baseline in the same run:
// autocannon, 50 connections, 5 s, no warm-up, the bare Express 5 handler in the load generator's own process,
// the server started as the README says (its output going to a file, at the default log level).
//   - production on PostgreSQL with the demo content (`npm run db:seed`, `NODE_ENV=production npm run serve`);
//   - `npm start`'s server on the embedded database (no DATABASE_URL: PGlite in a fresh DATA_DIR, demo content
//     loaded by the first start, NODE_ENV unset).
// Each variant is measured BENCH_REPEATS times (default 3) with a freshly started server and a fresh bare app,
// and the median ratio is reported.
// Run: npx tsx bench/first-run-reads.ts   (needs PostgreSQL on 127.0.0.1:5432; builds dist/ if missing)
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import express from 'express';
import { type RunningServer, waitReady } from '../tests/production/support';
import {
  benchPort,
  describeMachine,
  ensureBuilt,
  freshDatabase,
  type GoalRow,
  median,
  printTable,
  ROOT,
  round,
  runBenchmark,
  seedDemoContent,
  track,
  writeResult,
} from './support';

const LOAD = { connections: 50, durationSeconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 0 };
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
// For taking the difference with bench/api-throughput.ts apart (docs/performance-history.md):
// BENCH_WARMUP_SECONDS=2 warms both up first, BENCH_SERVER_ENV='LOG_LEVEL=warn' adds to the server's environment,
// BENCH_VARIANTS picks variants, BENCH_SERVER_DIR runs another build (its dist/server/main.js) instead of this one.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 0);
const EXTRA_ENV = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split('=', 2) as [string, string]),
);
const ONLY = process.env.BENCH_VARIANTS?.split(',');
// Another build to measure the same way (a checkout of an earlier commit, built): what a change was measured against.
const SERVER_DIR = process.env.BENCH_SERVER_DIR ?? ROOT;
const PATH = '/api/public/blog_posts';
const GOALS = { postgres: 0.8, embedded: 0.5 };

type Variant = { name: 'postgres' | 'embedded'; title: string; env: () => Record<string, string> };

/** `node dist/server/main.js` with only what the README asks for; its output goes to a file, as `> log` would. */
async function startAsUser(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const port = await benchPort();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  const server: RunningServer = {
    process: child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => `(see ${logFile})`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
  await waitReady(track(server));
  return server;
}

/** The baseline: a bare Express 5 app in this (the load generator's) process, answering with the same body. */
async function startBareInProcess(body: Buffer) {
  const app = express();
  app.get(PATH, (_req, res) => {
    res.type('application/json').send(body);
  });
  const port = await benchPort();
  const listener = await new Promise<import('node:http').Server>((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
  return {
    base: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

async function measureCold(url: string) {
  if (WARMUP_SECONDS) await autocannon({ url, connections: LOAD.connections, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSeconds });
  return {
    requestsPerSecond: round(result.requests.total / result.duration, 1),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  ensureBuilt();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'skyline-first-run-'));
  const databaseUrl = freshDatabase('skyline_bench_first_run');
  // `npm run db:seed` migrates first, then loads the demo content, as the README has a production user do.
  seedDemoContent(databaseUrl);
  const variants: Variant[] = [
    {
      name: 'postgres',
      title: 'production on PostgreSQL (NODE_ENV=production, demo content by npm run db:seed)',
      env: () => ({
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'bench-session-secret-0123456789',
        TOTP_KEY: 'ab'.repeat(32),
        DATA_DIR: path.join(scratch, 'postgres-data'),
      }),
    },
    {
      name: 'embedded',
      title: 'npm start on the embedded database (no DATABASE_URL, NODE_ENV unset)',
      // A fresh folder each time: the first start creates the schema and loads the demo content, as a newcomer's does.
      env: () => ({ DATA_DIR: mkdtempSync(path.join(scratch, 'embedded-')) }),
    },
  ];

  const runs: Record<string, { bare: number; server: number; ratio: number; serverP99: number; failures: number }[]> =
    {};
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    for (const variant of variants) {
      if (ONLY && !ONLY.includes(variant.name)) continue;
      const server = await startAsUser({ ...variant.env(), ...EXTRA_ENV }, path.join(scratch, `${variant.name}.log`));
      const response = await fetch(`${server.base}${PATH}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${variant.name}: GET ${PATH} answered ${response.status}`);
      const bare = await startBareInProcess(body);
      console.log(`${variant.name} ${repeat + 1}/${REPEATS}: bare, then server (${os.loadavg()[0].toFixed(2)} load)…`);
      const bareFigures = await measureCold(`${bare.base}${PATH}`);
      await bare.stop();
      const serverFigures = await measureCold(`${server.base}${PATH}`);
      await server.stop();
      const ratio = round(serverFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);
      console.log(`  bare ${bareFigures.requestsPerSecond}/s, server ${serverFigures.requestsPerSecond}/s: ${ratio}`);
      runs[variant.name] ??= [];
      runs[variant.name].push({
        bare: bareFigures.requestsPerSecond,
        server: serverFigures.requestsPerSecond,
        ratio,
        serverP99: serverFigures.p99Ms,
        failures: serverFigures.non2xx + serverFigures.errors + bareFigures.non2xx + bareFigures.errors,
      });
    }
  }

  const rows: GoalRow[] = [];
  for (const variant of variants) {
    const list = runs[variant.name];
    if (!list) continue;
    const ratio = median(list.map((run) => run.ratio));
    rows.push({
      figure: `${variant.title}: GET ${PATH} requests/s, median of ${list.length}`,
      value: median(list.map((run) => run.server)),
      baseline: median(list.map((run) => run.bare)),
      ratio,
      goal: `≥ ${GOALS[variant.name] * 100}% of bare`,
      met: ratio >= GOALS[variant.name] && list.every((run) => run.failures === 0),
    });
    rows.push({
      figure: `${variant.title}: every run, server / bare requests/s (ratio)`,
      value: list.map((run) => `${run.server} / ${run.bare} (${run.ratio})`).join(', '),
      goal: '(reported)',
      met: true,
    });
  }
  printTable(`GET ${PATH} as a new user measures it: ${LOAD.connections} connections, ${LOAD.durationSeconds} s`, rows);
  writeResult('first-run-reads', {
    machine: describeMachine(databaseUrl),
    load: { ...LOAD, warmupSeconds: WARMUP_SECONDS },
    serverDir: SERVER_DIR,
    serverEnv: EXTRA_ENV,
    runs,
    goals: rows,
    allMet: rows.every((row) => row.met),
  });
  rmSync(scratch, { recursive: true, force: true });
}

runBenchmark(main);
