// The applicant list at GET /api/admin/applicants (views, search, filters, paging) and its CSV with chosen columns.
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { CAMPUS_LABELS, COURSE_CODE_LABELS } from '../../common/enums';
import { LANGUAGE_LABELS } from '../../common/languages';
import {
  APPLICANT_CSV_COLUMNS,
  APPLICANT_SOURCE_LABELS,
  APPLICANT_STAGE_LABELS,
  type ApplicantCsvColumn,
  LOST_REASON_LABELS,
} from '../../common/leads';
import { recordAudit } from '../audit/log';
import type { Database } from '../db/index';
import { requireArea, staffOf } from '../http/access';
import { csvDateTimeSql, csvPhoneSql, streamCsv } from '../http/csv-export';
import { badRequest } from '../http/errors';
import { parseJsonParam, parseRange } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { applicantLanguageSql } from './applicant-sources';
import { keptTotal, parseApplicantFilter, whereApplicants } from './filter';

const SORTABLE = ['id', 'created_at', 'updated_at', 'name', 'stage', 'next_follow_up_at', 'owner_id'];

/** GET / and GET /export.csv: the rows a filter matches, as a page of JSON or as a CSV. */
export function createApplicantListRoutes(db: Database, clock: () => number): Router {
  const { knex } = db;
  const router = createApiRouter();
  const now = () => new Date(clock());

  async function listQuery(req: Request, res: Response, at = now()) {
    const filter = parseApplicantFilter(req.query.filter);
    return { filter, query: whereApplicants(knex, knex('applicants as a'), filter, staffOf(res).id, at) };
  }

  router.get('/', async (req, res) => {
    const sortParam = parseJsonParam(req.query, 'sort');
    let sort: [string, 'asc' | 'desc'] = ['created_at', 'desc'];
    if (sortParam !== undefined) {
      const [field, order] = Array.isArray(sortParam) ? sortParam : [];
      if (typeof field !== 'string' || !SORTABLE.includes(field))
        throw badRequest(`Sorting by ${String(field)} is not allowed`);
      if (typeof order !== 'string' || !['ASC', 'DESC'].includes(order.toUpperCase()))
        throw badRequest('sort order must be ASC or DESC');
      sort = [field, order.toLowerCase() as 'asc' | 'desc'];
    }
    const range = parseRange(req.query, [0, 24]);
    const at = now();
    const { filter, query } = await listQuery(req, res, at);
    const order = (key: string, id: string) => [
      { column: key, order: sort[1], nulls: sort[0] === 'next_follow_up_at' ? 'last' : undefined },
      { column: id, order: sort[1] },
    ];
    const page = (builder: Knex.QueryBuilder) => builder.offset(range[0]).limit(range[1] - range[0] + 1);
    const counted = () => query.clone().count({ total: '*' }) as unknown as Promise<{ total: string | number }[]>;
    let rows: Record<string, unknown>[];
    let total: string | number;
    if (filter.q?.trim()) {
      // A search finds few rows through the trigram (or key) indexes: found once, then counted and paged, instead
      // of one index search for the page and a second for the total.
      const found = (await page(
        knex
          .withMaterialized('matches', query.clone().select('a.id', `a.${sort[0]} as sort_key`))
          .from('matches as m')
          .join('applicants as a', 'a.id', 'm.id')
          .leftJoin('staff as s', 's.id', 'a.owner_id')
          .select('a.*', 's.name as owner_name', knex.raw('(SELECT count(*) FROM matches) AS matches_total'))
          .orderBy(order('m.sort_key', 'm.id')),
      )) as Record<string, unknown>[];
      rows = found.map(({ matches_total: _, ...row }) => row);
      total = found.length ? (found[0].matches_total as number) : range[0] ? (await counted())[0].total : 0;
    } else {
      [rows, [{ total }]] = await Promise.all([
        page(
          query
            .clone()
            .leftJoin('staff as s', 's.id', 'a.owner_id')
            .select('a.*', 's.name as owner_name')
            .orderBy(order(`a.${sort[0]}`, 'a.id')),
        ),
        // Unfiltered, by stage, owner, course, campus, source, mine or untouched: from kept counts, not rows.
        (keptTotal(knex, filter, staffOf(res).id, at) ?? counted()) as unknown as Promise<{ total: string | number }[]>,
      ]);
    }
    const count = Number(total);
    const last = rows.length ? range[0] + rows.length - 1 : range[0];
    res.set('Content-Range', `applicants ${range[0]}-${last}/${count}`);
    res.json(rows);
  });

  router.get('/export.csv', requireArea('export'), async (req, res) => {
    const chosen = parseJsonParam(req.query, 'columns') ?? Object.keys(APPLICANT_CSV_COLUMNS);
    if (
      !Array.isArray(chosen) ||
      !chosen.length ||
      !chosen.every((key) => typeof key === 'string' && Object.hasOwn(APPLICANT_CSV_COLUMNS, key))
    )
      throw badRequest(`columns must be a list of: ${Object.keys(APPLICANT_CSV_COLUMNS).join(', ')}`);
    const { filter, query } = await listQuery(req, res);
    // Every cell as text, formatted by the database (the CSV writer quotes and defuses formulas).
    const cells: Record<ApplicantCsvColumn, string> = {
      id: 'a.id::text',
      name: 'a.name',
      email: 'a.email',
      phone: csvPhoneSql('a.phone', 'a.phone_e164'),
      stage: 'a.stage',
      lost_reason: 'a.lost_reason',
      owner: 's.name',
      next_follow_up_at: csvDateTimeSql('a.next_follow_up_at'),
      source: 'a.source',
      course: 'a.course',
      campus: 'a.campus',
      utm_source: "a.attribution->>'utm_source'",
      utm_campaign: "a.attribution->>'utm_campaign'",
      consent_in_person: `(SELECT CASE e.consent_method WHEN 'import' THEN 'Vouched for at import by ' ELSE 'Given in person to ' END
          || coalesce(e.consent_recorded_by_name, 'staff') || ', ' || ${csvDateTimeSql('e.consent_at')}
          || ' IST, notice ' || e.consent_notice_version
        FROM applicant_entries e WHERE e.applicant_id = a.id AND e.consent_method IS NOT NULL
        ORDER BY e.consent_at DESC, e.id DESC LIMIT 1)`,
      language: applicantLanguageSql('a'),
      created_at: 'a.created_at',
    };
    // Codes by the names staff read (the CSV writer swaps them in SQL).
    const labels: Partial<Record<ApplicantCsvColumn, Readonly<Record<string, string>>>> = {
      stage: APPLICANT_STAGE_LABELS,
      lost_reason: LOST_REASON_LABELS,
      source: APPLICANT_SOURCE_LABELS,
      course: COURSE_CODE_LABELS,
      campus: CAMPUS_LABELS,
      language: LANGUAGE_LABELS,
    };
    const columns = (chosen as ApplicantCsvColumn[]).map((key) => ({
      label: APPLICANT_CSV_COLUMNS[key],
      value: `c_${key}`,
      ...(labels[key] ? { labels: labels[key] } : {}),
    }));
    const inner = query
      .leftJoin('staff as s', 's.id', 'a.owner_id')
      .select(
        'a.id',
        'a.created_at',
        ...(chosen as ApplicantCsvColumn[]).map((key) => knex.raw(`${cells[key]} AS c_${key}`)),
      );
    const created = columns.find((column) => column.value === 'c_created_at');
    if (created) created.value = 'created_at';
    await streamCsv(
      db,
      { table: 'applicant_rows', columns, filePrefix: 'applicants' },
      knex.from(inner.as('applicant_rows')),
      res,
      (rows) =>
        recordAudit(knex, req, {
          action: 'export',
          resource: 'applicants',
          details: { rows, filter, columns: chosen },
        }),
    );
  });

  return router;
}
