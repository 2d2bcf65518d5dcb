// The Bengali and Hindi addresses on the built site (public-site/entry-server.tsx behind server/site/): /bn/…
// and /hi/… render every page with its <html lang>, the alternates of all three versions and its own canonical;
// every page's own copy is translated (home, courses, contact, privacy, terms, about, awards, register, placements,
// your-data, events, gallery, blogs, a blog post's frame) and shows no English sentence, of the English catalogue
// or any other; an English page offers the other
// version to a browser that prefers it, until the visitor has chosen, and never redirects. Run against the built
// server as its own process (jest's module loader cannot follow the renderer's own dynamic imports).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parsePo } from 'pofile-ts';
import request from 'supertest';
import { admissionsSessionYear, INSTITUTE } from '../../common/site';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const SITE = INSTITUTE.siteUrl;

/** The English catalogue's texts, the parts of each between its {placeholders}. */
const englishTexts = parsePo(fs.readFileSync(path.join(root, 'public-site/locales/en/messages.po'), 'utf8'))
  .items.filter((item) => item.msgid)
  .flatMap((item) => item.msgstr.join('').split(/\{[^}]*\}/))
  .map((text) => text.trim());
/** A message's text in a language's catalogue, as the page writes it (HTML-escaped). */
function catalogueText(language: string, key: string): string {
  const po = parsePo(fs.readFileSync(path.join(root, `public-site/locales/${language}/messages.po`), 'utf8'));
  const text = po.items.find((item) => item.msgid === key)?.msgstr.join('') ?? '';
  if (!text) throw new Error(`${key} is not in the ${language} catalogue`);
  return text.replaceAll('&', '&amp;');
}

/** Names the pages keep in Latin letters in every language. */
const ALLOWED = ['Skyline Institute', 'BBA', 'BBM'];

