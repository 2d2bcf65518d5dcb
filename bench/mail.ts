// E-mail delivery: 10,000 e-mails queued in the outbox, delivered by the sender (claim, render, send, record) to a
// local SMTP server, against nodemailer alone sending the same 10,000 rendered messages to the same server in the
// same run. Goal: the outbox at >= 50% of nodemailer's rate. PostgreSQL database: skyline_bench_mail.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createDatabase } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';
import { createMailSender, createSmtpTransport } from '../server/mail/sender';
import { renderMail } from '../server/mail/templates/index';
import { freshDatabase, ROOT } from './support';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const FROM = 'office@skyline.test';
const SITE = { publicUrl: 'https://www.skylineinstitute.in' };

/** An SMTP server that takes every message and counts it (reading each to its end, not parsing it). */
async function countingSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    reset: () => {
      received = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const params = (i: number) => ({ form: 'contact_forms' as const, name: `Visitor ${i} <Test>` });

async function main() {
  const smtp = await countingSmtp();

  // Baseline: nodemailer alone, the same pooled transport, every message handed over at once.
  const messages = Array.from({ length: MAILS }, (_, i) => ({
    from: FROM,
    to: [`visitor${i}@example.com`],
    ...renderMail('acknowledgement', params(i), SITE),
  }));
  const transport = createSmtpTransport(smtp.url);
  let started = performance.now();
  await Promise.all(messages.map((message) => transport.sendMail(message)));
  const baselineSeconds = (performance.now() - started) / 1000;
  transport.close();
  if (smtp.received() !== MAILS) throw new Error(`baseline: ${smtp.received()} of ${MAILS} arrived`);
  smtp.reset();

  // The outbox: rows queued first (not timed), then the sender delivers them all.
  const databaseUrl = freshDatabase('skyline_bench_mail');
  const db = await createDatabase({ databaseUrl });
  await migrateLatest(db.knex);
  await db.knex.raw(
    `INSERT INTO mail_outbox (template, recipients, params)
     SELECT 'acknowledgement', ARRAY['visitor' || i || '@example.com'],
            jsonb_build_object('form', 'contact_forms', 'name', 'Visitor ' || i || ' <Test>')
     FROM generate_series(0, ? - 1) AS i`,
    [MAILS],
  );
  const sender = createMailSender({
    db,
    transport: createSmtpTransport(smtp.url),
    from: FROM,
    site: SITE,
    logger: pino({ level: 'warn' }),
  });
  started = performance.now();
  sender.start();
  while (smtp.received() < MAILS) await new Promise((resolve) => setTimeout(resolve, 20));
  const outboxSeconds = (performance.now() - started) / 1000;
  await sender.stop();
  const [{ sent }] = (await db.knex.raw("SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'")).rows;
  await db.close();
  await smtp.close();

  const baselineRate = MAILS / baselineSeconds;
  const outboxRate = MAILS / outboxSeconds;
  const ratio = outboxRate / baselineRate;
  const result = {
    finished: new Date().toISOString(),
    loadavg: os.loadavg().map((n) => Number(n.toFixed(2))),
    cores: os.cpus().length,
    mails: MAILS,
    nodemailer_alone: { seconds: Number(baselineSeconds.toFixed(2)), per_second: Math.round(baselineRate) },
    outbox: { seconds: Number(outboxSeconds.toFixed(2)), per_second: Math.round(outboxRate), recorded_sent: sent },
    ratio: Number(ratio.toFixed(2)),
    goal_met: ratio >= 0.5 && sent === MAILS,
  };
  console.table({
    'nodemailer alone': { seconds: result.nodemailer_alone.seconds, 'mails/s': result.nodemailer_alone.per_second },
    'outbox sender': { seconds: result.outbox.seconds, 'mails/s': result.outbox.per_second },
  });
  console.log(`outbox / nodemailer = ${result.ratio} (goal >= 0.5), rows recorded sent: ${sent}`);
  writeFileSync(path.join(ROOT, 'bench/results/mail.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
