// The lead pipeline at scale on PostgreSQL: 300,000 applicants and 1,000,000 submissions (made with generate_series).
// Measures what matching adds to a form's insert (the same insert with the trigger off, in the same run), the
// applicants list with each filter and a phone search through the staff API (beside the same request for one
// applicant by id, the floor of this machine at that moment), the staff reports (issue 33, item 10: each report and
// grouping as an admin and as a counsellor, over every applicant and over the screen's default 90 days), and a bulk
// stage change of 50,000 rows.
// Run: npx tsx bench/leads.ts   (PostgreSQL on 127.0.0.1:5432; BENCH_APPLICANTS, BENCH_SUBMISSIONS to scale down)
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
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1_000_000);
const BULK_ROWS = Math.min(50_000, APPLICANTS);
const MATCH_RUNS = 300;
const LIST_RUNS = 20;
const MATCH_GOAL_MS = 2;
const LIST_GOAL_MS = 25;
const BULK_GOAL_MS = 5000;
const REPORT_RUNS = 10;
const REPORT_GOAL_MS = 300;
const PASSWORD = 'bench-password-123';

/** The data, made by the database itself: applicants, their keys, and submissions spread over them. */
function generate(url: string): void {
  psql(
    url,
    `
    INSERT INTO staff (email, password_hash, name, role, takes_leads)
      SELECT 'counsellor' || n || '@bench.in', 'x', 'Counsellor ' || n, 'counsellor', true FROM generate_series(1, 3) n;
    INSERT INTO applicants (name, email, phone, phone_e164, stage, lost_reason, owner_id, next_follow_up_at, source,
                            course, campus, created_at, updated_at, last_touched_at)
      SELECT 'Applicant ' || i, 'applicant' || i || '@example.in', '98' || lpad(i::text, 8, '0'),
             '+9198' || lpad(i::text, 8, '0'),
             (ARRAY['new','contacted','counselled','applied','enrolled','lost'])[1 + i % 6],
             CASE WHEN i % 6 = 5 THEN 'fees' END,
             (SELECT min(id) FROM staff WHERE takes_leads) + i % 3,
             CASE WHEN i % 4 = 0 THEN now() + (i % 40 - 20) * interval '1 day' END,
             (ARRAY['registration_forms','contact_forms','admission_applications','prospectus_requests'])[1 + i % 4],
             (ARRAY['spam','spth','sphats','sphm','bba','bbm'])[1 + i % 6],
             (ARRAY['siliguri','kolkata','jalpaiguri','cooch-behar'])[1 + i % 4],
             now() - i * interval '90 seconds', now() - i * interval '90 seconds',
             CASE WHEN i % 6 <> 0 THEN now() - i * interval '60 seconds' END
      FROM generate_series(1, ${APPLICANTS}) i;
    INSERT INTO applicant_keys (key, applicant_id)
      SELECT 'e:' || email, id FROM applicants UNION ALL SELECT 'p:' || phone_e164, id FROM applicants;
    ALTER TABLE contact_forms DISABLE TRIGGER contact_forms_link_applicant;
    INSERT INTO contact_forms (name, email, phone, phone_e164, course, message, applicant_id, created_at)
      SELECT 'Applicant ' || a, 'applicant' || a || '@example.in', '98' || lpad(a::text, 8, '0'),
             '+9198' || lpad(a::text, 8, '0'), 'spam', 'Fees?', a, now() - i * interval '27 seconds'
      FROM generate_series(1, ${SUBMISSIONS}) i, LATERAL (SELECT 1 + i % ${APPLICANTS} AS a) x;
    ALTER TABLE contact_forms ENABLE TRIGGER contact_forms_link_applicant;
    -- Calls logged (the counsellors' report counts them): one for every other applicant, by its owner, an hour in.
    INSERT INTO applicant_events (applicant_id, kind, staff_id, at, data)
      SELECT id, 'call', owner_id, created_at + interval '1 hour', '{"outcome":"connected","duration_minutes":3}'
      FROM applicants WHERE id % 2 = 0;
    UPDATE applicants SET first_contacted_at = created_at + interval '1 hour' WHERE id % 2 = 0;`,
  );
  // The baseline of matching: the same table (columns, indexes, row-count trigger) without the matching trigger.
  psql(
    url,
    `CREATE TABLE contact_forms_plain (LIKE contact_forms INCLUDING ALL);
     CREATE TRIGGER contact_forms_plain_count_inserted AFTER INSERT ON contact_forms_plain
       REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_changed_rows();
     INSERT INTO contact_forms_plain SELECT * FROM contact_forms;
     SELECT setval(pg_get_serial_sequence('contact_forms_plain', 'id'), (SELECT max(id) FROM contact_forms_plain));`,
  );
  psql(url, 'VACUUM ANALYZE');
}

