// The lists of posts in the visitor's language on the built site: the Bengali home's mini blog and /bn/blogs show
// the posts written or translated in Bengali first (each post once, common/post-languages.ts); the English pages
// show the English originals; where the page's language has too few posts, a post in another language says which
// ("अंग्रेज़ी में" on the Hindi home). Run against the built server, as tests/production/i18n-pages.test.ts.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { psql } from '../helpers/fresh-database.mjs';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const BENGALI = /[\u0980-\u09FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The mini blog's teasers of a rendered home page: each one's lang attribute, title and marker. */
function teasersOf(html: string): { lang: string | null; title: string; marker: string | null }[] {
  return [...html.matchAll(/<li class="blog-teaser"( lang="([a-z]{2})")?>([\s\S]*?)<\/li>/g)].map((match) => ({
    lang: match[2] ?? null,
    title: (match[3].match(/<h3><a [^>]*>([^<]*)<\/a><\/h3>/) ?? [])[1] ?? '',
    marker: (match[3].match(/<span class="badge badge--muted"[^>]*>([^<]*)<\/span>/) ?? [])[1] ?? null,
  }));
}

/** The titles of the cards /blogs renders, in order. */
const cardTitlesOf = (html: string) =>
  [...html.matchAll(/data-testid="blog-card"[\s\S]*?<h2[^>]*>[\s\S]*?<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

describe('lists of posts in the page language', () => {
  let server: RunningServer;
  let app: string;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = createFreshDatabase('skyline_i18n_lists');
    execFileSync(process.execPath, ['dist/server/seed.js'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    // Two of the three Hindi posts taken down, before any page is rendered (and cached): the Hindi home has one.
    psql(
      databaseUrl,
      `UPDATE blog_posts SET status = 'draft'
        WHERE id IN (SELECT id FROM blog_posts WHERE language = 'hi' ORDER BY id LIMIT 2)`,
    );
    server = startServer(root, await freePort(), {
      NODE_ENV: 'production',
      SESSION_SECRET: 'i18n-lists-session-secret-0123456789',
      TOTP_KEY: 'ef'.repeat(32),
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/tmp/skyline-i18n-lists',
    });
    await waitReady(server);
    app = server.base;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('the Bengali home shows Bengali posts, the English home English ones, neither marked', async () => {
    const bengali = teasersOf((await request(app).get('/bn/')).text);
    expect(bengali).toHaveLength(3);
    for (const teaser of bengali) {
      expect(teaser.title).toMatch(BENGALI);
      expect(teaser).toMatchObject({ lang: null, marker: null });
    }
    const english = teasersOf((await request(app).get('/')).text);
    expect(english).toHaveLength(3);
    for (const teaser of english) {
      expect(teaser.title).not.toMatch(BENGALI);
      expect(teaser.title).not.toMatch(DEVANAGARI);
      expect(teaser).toMatchObject({ lang: null, marker: null });
    }
    // Each post once: the Bengali versions stand for their originals.
    expect(new Set([...bengali, ...english].map((teaser) => teaser.title)).size).toBe(6);
  });

  test('the Hindi home shows its one Hindi post first, then English ones marked as English', async () => {
    const hindi = teasersOf((await request(app).get('/hi/')).text);
    expect(hindi).toHaveLength(3);
    expect(hindi[0].title).toMatch(DEVANAGARI);
    expect(hindi[0]).toMatchObject({ lang: null, marker: null });
    for (const teaser of hindi.slice(1)) {
      expect(teaser.title).not.toMatch(DEVANAGARI);
      expect(teaser).toMatchObject({ lang: 'en', marker: 'अंग्रेज़ी में' });
    }
  });

  test('/bn/blogs lists the Bengali versions first; /blogs lists no Bengali post', async () => {
    const bengali = cardTitlesOf((await request(app).get('/bn/blogs')).text);
    expect(bengali.length).toBeGreaterThan(3);
    expect(bengali.slice(0, 3).every((title) => BENGALI.test(title))).toBe(true);
    expect(bengali.slice(3).some((title) => BENGALI.test(title))).toBe(false);
    const english = cardTitlesOf((await request(app).get('/blogs')).text);
    expect(english.length).toBe(bengali.length);
    expect(english.some((title) => BENGALI.test(title))).toBe(false);
  });
});
