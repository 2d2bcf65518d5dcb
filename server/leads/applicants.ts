// Staff API of the lead pipeline at /api/admin/applicants: the list (views, search, filters), detail with timeline,
// edits with stage rules and stale-copy refusal (409), notes, follow-ups, merge and split, bulk stage/owner over
// every row a filter matches, and the CSV with chosen columns.
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { CAMPUS_LABELS, COURSE_CODE_LABELS } from '../../common/enums';
import {
  APPLICANT_CSV_COLUMNS,
  APPLICANT_SOURCE_LABELS,
  APPLICANT_STAGE_LABELS,
  type ApplicantCsvColumn,
  LEAD_SOURCES,
  type LeadSource,
  LOST_REASON_LABELS,
} from '../../common/leads';
import type { MailTemplateName } from '../../common/mail';
import { phoneE164 } from '../../common/phone';
import { plainString } from '../../common/text';
import { recordAudit } from '../audit/log';
import type { Database } from '../db/index';
import { badRequest, HttpError, notFound } from '../http/errors';
import { createApiRouter } from '../http/router';
import { enqueueMail } from '../mail/outbox';
import { requireArea, staffOf } from '../staff-api/access';
import { csvDateTimeSql, csvPhoneSql, streamCsv } from '../staff-api/csv-export';
import { parseId, parseJsonParam, parseRange } from '../staff-api/list-query';
import { createBulkRoutes } from './bulk';
import { createCallRoutes, whatsAppMessage } from './calls';
import { carryDismissals, createDuplicateRoutes, possibleDuplicateOf } from './duplicates';
import { checkOwner, tellNewOwner } from './edits';
import { createEntryRoutes, entriesOf } from './entries';
import { type ApplicantFilter, keptTotal, parseApplicantFilter, whereApplicants } from './filter';
import { createImportRoutes } from './imports';
import { likelyDuplicates } from './likely-duplicates';
import { checkStageChange, followUpDate, stageChangeSchema, unprocessable } from './rules';
import {
  addFollowUp,
  changeStage,
  lockApplicant,
  nextFollowUp,
  parse,
  refuseStale,
  resolveApplicant,
  touched,
} from './writes';

/** Each submission table: the columns that hold the person's name, course, campus and own message. */
export const SUBMISSION_SOURCES: Record<
  LeadSource,
  { name: string | null; course: string | null; campus: string | null; phone: boolean; message: string | null }
> = {
  registration_forms: { name: 'full_name', course: 'course', campus: null, phone: true, message: 'message' },
  contact_forms: { name: 'name', course: 'course', campus: null, phone: true, message: 'message' },
  admission_applications: {
    name: 'full_name',
    course: 'preferred_course',
    campus: 'preferred_campus',
    phone: true,
    message: null,
  },
  prospectus_requests: { name: 'full_name', course: 'course_interest', campus: null, phone: true, message: null },
  newsletter_subscriptions: { name: null, course: null, campus: null, phone: false, message: null },
  event_registrations: { name: 'name', course: null, campus: null, phone: true, message: null },
};

/** The e-mails to the person themselves that their timeline shows (not staff alerts, nor one-time codes). */
const APPLICANT_MAIL_TEMPLATES: readonly MailTemplateName[] = ['acknowledgement', 'newsletter_confirmation'];

const SORTABLE = ['id', 'created_at', 'updated_at', 'name', 'stage', 'next_follow_up_at', 'owner_id'];

