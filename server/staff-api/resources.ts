// Every staff resource, declared once: table, what may be written, sorted, filtered and searched,
// its CSV export and its stat cards. The generic router (rest-router.ts) serves each declaration.
//
// Stat cards, GET /api/admin/{resource}/stats (this_month = the current calendar month in Asia/Kolkata):
//   registration_forms       {total, this_month, most_popular_course: string | null}   (full course name)
//   contact_forms            {total, this_month, with_message}
//   admission_applications   {total, this_month, certification, degree}
//   prospectus_requests      {total, this_month, with_course_interest}
//   newsletter_subscriptions {total, this_month}
//   blog_posts               {total, featured, total_views, total_likes}
//   achievers, placements    {total, featured, companies}                  (distinct non-empty company names)
//   gallery_images, gallery_videos {total, by_category: {training, campus, events, achievements, 'industrial-visit', internship}}
import type { Knex } from 'knex';
import type { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_CSV, AUDIT_RESOURCES } from '../../common/audit';
import { contentSchemas } from '../../common/content';
import { CSV_EXPORTS, type CsvExport } from '../../common/csv';
import {
  APPLICATION_COURSES,
  BLOG_CATEGORIES,
  CAMPUSES,
  CONTACT_COURSES,
  COURSE_TYPES,
  GALLERY_CATEGORIES,
  PROSPECTUS_COURSES,
  REGISTRATION_COURSES,
  STREAMS,
} from '../../common/enums';
import { sanitizeBlogHtml } from '../sanitize';

export type FilterField = { kind: 'enum'; values: readonly string[] } | { kind: 'boolean' };

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
  touchesUpdatedAt?: boolean;
};

/** Visitor submissions: staff read, export and delete them; they are never created or edited here. */
export type SubmissionResource = ResourceBase & { kind: 'submission'; csv: CsvExport };

/** Records nobody edits or deletes: listed, shown and exported only (the audit log, append-only in the database). */
export type LogResource = ResourceBase & { kind: 'log'; csv: CsvExport };

/** What the streamed CSV export serves. */
export type ExportableResource = SubmissionResource | LogResource;

export type ResourceDeclaration = ContentResource | SubmissionResource | LogResource;

const featured = { is_featured: { kind: 'boolean' } } as const satisfies Record<string, FilterField>;
const oneOf = (values: readonly string[]): FilterField => ({ kind: 'enum', values });

async function counts(query: Knex.QueryBuilder): Promise<Record<string, number>> {
  const row = (await query.first()) as Record<string, number | string | null>;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]));
}

const totalAndThisMonth = (knex: Knex, table: string, monthStart: Date) =>
  knex(table).select(
    knex.raw('count(*)::int AS total'),
    knex.raw('count(*) FILTER (WHERE created_at >= ?)::int AS this_month', [monthStart]),
  );

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
  kind: 'content',
  name,
  table: name,
  schema: contentSchemas[name],
  sortable: ['name', 'company_name', 'position', 'is_featured', 'sort_order'],
  defaultSort: ['sort_order', 'ASC'],
  filters: { ...featured },
  searchable: ['name', 'position', 'company_name'],
  stats: contentStats(name),
});

const galleryFilters = { ...featured, category: oneOf(GALLERY_CATEGORIES) };

