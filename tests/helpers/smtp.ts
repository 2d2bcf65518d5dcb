// A real SMTP server for tests (smtp-server), which parses what arrives (mailparser). It can be stopped mid-run
// (its connections cut) and started again on the same port, and can refuse chosen recipients for good (550).
import type { AddressInfo, Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport, type MailTransport } from '../../server/mail/sender';

export type TestSmtp = {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Addresses answered 550 (no such mailbox). */
  refuse: Set<string>;
  /** Stops at once: listening ends and open connections are cut, as when the SMTP server dies. */
  kill(): Promise<void>;
  /** Listens again on the same port. */
  revive(): Promise<void>;
  close(): Promise<void>;
  /** A pooled transport to this server, as the application makes one. */
  transport(): MailTransport;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  const sockets = new Set<Socket>();
  let port = 0;
  const make = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = new Error('No such mailbox here') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return server;
  };
  let server = make();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const kill = async () => {
    const closed = new Promise<void>((resolve) => server.server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const transports: MailTransport[] = [];
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    refuse,
    kill,
    async revive() {
      server = make();
      await listen();
    },
    async close() {
      for (const transport of transports) transport.close();
      await kill();
    },
    transport() {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
      transports.push(transport);
      return transport;
    },
  };
}

/** The addresses a parsed mail was sent to. */
export const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address));
