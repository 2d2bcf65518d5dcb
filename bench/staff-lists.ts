// Staff lists at scale: 1,000,000 registrations and 100,000 blog posts in PostgreSQL, timed through the staff API.
// Run: npx tsx bench/staff-lists.ts   (needs PostgreSQL on 127.0.0.1:5432; builds dist/ if missing)
import { generateBlogPosts, generateRegistrations, REGISTRATION_SPACING_SECONDS } from './content';
import {
  describeMachine,
  ensureBuilt,
  freshDatabase,
  type GoalRow,
  median,
  printTable,
  round,
  runBenchmark,
  STAFF_PROXY_HEADERS,
  signIn,
  startBuiltServer,
  track,
  writeResult,
} from './support';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 1_000_000);
const BLOG_POSTS = Number(process.env.BENCH_BLOG_POSTS ?? 100_000);
const RUNS = 20;
const WARMUP_RUNS = 3;
const LIST_GOAL_MS = 25;
const SEARCH_GOAL_MS = 100;

type ListCase = {
  name: string;
  resource: string;
  sort?: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter?: Record<string, string>;
  goalMs: number;
};

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function listCases(): ListCase[] {
  const deepStart = Math.max(0, Math.round(REGISTRATIONS * 0.9));
  // A month in the middle of the generated span (one registration every 90 seconds back from now).
  const middleDay = Math.round((REGISTRATIONS * REGISTRATION_SPACING_SECONDS) / 86_400 / 2);
  return [
    {
      name: 'registrations, first page by created_at',
      resource: 'registration_forms',
      sort: ['created_at', 'DESC'],
      range: [0, 24],
      goalMs: LIST_GOAL_MS,
    },
    {
      name: `registrations, deep page [${deepStart},${deepStart + 24}]`,
      resource: 'registration_forms',
      sort: ['created_at', 'DESC'],
      range: [deepStart, deepStart + 24],
      goalMs: LIST_GOAL_MS,
    },
    {
      name: 'registrations, q = a full name (1 in 2,000 rows)',
      resource: 'registration_forms',
      sort: ['created_at', 'DESC'],
      range: [0, 24],
      filter: { q: 'Kavya Menon' },
      goalMs: SEARCH_GOAL_MS,
    },
    {
      name: 'registrations, q = a surname (1 in 50 rows)',
      resource: 'registration_forms',
      sort: ['created_at', 'DESC'],
      range: [0, 24],
      filter: { q: 'chatterjee' },
      goalMs: SEARCH_GOAL_MS,
    },
    {
      name: 'registrations, q = phone digits',
      resource: 'registration_forms',
      sort: ['created_at', 'DESC'],
      range: [0, 24],
      filter: { q: '97919' },
      goalMs: SEARCH_GOAL_MS,
    },
    {
      name: 'registrations, created_at range (one month)',
      resource: 'registration_forms',
      sort: ['created_at', 'DESC'],
      range: [0, 24],
      filter: { created_at_gte: dayBefore(middleDay + 15), created_at_lte: dayBefore(middleDay - 15) },
      goalMs: LIST_GOAL_MS,
    },
    {
      name: 'blog posts, first page (default sort)',
      resource: 'blog_posts',
      range: [0, 24],
      goalMs: LIST_GOAL_MS,
    },
  ];
}

function listPath(list: ListCase): string {
  const params = new URLSearchParams({ range: JSON.stringify(list.range) });
  if (list.sort) params.set('sort', JSON.stringify(list.sort));
  if (list.filter) params.set('filter', JSON.stringify(list.filter));
  return `/api/admin/${list.resource}?${params}`;
}

/** RUNS timed requests after WARMUP_RUNS untimed ones, one at a time, as a staff member clicks. */
async function timeRequests(url: string, cookie: string) {
  const timings: number[] = [];
  let total = '';
  let rowCount = 0;
  for (let run = 0; run < WARMUP_RUNS + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, ...STAFF_PROXY_HEADERS } });
    const body = (await response.json()) as unknown;
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (run >= WARMUP_RUNS) timings.push(elapsed);
    total = response.headers.get('content-range') ?? '';
    rowCount = Array.isArray(body) ? body.length : 1;
  }
  return { timings, total, rowCount };
}

async function main() {
  ensureBuilt();
  const databaseUrl = freshDatabase('skyline_bench_staff');
  const server = track(await startBuiltServer(databaseUrl, { TRUST_PROXY: '1' }));
  const started = Date.now();
  console.log(`generating ${REGISTRATIONS} registrations and ${BLOG_POSTS} blog posts…`);
  generateRegistrations(databaseUrl, REGISTRATIONS);
  generateBlogPosts(databaseUrl, BLOG_POSTS);
  const generationSeconds = round((Date.now() - started) / 1000, 1);
  console.log(`generated in ${generationSeconds} s`);
  const cookie = await signIn(server);

  // The baseline: a signed-in request that reads no list (the session lookup and the HTTP round trip).
  const sessionOnly = await timeRequests(`${server.base}/api/auth/me`, cookie);
  const baselineMs = round(median(sessionOnly.timings), 1);
  console.log(`baseline GET /api/auth/me: median ${baselineMs} ms`);

  const results: Record<string, { medianMs: number; minMs: number; maxMs: number; total: string; rows: number }> = {};
  const rows: GoalRow[] = [];
  for (const list of listCases()) {
    const { timings, total, rowCount } = await timeRequests(`${server.base}${listPath(list)}`, cookie);
    const medianMs = round(median(timings), 1);
    results[list.name] = {
      medianMs,
      minMs: round(Math.min(...timings), 1),
      maxMs: round(Math.max(...timings), 1),
      total,
      rows: rowCount,
    };
    console.log(`${list.name}: median ${medianMs} ms (${total}, ${rowCount} rows)`);
    rows.push({
      figure: `${list.name}, median ms`,
      value: medianMs,
      baseline: baselineMs,
      ratio: round(medianMs / baselineMs, 1),
      goal: `≤ ${list.goalMs} ms`,
      met: medianMs <= list.goalMs && rowCount > 0,
    });
  }

  printTable(`Staff lists: ${REGISTRATIONS} registrations, ${BLOG_POSTS} blog posts, median of ${RUNS} runs`, rows);
  writeResult('staff-lists', {
    machine: describeMachine(databaseUrl),
    registrations: REGISTRATIONS,
    blogPosts: BLOG_POSTS,
    generationSeconds,
    runs: RUNS,
    baselineMs,
    results,
    goals: rows,
    allMet: rows.every((row) => row.met),
  });
}

runBenchmark(main);
