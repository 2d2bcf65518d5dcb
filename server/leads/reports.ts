// The staff panel's reports at /api/admin/reports/<report> (JSON) and /api/admin/reports/<report>.csv: the funnel
// by source, campaign, course, campus or month; lost reasons; time to first contact, open leads and enrolments by
// counsellor. Each is one aggregate query over the applicants created in a range of India days (the partial
// created_at, owner and stage indexes), never a query per row. A counsellor's figures cover their own leads only.
import { Parser } from '@json2csv/plainjs';
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { isCalendarDay } from '../../common/dates';
import { CAMPUS_LABELS, COURSE_CODE_LABELS } from '../../common/enums';
import { APPLICANT_SOURCE_LABELS, APPLICANT_STAGE_LABELS, LOST_REASON_LABELS } from '../../common/leads';
import {
  type CounsellorsReport,
  conversion,
  FUNNEL_GROUP_LABELS,
  FUNNEL_GROUPS,
  FUNNEL_STEPS,
  type FunnelGroup,
  type FunnelReport,
  type FunnelRow,
  type LostReasonsReport,
  REPORTS,
  type Report,
  type ReportName,
} from '../../common/reports';
import { type StaffMember, staffOf } from '../http/access';
import { csvCell } from '../http/csv-export';
import { badRequest } from '../http/errors';
import { kolkataDate, kolkataDayStart } from '../http/kolkata';
import { createApiRouter } from '../http/router';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a report is asked for: applicants created from `from` to `to` (India days, both included). */
type ReportQuery = { from: string | null; to: string | null; by: FunnelGroup };

function oneParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value;
}

function parseDay(req: Request, name: 'from' | 'to'): string | null {
  const value = oneParam(req, name);
  if (value === undefined) return null;
  if (!isCalendarDay(value) || value < '2000-01-01')
    throw badRequest(`${name} must be a date (YYYY-MM-DD) from 2000-01-01 on`, { fields: { [name]: 'Not a date' } });
  return value;
}

export function parseReportQuery(req: Request): ReportQuery {
  const known = new Set(['from', 'to', 'by']);
  const unknown = Object.keys(req.query).find((key) => !known.has(key));
  if (unknown) throw badRequest(`Unknown parameter "${unknown}": a report takes from, to and by`);
  const from = parseDay(req, 'from');
  const to = parseDay(req, 'to');
  if (from && to && from > to) throw badRequest('from must not be after to', { fields: { from: 'After to' } });
  const by = oneParam(req, 'by') ?? 'source';
  if (!(FUNNEL_GROUPS as readonly string[]).includes(by))
    throw badRequest(`by must be one of ${FUNNEL_GROUPS.join(', ')}`, { fields: { by: 'Unknown grouping' } });
  return { from, to, by: by as FunnelGroup };
}

/** The applicants a report counts: not merged away, created in the range, a counsellor's own. */
function counted(knex: Knex, query: ReportQuery, staff: StaffMember): Knex.QueryBuilder {
  const rows = knex('applicants as a').whereNull('a.merged_into_id');
  if (query.from) rows.where('a.created_at', '>=', kolkataDayStart(query.from));
  if (query.to) rows.where('a.created_at', '<', new Date(kolkataDayStart(query.to).getTime() + DAY_MS));
  if (staff.role === 'counsellor') rows.where('a.owner_id', staff.id);
  return rows;
}

/** The India calendar month an applicant was created in. */
const MONTH_SQL = `date_trunc('month', a.created_at AT TIME ZONE 'UTC' + interval '5 hours 30 minutes')`;

/** The SQL of each grouping's key: the month is the India calendar month, YYYY-MM. */
const GROUP_SQL: Record<FunnelGroup, string> = {
  source: 'a.source',
  campaign: "nullif(btrim(a.attribution->>'utm_campaign'), '')",
  course: 'a.course',
  campus: 'a.campus',
  month: `to_char(${MONTH_SQL}, 'YYYY-MM')`,
};

/**
 * What the rows are grouped by, where it is cheaper than the key: the month's first instant, formatted once per
 * group rather than once per applicant (to_char over 300,000 rows doubled the report's time).
 */
const GROUP_BY_SQL: Partial<Record<FunnelGroup, string>> = { month: MONTH_SQL };

const NONE_LABELS: Record<FunnelGroup, string> = {
  source: 'Unknown',
  campaign: 'No campaign',
  course: 'No course given',
  campus: 'No campus given',
  month: 'Unknown',
};

