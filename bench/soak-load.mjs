// Soak: the built production server under 200 form posts/s plus 500 page views/s on loopback for 60 s.
// Passes when nothing failed, every accepted form is in its table and memory is flat over the last 30 s.
// Run: npm run build && node bench/soak-load.mjs   (PostgreSQL at 127.0.0.1:5432; SOAK_SECONDS, SOAK_POSTS,
// SOAK_PAGES and BENCH_POSTGRES_URL override the defaults). Not part of npm test: it takes over a minute.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { recreateDatabase } from '../tests/helpers/fresh-database.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const POSTS_PER_SECOND = Number(process.env.SOAK_POSTS ?? 200);
const PAGES_PER_SECOND = Number(process.env.SOAK_PAGES ?? 500);
/** Memory is "flat" when the last 5 s are within this much of the 5 s after half time (medians, so GC saw-teeth cancel). */
const MAX_RSS_GROWTH = 0.1;
const PAGES = ['/', '/about', '/courses', '/admissions', '/contact', '/blogs', '/gallery', '/placements', '/awards'];

const base = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The n-th visitor's form: every field derives from n, so its row can be found again. */
function form(n) {
  const email = `soak-${n}@example.in`;
  const phone = `+91 98${String(n).padStart(8, '0')}`;
  switch (n % 4) {
    case 0:
      return [
        'registration_forms',
        { full_name: `Registrant ${n}`, email, phone, course: 'BBA Tourism, Aviation and Hospitality' },
      ];
    case 1:
      return ['contact_forms', { name: `Visitor ${n}`, email, phone, message: `Soak message ${n}` }];
    case 2:
      return [
        'admission_applications',
        {
          full_name: `Applicant ${n}`,
          date_of_birth: '2006-04-15',
          email,
          phone,
          tenth_percentage: 81.5,
          twelfth_percentage: 77,
          stream: 'arts',
          board: 'CBSE',
          course_type: 'certification',
          preferred_course: 'spam',
          preferred_campus: 'kolkata',
        },
      ];
    default:
      return ['prospectus_requests', { full_name: `Reader ${n}`, email, phone, course_interest: 'bba' }];
  }
}

async function main() {
  for (const file of ['dist/server/main.js', 'dist/server/seed.js'])
    if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);

  const databaseUrl = recreateDatabase(base.toString(), 'skyline_soak');
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: '/tmp/skyline-soak',
    SESSION_SECRET: 'soak-session-secret-0123456789',
    TOTP_KEY: 'ab'.repeat(32),
    // The proxy's X-Forwarded-For gives each simulated visitor an address, so the per-address form limit
    // (20 per 10 minutes) stays as it is in production and applies per visitor.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  execFileSync(process.execPath, ['dist/server/seed.js'], { cwd: ROOT, env, stdio: 'ignore' });

  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('server not ready within 60 s');
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  for (const page of PAGES) {
    const res = await fetch(url + page);
    if (res.status !== 200) throw new Error(`${page} answers ${res.status} before the soak`);
  }

  const rss = [];
  const sampler = setInterval(() => {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    rss.push({ t: rss.length + 1, mb: Math.round(kb / 1024) });
  }, 1000);

  let next = 0;
  const accepted = [];
  const refused = [];
  const posts = autocannon({
    url,
    connections: 20,
    overallRate: POSTS_PER_SECOND,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const n = next++;
          const [kind, body] = form(n);
          context.sent = { n, kind };
          return {
            ...request,
            path: `/api/public/${kind}`,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify(body),
          };
        },
        onResponse(status, body, context) {
          if (status === 201) accepted.push({ ...context.sent, id: JSON.parse(body).id });
          else refused.push({ ...context.sent, status, body: String(body).slice(0, 200) });
        },
      },
    ],
  });
  let page = 0;
  const pageStatuses = {};
  const pages = autocannon({
    url,
    connections: 50,
    overallRate: PAGES_PER_SECOND,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({ ...request, method: 'GET', path: PAGES[page++ % PAGES.length] }),
        onResponse(status) {
          pageStatuses[status] = (pageStatuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const [postResult, pageResult] = await Promise.all([posts, pages]);
  clearInterval(sampler);
  // autocannon drops the answers still on their way when time is up; those posts may or may not be stored.
  const unanswered = postResult.requests.sent - accepted.length - refused.length;
  await sleep(2000);

  // Every accepted form must be in its table with the e-mail it was sent with.
  const knex = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  let lost = 0;
  let stored = 0;
  for (const kind of ['registration_forms', 'contact_forms', 'admission_applications', 'prospectus_requests']) {
    const rows = await knex(kind).select('id', 'email').where('email', 'like', 'soak-%');
    stored += rows.length;
    const byId = new Map(rows.map((row) => [row.id, row.email]));
    for (const a of accepted.filter((a) => a.kind === kind)) if (byId.get(a.id) !== `soak-${a.n}@example.in`) lost++;
  }
  await knex.destroy();
  server.kill('SIGTERM');
  const exitCode = await new Promise((resolve) => server.once('exit', (code) => resolve(code)));

  const half = Math.floor(SECONDS / 2);
  const windowA = rss.filter((s) => s.t > half && s.t <= half + 5).map((s) => s.mb);
  const windowB = rss.slice(-5).map((s) => s.mb);
  const growth = (median(windowB) - median(windowA)) / Math.max(1, median(windowA));
  const figures = {
    seconds: SECONDS,
    formPosts: {
      target: POSTS_PER_SECOND,
      sent: postResult.requests.sent,
      perSecond: Math.round(postResult.requests.average),
      accepted: accepted.length,
      refused: refused.length,
      unansweredAtEnd: unanswered,
      errors: postResult.errors,
      timeouts: postResult.timeouts,
      p99ms: postResult.latency.p99,
    },
    pageViews: {
      target: PAGES_PER_SECOND,
      sent: pageResult.requests.sent,
      perSecond: Math.round(pageResult.requests.average),
      statuses: pageStatuses,
      errors: pageResult.errors,
      timeouts: pageResult.timeouts,
      p99ms: pageResult.latency.p99,
    },
    rows: { stored, lost },
    rssMb: {
      start: rss[0]?.mb,
      atHalfTime: median(windowA),
      end: median(windowB),
      growthSecondHalf: Number(growth.toFixed(3)),
    },
    exitCode,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (refused.length) console.log('first refusals:', refused.slice(0, 5));

  const failures = [];
  if (refused.length || postResult.errors || postResult.timeouts) failures.push('some form posts failed');
  if (Object.keys(pageStatuses).some((s) => s !== '200') || pageResult.errors || pageResult.timeouts)
    failures.push('some page views failed');
  if (lost) failures.push(`${lost} accepted forms are missing from the tables`);
  if (stored < accepted.length || stored > accepted.length + unanswered)
    failures.push(`${stored} rows stored for ${accepted.length} accepted forms and ${unanswered} unanswered`);
  if (growth > MAX_RSS_GROWTH) failures.push(`memory grew ${(growth * 100).toFixed(1)}% over the second half`);
  if (postResult.requests.average < POSTS_PER_SECOND * 0.9) failures.push('form posts fell short of the target rate');
  if (pageResult.requests.average < PAGES_PER_SECOND * 0.9) failures.push('page views fell short of the target rate');
  if (exitCode !== 0) failures.push(`the server exited with ${exitCode} on SIGTERM`);
  if (failures.length) {
    console.error(`SOAK FAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('SOAK PASSED');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
