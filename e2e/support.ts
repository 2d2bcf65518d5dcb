// Shared by the browser tests: the e2e database (to check rows) and the staff account the server was started with.
import { expect, type Page } from '@playwright/test';
import knexFactory, { type Knex } from 'knex';

export const STAFF = { email: 'staff@example.com', password: 'e2e-password-123' };

let knex: Knex | undefined;
/** The database the e2e server runs on (see e2e/serve.mjs). */
export function e2eDb(): Knex {
  if (!knex) {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = `/${process.env.E2E_DATABASE ?? 'skyline_e2e'}`;
    knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
  }
  return knex;
}

/** Closes the e2e database connection; a later e2eDb() (another spec file in this worker) opens a new one. */
export async function closeE2eDb(): Promise<void> {
  const open = knex;
  knex = undefined;
  await open?.destroy();
}

/** Opens the panel at `path` (e.g. /blog_posts) signed in as the e2e staff account, or as `account`. */
export async function signInAt(page: Page, path: string, account: { email: string; password: string } = STAFF) {
  await page.goto(`/admin${path}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // react-router writes the panel's root as /admin, without the closing slash.
  await expect(page).toHaveURL(new RegExp(`/admin${path === '/' ? '/?' : path}$`));
}

/**
 * Forgets the public forms' per-address counts: the whole browser suite posts from one address (127.0.0.1), and a
 * spec that sets up data through the site's own form requests must not use up the budget the form tests rely on.
 */
export async function forgetFormLimits(): Promise<void> {
  await e2eDb()('rate_limits').whereLike('key', 'public-form:%').delete();
}
