// Server-rendered pages beside a bare Express 5 handler sending HTML of the same size, in the same run.
// Run: npx tsx bench/ssr-pages.ts   (needs PostgreSQL on 127.0.0.1:5432; builds dist/ if missing)
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

const SHARE_GOAL = 0.3;
const P99_GOAL_MS = 50;

async function main() {
  ensureBuilt();
  const databaseUrl = freshDatabase('skyline_bench_ssr');
  const server = track(await startBuiltServer(databaseUrl));
  seedDemoContent(databaseUrl);
  await ensureBlogPosts(databaseUrl);

  const posts = (await (await fetch(`${server.base}/api/public/blog_posts`)).json()) as { slug: string }[];
  const pages = ['/', '/blogs', `/blog/${posts[0].slug}`];
  const bareRoutes: BareRoute[] = [];
  const pageBytes: Record<string, number> = {};
  for (const page of pages) {
    const response = await fetch(`${server.base}${page}`);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    if (!html.includes('<div')) throw new Error(`${page} did not render HTML`);
    pageBytes[page] = Buffer.byteLength(html);
    bareRoutes.push({ method: 'GET', path: page, status: 200, contentType: 'text/html; charset=utf-8', body: html });
  }
  const bare = track(await startBareServer(bareRoutes));

  const figures: Record<string, { server: LoadFigures; bare: LoadFigures; ratio: number }> = {};
  const rows: GoalRow[] = [];
  for (const page of pages) {
    console.log(`measuring ${page} (bare, then server)…`);
    const bareFigures = await measureLoad({ url: `${bare.base}${page}` });
    const serverFigures = await measureLoad({ url: `${server.base}${page}` });
    const ratio = round(serverFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);
    figures[page] = { server: serverFigures, bare: bareFigures, ratio };
    rows.push({
      figure: `GET ${page} requests/s`,
      value: serverFigures.requestsPerSecond,
      baseline: bareFigures.requestsPerSecond,
      ratio,
      goal: `≥ ${SHARE_GOAL * 100}% of bare`,
      met: ratio >= SHARE_GOAL && serverFigures.non2xx === 0,
    });
    rows.push({
      figure: `GET ${page} p99 ms`,
      value: serverFigures.p99Ms,
      baseline: bareFigures.p99Ms,
      goal: `≤ ${P99_GOAL_MS} ms`,
      met: serverFigures.p99Ms <= P99_GOAL_MS,
    });
  }

  printTable(`Server-rendered pages, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each, loopback`, rows);
  writeResult('ssr-pages', {
    machine: describeMachine(databaseUrl),
    load: LOAD,
    pageBytes,
    figures,
    goals: rows,
    allMet: rows.every((row) => row.met),
  });
}

runBenchmark(main);
