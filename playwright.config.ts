// Browser tests: the built production server on a fresh PostgreSQL database, driven in Debian's Chromium.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The visual tests' own server and database: no other test writes to it, so every screenshot sees the same data. */
export const VISUAL_PORT = E2E_PORT + 10;
export const VISUAL_DATABASE = `${process.env.E2E_DATABASE ?? 'skyline_e2e'}_visual`;

const VISUAL_SPECS = /(visual[-.][^/]*|css-coverage\.spec)\.ts$/;
/** Screenshots at one pixel per CSS pixel, in India's time zone and English, as the staff and visitors see them. */
const visualUse = {
  baseURL: `http://localhost:${VISUAL_PORT}`,
  deviceScaleFactor: 1,
  locale: 'en-IN',
  timezoneId: 'Asia/Kolkata',
} as const;

/**
 * The faces Chromium may draw with: only those e2e/fonts/fonts.conf names (shipped with the project), never the
 * machine's own, so a screenshot is the same on a machine with or without Debian's fonts-noto-core.
 */
export const FONTCONFIG_FILE = fileURLToPath(new URL('./e2e/fonts/fonts.conf', import.meta.url));

/** Debian's Chromium as every browser test starts it (a test may start it with other faces: e2e/phone-faces.spec.ts). */
export const LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  env: { ...process.env, FONTCONFIG_FILE },
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
      testIgnore: VISUAL_SPECS,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: VISUAL_SPECS,
    },
    // The visual regression suite (docs/visual-tests.md): fixed data first, then every screen at both sizes.
    { name: 'visual-setup', testMatch: /visual\.setup\.ts$/, use: visualUse },
    {
      name: 'visual-desktop',
      // Two full-page captures of a long page take a while on a machine shared by other work.
      timeout: 180_000,
      testMatch: /(visual-[^/]*|css-coverage)\.spec\.ts$/,
      dependencies: ['visual-setup'],
      use: { ...devices['Desktop Chrome'], ...visualUse, viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'visual-phone',
      timeout: 180_000,
      testMatch: /visual-[^/]*\.spec\.ts$/,
      dependencies: ['visual-setup'],
      use: { ...devices['Pixel 7'], ...visualUse, viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: 'node e2e/serve.mjs',
      url: `http://localhost:${E2E_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/serve.mjs',
      url: `http://localhost:${VISUAL_PORT}/readyz`,
      env: { E2E_PORT: String(VISUAL_PORT), E2E_DATABASE: VISUAL_DATABASE },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
