// One data layer over two backends: a pg pool for DATABASE_URL, embedded PGlite otherwise.
// Differences are settled here once: counts and numerics come back as numbers, dates as 'YYYY-MM-DD'.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import lockfile from 'proper-lockfile';

export type Database = {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Calls `notified` for each notification on `channel` (sent by a transaction when it commits) and `listening`
   * whenever listening starts or stops. On PostgreSQL one dedicated connection LISTENs (reconnecting by itself after
   * a failure); notifications sent while it is not listening are lost, so a caller must not rely on them then.
   * On PGlite the database lives in this process and no other can open it (DATA_DIR is locked), so every change
   * commits here and its notification is delivered before the committing query's promise settles.
   */
  listen?(channel: string, handlers: { notified(): void; listening(on: boolean): void }): void;
  /** PGlite only: the data folder as a tarball, to start another database from (`pgliteTemplate`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

/** The listener's wait before reconnecting doubles from the first to the last. */
const LISTEN_RETRY_MS = { first: 250, last: 5000 };

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

let pgParsersSet = false;
function setPgTypeParsers() {
  if (pgParsersSet) return;
  pgParsersSet = true;
  pg.types.setTypeParser(INT8, (value: string) => Number(value));
  pg.types.setTypeParser(NUMERIC, (value: string) => Number.parseFloat(value));
  pg.types.setTypeParser(DATE, (value: string) => value);
}

export type DatabaseOptions = {
  databaseUrl?: string;
  /** Folder for PGlite; undefined means in memory (tests). */
  dataDir?: string;
  /** Schema to work in on PostgreSQL (tests give each file its own). */
  searchPath?: string;
  poolMax?: number;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty database (tests). */
  pgliteTemplate?: Blob;
};

export class DataDirLockedError extends Error {}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  return createPglite(options.dataDir, options.pgliteTemplate);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function createPostgres(databaseUrl: string, options: DatabaseOptions): Database {
  setPgTypeParsers();
  const knex = knexFactory({
    client: 'pg',
    connection: {
      connectionString: databaseUrl,
      // A dead database must fail fast so callers can answer 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      statement_timeout: 30_000,
      query_timeout: 35_000,
    } as Knex.PgConnectionConfig,
    searchPath: options.searchPath ? [options.searchPath, 'public'] : undefined,
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      acquireTimeoutMillis: 5000,
      createTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      propagateCreateError: true,
    },
    acquireConnectionTimeout: 5000,
    // Connection failures surface as thrown errors (503 answers); knex's own console lines would only repeat them.
    log: { warn: () => undefined, error: () => undefined, debug: () => undefined, deprecate: () => undefined },
  });
  let closed = false;
  const stopListeners: (() => Promise<void>)[] = [];
  return {
    knex,
    kind: 'postgres',
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(knex.raw('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    listen(channel, handlers) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let current: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let wait = LISTEN_RETRY_MS.first;
      const drop = (client: pg.Client) => {
        if (current !== client) return;
        current = undefined;
        handlers.listening(false);
        client.end().catch(() => undefined);
        if (closed) return;
        retry = setTimeout(connect, wait);
        retry.unref();
        wait = Math.min(wait * 2, LISTEN_RETRY_MS.last);
      };
      const connect = async () => {
        const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000, keepAlive: true });
        current = client;
        client.on('notification', (message) => {
          // Notifications name the schema of the table that changed; a database shared by schemas (one per test
          // file, or a staging copy) hears them all, and a server with a search path heeds its own schema's.
          const schema = message.payload;
          if (message.channel === channel && (!options.searchPath || !schema || schema === options.searchPath))
            handlers.notified();
        });
        client.on('error', () => drop(client));
        client.on('end', () => drop(client));
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
        } catch {
          drop(client);
          return;
        }
        if (current !== client) return;
        wait = LISTEN_RETRY_MS.first;
        handlers.listening(true);
      };
      stopListeners.push(async () => {
        clearTimeout(retry);
        const client = current;
        current = undefined;
        if (client) await client.end().catch(() => undefined);
      });
      void connect();
    },
    async close() {
      closed = true;
      await Promise.all(stopListeners.map((stop) => stop()));
      await knex.destroy();
    },
  };
}

async function createPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let pgliteDir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Two processes on one PGlite folder silently lose writes: hold an exclusive lock on it.
    try {
      release = await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false });
    } catch {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another running server; stop it first or set DATA_DIR to another folder`,
      );
    }
    pgliteDir = path.join(dataDir, 'pglite');
  }
  const pglite = new PGlite({
    dataDir: pgliteDir,
    extensions: { pg_trgm, fuzzystrmatch },
    loadDataDir: template,
    parsers: {
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number.parseFloat(value),
      [pgliteTypes.DATE]: (value: string) => value,
    },
  });
  await pglite.waitReady;
  const stopListeners: (() => Promise<void>)[] = [];
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
  return {
    knex,
    kind: 'pglite',
    async ping() {
      return !pglite.closed;
    },
    async dumpDataDir() {
      return pglite.dumpDataDir('none');
    },
    listen(channel, handlers) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const started = pglite.listen(channel, () => handlers.notified());
      started.then(
        () => handlers.listening(true),
        () => handlers.listening(false),
      );
      stopListeners.push(async () => {
        const unlisten = await started.catch(() => undefined);
        handlers.listening(false);
        if (unlisten && !pglite.closed) await unlisten().catch(() => undefined);
      });
    },
    async close() {
      await Promise.all(stopListeners.map((stop) => stop()));
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
      if (release) await release();
    },
  };
}
