// Blog post addresses (/blog/<slug>): made from the title when staff leave the slug empty, unique among the posts'
// current slugs, numbered (-2, -3…) when the title's slug is taken; an earlier slug of any post is not handed out
// again by the generator, so its old links keep reaching that post. Earlier slugs live in blog_post_slugs, written
// by a trigger (migrations/20261127300100_blog_slugs_seo.ts).
import type { Knex } from 'knex';
import { slugFromTitle } from '../../common/slug-from-title';
import { HttpError } from '../http/errors';

const slugTaken = (message: string) =>
  new HttpError(409, 'This slug is already used by another post', { fields: { slug: message } });

/** The first of base, base-2, base-3… that no post uses now or used before (other than post `ownId`). */
async function freeSlug(trx: Knex, base: string, ownId: number | undefined): Promise<string> {
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}%`;
  const [current, earlier] = await Promise.all([
    trx('blog_posts')
      .where('slug', 'like', pattern)
      .modify((q) => (ownId === undefined ? q : q.whereNot('id', ownId)))
      .pluck('slug'),
    trx('blog_post_slugs')
      .where('slug', 'like', pattern)
      .modify((q) => (ownId === undefined ? q : q.whereNot('post_id', ownId)))
      .pluck('slug'),
  ]);
  const used = new Set<string>([...current, ...earlier]);
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * The slug to write with a save: the one staff typed (409 if another post has it now), a new one from the title
 * when they cleared it or on create, or none (unchanged) when the save leaves it alone.
 */
export async function settleSlug(
  trx: Knex,
  values: Record<string, unknown>,
  before: Record<string, unknown> | undefined,
): Promise<{ slug?: string }> {
  const ownId = before ? Number(before.id) : undefined;
  const typed = values.slug;
  if (typeof typed === 'string') {
    if (typed === before?.slug) return {};
    const holder = await trx('blog_posts').where({ slug: typed }).first('id', 'title');
    if (holder && holder.id !== ownId)
      throw slugTaken(`"${typed}" is the address of "${holder.title}"; choose another`);
    return { slug: typed };
  }
  if (before && !('slug' in values)) return {};
  const title = String(values.title ?? before?.title ?? '');
  return { slug: await freeSlug(trx, slugFromTitle(title), ownId) };
}

/** The post with this slug now, or the post that had it before (whose current slug the caller redirects to). */
export async function postIdForSlug(knex: Knex, slug: string): Promise<number | undefined> {
  const current = await knex('blog_posts').where({ slug }).first('id');
  if (current) return current.id as number;
  const earlier = await knex('blog_post_slugs').where({ slug }).first('post_id');
  return earlier ? (earlier.post_id as number) : undefined;
}
