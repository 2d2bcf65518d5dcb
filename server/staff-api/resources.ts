// Every staff resource, declared once: table, what may be written, sorted, filtered and searched,
// its CSV export and its stat cards. The generic router (rest-router.ts) serves each declaration.
//
// Stat cards, GET /api/admin/{resource}/stats (this_month = the current calendar month in Asia/Kolkata):
//   registration_forms       {total, this_month, most_popular_course: string | null}   (full course name)
//   contact_forms            {total, this_month, with_message}
//   admission_applications   {total, this_month, certification, degree}
//   prospectus_requests      {total, this_month, with_course_interest}
//   newsletter_subscriptions {total, this_month, confirmed, unconfirmed}
//   blog_posts               {total, featured, total_views, total_likes}
//   achievers, placements    {total, featured, companies}                  (distinct non-empty company names)
//   gallery_images, gallery_videos {total, by_category: {training, campus, events, achievements, 'industrial-visit', internship}}
//   events                   {total, upcoming, published_upcoming, registrations}   (registrations: all, kept per event)
//   event_registrations      {total, this_month, upcoming}            (upcoming: for open days not yet started)
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_CSV, AUDIT_RESOURCES } from '../../common/audit';
import { blogPostProblems, contentDeclarations, contentSchemas } from '../../common/content';
import {
  type CsvExport,
  csvExport,
  type Declaration,
  type FilterField,
  filterFields,
  searchableFields,
  sortableFields,
} from '../../common/declaration';
import { GALLERY_CATEGORIES } from '../../common/enums';
import { submissionDeclarations } from '../../common/forms';
import { recordRevision } from '../blog/revisions';
import { settleSlug } from '../blog/slugs';
import { checkTranslationLink } from '../blog/translations';
import { sanitizeBlogHtml } from '../core/sanitize';
import { HttpError } from '../http/errors';
import { kolkataDate } from '../http/kolkata';

export type { FilterField };

export type StatsContext = { knex: Knex; monthStart: Date };

type ResourceBase = {
  name: string;
  table: string;
  /** Fields a list may be sorted by (id and created_at always may). */
  sortable: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Exact-match filters beyond id, q and created_at_gte/created_at_lte. */
  filters: Record<string, FilterField>;
  /** Text columns searched by filter.q (case-insensitive, substring). */
  searchable: string[];
  stats(context: StatsContext): Promise<Record<string, unknown>>;
};

/** Curated content: full create, read, update, delete. */
export type ContentResource = ResourceBase & {
  kind: 'content';
  schema: z.ZodObject;
  /** Applied to validated input before it is written (e.g. sanitising HTML). */
  prepareWrite?(row: Record<string, unknown>): Record<string, unknown>;
  /**
   * Checks the row as it will be once written (`before`: the stored row on update) and returns the values to write,
   * with any the rule fills in; throws a 400 for a row that may not be stored.
   */
  completeWrite?(
    values: Record<string, unknown>,
    before: Record<string, unknown> | undefined,
    trx: Knex.Transaction,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  touchesUpdatedAt?: boolean;
  /** Runs in the transaction of every create and update, with the row as written (e.g. keeping a revision). */
  afterWrite?(trx: Knex.Transaction, req: Request, row: Record<string, unknown>): Promise<void>;
};

/** Visitor submissions: staff read, export and delete them; they are never created or edited here. */
export type SubmissionResource = ResourceBase & { kind: 'submission'; csv: CsvExport };

/** Records nobody edits or deletes: listed, shown and exported only (the audit log, append-only in the database). */
export type LogResource = ResourceBase & { kind: 'log'; csv: CsvExport };

export type ResourceDeclaration = ContentResource | SubmissionResource | LogResource;

const oneOf = (values: readonly string[]): FilterField => ({ kind: 'enum', values });

/** What a list may sort, filter and search, from the resource's declaration (common/forms.ts, common/content.ts). */
const listRules = (declaration: Declaration) => ({
  name: declaration.name,
  table: declaration.name,
  sortable: sortableFields(declaration),
  filters: filterFields(declaration),
  searchable: searchableFields(declaration),
});
const content = (name: keyof typeof contentDeclarations) => ({
  kind: 'content' as const,
  ...listRules(contentDeclarations[name]),
  schema: contentSchemas[name],
});
const submission = (name: SubmissionName) => {
  const declaration = submissionDeclarations[name];
  return {
    kind: 'submission' as const,
    ...listRules(declaration),
    csv: csvExport(declaration) as CsvExport,
    defaultSort: ['created_at', 'DESC'] as [string, 'DESC'],
  };
};

async function counts(query: Knex.QueryBuilder): Promise<Record<string, number>> {
  const row = (await query.first()) as Record<string, number | string | null>;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]));
}

