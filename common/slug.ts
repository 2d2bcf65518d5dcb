// Blog post addresses: /blog/<slug>. A slug is lower-case letters and digits in runs joined by single hyphens, and
// never only digits (those are post ids, which redirect to the slug). Shared by the server, the panel and the site.
// The public site needs only the shape check: making a slug from a title (with the transliteration tables, 130 KB)
// lives in ./slug-from-title.ts, which the site's post page must not load.
export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlugShaped = (value: string) =>
  value.length <= SLUG_MAX && SLUG_PATTERN.test(value) && !/^[0-9]+$/.test(value);
