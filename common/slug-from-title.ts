// Making a post's slug from its title (the server, the panel's editor, seeds and migrations; never the public site:
// the transliteration tables are 130 KB of JavaScript).
import { slugify } from 'transliteration';
import { SLUG_MAX } from './slug';

/** The slug a title makes: transliterated to Latin letters (Bengali, Hindi, accents), trimmed to a word boundary. */
export function slugFromTitle(title: string): string {
  let slug = slugify(title, { lowercase: true, separator: '-', trim: true }).replace(/[^a-z0-9-]+/g, '');
  slug = slug.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
  if (slug.length > SLUG_MAX - 10) slug = slug.slice(0, SLUG_MAX - 10).replace(/-[^-]*$/, '');
  if (!slug) return 'post';
  return /^[0-9]+$/.test(slug) ? `post-${slug}` : slug;
}