const totalAndThisMonth = (knex: Knex, table: string, monthStart: Date) =>
  knex(table).select(
    knex.raw('count(*)::int AS total'),
    knex.raw('count(*) FILTER (WHERE created_at >= ?)::int AS this_month', [monthStart]),
  );

/** {total, this_month} of `table` and the counts `extra` selects (SQL written here, never from a request). */
const totalsWith =
  (table: string, ...extra: string[]) =>
  ({ knex, monthStart }: StatsContext) =>
    counts(totalAndThisMonth(knex, table, monthStart).select(...extra.map((sql) => knex.raw(sql))));

const contentStats =
  (table: string) =>
  ({ knex }: StatsContext) =>
    counts(
      knex(table).select(
        knex.raw('count(*)::int AS total'),
        knex.raw('count(*) FILTER (WHERE is_featured)::int AS featured'),
        knex.raw("count(DISTINCT nullif(trim(company_name), ''))::int AS companies"),
      ),
    );

const galleryStats =
  (table: string) =>
  async ({ knex }: StatsContext) => {
    const rows = (await knex(table).select('category').count({ count: '*' }).groupBy('category')) as {
      category: string;
      count: number;
    }[];
    const byCategory = Object.fromEntries(GALLERY_CATEGORIES.map((category) => [category, 0])) as Record<
      string,
      number
    >;
    for (const row of rows) byCategory[row.category] = Number(row.count);
    return { total: Object.values(byCategory).reduce((sum, n) => sum + n, 0), by_category: byCategory };
  };

const achieverLike = (name: 'achievers' | 'placements'): ContentResource => ({
  ...content(name),
  defaultSort: ['sort_order', 'ASC'],
  stats: contentStats(name),
});

type SubmissionName = keyof typeof submissionDeclarations;

/** A form's stat cards beyond {total, this_month} (the header above): a form without an entry has those two. */
const SUBMISSION_STATS: Partial<Record<SubmissionName, ResourceDeclaration['stats']>> = {
  registration_forms: async ({ knex, monthStart }) => {
    const totals = await counts(totalAndThisMonth(knex, 'registration_forms', monthStart));
    const popular = (await knex('registration_forms')
      .select('course')
      .count({ count: '*' })
      .groupBy('course')
      .orderBy([
        { column: 'count', order: 'desc' },
        { column: 'course', order: 'asc' },
      ])
      .first()) as { course: string } | undefined;
    return { ...totals, most_popular_course: popular?.course ?? null };
  },
  contact_forms: totalsWith(
    'contact_forms',
    "count(*) FILTER (WHERE nullif(trim(message), '') IS NOT NULL)::int AS with_message",
  ),
  admission_applications: totalsWith(
    'admission_applications',
    "count(*) FILTER (WHERE course_type = 'certification')::int AS certification",
    "count(*) FILTER (WHERE course_type = 'degree')::int AS degree",
  ),
  prospectus_requests: totalsWith('prospectus_requests', 'count(course_interest)::int AS with_course_interest'),
  // Double opt-in: how many have not yet followed their confirmation link (server/submissions/newsletter.tsx).
  newsletter_subscriptions: totalsWith(
    'newsletter_subscriptions',
    'count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed',
    'count(*) FILTER (WHERE confirmed_at IS NULL)::int AS unconfirmed',
  ),
  event_registrations: totalsWith(
    'event_registrations',
    'count(*) FILTER (WHERE event_starts_at > now())::int AS upcoming',
  ),
};

