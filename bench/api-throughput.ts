// Public API throughput beside a bare Express 5 handler with bodies of the same size, in the same run.
// The form post is sent as the site's own forms send it (useVisitorForm.ts: JSON with the consent object and an
// Idempotency-Key of its own, each visitor from their own address), on PostgreSQL and on the embedded database,
// and, on PostgreSQL, without the key beside it (the contract's bare post).
// Run: npx tsx bench/api-throughput.ts   (needs PostgreSQL on 127.0.0.1:5432; builds dist/ if missing)
import { randomUUID } from 'node:crypto';
import type { RawRequest } from 'autocannon';
import pg from 'pg';
import { NOTICE_VERSION } from '../common/privacy';
import type { RunningServer } from '../tests/production/support';
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
  PHONE_FETCH_HEADERS,
  printTable,
  round,
  runBenchmark,
  STAFF_PROXY_HEADERS,
  seedDemoContent,
  signIn,
  startBareServer,
  startBuiltServer,
  track,
  writeResult,
} from './support';

const READ_SHARE_GOAL = 0.6;
const READ_P99_GOAL_MS = 30;
const POST_SHARE_GOAL = 0.25;
const POST_P99_GOAL_MS = 300;
const EMBEDDED_POST_SHARE_GOAL = 0.1;

type FormRequest = RawRequest & {
  setupRequest: (request: RawRequest) => RawRequest;
  onResponse: (status: number, body: string) => void;
};

/**
 * Distinct valid contact forms, each from its own address so the per-address limit is not what is measured; with
 * `keyed`, as the site sends them: the consent object, an Idempotency-Key each and a phone browser's headers. The receipt of every 201 answer
 * is kept, and the table must hold one row per receipt afterwards. `label` marks the rows of one run.
 */
function contactFormRequests(
  base: string,
  path: string,
  createdIds: string[],
  label: string,
  keyed: boolean,
): FormRequest {
  // The page the form is on, as the browser names it (the server sees the proxy's https).
  const page = `https://${new URL(base).host}/contact`;
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
        name: `Bench Visitor ${label} ${n}`,
        email: `visitor.${label}.${n}@example.com`,
        phone: `+91 98${String(n % 100_000_000).padStart(8, '0')}`,
        course: 'spam',
        message: 'I would like to know the fees and the next batch dates for airport management.',
        ...(keyed ? { consent: { notice_version: NOTICE_VERSION, language: 'en', marketing: false } } : {}),
      });
      return {
        ...request,
        headers: {
          // As the site's page sends it (a phone's fetch), or as a script posts without a key.
          ...(keyed ? { ...PHONE_FETCH_HEADERS, origin: new URL(page).origin, referer: page } : {}),
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          ...(keyed ? { 'idempotency-key': randomUUID() } : {}),
        },
        body,
      };
    },
  };
}

/**
 * On PostgreSQL, what a run's posts left: its rows, those without an applicant, its acknowledgements queued and
 * the answers stored with their keys.
 */