const noteSchema = z.strictObject({
  body: plainString({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(5000, 'Note must be at most 5000 characters'),
});

/** The schemas with dates, checked against the app's clock. */
function datedSchemas(clock: () => number) {
  const stageChange = stageChangeSchema(clock);
  const followUpSchema = z.strictObject({
    due_at: followUpDate(clock),
    note: plainString().trim().max(2000).default(''),
  });
  const editSchema = z.strictObject({
    version: z.number({ error: 'version is required: the version of the applicant you are saving' }).int().positive(),
    name: plainString().trim().min(1, 'Name is required').max(120).optional(),
    email: z.email('Enter a valid email address').trim().max(254).nullish(),
    phone: plainString().trim().max(20).nullish(),
    owner_id: z.number().int().positive().nullish(),
    ...stageChange,
  });
  return { followUpSchema, editSchema };
}

const mergeSchema = z.strictObject({ other_id: z.number({ error: 'other_id is required' }).int().positive() });
const splitSchema = z.strictObject({
  source: z.enum(LEAD_SOURCES),
  submission_id: z.number({ error: 'submission_id is required' }).int().positive(),
});

export function createApplicantRoutes(db: Database, clock: () => number): Router {
  const { knex } = db;
  const router = createApiRouter();
  const now = () => new Date(clock());
  const { followUpSchema, editSchema } = datedSchemas(clock);

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
      created_at: 'a.created_at',
    };
    // Codes by the names staff read (the CSV writer swaps them in SQL).
    const labels: Partial<Record<ApplicantCsvColumn, Readonly<Record<string, string>>>> = {
      stage: APPLICANT_STAGE_LABELS,
      lost_reason: LOST_REASON_LABELS,
      source: APPLICANT_SOURCE_LABELS,
      course: COURSE_CODE_LABELS,
      campus: CAMPUS_LABELS,
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

  router.use(createBulkRoutes(db, clock));
  router.use(createEntryRoutes(knex, clock));
  router.use(createImportRoutes(knex, clock));

  /** Who may own an applicant: the active staff, for the panel's owner filter and pickers (counsellors too). */
  router.get('/owners', async (_req, res) => {
    const rows = await knex('staff')
      .where({ active: true })
      .orderBy([{ column: 'name' }, { column: 'id' }])
      .select('id', 'name', 'email', 'takes_leads', 'away');
    res.json(rows.map((row) => ({ ...row, name: row.name || row.email })));
  });

  router.use(createDuplicateRoutes(knex, clock));
  router.use(createCallRoutes(knex, clock));

  router.get('/:id', async (req, res) => {
    const id = await resolveApplicant(knex, req.params.id);
    const applicant = await knex('applicants as a')
      .leftJoin('staff as s', 's.id', 'a.owner_id')
      .where('a.id', id)
      .first('a.*', 's.name as owner_name');
    const [submissions, entries] = await Promise.all([submissionsOf(knex, id), entriesOf(knex, id)]);
    const [follow_ups, merged] = await Promise.all([
      knex('applicant_follow_ups')
        .where({ applicant_id: id })
        .orderBy([{ column: 'done_at', order: 'desc', nulls: 'first' }, 'due_at']),
      knex('applicants').where({ merged_into_id: id }).orderBy('id').pluck('id'),
    ]);
    const possible_duplicate = await possibleDuplicateOf(knex, applicant.possible_duplicate_of);
    const whatsapp = await whatsAppMessage(knex, applicant, staffOf(res));
    // The likely duplicates of this applicant that the member sees (the Likely duplicates screen's pairs).
    const { pairs: likely_duplicates } = await likelyDuplicates(knex, { member: staffOf(res), applicantId: id });
    res.json({
      ...applicant,
      submissions,
      entries,
      follow_ups,
      merged_ids: merged,
      possible_duplicate,
      likely_duplicates,
      whatsapp,
    });
  });

  router.get('/:id/timeline', async (req, res) => {
    const id = await resolveApplicant(knex, req.params.id);
    const me = staffOf(res).id;
    // E-mails the outbox holds for the applicant's addresses (as typed in each form, and as kept in the keys).
    const [keys, submissions] = await Promise.all([
      knex('applicant_keys').where({ applicant_id: id }).whereLike('key', 'e:%').pluck('key'),
      submissionsOf(knex, id),
    ]);
    const addresses = [
      ...new Set([
        ...keys.map((key: string) => key.slice(2)),
        ...submissions.flatMap((row) => (row.email ? [row.email, row.email.toLowerCase()] : [])),
      ]),
    ];
    const { rows } = await knex.raw(
      `SELECT * FROM (
         SELECT 'event-' || e.id AS key, e.kind, e.at, e.staff_id, s.name AS staff_name, e.data, NULL::integer AS note_id,
                NULL::text AS body, false AS editable, e.id AS seq
           FROM applicant_events e LEFT JOIN staff s ON s.id = e.staff_id WHERE e.applicant_id = ?
         UNION ALL
         SELECT 'note-' || n.id, 'note', n.created_at, n.author_id, s.name, jsonb_build_object('updated_at', n.updated_at),
                n.id, n.body, n.author_id = ?, n.id
           FROM applicant_notes n LEFT JOIN staff s ON s.id = n.author_id WHERE n.applicant_id = ?
         UNION ALL
         SELECT 'mail-' || m.id, 'email', m.created_at, NULL, NULL,
                jsonb_build_object('template', m.template, 'status', m.status, 'sent_at', m.sent_at, 'form', m.params->>'form'),
                NULL, NULL, false, m.id
           FROM mail_outbox m
          WHERE m.recipients && ARRAY(SELECT jsonb_array_elements_text(?::jsonb))
            AND m.template IN (SELECT jsonb_array_elements_text(?::jsonb))
       ) AS timeline ORDER BY at, seq`,
      [id, me, id, JSON.stringify(addresses), JSON.stringify(APPLICANT_MAIL_TEMPLATES)],
    );
    res.json(rows);
  });

  router.put('/:id', async (req, res) => {
    const body = parse(editSchema, req.body);
    const me = staffOf(res);
    const at = now();
    const saved = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const before = await lockApplicant(trx, id);
      await refuseStale(trx, before, body.version);
      const stageChanges = body.stage !== undefined && body.stage !== before.stage;
      if (stageChanges) checkStageChange(body);
      if (body.owner_id !== undefined) await checkOwner(trx, body.owner_id);
      const update: Record<string, unknown> = { version: before.version + 1, updated_at: at, updated_by: me.id };
      for (const key of ['name', 'email', 'phone'] as const) if (body[key] !== undefined) update[key] = body[key];
      if (body.phone !== undefined) update.phone_e164 = phoneE164(body.phone);
      if (body.owner_id !== undefined) update.owner_id = body.owner_id;
      if (stageChanges && body.stage)
        Object.assign(
          update,
          await changeStage(trx, before, { stage: body.stage, lost_reason: body.lost_reason }, me.id, at),
        );
      if (body.next_follow_up_at) {
        await addFollowUp(trx, id, body.next_follow_up_at, body.follow_up_note ?? '', me.id, at);
        update.next_follow_up_at = nextFollowUp(trx, id);
        Object.assign(update, touched(trx, at));
      }
      if (body.owner_id !== undefined && body.owner_id !== before.owner_id) {
        await trx('applicant_events').insert({
          applicant_id: id,
          kind: 'assigned',
          staff_id: me.id,
          at,
          data: JSON.stringify({ from: before.owner_id, owner_id: body.owner_id }),
        });
        if (body.owner_id)
          await tellNewOwner(trx, body.owner_id, me.id, {
            count: 1,
            applicant_id: id,
            applicant_name: body.name ?? before.name,
          });
      }
      await trx('applicants').where({ id }).update(update);
      return trx('applicants').where({ id }).first();
    });
    res.json(saved);
  });

  router.post('/:id/notes', async (req, res) => {
    const { body } = parse(noteSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const note = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const [row] = await trx('applicant_notes')
        .insert({ applicant_id: id, author_id: me, body, created_at: at, updated_at: at })
        .returning('*');
      await trx('applicants').where({ id }).update(touched(trx, at));
      return row;
    });
    res.status(201).json(note);
  });

  router.put('/:id/notes/:noteId', async (req, res) => {
    const { body } = parse(noteSchema, req.body);
    const id = await resolveApplicant(knex, req.params.id);
    const noteId = parseId(req.params.noteId);
    const note = await knex('applicant_notes').where({ id: noteId, applicant_id: id }).first();
    if (!note) throw notFound('No such note');
    if (note.author_id !== staffOf(res).id) throw new HttpError(403, 'Only the author of a note may edit it');
    const [saved] = await knex('applicant_notes')
      .where({ id: noteId })
      .update({ body, updated_at: now() })
      .returning('*');
    res.json(saved);
  });

  router.post('/:id/follow_ups', async (req, res) => {
    const body = parse(followUpSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const followUp = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      await lockApplicant(trx, id);
      const row = await addFollowUp(trx, id, body.due_at, body.note, me, at);
      await trx('applicants')
        .where({ id })
        .update({ next_follow_up_at: nextFollowUp(trx, id), ...touched(trx, at) });
      return row;
    });
    res.status(201).json(followUp);
  });

  router.put('/:id/follow_ups/:followUpId', async (req, res) => {
    parse(
      z.strictObject({ done: z.literal(true, { error: 'Send {"done": true} to mark the follow-up done' }) }),
      req.body,
    );
    const me = staffOf(res).id;
    const at = now();
    const followUp = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      await lockApplicant(trx, id);
      const followUpId = parseId(req.params.followUpId);
      const [row] = await trx('applicant_follow_ups')
        .where({ id: followUpId, applicant_id: id })
        .update({ done_at: trx.raw('coalesce(done_at, ?)', [at]) })
        .returning('*');
      if (!row) throw notFound('No such follow-up');
      await trx('applicant_events').insert({
        applicant_id: id,
        kind: 'follow_up_done',
        staff_id: me,
        at,
        data: JSON.stringify({ follow_up_id: followUpId, due_at: row.due_at, note: row.note }),
      });
      await trx('applicants')
        .where({ id })
        .update({ next_follow_up_at: nextFollowUp(trx, id), ...touched(trx, at) });
      return row;
    });
    res.json(followUp);
  });

  router.post('/:id/merge', async (req, res) => {
    const { other_id } = parse(mergeSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const merged = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const otherId = await resolveApplicant(trx, String(other_id));
      if (otherId === id) throw unprocessable('other_id', 'These are already one applicant');
      // Both rows locked in id order, so two merges of the same pair cannot deadlock.
      const [first, second] = await Promise.all(
        [Math.min(id, otherId), Math.max(id, otherId)].map((n) => lockApplicant(trx, n)),
      );
      const [survivor, other] = first.id === id ? [first, second] : [second, first];
      for (const table of LEAD_SOURCES) await trx(table).where({ applicant_id: other.id }).update({ applicant_id: id });
      for (const table of [
        'applicant_events',
        'applicant_notes',
        'applicant_follow_ups',
        'applicant_keys',
        'applicant_entries',
      ])
        await trx(table).where({ applicant_id: other.id }).update({ applicant_id: id });
      // Earlier merges into the other point at the survivor too: every old id resolves in one step.
      await trx('applicants')
        .where({ merged_into_id: other.id })
        .orWhere({ id: other.id })
        .update({ merged_into_id: id, possible_duplicate_of: null });
      // A merge answers "possibly the same person": the survivor's mark goes, and marks naming the other name it.
      await trx('applicants').where({ possible_duplicate_of: other.id }).update({ possible_duplicate_of: id });
      await carryDismissals(trx, other.id, id);
      await trx('applicants')
        .where({ id })
        .update({
          email: survivor.email ?? other.email,
          phone: survivor.phone ?? other.phone,
          possible_duplicate_of: trx.raw('nullif(possible_duplicate_of, ?)', [id]),
          created_at: trx.raw('least(created_at, ?)', [other.created_at]),
          next_follow_up_at: nextFollowUp(trx, id),
          version: survivor.version + 1,
          updated_at: at,
          updated_by: me,
        });
      await trx('applicant_events').insert({
        applicant_id: id,
        kind: 'merged',
        staff_id: me,
        at,
        data: JSON.stringify({ other_id: other.id, other_name: other.name }),
      });
      await recordAudit(trx, req, {
        action: 'applicant_merge',
        resource: 'applicants',
        recordId: id,
        details: { survivor_id: id, merged_id: other.id, merged_name: other.name },
      });
      return trx('applicants').where({ id }).first();
    });
    res.json(merged);
  });

  router.post('/:id/split', async (req, res) => {
    const { source, submission_id } = parse(splitSchema, req.body);
    const me = staffOf(res).id;
    const at = now();
    const created = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const applicant = await lockApplicant(trx, id);
      const submission = await trx(source).where({ id: submission_id, applicant_id: id }).first();
      if (!submission) throw unprocessable('submission_id', 'That submission is not one of this applicant’s');
      const all = await submissionsOf(trx, id);
      if (all.length < 2) throw unprocessable('submission_id', 'An applicant with one submission cannot be split');
      const columns = SUBMISSION_SOURCES[source];
      const [fresh] = await trx('applicants')
        .insert({
          name: columns.name ? submission[columns.name] : '',
          email: submission.email,
          phone: columns.phone ? submission.phone : null,
          phone_e164: columns.phone ? submission.phone_e164 || phoneE164(submission.phone) : null,
          source,
          course: columns.course ? submission[columns.course] : null,
          campus: columns.campus ? submission[columns.campus] : null,
          attribution: submission.attribution ? JSON.stringify(submission.attribution) : null,
          owner_id: applicant.owner_id,
          created_at: submission.created_at,
          updated_at: at,
          updated_by: me,
        })
        .returning('*');
      await trx(source).where({ id: submission_id }).update({ applicant_id: fresh.id });
      await trx('applicant_events')
        .where({ applicant_id: id, kind: 'submission' })
        .whereRaw("data->>'source' = ? AND (data->>'submission_id')::int = ?", [source, submission_id])
        .update({ applicant_id: fresh.id });
      // The split submission's e-mail and phone now find the new applicant, unless another of the old one's uses them.
      const remaining = all.filter((row) => !(row.source === source && row.id === submission_id));
      const keys = [
        submission.email ? `e:${String(submission.email).toLowerCase()}` : null,
        fresh.phone_e164 ? `p:${fresh.phone_e164}` : null,
      ].filter((key): key is string => key !== null);
      const stillUsed = new Set(
        remaining.flatMap((row) => [
          row.email ? `e:${String(row.email).toLowerCase()}` : null,
          row.phone_e164 ? `p:${row.phone_e164}` : null,
        ]),
      );
      for (const key of keys.filter((candidate) => !stillUsed.has(candidate)))
        await trx.raw(
          `INSERT INTO applicant_keys (key, applicant_id) VALUES (?, ?)
           ON CONFLICT (key) DO UPDATE SET applicant_id = EXCLUDED.applicant_id`,
          [key, fresh.id],
        );
      await trx('applicant_events').insert([
        {
          applicant_id: id,
          kind: 'split',
          staff_id: me,
          at,
          data: JSON.stringify({ new_id: fresh.id, source, submission_id }),
        },
        {
          applicant_id: fresh.id,
          kind: 'split',
          staff_id: me,
          at,
          data: JSON.stringify({ from_id: id, source, submission_id }),
        },
      ]);
      await trx('applicants')
        .where({ id })
        .update({ version: applicant.version + 1, updated_at: at, updated_by: me });
      // Split apart by a member: two people, so the pair is not suggested as likely duplicates.
      await trx('applicant_duplicate_dismissals').insert({
        applicant_id: Math.min(id, fresh.id),
        other_id: Math.max(id, fresh.id),
        staff_id: me,
        at,
      });
      await recordAudit(trx, req, {
        action: 'applicant_split',
        resource: 'applicants',
        recordId: fresh.id,
        details: { from_id: id, new_id: fresh.id, source, submission_id },
      });
      return fresh;
    });
    res.status(201).json(created);
  });

  return router;
}