/** The HTML without the elements marked lang="en" (each up to its own closing tag, nested ones of its name counted). */
function withoutEnglish(html: string): string {
  let rest = html;
  for (let open = /<(\w+)[^>]*\slang="en"[^>]*>/.exec(rest); open; open = /<(\w+)[^>]*\slang="en"[^>]*>/.exec(rest)) {
    const tags = new RegExp(`<(/?)${open[1]}\\b[^>]*>`, 'g');
    tags.lastIndex = open.index + open[0].length;
    let depth = 1;
    let end = rest.length;
    for (let tag = tags.exec(rest); tag; tag = tags.exec(rest)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    rest = `${rest.slice(0, open.index)} ${rest.slice(end)}`;
  }
  return rest;
}

/** The pages whose own copy is translated (common/languages.ts TRANSLATED_PAGES), by their English path. */
const TRANSLATED = [
  '/',
  '/courses',
  '/admissions',
  '/contact',
  '/privacy',
  '/terms',
  '/about',
  '/awards',
  '/achievements',
  '/register',
  '/placements',
  '/your-data',
  '/events',
  '/gallery',
  '/blogs',
  // A blog post's frame (its address known once the server runs: the newest post's).
  '/blog/<slug>',
];

/**
 * Names, titles and addresses a translated page keeps in Latin letters (docs/translations.md): the institute, its
 * courses and universities as they are named, the law and board by their official names, brands and file formats.
 */
const LATIN_ALLOWED = [
  /Skyline Institute of Aviation, Tourism & Hospitality/g,
  /Skilled Professional In [A-Za-z &]+\([A-Z]+\)/g,
  /Certificate in Hotel Management \(CHM\)/g,
  /BB[AM] Tourism, Aviation (?:&|and) Hospitality/g,
  /University of North Bengal|West Bengal State University/g,
  /Digital Personal Data Protection Act 2023|Data Protection Board of India/g,
  /\d[^,]*Floor, [^<]*?West Bengal \d{6}/g,
];

/**
 * Runs of four or more Latin words left in the page's <main> (its visitor forms and privacy notice included)
 * outside what is marked as English (lang="en": staff content, course titles, postal addresses): an English
 * sentence nobody put in the catalogue.
 */
function latinSentencesOf(html: string): string[] {
  const main = withoutEnglish(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
  let text = wordsOf(`<body>${main}`);
  for (const name of LATIN_ALLOWED) text = text.replace(name, ' ');
  return (text.match(/[A-Za-z][A-Za-z'’-]*(?:[ ,.;:&()]+[A-Za-z][A-Za-z'’-]*){3,}/g) ?? []).filter(
    // E-mail addresses and web addresses are not sentences.
    (run) => !/@|www\.|\.in\b/.test(run),
  );
}

/**
 * The page's visible words and the words it gives assistive technology, without its data script nor the JSON-LD
 * blocks for search engines (an open day's schema.org Event names its place as the institute's directory does).
 */
function wordsOf(html: string): string {
  const body = html
    .slice(html.indexOf('<body'), html.indexOf('<script type="application/json"'))
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, ' ');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((match) => match[1]);
  return [body.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe('the site in Bengali and Hindi', () => {
  let server: RunningServer;
  let app: string;
  let slug: string;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = createFreshDatabase('skyline_i18n_pages');
    // The demo content: its posts give a real blog address.
    execFileSync(process.execPath, ['dist/server/seed.js'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    server = startServer(root, await freePort(), {
      NODE_ENV: 'production',
      SESSION_SECRET: 'i18n-pages-session-secret-0123456789',
      TOTP_KEY: 'cd'.repeat(32),
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/tmp/skyline-i18n-pages',
    });
    await waitReady(server);
    app = server.base;
    slug = (await request(app).get('/api/public/blog_posts?limit=1')).body[0].slug;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  const pages = [
    { label: '/bn/', address: '/bn/', language: 'bn', path: '/' },
    { label: '/hi/about', address: '/hi/about', language: 'hi', path: '/about' },
    { label: '/hi/blog/<slug>', address: () => `/hi/blog/${slug}`, language: 'hi', path: () => `/blog/${slug}` },
    { label: '/about', address: '/about', language: 'en', path: '/about' },
  ];
  test.each(pages)('$language: $label renders with its lang, canonical and alternates', async (page) => {
    const address = typeof page.address === 'function' ? page.address() : page.address;
    const plain = typeof page.path === 'function' ? page.path() : page.path;
    const res = await request(app).get(address);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<html lang="${page.language}">`);
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}${address}">`);
    const prefixed = (prefix: string) => `${SITE}${prefix}${plain}`;
    for (const [hreflang, href] of [
      ['en-IN', prefixed('')],
      ['bn-IN', prefixed('/bn')],
      ['hi-IN', prefixed('/hi')],
      ['x-default', prefixed('')],
    ])
      expect(res.text).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    // Links inside the page stay in its language; the switch names the same page in the others.
    const ownPrefix = page.language === 'en' ? '' : `/${page.language}`;
    expect(res.text).toContain(`href="${ownPrefix}/contact"`);
    for (const other of ['en', 'bn', 'hi'].filter((language) => language !== page.language))
      expect(res.text).toMatch(
        new RegExp(`href="${other === 'en' ? '' : `/${other}`}${plain}" hreflang="${other}-IN"`, 'i'),
      );
    // Every page's body is translated: none says its main content is English (staff's text carries its own lang).
    const main = /<main[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(main).not.toContain('lang="en"');
  });

  const translatedPages = ['bn', 'hi'].flatMap((language) => TRANSLATED.map((path) => ({ language, path })));
  test.each(translatedPages)('$language: $path has no English sentence left', async ({ language, path }) => {
    const res = await request(app).get(`/${language}${path.replace('<slug>', slug)}`);
    expect(res.status).toBe(200);
    // What is marked English (course titles, staff content) is meant to be so.
    const words = wordsOf(withoutEnglish(res.text));
    const left = englishTexts.filter(
      (text) => text.split(/\s+/).length >= 2 && !ALLOWED.some((name) => text === name) && words.includes(text),
    );
    expect(left).toEqual([]);
    // The home page's staff-entered achievers, job titles and partners' names are data in English, not marked so.
    if (path !== '/') expect(latinSentencesOf(res.text)).toEqual([]);
    // The course cards, on the home page as on the courses page, read in the page's language (no longer English).
    if (path === '/' || path === '/courses')
      for (const key of ['course-card.spam.description', 'course-card.chm.highlight_1'])
        expect({ key, shown: res.text.includes(catalogueText(language, key)) }).toEqual({ key, shown: true });
    // Its main content is in the page's language, and the script's own face is loaded.
    expect(/<main[^>]*>/.exec(res.text)?.[0]).not.toContain('lang=');
    expect(res.text).toContain(language === 'bn' ? 'Noto Sans Bengali' : 'Noto Sans Devanagari');
    // A phone's own copy of the face first, then the site's file; no preload, which would fetch it regardless.
    const [family, file] =
      language === 'bn'
        ? ['NotoSansBengali', 'noto-sans-bengali-bengali']
        : ['NotoSansDevanagari', 'noto-sans-devanagari-devanagari'];
    expect(res.text).toContain(`local("${family}-Bold"),url(/fonts/5.3.0/${file}-700-normal.woff2) format("woff2")`);
    expect(res.text).toContain(`local("${family}-Regular"),url(/fonts/5.3.0/${file}-400-normal.woff2) format("woff2")`);
    expect(res.text).not.toMatch(/rel="preload"[^>]*\/fonts\//);
  });

  test('the English sentence checks see English on the English pages', async () => {
    for (const path of TRANSLATED.slice(1)) {
      const res = await request(app).get(path.replace('<slug>', slug));
      expect({
        path,
        found: englishTexts.some((text) => text.includes(' ') && wordsOf(res.text).includes(text)),
      }).toEqual({
        path,
        found: true,
      });
      expect({ path, sentences: latinSentencesOf(res.text).length > 0 }).toEqual({ path, sentences: true });
    }
  });

  test('the English pages preload no Bengali or Devanagari face, and the check above would see English', async () => {
    const res = await request(app).get('/');
    expect(res.text).not.toMatch(/rel="preload"[^>]*noto-sans/);
    // The faces are named only for text marked in their language (an open day held in Bengali), not for the page.
    expect(res.text).not.toContain('html:root{--font:"Noto Sans');
    // The home shows nothing marked Bengali or Hindi but the switch (its own small face): no such rules at all.
    expect(res.text).not.toContain(':lang(bn):not(.language-switch *)');
    // /events shows open days held in Bengali and Hindi: their faces are named for the text marked so, unpreloaded.
    const events = await request(app).get('/events');
    expect(events.text).toContain(':lang(bn):not(.language-switch *){--font:"Noto Sans Bengali"');
    expect(events.text).toContain(':lang(hi):not(.language-switch *){--font:"Noto Sans Devanagari"');
    expect(events.text).not.toMatch(/rel="preload"[^>]*noto-sans/);
    expect(englishTexts.filter((text) => wordsOf(res.text).includes(text)).length).toBeGreaterThan(20);
  });

  test('an English page offers Bengali to a browser preferring it, until the visitor chooses; never a redirect', async () => {
    const offered = await request(app).get('/about').set('Accept-Language', 'bn-IN,bn;q=0.9,en;q=0.5');
    expect(offered.status).toBe(200);
    expect(offered.text).toContain('<a href="/bn/about" hreflang="bn" data-set-lang="bn">এই পাতাটি বাংলায় পড়ুন</a>');
    expect(offered.headers.vary).toMatch(/Accept-Language/);
    const hindi = await request(app).get('/about').set('Accept-Language', 'hi');
    expect(hindi.text).toContain('यह पेज हिन्दी में पढ़ें');
    for (const headers of [{ 'Accept-Language': 'en-IN,en' }, { 'Accept-Language': 'bn', Cookie: 'lang=en' }]) {
      const res = await request(app).get('/about').set(headers);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('language-offer');
    }
    // Served with the same bytes as before: the offer was a rendering of its own.
    expect((await request(app).get('/about').set('Accept-Language', 'bn')).text).toBe(offered.text);
    // Every face file the offer names is one the site serves (it once named a 600 weight that is not shipped).
    const faces = [...offered.text.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((match) => match[1]);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces)
      expect({ face, status: (await request(app).get(face)).status }).toEqual({ face, status: 200 });
  });

  test("staff's banner and office hours read in the page's language; a version left empty shows the English", async () => {
    const year = admissionsSessionYear(Date.now());
    const bengaliYear = new Intl.NumberFormat('bn-IN', { useGrouping: false }).format(year);
    expect((await request(app).get('/bn/')).text).toContain(`<p class="hero__eyebrow">ভর্তি চলছে ${bengaliYear}</p>`);
    expect((await request(app).get('/hi/')).text).toContain(`<p class="hero__eyebrow">प्रवेश जारी, सत्र ${year}</p>`);
    const contact = (await request(app).get('/bn/contact')).text;
    expect(contact).toContain('<span>সোমবার থেকে শনিবার</span>: <span>সকাল ৯টা থেকে সন্ধ্যা ৬টা</span>');
    expect((await request(app).get('/hi/register')).text).toContain('सोमवार से शनिवार: सुबह 9 बजे से शाम 6 बजे तक');
    expect((await request(app).get('/')).text).toContain(`<p class="hero__eyebrow">Admissions open for ${year}</p>`);

    // Staff empty the Bengali banner and the Hindi hours (the panel's save, written here as it stores it): the
    // English ones show there, marked English; every server hears of the change by the database's notification.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const store = (settings: object) =>
      client.query('UPDATE site_settings SET settings = $1, updated_at = now() WHERE id = 1', [settings]);
    try {
      await store({ admissions_text_bn: '', office_hours_hi: '' });
      const english = `<p class="hero__eyebrow" lang="en">Admissions open for ${year}</p>`;
      let home = '';
      for (let attempt = 0; attempt < 50 && !home.includes(english); attempt += 1) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
        home = (await request(app).get('/bn/')).text;
      }
      expect(home).toContain(english);
      expect((await request(app).get('/hi/register')).text).toContain(
        '<span lang="en">Monday to Saturday: 9:00 AM to 6:00 PM</span>',
      );
      expect((await request(app).get('/hi/')).text).toContain(`<p class="hero__eyebrow">प्रवेश जारी, सत्र ${year}</p>`);
    } finally {
      await store({});
      await client.end();
    }
  });

  test('the Bengali and Devanagari faces are served, and only their script subsets', async () => {
    const face = await request(app).get('/fonts/5.3.0/noto-sans-bengali-bengali-700-normal.woff2');
    expect(face.status).toBe(200);
    expect(face.headers['content-type']).toBe('font/woff2');
    expect(face.headers['cache-control']).toMatch(/immutable/);
    const latin = await request(app).get('/fonts/5.3.0/noto-sans-devanagari-latin-400-normal.woff2');
    expect(latin.status).not.toBe(200);
  });
});