async function countRows(databaseUrl: string, label: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE applicant_id IS NULL)::int AS unlinked,
              (SELECT count(*)::int FROM mail_outbox m
                WHERE m.template = 'acknowledgement' AND m.recipients[1] LIKE $2) AS acknowledged,
              (SELECT count(*)::int FROM idempotency_keys k WHERE k.scope = 'contact_forms' AND k.status = 201) AS keys
       FROM contact_forms WHERE name LIKE $1`,
      [`Bench Visitor ${label} %`, `visitor.${label}.%`],
    );
    return result.rows[0] as { rows: number; unlinked: number; acknowledged: number; keys: number };
  } finally {
    await client.end();
  }
}

/** On the embedded database (held by its server), the contact forms the staff API counts. */
async function countRowsThroughApi(server: RunningServer): Promise<number> {
  const cookie = await signIn(server);
  const response = await fetch(`${server.base}/api/admin/contact_forms?range=[0,0]`, {
    headers: { cookie, ...STAFF_PROXY_HEADERS },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`counting contact forms: ${response.status} ${body}`);
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

type Endpoint = { name: string; method: 'GET'; path: string };

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
  ];
  const postPath = '/api/public/contact_forms';
  const bareRoutes: BareRoute[] = [
    { method: 'GET', path: endpoints[0].path, status: 200, contentType: 'application/json', body: listBody },
    { method: 'GET', path: endpoints[1].path, status: 200, contentType: 'application/json', body: oneBody },
    // The real answer is {"id":"<uuid receipt>"}: same size.
    {
      method: 'POST',
      path: postPath,
      status: 201,
      contentType: 'application/json',
      body: '{"id":"00000000-0000-4000-8000-000000000000"}',
    },
  ];
  const bare = track(await startBareServer(bareRoutes));

  const figures: Record<string, { server: LoadFigures; bare: LoadFigures; ratio: number }> = {};
  const rows: GoalRow[] = [];
  for (const endpoint of endpoints) {
    console.log(`measuring ${endpoint.name} (bare, then server)…`);
    const headers = { ...PHONE_FETCH_HEADERS, referer: 'https://skyline.example/blogs' };
    const bareFigures = await measureLoad({ url: `${bare.base}${endpoint.path}`, headers });
    const serverFigures = await measureLoad({ url: `${server.base}${endpoint.path}`, headers });
    const ratio = round(serverFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);
    figures[endpoint.name] = { server: serverFigures, bare: bareFigures, ratio };
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

  // The form post: as the site sends it on PostgreSQL, the same without the key, and as the site sends it on the
  // embedded database (a server of its own on a fresh data directory).
  const embedded = track(await startBuiltServer('', { TRUST_PROXY: '1', EMBEDDED_DATABASE: '1' }));
  const posts = [
    { name: `POST ${postPath} (as the site sends it)`, label: 'K', keyed: true, on: server, goal: POST_SHARE_GOAL },
    { name: `POST ${postPath} (no key)`, label: 'N', keyed: false, on: server, goal: undefined },
    {
      name: `POST ${postPath} (as the site sends it, embedded database)`,
      label: 'E',
      keyed: true,
      on: embedded,
      goal: EMBEDDED_POST_SHARE_GOAL,
    },
  ];
  const postChecks: Record<string, unknown> = {};
  for (const post of posts) {
    console.log(`measuring ${post.name} (bare, then server)…`);
    const createdIds: string[] = [];
    const bareFigures = await measureLoad({
      url: bare.base,
      requests: [contactFormRequests(bare.base, postPath, [], post.label, post.keyed)],
    });
    const serverFigures = await measureLoad({
      url: post.on.base,
      requests: [contactFormRequests(post.on.base, postPath, createdIds, post.label, post.keyed)],
    });
    const ratio = round(serverFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);
    figures[post.name] = { server: serverFigures, bare: bareFigures, ratio };
    const created201 = (serverFigures.statusCodes['201'] ?? 0) + (serverFigures.warmupStatusCodes['201'] ?? 0);
    // Every counted 201 has its row; the table may hold up to one more row per connection and run (warm-up and
    // measured): posts still in flight when autocannon stops are committed, but their answers are not counted.
    const inFlight = 2 * LOAD.connections;
    let check: { found: number; allPresent: boolean; detail: string };
    if (post.on === server) {
      const found = await countRows(databaseUrl, post.label);
      const linkedAndAcknowledged = found.unlinked === 0 && found.acknowledged === found.rows;
      check = {
        found: found.rows,
        allPresent:
          created201 > 0 &&
          createdIds.length === created201 &&
          found.rows >= created201 &&
          found.rows <= created201 + inFlight &&
          linkedAndAcknowledged,
        detail: `${found.unlinked} without an applicant, ${found.acknowledged} acknowledgements queued`,
      };
    } else {
      const found = await countRowsThroughApi(embedded);
      check = {
        found,
        allPresent: created201 > 0 && found >= created201 && found <= created201 + inFlight,
        detail: 'counted through the staff API',
      };
    }
    postChecks[post.name] = { created201, ...check };
    rows.push({
      figure: `${post.name} requests/s`,
      value: serverFigures.requestsPerSecond,
      baseline: bareFigures.requestsPerSecond,
      ratio,
      goal: post.goal === undefined ? '(reported)' : `≥ ${post.goal * 100}% of bare`,
      met: (post.goal === undefined || ratio >= post.goal) && serverFigures.non2xx === 0,
    });
    rows.push({
      figure: `${post.name} p99 ms`,
      value: serverFigures.p99Ms,
      baseline: bareFigures.p99Ms,
      goal: post.on === server && post.keyed ? `≤ ${POST_P99_GOAL_MS} ms` : '(reported)',
      met: !(post.on === server && post.keyed) || serverFigures.p99Ms <= POST_P99_GOAL_MS,
    });
    rows.push({
      figure: `${post.name}: 201 answers / rows found (${check.detail})`,
      value: `${created201} / ${check.found}`,
      goal: 'every 201 in the table (+ ≤ 2 × connections in flight at the stops)',
      met: check.allPresent,
    });
  }

  printTable(`Public API, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each, loopback`, rows);
  writeResult('api-throughput', {
    machine: describeMachine(databaseUrl),
    load: LOAD,
    bodies: { listBytes: Buffer.byteLength(listBody), postBytes: Buffer.byteLength(oneBody) },
    figures,
    postChecks,
    goals: rows,
    allMet: rows.every((row) => row.met),
  });
}

runBenchmark(main);