export const RESOURCES: ResourceDeclaration[] = [
  {
    kind: 'content',
    name: 'blog_posts',
    table: 'blog_posts',
    schema: contentSchemas.blog_posts,
    prepareWrite: (row) => (typeof row.content === 'string' ? { ...row, content: sanitizeBlogHtml(row.content) } : row),
    touchesUpdatedAt: true,
    sortable: ['title', 'author', 'category', 'date', 'views', 'likes', 'is_featured', 'updated_at'],
    defaultSort: ['date', 'DESC'],
    filters: { ...featured, category: oneOf(BLOG_CATEGORIES) },
    searchable: ['title', 'excerpt', 'author'],
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
    kind: 'content',
    name: 'gallery_images',
    table: 'gallery_images',
    schema: contentSchemas.gallery_images,
    sortable: ['title', 'category', 'date', 'is_featured', 'sort_order'],
    defaultSort: ['sort_order', 'ASC'],
    filters: galleryFilters,
    searchable: ['title', 'description', 'location'],
    stats: galleryStats('gallery_images'),
  },
  {
    kind: 'content',
    name: 'gallery_videos',
    table: 'gallery_videos',
    schema: contentSchemas.gallery_videos,
    sortable: ['title', 'category', 'date', 'is_featured', 'sort_order'],
    defaultSort: ['sort_order', 'ASC'],
    filters: galleryFilters,
    searchable: ['title', 'description'],
    stats: galleryStats('gallery_videos'),
  },
  {
    kind: 'submission',
    name: 'registration_forms',
    table: 'registration_forms',
    csv: CSV_EXPORTS.registration_forms,
    sortable: ['full_name', 'email', 'course'],
    defaultSort: ['created_at', 'DESC'],
    filters: { course: oneOf(REGISTRATION_COURSES) },
    searchable: ['full_name', 'email', 'phone', 'message'],
    stats: async ({ knex, monthStart }) => {
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
  },
  {
    kind: 'submission',
    name: 'contact_forms',
    table: 'contact_forms',
    csv: CSV_EXPORTS.contact_forms,
    sortable: ['name', 'email', 'course'],
    defaultSort: ['created_at', 'DESC'],
    filters: { course: oneOf(CONTACT_COURSES) },
    searchable: ['name', 'email', 'phone', 'message'],
    stats: ({ knex, monthStart }) =>
      counts(
        totalAndThisMonth(knex, 'contact_forms', monthStart).select(
          knex.raw("count(*) FILTER (WHERE nullif(trim(message), '') IS NOT NULL)::int AS with_message"),
        ),
      ),
  },
  {
    kind: 'submission',
    name: 'admission_applications',
    table: 'admission_applications',
    csv: CSV_EXPORTS.admission_applications,
    sortable: [
      'full_name',
      'email',
      'date_of_birth',
      'tenth_percentage',
      'twelfth_percentage',
      'course_type',
      'preferred_course',
      'preferred_campus',
    ],
    defaultSort: ['created_at', 'DESC'],
    filters: {
      course_type: oneOf(COURSE_TYPES),
      stream: oneOf(STREAMS),
      preferred_course: oneOf(APPLICATION_COURSES),
      preferred_campus: oneOf(CAMPUSES),
    },
    searchable: ['full_name', 'email', 'phone', 'board'],
    stats: ({ knex, monthStart }) =>
      counts(
        totalAndThisMonth(knex, 'admission_applications', monthStart).select(
          knex.raw("count(*) FILTER (WHERE course_type = 'certification')::int AS certification"),
          knex.raw("count(*) FILTER (WHERE course_type = 'degree')::int AS degree"),
        ),
      ),
  },
  {
    kind: 'submission',
    name: 'prospectus_requests',
    table: 'prospectus_requests',
    csv: CSV_EXPORTS.prospectus_requests,
    sortable: ['full_name', 'email', 'course_interest'],
    defaultSort: ['created_at', 'DESC'],
    filters: { course_interest: oneOf(PROSPECTUS_COURSES) },
    searchable: ['full_name', 'email', 'phone'],
    stats: ({ knex, monthStart }) =>
      counts(
        totalAndThisMonth(knex, 'prospectus_requests', monthStart).select(
          knex.raw('count(course_interest)::int AS with_course_interest'),
        ),
      ),
  },
  {
    kind: 'submission',
    name: 'newsletter_subscriptions',
    table: 'newsletter_subscriptions',
    csv: CSV_EXPORTS.newsletter_subscriptions,
    sortable: ['email'],
    defaultSort: ['created_at', 'DESC'],
    filters: {},
    searchable: ['email'],
    stats: ({ knex, monthStart }) => counts(totalAndThisMonth(knex, 'newsletter_subscriptions', monthStart)),
  },
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
  stats: ({ knex, monthStart }) => counts(totalAndThisMonth(knex, 'audit_log', monthStart)),
};
