// Two replicas' senders on one database (on PostgreSQL: two connection pools, each with its own LISTEN) deliver a
// stream of e-mails queued while both run: every e-mail arrives, and exactly once.
import pino from 'pino';
import { createDatabase, type Database } from '../server/db/index';
import { enqueueMail } from '../server/mail/outbox';
import { createMailSender, type MailSender, type MailTransport } from '../server/mail/sender';
import { backends, createTestDatabase } from './helpers/context';
import { eventually } from './helpers/eventually';
import { recipientsOf, startTestSmtp, type TestSmtp } from './helpers/smtp';

const MAILS = 300;

describe.each(backends)('two senders on one %s database', (backend) => {
  let first: Database;
  let second: Database;
  let dropDatabase: () => Promise<void>;
  let smtp: TestSmtp;
  beforeAll(async () => {
    let url: string | undefined;
    ({ db: first, url, dropDatabase } = await createTestDatabase(backend));
    if (backend === 'postgres') {
      second = await createDatabase({ databaseUrl: url, poolMax: 5 });
    } else second = first;
    smtp = await startTestSmtp();
  }, 120_000);
  afterAll(async () => {
    await smtp.close();
    if (second !== first) await second.close();
    await first.close();
    await dropDatabase();
  });

  it('delivers each e-mail exactly once', async () => {
    const sent = [0, 0];
    const counting = (transport: MailTransport, replica: number): MailTransport => ({
      sendMail: async (message) => {
        await transport.sendMail(message);
        sent[replica] += 1;
      },
      close: () => transport.close(),
    });
    const senders: MailSender[] = [first, second].map((db, replica) =>
      createMailSender({
        db,
        transport: counting(smtp.transport(), replica),
        from: 'office@skyline.test',
        site: { publicUrl: 'https://site.test' },
        logger: pino({ level: 'silent' }),
        options: { batchSize: 10, pollMs: 100 },
      }),
    );
    for (const sender of senders) sender.start();
    // Queued in small transactions while both run, as visitors' forms would be.
    for (let i = 0; i < MAILS; i += 10)
      await first.knex.transaction(async (trx) => {
        for (let j = i; j < i + 10; j++)
          await enqueueMail(trx, {
            template: 'acknowledgement',
            to: [`replica${j}@example.com`],
            params: { form: 'contact_forms', name: `Visitor ${j}` },
          });
      });
    expect(
      await eventually(async () => {
        const [row] = await first.knex('mail_outbox').where({ status: 'sent' }).count({ n: '*' });
        return Number(row.n) === MAILS;
      }, 60_000),
    ).toBe(true);
    for (const sender of senders) await sender.stop();
    const addresses = smtp.received.flatMap(recipientsOf);
    expect(addresses).toHaveLength(MAILS);
    expect(new Set(addresses).size).toBe(MAILS);
    expect(sent[0] + sent[1]).toBe(MAILS);
  }, 120_000);
});
