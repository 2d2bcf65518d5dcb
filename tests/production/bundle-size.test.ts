// The performance budget of the home page: the JavaScript a phone downloads for `/` stays within 130 KB gzip, and
// all but its tiny first script is fetched after the page has loaded. Measured in Chromium on the built server,
// so lazily loaded route chunks count as well as the entry.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');
/** 130 KB, counted in thousands of bytes (the stricter reading of "KB"). */
const HOME_JS_BUDGET_BYTES = 130_000;

describe('the JavaScript of the home page', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const databaseUrl = createFreshDatabase('skyline_bundle_size');
    // The demo content, so the page renders what a visitor sees (carousels, posts) and loads what they need.
    execFileSync(process.execPath, ['dist/server/seed.js'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    server = startServer(root, await freePort(), {
      NODE_ENV: 'production',
      SESSION_SECRET: 'bundle-size-session-secret-0123456789',
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/tmp/skyline-bundle-size',
    });
    await waitReady(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`is at most ${HOME_JS_BUDGET_BYTES / 1000} KB gzip, fetched after the page has loaded`, async () => {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => undefined);
        if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      });
      const answer = await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
      expect(answer?.status()).toBe(200);
      // Hydrated: the script ran, so everything it needed has been fetched.
      await page.waitForFunction(() => {
        const toggle = document.querySelector('.menu-toggle');
        return !!toggle && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'));
      });
      await page.waitForLoadState('networkidle');

      // Only the page's tiny first scripts (what the HTML itself names) come before the page has loaded; the
      // framework and the page's code follow, so on a slow network they never compete with the hero image. (The
      // names come from the server's HTML: the live document also holds the preloads added once it ran.)
      const html = (await answer?.text()) ?? '';
      const named = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map(
        (match) => match[1],
      );
      const timing = await page.evaluate(() => {
        const loadStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ file: new URL(entry.name).pathname, afterLoad: entry.startTime >= loadStart }));
      });
      expect(named.length).toBeGreaterThan(0);
      // Those few are small: the loader, Vite's preload helper and the bundler's runtime, under 3 KB gzip together.
      const namedBytes = named.reduce((sum, file) => sum + (scripts.get(file) ?? Number.POSITIVE_INFINITY), 0);
      expect(namedBytes).toBeLessThanOrEqual(3_000);
      const early = timing.filter((script) => !named.includes(script.file) && !script.afterLoad).map((s) => s.file);
      expect(early).toEqual([]);
      expect(timing.some((script) => /\/framework-/.test(script.file) && script.afterLoad)).toBe(true);

      const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
      const listing = [...scripts].map(([file, bytes]) => `${file}: ${bytes}`).join('\n');
      expect(scripts.size).toBeGreaterThan(0);
      // Named per file when over budget, so the failure says which chunk grew.
      if (total > HOME_JS_BUDGET_BYTES) console.error(`/ loads ${total} bytes of gzip JavaScript:\n${listing}`);
      expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    } finally {
      await browser.close();
    }
  });
});
