// psql for the servers started as processes of their own: the browser tests (e2e/serve.mjs), the production tests
// (tests/production/support.ts) and the benchmarks (bench/). Plain JavaScript, so node runs it without a compiler.
import { execFileSync } from 'node:child_process';

/** Runs SQL through psql on `databaseUrl`, stopping at the first error; returns its unaligned output, trimmed. */
export function psql(databaseUrl, sql) {
  return execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-XAtqc', sql], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

/** Drops database `name` on the server `serverUrl` connects to and creates it again, empty; returns its URL. */
export function recreateDatabase(serverUrl, name) {
  psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
