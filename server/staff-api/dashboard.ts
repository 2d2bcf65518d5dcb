// The staff dashboard in one answer: counts of every resource, blog analytics and recent activity.
import type { Knex } from 'knex';
import { ENQUIRY_FORMS } from '../../common/leads';
import { maskName } from '../../common/roles';
import type { Dashboard, RecentActivity } from '../../common/types';
import type { ResourceDeclaration } from './resources';

/** The newest enquiries across every visitor form, and the newest blog posts, merged newest first. */
const RECENT_ENQUIRIES = 8;
const RECENT_BLOG_POSTS = 2;

export async function loadDashboard(knex: Knex, resources: ResourceDeclaration[]): Promise<Dashboard> {
  // Table names come from the declarations, never from the request.
  // Newsletter subscribers are counted once confirmed (double opt-in): a waiting address gets no newsletter.
  const countColumns = resources.map((resource) =>
    resource.table === 'newsletter_subscriptions'
      ? knex.raw('(SELECT count(*)::int FROM ?? WHERE confirmed_at IS NOT NULL) AS ??', [resource.table, resource.name])
      : knex.raw('(SELECT count(*)::int FROM ??) AS ??', [resource.table, resource.name]),
  );
  const totals = (await knex
    .select(
      ...countColumns,
      knex.raw('(SELECT coalesce(sum(views), 0)::bigint FROM blog_posts) AS total_views'),
      knex.raw('(SELECT coalesce(sum(likes), 0)::bigint FROM blog_posts) AS total_likes'),
    )
    .first()) as Record<string, number>;

  // Each form's newest few (its created_at index), then the newest of them all.
  // Each enquiry form as declared: its activity type, the column of the person's name (the activity's title).
  const enquiries = Object.entries(ENQUIRY_FORMS).map(
    ([table, { activity, name }]) =>
      `(SELECT '${activity}' AS type, ${name} AS title, id, '${table}' AS resource, created_at FROM ${table}
         ORDER BY created_at DESC, id DESC LIMIT ${RECENT_ENQUIRIES})`,
  );
  const recent = (await knex.raw(
    `SELECT * FROM (
       (SELECT * FROM (${enquiries.join(' UNION ALL ')}) AS forms ORDER BY created_at DESC, id DESC LIMIT ?)
       UNION ALL
       (SELECT 'blog_post' AS type, title, id, 'blog_posts', created_at FROM blog_posts
         ORDER BY created_at DESC, id DESC LIMIT ?)
     ) AS recent ORDER BY created_at DESC, id DESC`,
    [RECENT_ENQUIRIES, RECENT_BLOG_POSTS],
  )) as {
    rows: { type: RecentActivity['type']; title: string; id: number; resource: string; created_at: Date | string }[];
  };

  // The tombstones name nobody: per erasure, how many rows of each form it removed.
  const erasedRows = (await knex.raw(
    `SELECT form, sum(removed::int)::int AS n FROM data_erasures, jsonb_each_text(counts) AS removed_rows(form, removed)
      GROUP BY form HAVING sum(removed::int) > 0`,
  )) as { rows: { form: string; n: number }[] };
  const erased = Object.fromEntries(
    erasedRows.rows.flatMap(({ form, n }) => {
      const resource = resources.find((candidate) => candidate.table === form);
      return resource ? [[resource.name, Number(n)]] : [];
    }),
  ) as Dashboard['erased'];

  const counts = Object.fromEntries(
    resources.map((resource) => [resource.name, Number(totals[resource.name])]),
  ) as Dashboard['counts'];
  const totalViews = Number(totals.total_views);
  return {
    counts,
    erased,
    blog: {
      total_views: totalViews,
      total_likes: Number(totals.total_likes),
      average_views: counts.blog_posts ? Math.round(totalViews / counts.blog_posts) : 0,
    },
    recent: recent.rows.map((row) => ({
      type: row.type,
      title: row.title,
      path: row.type === 'blog_post' ? `/blog_posts/${row.id}` : `/${row.resource}/${row.id}/show`,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The dashboard for a role without personal-data access: applicants' names in recent activity become initials. */
export function withoutPersonalData(dashboard: Dashboard): Dashboard {
  return {
    ...dashboard,
    recent: dashboard.recent.map((entry) =>
      entry.type === 'blog_post' ? entry : { ...entry, title: maskName(entry.title) },
    ),
  };
}
