// Which version of each post a visitor's list shows: a post and its translations are one group (the original's id),
// shown once, in the visitor's language where that version exists and otherwise in the original's. Lists put the
// visitor's language first; a card in another language says so (`language` differs from the page's).
import type { SiteLanguage } from './languages';

type Translatable = { id: number; language?: SiteLanguage; translation_of?: number | null };

const groupOf = (post: Translatable) => post.translation_of ?? post.id;
const languageOf = (post: Translatable) => post.language ?? 'en';

/**
 * One post per group from `posts` (in their order), the version in `language` where there is one, else the original
 * (else the group's first live version); the groups with a version in `language` come first, each part keeping the
 * list's order.
 */
export function postsForLanguage<T extends Translatable>(posts: readonly T[], language: SiteLanguage): T[] {
  const chosen = new Map<number, T>();
  for (const post of posts) {
    const held = chosen.get(groupOf(post));
    if (!held || (languageOf(held) !== language && (languageOf(post) === language || post.translation_of == null)))
      chosen.set(groupOf(post), post);
  }
  const shown = new Set(chosen.values());
  const inOrder = posts.filter((post) => shown.has(post));
  return [
    ...inOrder.filter((post) => languageOf(post) === language),
    ...inOrder.filter((post) => languageOf(post) !== language),
  ];
}
