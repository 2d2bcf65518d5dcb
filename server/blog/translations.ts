// A blog post and its translations: the original (`translation_of` empty) and at most one post per language linked to
// it (migration 20261203000100 keeps the unique index). Staff link a translation in the panel; visitors read the
// others of a post's group as "Read in …" links.
import type { Knex } from 'knex';
import type { BlogTranslation } from '../../common/content';
import { LANGUAGE_LABELS, SITE_LANGUAGES, type SiteLanguage } from '../../common/languages';
import { HttpError } from '../http/errors';

export type PostTranslation = { language: SiteLanguage; slug: string; title: string };

const problem = (message: string) =>
  new HttpError(400, 'Please correct the highlighted fields', { fields: { translation_of: message } });

/**
 * Checks the link of a post as it will be stored (`before`: the stored row on update): the original exists, is no
 * translation itself, is in another language, and its group has no other post in this post's language; a post with
 * translations of its own cannot become a translation. Throws a 400 naming the field.
 */
export async function checkTranslationLink(
  trx: Knex.Transaction,
  values: Record<string, unknown>,
  before: Record<string, unknown> | undefined,
): Promise<void> {
  const originalId = (values.translation_of === undefined ? before?.translation_of : values.translation_of) as
    | number
    | null
    | undefined;
  const language = (values.language ?? before?.language ?? 'en') as SiteLanguage;
  const id = before?.id as number | undefined;
  if (originalId === null || originalId === undefined) {
    if (id !== undefined && values.language !== undefined && values.language !== before?.language) {
      const clash = await trx('blog_posts').where({ translation_of: id, language }).first('id');
      if (clash) throw problem(`Post #${clash.id} is already this post's ${LANGUAGE_LABELS[language]} translation`);
    }
    return;
  }
  if (originalId === id) throw problem('A post cannot be a translation of itself');
  // Locked: two translations saved at once into one language meet here, not at the unique index.
  const original = await trx('blog_posts')
    .where({ id: originalId })
    .forUpdate()
    .first('id', 'language', 'translation_of');
  if (!original) throw problem(`There is no post #${originalId}`);
  if (original.translation_of !== null)
    throw problem(
      `Post #${originalId} is itself a translation: link to its original, post #${original.translation_of}`,
    );
  if (original.language === language)
    throw problem(`Post #${originalId} is in ${LANGUAGE_LABELS[language]} too: a translation is in another language`);
  if (id !== undefined) {
    const own = await trx('blog_posts').where({ translation_of: id }).first('id');
    if (own) throw problem(`This post has translations of its own (post #${own.id}): it stays an original`);
  }
  const taken = await trx('blog_posts')
    .where({ translation_of: originalId, language })
    .modify((query) => (id === undefined ? query : query.whereNot({ id })))
    .first('id');
  if (taken)
    throw problem(`Post #${originalId} already has a ${LANGUAGE_LABELS[language]} translation (post #${taken.id})`);
}

/** The other live posts of `post`'s group, in the site's language order: what "Read in …" offers. */
export async function liveTranslations(
  knex: Knex,
  post: { id: number; translation_of?: number | null },
  liveSql: string,
  now: Date,
): Promise<PostTranslation[]> {
  const group = post.translation_of ?? post.id;
  return knex('blog_posts')
    .select('language', 'slug', 'title')
    .whereRaw('coalesce(translation_of, id) = ?', [group])
    .whereNot({ id: post.id })
    .whereRaw(liveSql, [now])
    .orderByRaw('array_position(?::text[], language)', [[...SITE_LANGUAGES]]);
}

/** Every other post of `id`'s group, whatever its state, for the panel's "Translations" section. */
export async function groupMembers(knex: Knex, id: number): Promise<BlogTranslation[] | undefined> {
  const post = await knex('blog_posts').where({ id }).first('id', 'translation_of');
  if (!post) return undefined;
  const group = post.translation_of ?? post.id;
  return knex('blog_posts')
    .select('id', 'language', 'title', 'status', knex.raw('(translation_of IS NULL) AS is_original'))
    .whereRaw('coalesce(translation_of, id) = ?', [group])
    .whereNot({ id })
    .orderByRaw('array_position(?::text[], language)', [[...SITE_LANGUAGES]]);
}