function groupLabel(by: FunnelGroup, key: string | null): string {
  if (key === null) return NONE_LABELS[by];
  if (by === 'source') return APPLICANT_SOURCE_LABELS[key as keyof typeof APPLICANT_SOURCE_LABELS] ?? key;
  if (by === 'course') return COURSE_CODE_LABELS[key] ?? key;
  if (by === 'campus') return CAMPUS_LABELS[key as keyof typeof CAMPUS_LABELS] ?? key;
  if (by === 'month') {
    const month = new Date(`${key}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    return `${month} ${key.slice(0, 4)}`;
  }
  return key;
}

/**
 * Each step counts the applicants who reached it: their furthest stage (kept by a trigger, migration
 * 20261202400100) is that step or a later one. A lost applicant counts at every step it passed before it was lost,
 * and in Lost.
 */
const STEP_SQL = FUNNEL_STEPS.map((step, at) =>
  at === 0
    ? `count(*)::int AS ${step}`
    : `count(*) FILTER (WHERE a.furthest_stage IN (${FUNNEL_STEPS.slice(at)
        .map((later) => `'${later}'`)
        .join(', ')}))::int AS ${step}`,
);

async function funnel(knex: Knex, query: ReportQuery, staff: StaffMember): Promise<FunnelReport> {
  const key = GROUP_SQL[query.by];
  const rows = (await counted(knex, query, staff)
    .select(knex.raw(`${key} AS key`), ...STEP_SQL.map((sql) => knex.raw(sql)))
    .select(knex.raw(`count(*) FILTER (WHERE a.stage = 'lost')::int AS lost`))
    .groupByRaw(GROUP_BY_SQL[query.by] ?? '1')
    .orderBy(query.by === 'month' ? [{ column: 'key', order: 'asc' }] : [{ column: 'new', order: 'desc' }, 'key'])) as (
    | Omit<FunnelRow, 'label'>
    | FunnelRow
  )[];
  const labelled = rows.map((row) => ({ ...row, label: groupLabel(query.by, row.key) }) as FunnelRow);
  const total = { key: null, label: 'All', lost: 0, new: 0, contacted: 0, counselled: 0, applied: 0, enrolled: 0 };
  for (const row of labelled) for (const step of [...FUNNEL_STEPS, 'lost'] as const) total[step] += row[step];
  return { report: 'funnel', by: query.by, rows: labelled, total };
}

async function lostReasons(knex: Knex, query: ReportQuery, staff: StaffMember): Promise<LostReasonsReport> {
  const rows = (await counted(knex, query, staff)
    .where('a.stage', 'lost')
    .select('a.lost_reason as key', knex.raw('count(*)::int AS count'))
    .groupBy('a.lost_reason')
    .orderBy([{ column: 'count', order: 'desc' }, 'key'])) as { key: string; count: number }[];
  return {
    report: 'lost_reasons',
    rows: rows.map((row) => ({
      ...row,
      label: LOST_REASON_LABELS[row.key as keyof typeof LOST_REASON_LABELS] ?? row.key,
    })),
    total: rows.reduce((sum, row) => sum + row.count, 0),
  };
}

/**
 * Minutes from enquiry to first contact at the median (1) or the 90th percentile (2). Both read one aggregate,
 * computed once per group (PostgreSQL shares identical aggregate calls), sorting intervals rather than numbers.
 */
const minutesSql = (at: 1 | 2) =>
  `extract(epoch FROM (percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY a.first_contacted_at - a.created_at)
     FILTER (WHERE a.first_contacted_at IS NOT NULL))[${at}]) / 60`;

const roundMinutes = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

async function counsellors(knex: Knex, query: ReportQuery, staff: StaffMember): Promise<CounsellorsReport> {
  const grouped = counted(knex, query, staff)
    .select(
      'a.owner_id',
      knex.raw('count(*)::int AS leads'),
      knex.raw(`count(*) FILTER (WHERE a.stage NOT IN ('enrolled', 'lost'))::int AS open`),
      knex.raw(`count(*) FILTER (WHERE a.stage = 'enrolled')::int AS enrolled`),
      knex.raw('count(a.first_contacted_at)::int AS contacted'),
      knex.raw(`${minutesSql(1)} AS median_minutes`),
      knex.raw(`${minutesSql(2)} AS p90_minutes`),
    )
    .groupBy('a.owner_id')
    .as('g');
  // The staff names joined to the grouped rows (one per owner), not to every applicant.
  const rows = (await knex
    .from(grouped)
    .leftJoin('staff as s', 's.id', 'g.owner_id')
    .select('g.*', knex.raw(`coalesce(nullif(s.name, ''), s.email) AS label`))
    .orderBy([{ column: 'g.leads', order: 'desc' }, 'label'])) as CounsellorsReport['rows'];
  const calls = await callsLogged(knex, query, staff);
  const owners = new Set(rows.map((row) => row.owner_id));
  const callersOnly = [...calls.keys()].filter((id) => !owners.has(id));
  // A member who logged calls in these days but owns no lead created in them still has a row.
  const callers = callersOnly.length
    ? ((await knex('staff')
        .whereIn('id', callersOnly)
        .select('id', knex.raw(`coalesce(nullif(name, ''), email) AS label`))) as { id: number; label: string }[])
    : [];
  return {
    report: 'counsellors',
    rows: [
      ...rows.map((row) => ({
        ...row,
        label: row.label ?? 'Nobody',
        calls: row.owner_id === null ? 0 : (calls.get(row.owner_id) ?? 0),
        median_minutes: roundMinutes(row.median_minutes),
        p90_minutes: roundMinutes(row.p90_minutes),
      })),
      ...callers
        .sort((a, b) => a.label.localeCompare(b.label))
        .map((caller) => ({
          owner_id: caller.id,
          label: caller.label,
          leads: 0,
          open: 0,
          enrolled: 0,
          contacted: 0,
          calls: calls.get(caller.id) ?? 0,
          median_minutes: null,
          p90_minutes: null,
        })),
    ],
  };
}

/**
 * The calls each member logged on the range's India days (applicant_events of kind 'call', read by their partial
 * index), whoever's leads they called; a counsellor's own only.
 */
async function callsLogged(knex: Knex, query: ReportQuery, staff: StaffMember): Promise<Map<number, number>> {
  const rows = knex('applicant_events as e').where('e.kind', 'call').whereNotNull('e.staff_id');
  if (query.from) rows.where('e.at', '>=', kolkataDayStart(query.from));
  if (query.to) rows.where('e.at', '<', new Date(kolkataDayStart(query.to).getTime() + DAY_MS));
  if (staff.role === 'counsellor') rows.where('e.staff_id', staff.id);
  const counted = (await rows.select('e.staff_id', knex.raw('count(*)::int AS calls')).groupBy('e.staff_id')) as {
    staff_id: number;
    calls: number;
  }[];
  return new Map(counted.map((row) => [Number(row.staff_id), row.calls]));
}

const LOADERS: Record<ReportName, (knex: Knex, query: ReportQuery, staff: StaffMember) => Promise<Report>> = {
  funnel,
  lost_reasons: lostReasons,
  counsellors,
};

/** A report's rows as the CSV staff download: labels, not codes; percentages as numbers with a % header. */
function reportCsv(report: Report): string {
  let fields: string[];
  let lines: (string | number | null)[][];
  if (report.report === 'funnel') {
    const steps = FUNNEL_STEPS.map((step) => APPLICANT_STAGE_LABELS[step]);
    fields = [
      FUNNEL_GROUP_LABELS[report.by],
      ...steps.flatMap((step, at) => (at === 0 ? [step] : [step, `${step} of ${steps[at - 1]} (%)`])),
      'Lost now',
    ];
    lines = [...report.rows, report.total].map((row) => [
      row.label,
      ...FUNNEL_STEPS.flatMap((step, at) => (at === 0 ? [row[step]] : [row[step], conversion(row, step)])),
      row.lost,
    ]);
  } else if (report.report === 'lost_reasons') {
    fields = ['Lost reason', 'Applicants'];
    lines = [...report.rows.map((row) => [row.label, row.count]), ['All', report.total]];
  } else {
    fields = [
      'Counsellor',
      'Leads',
      'Open leads',
      'Enrolled',
      'Contacted',
      'Calls logged',
      'Median minutes to first contact',
      '90th percentile minutes to first contact',
    ];
    lines = report.rows.map((row) => [
      row.label,
      row.leads,
      row.open,
      row.enrolled,
      row.contacted,
      row.calls,
      row.median_minutes,
      row.p90_minutes,
    ]);
  }
  const records = lines.map((line) => Object.fromEntries(fields.map((field, i) => [field, csvCell(line[i])])));
  return new Parser({ fields, withBOM: true }).parse(records);
}

export function createReportRoutes(knex: Knex): Router {
  const router = createApiRouter();
  // One route per report and per CSV, so each is named in the route × role test.
  for (const name of REPORTS) {
    const load = async (req: Request, res: Response) => {
      const query = parseReportQuery(req);
      return { query, report: await LOADERS[name](knex, query, staffOf(res)) };
    };
    router.get(`/${name}`, async (req, res) => {
      const { query, report } = await load(req, res);
      res.json({ ...report, from: query.from, to: query.to });
    });
    router.get(`/${name}.csv`, async (req, res) => {
      const { report } = await load(req, res);
      const suffix = report.report === 'funnel' ? `_by_${report.by}` : '';
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="report_${name}${suffix}_${kolkataDate()}.csv"`);
      res.send(reportCsv(report));
    });
  }
  return router;
}
