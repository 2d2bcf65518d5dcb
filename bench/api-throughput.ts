// Public API throughput beside a bare Express 5 handler with bodies of the same size, in the same run.
// Run: npx tsx bench/api-throughput.ts   (needs PostgreSQL on 127.0.0.1:5432; builds dist/ if missing)
import type { RawRequest } from 'autocannon';
import pg from 'pg';
import { ensureBlogPosts } from './content';
import {
  type BareRoute,
  describeMachine,
  ensureBuilt,
  freshDatabase,
  type GoalRow,
  LOAD,
  type LoadFigures,
  measureLoad,
  printTable,
  round,
  runBenchmark,
  seedDemoContent,
  startBareServer,
  startBuiltServer,
  track,
  writeResult,
} from './support';

const READ_SHARE_GOAL = 0.6;
const READ_P99_GOAL_MS = 30;
const POST_SHARE_GOAL = 0.25;

type FormRequest = RawRequest & {
  setupRequest: (request: RawRequest) => RawRequest;
  onResponse: (status: number, body: string) => void;
};

/**
 * Distinct valid contact forms, each from its own address so the per-address limit is not what is measured.
 * The receipt of every 201 answer is kept, and the table must hold one bench row per receipt afterwards.
 */
function contactFormRequests(path: string, createdIds: string[]): FormRequest {
  let sequence = 0;
  return {
    method: 'POST',
    path,
    onResponse: (status, body) => {
      if (status === 201) createdIds.push((JSON.parse(body) as { id: string }).id);
    },
    setupRequest: (request) => {
      sequence += 1;
      const n = sequence;
      const body = JSON.stringify({
        name: `Bench Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: `+91 98${String(n % 100_000_000).padStart(8, '0')}`,
        course: 'spam',
        message: 'I would like to know the fees and the next batch dates for airport management.',
      });
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body,
      };
    },
  };
}

/** How many bench visitors' rows the table holds (each 201 promised one; answers carry receipts, not row ids). */
async function countRows(databaseUrl: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE name LIKE 'Bench Visitor %'`);
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

type Endpoint = { name: string; method: 'GET' | 'POST'; path: string };

async function main() {
  ensureBuilt();
  const databaseUrl = freshDatabase('skyline_bench_api');
  // TRUST_PROXY so each simulated visitor has its own address (X-Forwarded-For) for the per-address form limit.
  const server = track(await startBuiltServer(databaseUrl, { TRUST_PROXY: '1' }));
  seedDemoContent(databaseUrl);
  await ensureBlogPosts(databaseUrl);

  const list = await fetch(`${server.base}/api/public/blog_posts`);
  if (list.status !== 200) throw new Error(`GET /api/public/blog_posts answered ${list.status}`);
  const listBody = await list.text();
  const postId = (JSON.parse(listBody) as { id: number }[])[0].id;
  const one = await fetch(`${server.base}/api/public/blog_posts/${postId}`);
  const oneBody = await one.text();

  const endpoints: Endpoint[] = [
    { name: 'GET /api/public/blog_posts', method: 'GET', path: '/api/public/blog_posts' },
    { name: 'GET /api/public/blog_posts/{id}', method: 'GET', path: `/api/public/blog_posts/${postId}` },
    { name: 'POST /api/public/contact_forms', method: 'POST', path: '/api/public/contact_forms' },
  ];
  const bareRoutes: BareRoute[] = [
    { method: 'GET', path: endpoints[0].path, status: 200, contentType: 'application/json', body: listBody },
    { method: 'GET', path: endpoints[1].path, status: 200, contentType: 'application/json', body: oneBody },
    // The real answer is {"id":"<uuid receipt>"}: same size.
    {
      method: 'POST',
      path: endpoints[2].path,
      status: 201,
      contentType: 'application/json',
      body: '{"id":"00000000-0000-4000-8000-000000000000"}',
    },
  ];
  const bare = track(await startBareServer(bareRoutes));

  const figures: Record<string, { server: LoadFigures; bare: LoadFigures; ratio: number }> = {};
  const rows: GoalRow[] = [];
  let postCheck = { created201: 0, foundInTable: 0, allPresent: false };
  const createdIds: string[] = [];
  for (const endpoint of endpoints) {
    const isPost = endpoint.method === 'POST';
    const options = (base: string) =>
      isPost
        ? { url: base, requests: [contactFormRequests(endpoint.path, base === server.base ? createdIds : [])] }
        : { url: `${base}${endpoint.path}` };
    console.log(`measuring ${endpoint.name} (bare, then server)…`);
    const bareFigures = await measureLoad(options(bare.base));
    const serverFigures = await measureLoad(options(server.base));
    const ratio = round(serverFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);
    figures[endpoint.name] = { server: serverFigures, bare: bareFigures, ratio };
    if (isPost) {
      const created201 = (serverFigures.statusCodes['201'] ?? 0) + (serverFigures.warmupStatusCodes['201'] ?? 0);
      const foundInTable = await countRows(databaseUrl, 'contact_forms');
      postCheck = {
        created201,
        foundInTable,
        // Every counted 201 has its row; the table may hold up to one more row per connection and run (warm-up and
        // measured): posts still in flight when autocannon stops are committed, but their answers are not counted.
        allPresent:
          created201 > 0 &&
          createdIds.length === created201 &&
          foundInTable >= created201 &&
          foundInTable <= created201 + 2 * LOAD.connections,
      };
      rows.push({
        figure: `${endpoint.name} requests/s`,
        value: serverFigures.requestsPerSecond,
        baseline: bareFigures.requestsPerSecond,
        ratio,
        goal: `≥ ${POST_SHARE_GOAL * 100}% of bare`,
        met: ratio >= POST_SHARE_GOAL && serverFigures.non2xx === 0,
      });
      rows.push({
        figure: `${endpoint.name} 201 answers, their rows found`,
        value: `${created201} / ${foundInTable}`,
        goal: 'every 201 in the table (+ ≤ 2 × connections in flight at the stops)',
        met: postCheck.allPresent,
      });
      rows.push({
        figure: `${endpoint.name} p99 ms`,
        value: serverFigures.p99Ms,
        baseline: bareFigures.p99Ms,
        goal: '(reported)',
        met: true,
      });
    } else {
      rows.push({
        figure: `${endpoint.name} requests/s`,
        value: serverFigures.requestsPerSecond,
        baseline: bareFigures.requestsPerSecond,
        ratio,
        goal: `≥ ${READ_SHARE_GOAL * 100}% of bare`,
        met: ratio >= READ_SHARE_GOAL && serverFigures.non2xx === 0,
      });
      rows.push({
        figure: `${endpoint.name} p99 ms`,
        value: serverFigures.p99Ms,
        baseline: bareFigures.p99Ms,
        goal: `≤ ${READ_P99_GOAL_MS} ms`,
        met: serverFigures.p99Ms <= READ_P99_GOAL_MS,
      });
    }
  }

  printTable(`Public API, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each, loopback`, rows);
  writeResult('api-throughput', {
    machine: describeMachine(databaseUrl),
    load: LOAD,
    bodies: { listBytes: Buffer.byteLength(listBody), postBytes: Buffer.byteLength(oneBody) },
    figures,
    postCheck,
    goals: rows,
    allMet: rows.every((row) => row.met),
  });
}

runBenchmark(main);
