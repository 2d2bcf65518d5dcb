// Likely duplicates at scale on PostgreSQL: 300,000 applicants whose names repeat as Indian names do (200 first names
// × 150 surnames, skewed: about ten people share a full name, 1,746 the commonest), with one real duplicate in 500
// (same name, a phone one digit off, or an e-mail with a typo); every pair inside a name block is compared once. Measures the Likely duplicates
// list through the staff API for an admin (every pair) and a counsellor (pairs with one of their own), and the
// applicant page that names the likely duplicates of one applicant.
// Run: npx tsx bench/likely-duplicates.ts   (PostgreSQL on 127.0.0.1:5432; BENCH_APPLICANTS to scale down)
import os from 'node:os';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { createDatabase } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';
import { createOrResetStaff } from '../server/staff/accounts';
import {
  describeMachine,
  freshDatabase,
  type GoalRow,
  median,
  printTable,
  psql,
  round,
  runBenchmark,
  writeResult,
} from './support';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 300_000);
const RUNS = 10;
const LIST_GOAL_MS = 500;
const PAGE_GOAL_MS = 50;
const PASSWORD = 'bench-password-123';

function generate(url: string): void {
  psql(
    url,
    `
    INSERT INTO staff (email, password_hash, name, role, takes_leads)
      SELECT 'counsellor' || n || '@bench.in', 'x', 'Counsellor ' || n, 'counsellor', true FROM generate_series(1, 3) n;
    -- A skewed draw of first names and surnames: low numbers are far commoner (square of a uniform draw).
    INSERT INTO applicants (name, email, phone, phone_e164, stage, owner_id, source, created_at, updated_at)
      SELECT f || ' ' || s, e || '@example.in', p, '+91' || p, 'new', (SELECT min(id) FROM staff WHERE takes_leads) + i % 3,
             'contact_forms', now() - i * interval '90 seconds', now() - i * interval '90 seconds'
        FROM generate_series(1, ${APPLICANTS}) i,
        LATERAL (SELECT 'First' || floor(200 * power(((i::bigint * 7919) % 10007) / 10007.0, 2))::int AS f,
                        'Surname' || floor(150 * power(((i::bigint * 104729) % 10009) / 10009.0, 2))::int AS s,
                        -- Addresses and numbers as unlike each other as real ones (not applicant1, applicant2, …).
                        substr(md5(i::text), 1, 12) AS e,
                        '9' || lpad(((i::bigint * 982451653) % 1000000000)::text, 9, '0') AS p) AS name;
    -- One in 500 has a twin: the same name, the phone one digit off (even ones) or an e-mail with a typo (odd ones).
    INSERT INTO applicants (name, email, phone, phone_e164, stage, owner_id, source, created_at, updated_at)
      SELECT name, CASE WHEN id % 2 = 0 THEN 'twin' || id || '@example.in' ELSE replace(email, 'example', 'exmaple') END,
             CASE WHEN id % 2 = 0 THEN '8' || substr(phone, 2) ELSE '7' || lpad(id::text, 9, '0') END,
             CASE WHEN id % 2 = 0 THEN '+918' || substr(phone, 2) ELSE '+917' || lpad(id::text, 9, '0') END,
             'new', owner_id, 'registration_forms', created_at + interval '1 day', created_at + interval '1 day'
        FROM applicants WHERE id % 500 = 0;`,
  );
  psql(url, 'VACUUM ANALYZE');
}

runBenchmark(async () => {
  const loadAtStart = os.loadavg().map((load) => round(load, 2));
  const url = freshDatabase('skyline_bench_duplicates');
  const db = await createDatabase({ databaseUrl: url, poolMax: 5 });
  await migrateLatest(db.knex);
  generate(url);
  const { knex } = db;
  const blocks = await knex.raw(
    `SELECT count(*) AS names, max(n) AS largest, sum(n * (n - 1) / 2) AS compared
       FROM (SELECT count(*) AS n FROM applicants WHERE name_key <> '' GROUP BY name_key HAVING count(*) > 1) b`,
  );
  const app = createApp({
    db,
    config: loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret', DATA_DIR: '/tmp/unused' }),
    logger: pino({ level: 'silent' }),
    serveFrontends: false,
  });
  const agentOf = async (email: string, role: string) => {
    const { id } = await createOrResetStaff(knex, email, PASSWORD);
    await knex('staff').where({ id }).update({ role, name: email });
    const agent = request.agent(app);
    await agent.post('/api/auth/login').send({ email, password: PASSWORD });
    return { id, agent };
  };
  const admin = await agentOf('bench-admin@example.in', 'admin');
  // The first counsellor (a third of the applicants are theirs), signed in with a password set here.
  const { agent: counsellor } = await agentOf('counsellor1@bench.in', 'counsellor');

  const timed = async (name: string, call: () => request.Test) => {
    const times: number[] = [];
    let total = '';
    for (let run = 0; run < RUNS + 2; run++) {
      const t0 = performance.now();
      const res = await call();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      if (run >= 2) times.push(performance.now() - t0);
      total = String(res.headers['content-range'] ?? '').split('/')[1] ?? '';
    }
    return { ms: round(median(times)), total };
  };
  const list = (agent: request.Agent) => () =>
    agent.get('/api/admin/applicants/likely-duplicates').query({ range: '[0,24]' });
  const adminList = await timed('admin list', list(admin.agent));
  const counsellorList = await timed('counsellor list', list(counsellor));
  const twin = (await knex('applicants').where({ source: 'registration_forms' }).first('id')).id as number;
  const page = await timed('applicant page', () => admin.agent.get(`/api/admin/applicants/${twin}`));

  const rows: GoalRow[] = [
    {
      figure: `Likely duplicates, admin: first 25 of ${adminList.total} pairs (median ms)`,
      value: adminList.ms,
      goal: `≤ ${LIST_GOAL_MS} ms`,
      met: adminList.ms <= LIST_GOAL_MS,
    },
    {
      figure: `Likely duplicates, a counsellor: first 25 of ${counsellorList.total} pairs (median ms)`,
      value: counsellorList.ms,
      goal: `≤ ${LIST_GOAL_MS} ms`,
      met: counsellorList.ms <= LIST_GOAL_MS,
    },
    {
      figure: 'applicant page with its likely duplicates (median ms)',
      value: page.ms,
      goal: `≤ ${PAGE_GOAL_MS} ms`,
      met: page.ms <= PAGE_GOAL_MS,
    },
  ];
  const data = blocks.rows[0];
  printTable(
    `Likely duplicates on ${APPLICANTS.toLocaleString('en')} applicants: ${data.names} shared names (largest ${data.largest}), ${data.compared} pairs compared`,
    rows,
  );
  writeResult('likely-duplicates', {
    applicants: APPLICANTS,
    shared_names: Number(data.names),
    largest_name_block: Number(data.largest),
    pairs_compared: Number(data.compared),
    rows,
    machine: { ...describeMachine(url), loadAverageAtStart: loadAtStart },
  });
  await db.close();
});
