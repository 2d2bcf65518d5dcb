// The staff reports (issue 33, item 10): exact figures on a small fixture for the funnel in every grouping, lost
// reasons and the counsellors' report; India days at the range's edges; a counsellor sees their own leads only;
// bad parameters are a 400 that says what is wrong; the CSVs read with labels, numbers and no live formula.
import request from 'supertest';
import { BACKFILL_FURTHEST_STAGE } from '../migrations/20261202400100_applicant_furthest_stage';
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { parseCsv } from './helpers/csv';
import { ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

const MINUTE = 60_000;

describe.each(backends)('reports on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    app = clockedApp(db).app;
    for (const [key, email, name, role] of [
      ['zoya', 'zoya@skyline.in', 'Zoya Das', 'counsellor'],
      ['ravi', 'ravi@skyline.in', 'Ravi Sen', 'counsellor'],
      ['amit', 'amit@skyline.in', 'Amit Roy', 'admin'],
      ['eddie', 'eddie@skyline.in', 'Eddie Editor', 'editor'],
    ] as const) {
      const { id } = await addStaff({ db } as never, email, ROLE_PASSWORD);
      await db.knex('staff').where({ id }).update({ name, role, active: true });
      ids[key] = id;
    }
    // [stage, lost reason, owner, source, course, campus, campaign, created (UTC), minutes to first contact]
    const fixture: [
      string,
      string | null,
      string | null,
      string,
      string | null,
      string | null,
      string | null,
      string,
      number | null,
    ][] = [
      ['new', null, 'zoya', 'registration_forms', 'bba', 'siliguri', 'diwali', '2026-11-10T04:00:00Z', null],
      ['contacted', null, 'zoya', 'registration_forms', 'bba', 'siliguri', 'diwali', '2026-11-10T05:00:00Z', 10],
      ['counselled', null, 'zoya', 'contact_forms', 'bba', 'kolkata', null, '2026-11-11T05:00:00Z', 20],
      ['applied', null, 'ravi', 'registration_forms', 'spam', 'kolkata', 'diwali', '2026-11-12T05:00:00Z', 30],
      ['enrolled', null, 'ravi', 'admission_applications', 'spam', 'siliguri', '=fair()', '2026-11-13T05:00:00Z', 40],
      ['lost', 'fees', 'zoya', 'registration_forms', 'spam', null, 'diwali', '2026-11-14T05:00:00Z', 50],
      ['lost', 'fees', 'ravi', 'contact_forms', null, null, null, '2026-11-15T05:00:00Z', 60],
      // 23:30 on 30 November in India: inside a range that ends on 30 November.
      ['lost', 'unreachable', null, 'registration_forms', null, null, null, '2026-11-30T18:00:00Z', null],
      ['enrolled', null, 'zoya', 'admission_applications', 'bba', 'siliguri', null, '2026-10-15T05:00:00Z', 120],
      // 00:30 on 1 December in India: outside it.
      ['new', null, 'zoya', 'registration_forms', 'bba', 'siliguri', 'diwali', '2026-11-30T19:00:00Z', null],
    ];
    const inserted = (await db
      .knex('applicants')
      .insert(
        fixture.map(([stage, lost_reason, owner, source, course, campus, campaign, created, minutes]) => ({
          name: 'Fixture',
          stage,
          lost_reason,
          owner_id: owner ? ids[owner] : null,
          source,
          course,
          campus,
          attribution: campaign ? JSON.stringify({ utm_source: 'google', utm_campaign: campaign }) : null,
          created_at: created,
          first_contacted_at: minutes === null ? null : new Date(Date.parse(created) + minutes * MINUTE),
        })),
      )
      .returning('id')) as { id: number }[];
    // Calls logged: two by Zoya in the range and one just after it (00:30 on 1 December in India), one by Amit (an
    // admin who owns no lead) on one of Ravi's leads.
    await db.knex('applicant_events').insert(
      (
        [
          ['zoya', 0, '2026-11-10T06:00:00Z'],
          ['zoya', 1, '2026-11-20T06:00:00Z'],
          ['zoya', 1, '2026-11-30T19:00:00Z'],
          ['amit', 3, '2026-11-12T06:00:00Z'],
        ] as const
      ).map(([who, lead, at]) => ({
        applicant_id: inserted[lead].id,
        kind: 'call',
        staff_id: ids[who],
        at,
        data: JSON.stringify({ outcome: 'connected', duration_minutes: 3 }),
      })),
    );
    // Merged into the first: never counted.
    await db.knex('applicants').insert({
      name: 'Merged',
      stage: 'enrolled',
      source: 'registration_forms',
      owner_id: ids.zoya,
      created_at: '2026-11-10T06:00:00Z',
      merged_into_id: inserted[0].id,
    });
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });

  const RANGE = 'from=2026-10-01&to=2026-11-30';
  const steps = (row: Record<string, unknown>) => [
    row.label,
    row.new,
    row.contacted,
    row.counselled,
    row.applied,
    row.enrolled,
    row.lost,
  ];

  it('counts the funnel by source: each step the applicants who reached it, the lost ones also in Lost', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    const response = await amit.get(`/api/admin/reports/funnel?${RANGE}&by=source`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ report: 'funnel', by: 'source', from: '2026-10-01', to: '2026-11-30' });
    expect(response.body.rows.map(steps)).toEqual([
      ['Registration', 5, 2, 1, 1, 0, 2],
      ['Admission', 2, 2, 2, 2, 2, 0],
      ['Contact', 2, 1, 1, 0, 0, 1],
    ]);
    expect(steps(response.body.total)).toEqual(['All', 9, 5, 4, 3, 2, 3]);
    // The range's last day ends at midnight in India: the lead made at 00:30 on 1 December comes in with it.
    const wider = await amit.get('/api/admin/reports/funnel?from=2026-10-01&to=2026-12-01');
    expect(wider.body.total.new).toBe(10);
    const open = await amit.get('/api/admin/reports/funnel');
    expect(open.body).toMatchObject({ by: 'source', from: null, to: null, total: { new: 10 } });
  });

  it('groups the funnel by campaign, course, campus and India month, with labels for codes', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    const by = async (group: string) =>
      (await amit.get(`/api/admin/reports/funnel?${RANGE}&by=${group}`)).body.rows.map(steps);
    expect(await by('campaign')).toEqual([
      ['diwali', 4, 2, 1, 1, 0, 1],
      ['No campaign', 4, 2, 2, 1, 1, 2],
      ['=fair()', 1, 1, 1, 1, 1, 0],
    ]);
    expect(await by('course')).toEqual([
      ['BBA Tourism, Aviation & Hospitality', 4, 3, 2, 1, 1, 0],
      ['Skilled Professional In Airport Management (SPAM)', 3, 2, 2, 2, 1, 1],
      ['No course given', 2, 0, 0, 0, 0, 2],
    ]);
    expect(await by('campus')).toEqual([
      ['Siliguri', 4, 3, 2, 2, 2, 0],
      ['No campus given', 3, 0, 0, 0, 0, 3],
      ['Kolkata', 2, 2, 2, 1, 0, 0],
    ]);
    expect(await by('month')).toEqual([
      ['Oct 2026', 1, 1, 1, 1, 1, 0],
      ['Nov 2026', 8, 4, 3, 2, 1, 3],
    ]);
  });

  it('shows a counsellor the figures of their own leads only', async () => {
    const zoya = await signedInAgent(app, 'zoya@skyline.in', ROLE_PASSWORD);
    const funnel = await zoya.get(`/api/admin/reports/funnel?${RANGE}`);
    expect(steps(funnel.body.total)).toEqual(['All', 5, 3, 2, 1, 1, 1]);
    const lost = await zoya.get(`/api/admin/reports/lost_reasons?${RANGE}`);
    expect(lost.body).toEqual({
      report: 'lost_reasons',
      from: '2026-10-01',
      to: '2026-11-30',
      rows: [{ key: 'fees', label: 'Fees', count: 1 }],
      total: 1,
    });
    const counsellors = await zoya.get(`/api/admin/reports/counsellors?${RANGE}`);
    expect(counsellors.body.rows.map((row: { label: string }) => row.label)).toEqual(['Zoya Das']);
  });

  it('counts a lost applicant at every step it reached before it was lost, whichever way its stage changed', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    const day = '2025-06-02';
    const [lead] = (await db
      .knex('applicants')
      .insert({ name: 'Went far', stage: 'new', source: 'contact_forms', created_at: `${day}T05:00:00Z` })
      .returning('id')) as { id: number }[];
    // Contacted, then Applied, then back to Counselled, then Lost: it reached Applied.
    for (const stage of ['contacted', 'applied', 'counselled'])
      await db.knex('applicants').where({ id: lead.id }).update({ stage });
    await db.knex('applicants').where({ id: lead.id }).update({ stage: 'lost', lost_reason: 'fees' });
    // Setting the furthest stage lower by hand does not take it back.
    await db.knex('applicants').where({ id: lead.id }).update({ furthest_stage: 'new' });
    const response = await amit.get(`/api/admin/reports/funnel?from=${day}&to=${day}`);
    expect(steps(response.body.total)).toEqual(['All', 1, 1, 1, 1, 0, 1]);

    // Applicants from before the column: their furthest stage is read from their timeline's stage changes.
    const [older] = (await db
      .knex('applicants')
      .insert({
        name: 'Older',
        stage: 'lost',
        lost_reason: 'fees',
        source: 'contact_forms',
        created_at: `${day}T06:00:00Z`,
      })
      .returning('id')) as { id: number }[];
    await db.knex('applicant_events').insert([
      { applicant_id: older.id, kind: 'stage', data: JSON.stringify({ from: 'new', to: 'contacted' }) },
      { applicant_id: older.id, kind: 'stage', data: JSON.stringify({ from: 'contacted', to: 'lost' }) },
    ]);
    await db.knex.raw(BACKFILL_FURTHEST_STAGE);
    const after = await amit.get(`/api/admin/reports/funnel?from=${day}&to=${day}`);
    expect(steps(after.body.total)).toEqual(['All', 2, 2, 1, 1, 0, 2]);
  });

  it('counts lost reasons by label', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    const response = await amit.get(`/api/admin/reports/lost_reasons?${RANGE}`);
    expect(response.body.rows).toEqual([
      { key: 'fees', label: 'Fees', count: 2 },
      { key: 'unreachable', label: 'Unreachable', count: 1 },
    ]);
    expect(response.body.total).toBe(3);
  });

  it('gives each counsellor the median and 90th percentile minutes to first contact, open leads and enrolments', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    const response = await amit.get(`/api/admin/reports/counsellors?${RANGE}`);
    expect(response.body.rows).toEqual([
      {
        owner_id: ids.zoya,
        label: 'Zoya Das',
        leads: 5,
        open: 3,
        enrolled: 1,
        contacted: 4,
        calls: 2,
        median_minutes: 35,
        p90_minutes: 99,
      },
      {
        owner_id: ids.ravi,
        label: 'Ravi Sen',
        leads: 3,
        open: 1,
        enrolled: 1,
        contacted: 3,
        calls: 0,
        median_minutes: 40,
        p90_minutes: 56,
      },
      {
        owner_id: null,
        label: 'Nobody',
        leads: 1,
        open: 0,
        enrolled: 0,
        contacted: 0,
        calls: 0,
        median_minutes: null,
        p90_minutes: null,
      },
      // Calls logged but no lead of their own created in these days.
      {
        owner_id: ids.amit,
        label: 'Amit Roy',
        leads: 0,
        open: 0,
        enrolled: 0,
        contacted: 0,
        calls: 1,
        median_minutes: null,
        p90_minutes: null,
      },
    ]);
  });

  it('refuses bad parameters with a 400 that says what is wrong, and an unknown report with a 404', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    for (const [query, message] of [
      ['from=2026-13-01', /from must be a date/],
      ['to=2026-02-30', /to must be a date/],
      ['from=1999-12-31', /from 2000-01-01 on/],
      ['from=yesterday', /from must be a date/],
      ['from=2026-11-02&to=2026-11-01', /from must not be after to/],
      ['by=owner', /by must be one of source, campaign, course, campus, month/],
      ['from=2026-11-01&from=2026-11-02', /from must be given once/],
      ['by=source&by=month', /by must be given once/],
      ['group=source', /Unknown parameter "group"/],
    ]) {
      for (const path of ['funnel', 'lost_reasons.csv']) {
        const response = await amit.get(`/api/admin/reports/${path}?${query}`);
        expect([query, response.status]).toEqual([query, 400]);
        expect(response.body.error).toMatch(message);
      }
    }
    for (const path of ['sales', 'funnel.xlsx', 'Funnel', 'funnel.csv.csv']) {
      const response = await amit.get(`/api/admin/reports/${path}`);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });

  it('is refused to editors and to visitors without a session', async () => {
    const eddie = await signedInAgent(app, 'eddie@skyline.in', ROLE_PASSWORD);
    expect((await eddie.get('/api/admin/reports/funnel')).status).toBe(403);
    expect((await eddie.get('/api/admin/reports/counsellors.csv')).status).toBe(403);
    expect((await request(app).get('/api/admin/reports/funnel')).status).toBe(401);
  });

  it('downloads each report as a CSV with labels, conversions as percentages and no live formula', async () => {
    const amit = await signedInAgent(app, 'amit@skyline.in', ROLE_PASSWORD);
    const funnel = await amit.get(`/api/admin/reports/funnel.csv?${RANGE}&by=campaign`);
    expect(funnel.status).toBe(200);
    expect(funnel.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(funnel.headers['content-disposition']).toMatch(
      /^attachment; filename="report_funnel_by_campaign_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(funnel.text)).toEqual([
      [
        'Campaign',
        'New',
        'Contacted',
        'Contacted of New (%)',
        'Counselled',
        'Counselled of Contacted (%)',
        'Applied',
        'Applied of Counselled (%)',
        'Enrolled',
        'Enrolled of Applied (%)',
        'Lost now',
      ],
      ['diwali', '4', '2', '50', '1', '50', '1', '100', '0', '0', '1'],
      ['No campaign', '4', '2', '50', '2', '100', '1', '50', '1', '100', '2'],
      // A campaign name is the visitor's text: a leading space keeps a spreadsheet from running it.
      [' =fair()', '1', '1', '100', '1', '100', '1', '100', '1', '100', '0'],
      ['All', '9', '5', '55.6', '4', '80', '3', '75', '2', '66.7', '3'],
    ]);
    const lost = await amit.get(`/api/admin/reports/lost_reasons.csv?${RANGE}`);
    expect(parseCsv(lost.text)).toEqual([
      ['Lost reason', 'Applicants'],
      ['Fees', '2'],
      ['Unreachable', '1'],
      ['All', '3'],
    ]);
    const zoya = await signedInAgent(app, 'zoya@skyline.in', ROLE_PASSWORD);
    const counsellors = await zoya.get(`/api/admin/reports/counsellors.csv?${RANGE}`);
    expect(parseCsv(counsellors.text)).toEqual([
      [
        'Counsellor',
        'Leads',
        'Open leads',
        'Enrolled',
        'Contacted',
        'Calls logged',
        'Median minutes to first contact',
        '90th percentile minutes to first contact',
      ],
      ['Zoya Das', '5', '3', '1', '4', '2', '35', '99'],
    ]);
  });
});
