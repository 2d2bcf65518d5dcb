// The translation catalogues (public-site/locales/<lang>/messages.po): every language has exactly the keys English
// has, every key is used by the site's source and every key the source uses is in them, the compiled modules the
// site imports are those of the PO files, and numbers and dates are written as each language writes them.
import fs from 'node:fs';
import path from 'node:path';
import { parsePo } from 'pofile-ts';
import { LANGUAGES } from '../common/languages';
import { DEFAULT_META } from '../common/site';
import { formatDate, formatNumber, formatYear } from '../public-site/i18n/i18n';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { compileCatalogue } from '../scripts/compile-catalogues.mjs';

const root = path.resolve(import.meta.dirname, '..');
const poPath = (language: string) => path.join(root, 'public-site/locales', language, 'messages.po');

function catalogue(language: string): Map<string, string> {
  const items = parsePo(fs.readFileSync(poPath(language), 'utf8')).items;
  return new Map(items.filter((item) => item.msgid).map((item) => [item.msgid, item.msgstr.join('')]));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const source = sourceFiles(path.join(root, 'public-site'))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

/** The keys the source asks for: t('…') calls and `key: '…'` in lists the site translates (Header, Footer). */
const keysUsed = new Set(
  [...source.matchAll(/\bt\('([a-z_-]+\.[\w.]+)'|\bkey: '([a-z_-]+\.[\w.]+)'/g)].map((match) => match[1] ?? match[2]),
);

describe('translation catalogues', () => {
  const english = catalogue('en');

  test.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys English has, each translated',
    (language) => {
      const translated = catalogue(language);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
    },
  );

  test('every key the source uses is in the catalogue, and every key in it is used', () => {
    expect(keysUsed.size).toBeGreaterThan(50);
    expect([...keysUsed].filter((key) => !english.has(key))).toEqual([]);
    // Used: named as a string literal somewhere in the site's source.
    expect([...english.keys()].filter((key) => !source.includes(`'${key}'`))).toEqual([]);
  });

  test.each(LANGUAGES)('the compiled %s catalogue the site imports is that of its PO file', (language) => {
    const modules = compileCatalogue(fs.readFileSync(poPath(language), 'utf8')) as Record<string, string>;
    expect(Object.keys(modules).sort()).toEqual([
      'about.ts',
      'awards.ts',
      'blog-post.ts',
      'blogs.ts',
      'contact.ts',
      'course-card.ts',
      'courses.ts',
      'events.ts',
      'form-errors.ts',
      'form-page-texts.ts',
      'form-texts.ts',
      'gallery.ts',
      'home.ts',
      'legal.ts',
      'messages.ts',
      'placements.ts',
      'register.ts',
      'your-data.ts',
    ]);
    for (const [file, text] of Object.entries(modules))
      expect(fs.readFileSync(path.join(root, 'public-site/locales', language, file), 'utf8')).toBe(text);
  });

  test("the home page's English title and description are the site's defaults", () => {
    expect(english.get('home.meta.title')).toBe(DEFAULT_META.title);
    expect(english.get('home.meta.description')).toBe(DEFAULT_META.description);
  });

  test('numbers in Indian grouping and dates in India, as each language writes them', () => {
    expect(formatNumber('en', 100000)).toBe('1,00,000');
    expect(formatNumber('bn', 100000)).toBe('১,০০,০০০');
    expect(formatNumber('hi', 100000)).toBe('1,00,000');
    expect([formatYear('en', 2008), formatYear('bn', 2008), formatYear('hi', 2008)]).toEqual(['2008', '২০০৮', '2008']);
    // 20:00 UTC on 31 December is already 1 January in India.
    const newYear = new Date('2025-12-31T20:00:00Z');
    expect(formatDate('en', newYear)).toBe('1 January 2026');
    expect(formatDate('bn', newYear)).toBe('১ জানুয়ারি, ২০২৬');
    expect(formatDate('hi', newYear)).toBe('1 जनवरी 2026');
  });
});