export const RESOURCES: ResourceDeclaration[] = [
  {
    ...content('blog_posts'),
    // updated_at is kept by the server, not a declared field; staff may still sort by it.
    sortable: [...sortableFields(contentDeclarations.blog_posts), 'updated_at'],
    prepareWrite: (row) => (typeof row.content === 'string' ? { ...row, content: sanitizeBlogHtml(row.content) } : row),
    completeWrite: async (values, before, trx) => {
      // Stored content is not checked again when a save leaves it alone (a status change of an older post).
      const row: Record<string, unknown> = { ...before, ...values, content: values.content };
      const fields = blogPostProblems(row);
      if (Object.keys(fields).length) throw new HttpError(400, 'Please correct the highlighted fields', { fields });
      await checkTranslationLink(trx, values, before);
      const slug = await settleSlug(trx, values, before);
      // A post published without a time is published now: the feed and sitemap date it from then.
      const publishAt = row.status === 'published' && !row.publish_at ? { publish_at: new Date() } : {};
      // One date: a post given a publish time shows that time's day in India as its date (the panel's single
      // "Publish Date"); a scheduled post previewed as "27 November" while going live on 1 December confused staff.
      const day = values.publish_at ? { date: kolkataDate(new Date(String(values.publish_at))) } : {};
      return { ...values, ...slug, ...publishAt, ...day };
    },
    touchesUpdatedAt: true,
    afterWrite: recordRevision,
    defaultSort: ['date', 'DESC'],
    stats: ({ knex }) =>
      counts(
        knex('blog_posts').select(
          knex.raw('count(*)::int AS total'),
          knex.raw('count(*) FILTER (WHERE is_featured)::int AS featured'),
          knex.raw('coalesce(sum(views), 0)::bigint AS total_views'),
          knex.raw('coalesce(sum(likes), 0)::bigint AS total_likes'),
        ),
      ),
  },
  achieverLike('achievers'),
  achieverLike('placements'),
  {
    ...content('gallery_images'),
    defaultSort: ['sort_order', 'ASC'],
    stats: galleryStats('gallery_images'),
  },
  {
    ...content('gallery_videos'),
    defaultSort: ['sort_order', 'ASC'],
    stats: galleryStats('gallery_videos'),
  },
  {
    ...content('events'),
    // `registered` is kept by the registrations (server/events/registrations.ts); staff may sort by it.
    sortable: [...sortableFields(contentDeclarations.events), 'registered'],
    // The row is locked (FOR UPDATE) by the update, and a registration takes the same lock: the count is current.
    completeWrite: (values, before) => {
      const registered = Number(before?.registered ?? 0);
      if (typeof values.capacity === 'number' && values.capacity < registered) {
        const message = `Capacity cannot be below the ${registered} people already registered`;
        throw new HttpError(400, message, { fields: { capacity: message } });
      }
      return values;
    },
    defaultSort: ['starts_at', 'DESC'],
    stats: ({ knex }) =>
      counts(
        knex('events').select(
          knex.raw('count(*)::int AS total'),
          knex.raw('count(*) FILTER (WHERE starts_at > now())::int AS upcoming'),
          knex.raw('count(*) FILTER (WHERE starts_at > now() AND is_published)::int AS published_upcoming'),
          knex.raw('coalesce(sum(registered), 0)::bigint AS registrations'),
        ),
      ),
  },
  // Every visitor form's list, export and stat cards, from its declaration (common/forms.ts).
  ...(Object.keys(submissionDeclarations) as SubmissionName[]).map(
    (name): SubmissionResource => ({ ...submission(name), stats: SUBMISSION_STATS[name] ?? totalsWith(name) }),
  ),
];

/** The audit log (admins only, by common/roles.ts): who did what, filtered by action and by what it concerns. */
export const AUDIT_LOG: LogResource = {
  kind: 'log',
  name: 'audit_log',
  table: 'audit_log',
  csv: AUDIT_CSV,
  sortable: ['staff_email', 'action', 'resource'],
  defaultSort: ['created_at', 'DESC'],
  filters: { action: oneOf(AUDIT_ACTIONS), resource: oneOf(AUDIT_RESOURCES) },
  searchable: ['staff_email', 'record_id', 'address'],
  stats: totalsWith('audit_log'),
};
