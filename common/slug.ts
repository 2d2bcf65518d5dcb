// Blog post addresses: /blog/<slug>. A slug is lower-case letters and digits in runs joined by single hyphens, and
// never only digits (those are post ids, which redirect to the slug). Shared by the server, the panel and the site.
import { slugify } from 'transliteration';

export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlugShaped = (value: string) =>
  value.length <= SLUG_MAX && SLUG_PATTERN.test(value) && !/^[0-9]+$/.test(value);

/** The slug a title makes: transliterated to Latin letters (Bengali, Hindi, accents), trimmed to a word boundary. */
export function slugFromTitle(title: string): string {
  let slug = slugify(title, { lowercase: true, separator: '-', trim: true }).replace(/[^a-z0-9-]+/g, '');
  slug = slug.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
  if (slug.length > SLUG_MAX - 10) slug = slug.slice(0, SLUG_MAX - 10).replace(/-[^-]*$/, '');
  if (!slug) return 'post';
  return /^[0-9]+$/.test(slug) ? `post-${slug}` : slug;
}