runBenchmark(async () => {
  // The machine is shared: its load as the run starts, beside the one describeMachine() reads at the end.
  const loadAtStart = os.loadavg().map((load) => round(load, 2));
  const url = freshDatabase('skyline_bench_leads');
  const db = await createDatabase({ databaseUrl: url, poolMax: 5 });
  await migrateLatest(db.knex);
  const started = Date.now();
  generate(url);
  const generateSeconds = round((Date.now() - started) / 1000, 1);
  const { knex } = db;

  // Matching: one contact row at a time (as a visitor's post is written), half new people, half returning ones,
  // alternating with the same insert while the trigger is off.
  const insert = (i: number, label: string) => ({
    name: `Bench ${label} ${i}`,
    email: i % 2 ? `bench.${label}.${i}@example.in` : `applicant${1 + ((i * 7919) % APPLICANTS)}@example.in`,
    phone: `97${String(i).padStart(8, '0')}`,
    phone_e164: `+9197${String(i).padStart(8, '0')}`,
    course: 'spam',
    message: 'Fees?',
  });
  // Alternating, so both see the same load: with matching (contact_forms) and without (contact_forms_plain).
  const withMatching: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < MATCH_RUNS; i++) {
    for (const matching of i % 2 ? [true, false] : [false, true]) {
      const t0 = performance.now();
      await knex(matching ? 'contact_forms' : 'contact_forms_plain').insert(insert(i, matching ? 'm' : 'n'));
      (matching ? withMatching : without).push(performance.now() - t0);
    }
  }
  const matchMs = median(withMatching);
  const plainMs = median(without);
  // Also the median of each pair's difference (the two inserts of a pair ran one right after the other).
  const pairedMs = median(withMatching.map((ms, i) => ms - without[i]));

  // The list through the staff API, in process.
  const app = createApp({
    db,
    config: loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret', DATA_DIR: '/tmp/unused' }),
    logger: pino({ level: 'silent' }),
    serveFrontends: false,
  });
  const { id: staffId } = await createOrResetStaff(knex, 'bench-lead@example.in', PASSWORD);
  await knex('staff').where({ id: staffId }).update({ role: 'admin', name: 'Bench' });
  const agent = request.agent(app);
  await agent.post('/api/auth/login').send({ email: 'bench-lead@example.in', password: PASSWORD });
  const owner = (await knex('staff').where({ takes_leads: true }).first('id')).id as number;
  const cases: [string, Record<string, unknown>][] = [
    ['no filter', {}],
    ['stage', { stage: 'counselled' }],
    ['owner', { owner_id: owner }],
    ['course', { course: 'sphm' }],
    ['campus', { campus: 'kolkata' }],
    ['source', { source: 'admission_applications' }],
    ['due today', { view: 'due_today' }],
    ['overdue', { view: 'overdue' }],
    ['untouched 24 h', { view: 'untouched' }],
    ['created range', { created_at_gte: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10) }],
    [
      'phone search (another format)',
      { q: `098 ${String(123456).padStart(8, '0').slice(0, 4)} ${String(123456).padStart(8, '0').slice(4)}` },
    ],
    ['phone search (a few digits)', { q: '0012345' }],
    ['name search', { q: 'Applicant 12345' }],
  ];
  const listMedian = async (name: string, filter: Record<string, unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < LIST_RUNS + 3; run++) {
      const t0 = performance.now();
      const res = await agent.get('/api/admin/applicants').query({ filter: JSON.stringify(filter), range: '[0,24]' });
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      if (run >= 3) times.push(performance.now() - t0);
    }
    return round(median(times));
  };
  const measured: [string, number][] = [];
  for (const [name, filter] of cases) measured.push([name, await listMedian(name, filter)]);
  // The floor, measured in the same run once the app is warm: one applicant by id (one index probe, a count of
  // one), i.e. what a request through the staff API costs on this machine right now whatever the filter.
  const floorMs = await listMedian('one id', { id: 1 });
  const lists: GoalRow[] = [];
  for (const [name, ms] of measured) {
    lists.push({
      figure: `list: ${name} (median ms)`,
      value: ms,
      baseline: floorMs,
      ratio: round(ms / floorMs),
      goal: `≤ ${LIST_GOAL_MS} ms`,
      met: ms <= LIST_GOAL_MS,
    });
  }

  // Reports: what the director's and a counsellor's Reports screen asks for, over every applicant and over the
  // screen's default range (the last 90 days), each beside the same run's floor.
  await createOrResetStaff(knex, 'counsellor1@bench.in', PASSWORD);
  const counsellor = request.agent(app);
  await counsellor.post('/api/auth/login').send({ email: 'counsellor1@bench.in', password: PASSWORD });
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const ninetyDaysAgo = new Date(Date.now() + 5.5 * 3_600_000 - 89 * 86_400_000).toISOString().slice(0, 10);
  const reportCases: [string, string, Record<string, string>][] = [];
  for (const [who, range] of [
    ['admin', {}],
    ['admin', { from: ninetyDaysAgo, to: today }],
    ['counsellor', {}],
  ] as const) {
    const span = 'from' in range ? '90 days' : 'all';
    for (const by of ['source', 'campaign', 'course', 'campus', 'month'])
      reportCases.push([who, `funnel by ${by}, ${span}`, { ...range, by }]);
    reportCases.push([who, `lost_reasons, ${span}`, range]);
    reportCases.push([who, `counsellors, ${span}`, range]);
  }
  const reports: GoalRow[] = [];
  for (const [who, name, query] of reportCases) {
    const agentOf = who === 'admin' ? agent : counsellor;
    const path = `/api/admin/reports/${name.split(/[ ,]/)[0]}`;
    const times: number[] = [];
    for (let run = 0; run < REPORT_RUNS + 2; run++) {
      const t0 = performance.now();
      const res = await agentOf.get(path).query(query);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      if (run >= 2) times.push(performance.now() - t0);
    }
    const ms = round(median(times));
    reports.push({
      figure: `report as ${who}: ${name} (median ms)`,
      value: ms,
      baseline: floorMs,
      ratio: round(ms / floorMs),
      goal: `≤ ${REPORT_GOAL_MS} ms`,
      met: ms <= REPORT_GOAL_MS,
    });
  }

  // Bulk: the 50,000 newest applicants of one stage move to Applied, in one statement.
  const newest = (
    await knex('applicants')
      .orderBy('id')
      .offset(BULK_ROWS - 1)
      .first('id')
  ).id as number;
  const since = (await knex('applicants').where({ id: newest }).first('created_at')).created_at as Date;
  const t0 = performance.now();
  const bulkRes = await agent
    .post('/api/admin/applicants/bulk')
    .send({ filter: { created_at_gte: since.toISOString() }, stage: 'applied' });
  const bulkMs = round(performance.now() - t0);
  if (bulkRes.status !== 200) throw new Error(`bulk: ${bulkRes.status} ${JSON.stringify(bulkRes.body)}`);

  const rows: GoalRow[] = [
    {
      figure: `form insert with matching (median ms; adds ${round(matchMs - plainMs)} ms, paired ${round(pairedMs)} ms)`,
      value: round(matchMs),
      baseline: round(plainMs),
      ratio: round(matchMs / plainMs),
      goal: `adds ≤ ${MATCH_GOAL_MS} ms`,
      met: matchMs - plainMs <= MATCH_GOAL_MS,
    },
    ...lists,
    ...reports,
    {
      figure: `bulk stage change of ${bulkRes.body.updated} rows (ms)`,
      value: bulkMs,
      goal: `≤ ${BULK_GOAL_MS} ms`,
      met: bulkMs <= BULK_GOAL_MS,
    },
  ];
  printTable(
    `Lead pipeline: ${APPLICANTS} applicants, ${SUBMISSIONS} submissions (generated in ${generateSeconds} s)`,
    rows,
  );
  writeResult('leads', {
    machine: { ...describeMachine(url), loadAverageAtStart: loadAtStart },
    applicants: APPLICANTS,
    submissions: SUBMISSIONS,
    rows,
  });
  await db.close();
});