type SubmissionRow = {
  source: LeadSource;
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  phone_e164: string | null;
  course: string | null;
  campus: string | null;
  message: string | null;
  attribution: unknown;
  created_at: Date;
};

/** Every submission of an applicant, oldest first, whatever form it came from. */
export async function submissionsOf(knex: Knex | Knex.Transaction, applicantId: number): Promise<SubmissionRow[]> {
  const parts = LEAD_SOURCES.map((source) => {
    const { name, course, campus, phone, message } = SUBMISSION_SOURCES[source];
    const column = (value: string | null) => (value ? knex.raw('??', [value]).toQuery() : 'NULL');
    return `SELECT '${source}' AS source, id, ${column(name)}::text AS name, email, ${phone ? 'phone' : 'NULL'}::text AS phone,
              nullif(phone_e164, '') AS phone_e164, ${column(course)}::text AS course, ${column(campus)}::text AS campus,
              ${column(message)}::text AS message, attribution, created_at
            FROM ${source} WHERE applicant_id = :id`;
  });
  const { rows } = await knex.raw(`${parts.join(' UNION ALL ')} ORDER BY created_at, id`, { id: applicantId });
  return rows;
}

/** Saved list views, each staff member's own: /api/admin/applicant_views. */
export function createSavedViewRoutes(knex: Knex): Router {
  const router = createApiRouter();
  const viewSchema = z.strictObject({
    name: plainString({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80),
    filter: z.record(z.string(), z.unknown()),
  });
  router.get('/', async (_req, res) => {
    const rows = await knex('applicant_saved_views')
      .where({ staff_id: staffOf(res).id })
      .orderBy('name');
    res.set('Content-Range', `applicant_views 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.json(rows);
  });
  router.post('/', async (req, res) => {
    const body = parse(viewSchema, req.body);
    parseApplicantFilter(body.filter);
    const [row] = await knex('applicant_saved_views')
      .insert({ staff_id: staffOf(res).id, name: body.name, filter: JSON.stringify(body.filter) })
      .onConflict(['staff_id', 'name'])
      .merge(['filter'])
      .returning('*');
    res.status(201).json(row);
  });
  router.delete('/:id', async (req, res) => {
    const [row] = await knex('applicant_saved_views')
      .where({ id: parseId(req.params.id), staff_id: staffOf(res).id })
      .delete()
      .returning('*');
    if (!row) throw notFound('No such saved view');
    res.json(row);
  });
  return router;
}
