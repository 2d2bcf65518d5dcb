// What every benchmark shares: the built server on a fresh PostgreSQL database, the bare baseline, autocannon,
// the machine's description and the JSON result files.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { psql } from '../tests/helpers/fresh-database.mjs';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from '../tests/production/support';

/** Runs SQL through psql (the same client the CSV baseline uses) and returns its unaligned output. */
export { psql };

export const ROOT = path.resolve(import.meta.dirname, '..');
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const STAFF = { email: 'bench-staff@example.com', password: 'bench-password-123' };

/** Builds the production bundle if it is missing, so each benchmark is one command. */
export function ensureBuilt(): void {
  const needed = ['dist/server/main.js', 'dist/client/index.html'];
  if (needed.every((file) => existsSync(path.join(ROOT, file)))) return;
  console.log('dist/ is incomplete: running npm run build first');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * A fresh database on the benchmark PostgreSQL server (dropped and created again). BENCH_DATABASE names it instead,
 * so engineers sharing one PostgreSQL server do not drop each other's.
 */
export function freshDatabase(name: string): string {
  process.env.TEST_DATABASE_URL ??= POSTGRES_URL;
  return createFreshDatabase(process.env.BENCH_DATABASE ?? name);
}

const BENCH_PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 0);
let benchPorts = 0;

/**
 * A port for a server of the benchmark: the next of the 50 from BENCH_PORT_BASE up when it is set (a shared machine
 * where each engineer has a range), otherwise any free one.
 */
export async function benchPort(): Promise<number> {
  if (!BENCH_PORT_BASE) return freePort();
  benchPorts += 1;
  return BENCH_PORT_BASE + ((benchPorts - 1) % 50);
}

/** `node dist/server/main.js` the way production runs it. */
export async function startBuiltServer(databaseUrl: string, extraEnv: Record<string, string> = {}) {
  const port = await benchPort();
  const dataDir = path.join(os.tmpdir(), `skyline-bench-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const server = startServer(ROOT, port, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-0123456789',
    TOTP_KEY: 'ab'.repeat(32),
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    // The benchmarks sign in with a password alone; two-factor sign-in has its own tests.
    REQUIRE_2FA: 'none',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  await waitReady(server);
  return server;
}

/** Loads the demo content with the production seed command (what `npm run db:seed` runs). */
export function seedDemoContent(databaseUrl: string): void {
  execFileSync(process.execPath, ['dist/server/seed.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
}

export type BareRoute = { method: 'GET' | 'POST'; path: string; status: number; contentType: string; body: string };

/** The baseline: a bare Express 5 app in its own process answering each route with a fixed body. */
export async function startBareServer(routes: BareRoute[]): Promise<RunningServer> {
  const port = await benchPort();
  const routesFile = path.join(os.tmpdir(), `skyline-bench-bare-${port}.json`);
  writeFileSync(routesFile, JSON.stringify(routes));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/bare-server.ts'), routesFile], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const server: RunningServer = {
    process: child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
  const started = Date.now();
  while (!output.includes('listening')) {
    if (child.exitCode !== null || Date.now() - started > 30_000) throw new Error(`bare server failed:\n${output}`);
    await sleep(100);
  }
  return server;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** Answers during the unrecorded warm-up (they still wrote rows). */
  warmupStatusCodes: Record<string, number>;
};

/**
 * The headers Chromium on an Android phone sends with the site's own fetch() calls (useVisitorForm.ts, the lists),
 * as a load balancer passes them on (X-Forwarded-Proto); each script adds what its requests add (Content-Type,
 * Idempotency-Key, Origin and Referer of the page, X-Forwarded-For). Bare and server get the same.
 */
export const PHONE_FETCH_HEADERS: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'bn-IN,bn;q=0.9,en-IN;q=0.8,en;q=0.7',
  'sec-ch-ua': '"Chromium";v="156", "Not-A.Brand";v="24", "Google Chrome";v="156"',
  'sec-ch-ua-mobile': '?1',
  'sec-ch-ua-platform': '"Android"',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  'x-forwarded-proto': 'https',
};

/** BENCH_SECONDS shortens a run for a quick check of the script itself; published figures use 10 s. */
export const LOAD = { connections: 50, durationSeconds: Number(process.env.BENCH_SECONDS ?? 10), warmupSeconds: 2 };

/** One autocannon run after a short unrecorded warm-up (JIT, connection pools, caches). */
export async function measureLoad(options: Options): Promise<LoadFigures> {
  const warmup = await autocannon({ connections: LOAD.connections, ...options, duration: LOAD.warmupSeconds });
  const result: Result = await autocannon({
    connections: LOAD.connections,
    ...options,
    duration: LOAD.durationSeconds,
  });
  return {
    requestsPerSecond: round(result.requests.total / result.duration, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: statusCounts(result),
    warmupStatusCodes: statusCounts(warmup),
  };
}

function statusCounts(result: Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, Number(stat.count)]));
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** What the figures were measured on: they mean little without it. */
export function describeMachine(databaseUrl = POSTGRES_URL) {
  let postgres = 'unknown';
  try {
    postgres = psql(databaseUrl, 'SHOW server_version');
  } catch {
    // reported as unknown
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    postgres,
    /** 1, 5 and 15-minute load averages as the figures are written: how busy the shared machine was. */
    loadAverage: os.loadavg().map((load) => round(load, 2)),
    measuredAt: new Date().toISOString(),
  };
}

export type GoalRow = {
  figure: string;
  value: number | string;
  baseline?: number | string;
  ratio?: number;
  goal: string;
  met: boolean;
};

export function printTable(title: string, rows: GoalRow[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      figure: row.figure,
      value: row.value,
      baseline: row.baseline ?? '',
      ratio: row.ratio ?? '',
      goal: row.goal,
      met: row.met ? 'yes' : 'NO',
    })),
  );
}

/** bench/results/<name>.json: the latest figures, read by docs/performance.md's author. */
export function writeResult(name: string, result: Record<string, unknown>): string {
  const directory = path.join(ROOT, 'bench', 'results');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(ROOT, file)}`);
  return file;
}

const running: RunningServer[] = [];

/** Remembers a server so stopAll() (and Ctrl-C) stops it whatever happens. */
export function track<T extends RunningServer>(server: T): T {
  running.push(server);
  return server;
}

export async function stopAll(): Promise<void> {
  await Promise.all(running.splice(0).map((server) => server.stop()));
}

process.once('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

/** Runs a benchmark's main function, stopping its servers afterwards and failing loudly on error. */
export function runBenchmark(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => stopAll());
}

/**
 * Headers of a staff request. Production cookies are Secure, so the server (started with TRUST_PROXY=1) is told
 * the request came through an https proxy, as it does behind the institute's load balancer.
 */
export const STAFF_PROXY_HEADERS = { 'x-forwarded-proto': 'https' };

/** Signs the benchmark's staff account in and returns the Cookie header value. */
export async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...STAFF_PROXY_HEADERS },
    body: JSON.stringify(STAFF),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}
