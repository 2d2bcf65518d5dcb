// Starts the server: config, database, migrations, demo content, staff bootstrap, listen, graceful shutdown.
// main.ts runs it on the build; dev.ts (npm run dev) with Vite's development servers for the two front ends.
import { createServer, type Server } from 'node:http';
import { seedDemoContentIfEmpty } from '../seeds/index';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './core/config';
import type { DevFrontends } from './core/deps';
import { createLogger } from './core/logger';
import { resolveTotpKeys, sealTotpSecrets } from './core/totp-keys';
import { createDatabase, DataDirLockedError } from './db/index';
import { migrateLatest } from './db/migrate';
import { collectFollowUpDigests } from './leads/digest';
import { startDailyDigests } from './mail/daily-digest';
import { createMailSender, createSmtpTransport, type MailSender } from './mail/sender';
import { startRetention } from './privacy/retention';
import { bootstrapStaff, setPasswordHashCost } from './staff/accounts';

/** `devFrontends`: made once the HTTP server exists (Vite's hot reload speaks over it). */
export async function start(devFrontends?: (server: Server, config: Config) => Promise<DevFrontends>): Promise<void> {
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
  setPasswordHashCost(config.passwordHashCost);
  const logger = createLogger(config.logLevel, { pretty: config.env === 'development' });

  let db: Awaited<ReturnType<typeof createDatabase>>;
  try {
    db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const applied = await migrateLatest(db.knex);
    // One short line; the names are there at debug level.
    if (applied.length) {
      logger.debug({ applied }, 'migrations applied');
      logger.info(`${applied.length} migration${applied.length === 1 ? '' : 's'} applied`);
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) console.error(error.message);
    else console.error(`Cannot start: the database is not usable (${(error as Error).message})`);
    process.exit(1);
  }

  // Production never loads demo content by itself (`npm run db:seed` does, on demand).
  if (!config.isProduction && (await seedDemoContentIfEmpty(db.knex))) logger.info('demo content loaded');
  await bootstrapStaff({ db, config, logger });
  // Clear TOTP secrets (from before encryption) and those under a rotated-out key are sealed with the first key.
  const sealed = await sealTotpSecrets(db.knex, resolveTotpKeys(config));
  if (sealed) logger.info({ sealed }, 'TOTP secrets encrypted with the current TOTP_KEY');

  // E-mail: the outbox is always written; it is sent only with an SMTP server, else admins read it in the panel.
  let mailSender: MailSender | undefined;
  if (config.smtpUrl) {
    mailSender = createMailSender({
      db,
      transport: createSmtpTransport(config.smtpUrl),
      from: config.mailFrom,
      site: { publicUrl: config.publicUrl },
      logger,
      // PGlite has no LISTEN across connections here: it is asked every second instead (one indexed query).
      options: db.kind === 'pglite' ? { pollMs: 1000 } : {},
    });
    mailSender.start();
    logger.info(`e-mail: sending through ${new URL(config.smtpUrl).host} as ${config.mailFrom}`);
  } else {
    logger.info('e-mail: SMTP_URL is not set, so e-mails stay in the outbox; admins read them at /admin/outbox');
  }
  const stopDigests = startDailyDigests({ knex: db.knex, logger, collect: collectFollowUpDigests });
  const stopRetention = startRetention({ knex: db.knex, logger, months: config.retentionMonths });

  const server: Server = createServer();
  const dev = await devFrontends?.(server, config);
  server.on('request', createApp({ db, config, logger, dev }));
  server.listen(config.port, () => {
    logger.info(`serving on http://localhost:${config.port} (staff panel at /admin)${dev ? ', hot reload on' : ''}`);
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
    stopDigests();
    stopRetention();
    // The sender finishes the e-mails it is handing over (those it cannot record are sent again: their lease ends).
    const mailStopped = mailSender?.stop().catch(() => undefined);
    server.close(async () => {
      await mailStopped;
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
