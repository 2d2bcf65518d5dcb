// Starts the server: config, database, migrations, demo content, staff bootstrap, listen, graceful shutdown.
import type { Server } from 'node:http';
import { seedDemoContentIfEmpty } from '../seeds/index';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, DataDirLockedError } from './db/index';
import { migrateLatest } from './db/migrate';
import { createLogger } from './logger';
import { bootstrapStaff } from './staff-api/accounts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let db: Awaited<ReturnType<typeof createDatabase>>;
  try {
    db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const applied = await migrateLatest(db.knex);
    if (applied.length) logger.info({ applied }, 'migrations applied');
  } catch (error) {
    if (error instanceof DataDirLockedError) console.error(error.message);
    else console.error(`Cannot start: the database is not usable (${(error as Error).message})`);
    process.exit(1);
  }

  // Production never loads demo content by itself (`npm run db:seed` does, on demand).
  if (!config.isProduction && (await seedDemoContentIfEmpty(db.knex))) logger.info('demo content loaded');
  await bootstrapStaff({ db, config, logger });

  const app = createApp({ db, config, logger });
  const server: Server = app.listen(config.port, () => {
    logger.info(`serving on http://localhost:${config.port} (staff panel at /admin)`);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  // While stopping, each answer closes its connection: keep-alive clients reconnect elsewhere instead of holding us open.
  server.prependListener('request', (_req, res) => {
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('forced shutdown after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await db.close().catch(() => undefined);
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open for their 65 s timeout; sweeping them after a short grace
    // (rather than at once) lets a request already on its way over one be served.
    const sweep = setInterval(() => server.closeIdleConnections(), 500);
    sweep.unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
