// The CSV import of applicants (issue 33, point 2) at 10,000 rows on PostgreSQL, through the real HTTP endpoints
// (the app in process, requests over HTTP by supertest): the preview, the import (goal ≤ 10 s) and its undo, three
// times each (an undo leaves the database as before), beside 50,000 applicants already there so that matching does
// real work: of the file's rows, 80% are new people, 10% join an applicant by e-mail, 5% by phone and name, and 5%
// share a phone with someone of another name (possible duplicates).
// Run: npx tsx bench/import.ts   (PostgreSQL on 127.0.0.1:5432; BENCH_DATABASE to name the database, BENCH_ROWS)
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

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const EXISTING = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IMPORT_GOAL_MS = 10_000;
const PASSWORD = 'bench-password-123';

/** The file: a fair's sign-up sheet as a spreadsheet exports it. */
export function importCsv(rows: number): string {
  const lines = ['Full Name,Mobile,Email ID,Course,Campus,Source,Remarks,Enquiry date'];
  for (let i = 1; i <= rows; i++) {
    const kind = i % 20;
    // 0, 1: an applicant's e-mail; 2: their phone and name; 3: their phone under another name; else someone new.
    const known = 1 + ((i * 7919) % EXISTING);
    const name = kind === 2 ? `Applicant ${known}` : `Visitor ${i}`;
    const phone = kind === 2 || kind === 3 ? `98${String(known).padStart(8, '0')}` : `97${String(i).padStart(8, '0')}`;
    const email = kind < 2 ? `applicant${known}@example.in` : kind < 4 ? '' : `visitor${i}@example.in`;
    const day = String(1 + (i % 27)).padStart(2, '0');
    lines.push(`${name},${phone},${email},SPAM,Siliguri,Fair,Met at the Siliguri fair,${day}/11/2026`);
  }
  return `${lines.join('\n')}\n`;
}

const MAPPING = {
  name: 'Full Name',
  phone: 'Mobile',
  email: 'Email ID',
  course: 'Course',
  campus: 'Campus',
  source: 'Source',
  note: 'Remarks',
  created_at: 'Enquiry date',
};

runBenchmark(async () => {
  const loadAtStart = os.loadavg().map((load) => round(load, 2));
  const url = freshDatabase('skyline_bench_import');
  const db = await createDatabase({ databaseUrl: url, poolMax: 5 });
  await migrateLatest(db.knex);
  psql(
    url,
    `INSERT INTO applicants (name, email, phone, phone_e164, source, created_at, updated_at)
       SELECT 'Applicant ' || i, 'applicant' || i || '@example.in', '98' || lpad(i::text, 8, '0'),
              '+9198' || lpad(i::text, 8, '0'), 'contact_forms', now() - i * interval '1 minute', now()
         FROM generate_series(1, ${EXISTING}) i;
     INSERT INTO applicant_keys (key, applicant_id)
       SELECT 'e:' || email, id FROM applicants UNION ALL SELECT 'p:' || phone_e164, id FROM applicants;`,
  );
  psql(url, 'VACUUM ANALYZE');
  const app = createApp({
    db,
    config: loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret', DATA_DIR: '/tmp/unused' }),
    logger: pino({ level: 'silent' }),
    serveFrontends: false,
  });
  const { id: staffId } = await createOrResetStaff(db.knex, 'bench-import@example.in', PASSWORD);
  await db.knex('staff').where({ id: staffId }).update({ role: 'counsellor', name: 'Bench Counsellor' });
  const agent = request.agent(app);
  await agent.post('/api/auth/login').send({ email: 'bench-import@example.in', password: PASSWORD });

  const csv = importCsv(ROWS);
  const query = {
    mapping: JSON.stringify(MAPPING),
    default_source: 'fair',
    consent_vouched: 'true',
    file_name: 'bench.csv',
  };
  const timed = async (send: () => Promise<request.Response>, status: number) => {
    const t0 = performance.now();
    const res = await send();
    const ms = performance.now() - t0;
    if (res.status !== status) throw new Error(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
    return { ms, body: res.body };
  };
  const previews: number[] = [];
  const imports: number[] = [];
  const undos: number[] = [];
  let counts: unknown;
  let imported: unknown;
  for (let run = 0; run < RUNS; run++) {
    const preview = await timed(
      () => agent.post('/api/admin/applicants/imports/preview').query(query).set('Content-Type', 'text/csv').send(csv),
      200,
    );
    previews.push(preview.ms);
    counts = preview.body.counts;
    const done = await timed(
      () => agent.post('/api/admin/applicants/imports').query(query).set('Content-Type', 'text/csv').send(csv),
      201,
    );
    imports.push(done.ms);
    imported = done.body;
    const undo = await timed(() => agent.post(`/api/admin/applicants/imports/${done.body.id}/undo`), 200);
    undos.push(undo.ms);
    if (undo.body.not_undone.length) throw new Error(`undo left ${undo.body.not_undone.length} rows`);
  }
  const rows: GoalRow[] = [
    {
      figure: `import of ${ROWS} rows (median of ${RUNS}, ms)`,
      value: round(median(imports), 0),
      goal: `≤ ${IMPORT_GOAL_MS}`,
      met: median(imports) <= IMPORT_GOAL_MS,
    },
    { figure: `preview of ${ROWS} rows (ms)`, value: round(median(previews), 0), goal: 'shown', met: true },
    { figure: `undo of the import (ms)`, value: round(median(undos), 0), goal: 'shown', met: true },
  ];
  printTable(`CSV import, ${ROWS} rows, ${EXISTING} applicants already there`, rows);
  console.log('preview counts', counts, 'import', imported);
  writeResult('import', {
    machine: { ...describeMachine(url), loadAverageAtStart: loadAtStart },
    file_rows: ROWS,
    existing_applicants: EXISTING,
    counts,
    runs_ms: {
      preview: previews.map((ms) => round(ms, 0)),
      import: imports.map((ms) => round(ms, 0)),
      undo: undos.map((ms) => round(ms, 0)),
    },
    rows,
  });
  await db.close();
});
