// The registrations CSV export of 1,000,000 rows beside psql's \copy of the same rows, in the same run,
// with the server's resident memory sampled from /proc while it streams.
// Run: npx tsx bench/csv-export.ts   (needs PostgreSQL and psql on 127.0.0.1:5432; builds dist/ if missing)
import { spawn } from 'node:child_process';
import { generateRegistrations } from './content';
import {
  describeMachine,
  ensureBuilt,
  freshDatabase,
  type GoalRow,
  printTable,
  residentBytes,
  round,
  runBenchmark,
  STAFF_PROXY_HEADERS,
  signIn,
  startBuiltServer,
  track,
  writeResult,
} from './support';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 1_000_000);
const RATIO_GOAL = 3;
const RSS_GROWTH_GOAL_MB = 100;
const MB = 1024 * 1024;

type Transfer = { seconds: number; bytes: number; lines: number };

/** Counts bytes and line breaks of a stream of chunks. */
async function drain(chunks: AsyncIterable<Uint8Array>): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
  }
  return { bytes, lines };
}

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** The same rows and columns as the export, straight out of PostgreSQL. */
async function psqlCopy(databaseUrl: string): Promise<Transfer> {
  const query =
    'SELECT full_name AS "Name", email AS "Email", phone AS "Phone", course AS "Course", message AS "Message", ' +
    'created_at AS "Date" FROM registration_forms ORDER BY created_at DESC, id DESC';
  const started = performance.now();
  const child = spawn('psql', [databaseUrl, '-Xqc', `\\copy (${query}) to stdout with csv header`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const counted = await drain(child.stdout);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`psql exited with ${code}`);
  return { seconds: (performance.now() - started) / 1000, ...counted };
}

async function main() {
  ensureBuilt();
  const databaseUrl = freshDatabase('skyline_bench_csv');
  const server = track(await startBuiltServer(databaseUrl, { TRUST_PROXY: '1' }));
  console.log(`generating ${REGISTRATIONS} registrations…`);
  generateRegistrations(databaseUrl, REGISTRATIONS);
  const cookie = await signIn(server);
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no process id');

  // psql first, so both read a warm cache; then once more after the export, and the faster psql run is the baseline.
  const psqlFirst = await psqlCopy(databaseUrl);

  const rssBefore = residentBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentBytes(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/admin/registration_forms/export.csv`, {
    // Uncompressed, as psql sends it: the same work on both sides (a browser would get it gzipped).
    headers: { cookie, 'accept-encoding': 'identity', ...STAFF_PROXY_HEADERS },
  });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  const counted = await drain(chunksOf(response.body));
  const exportTransfer: Transfer = { seconds: (performance.now() - started) / 1000, ...counted };
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, residentBytes(pid));

  const psqlSecond = await psqlCopy(databaseUrl);
  const baseline = psqlFirst.seconds <= psqlSecond.seconds ? psqlFirst : psqlSecond;
  const ratio = round(exportTransfer.seconds / baseline.seconds, 2);
  const growthMb = round((rssPeak - rssBefore) / MB, 1);

  const rows: GoalRow[] = [
    {
      figure: 'export.csv seconds',
      value: round(exportTransfer.seconds, 2),
      baseline: round(baseline.seconds, 2),
      ratio,
      goal: `≤ ${RATIO_GOAL}× psql`,
      met: ratio <= RATIO_GOAL,
    },
    {
      figure: 'lines (header + rows)',
      value: exportTransfer.lines,
      baseline: baseline.lines,
      goal: `${REGISTRATIONS + 1}`,
      // Messages hold no line breaks here, so each row is one line in both.
      met: exportTransfer.lines === REGISTRATIONS + 1 && baseline.lines === REGISTRATIONS + 1,
    },
    {
      figure: 'megabytes sent',
      value: round(exportTransfer.bytes / MB, 1),
      baseline: round(baseline.bytes / MB, 1),
      goal: '(reported)',
      met: true,
    },
    {
      figure: 'server RSS growth MB',
      value: growthMb,
      baseline: `${round(rssBefore / MB, 1)} before, ${round(rssPeak / MB, 1)} peak`,
      goal: `< ${RSS_GROWTH_GOAL_MB} MB`,
      met: growthMb < RSS_GROWTH_GOAL_MB,
    },
  ];
  printTable(`CSV export of ${REGISTRATIONS} registrations beside psql \\copy`, rows);
  writeResult('csv-export', {
    machine: describeMachine(databaseUrl),
    registrations: REGISTRATIONS,
    export: exportTransfer,
    psql: { first: psqlFirst, second: psqlSecond },
    rss: { beforeBytes: rssBefore, peakBytes: rssPeak },
    goals: rows,
    allMet: rows.every((row) => row.met),
  });
}

runBenchmark(main);
