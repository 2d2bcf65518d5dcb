// A PostgreSQL cluster of the test's own, in a temp folder, that the test may stop and start at will.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((dir) =>
  fs.existsSync(path.join(dir, 'initdb')),
);

/** Why a throwaway cluster cannot run here, or undefined when it can. */
export const throwawayPostgresUnavailable = BIN ? undefined : 'no PostgreSQL server binaries (initdb) on this machine';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** initdb refuses to run as root: run the server binaries as the postgres user when we are root. */
function run(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export type ThrowawayPostgres = {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!BIN) throw new Error(throwawayPostgresUnavailable);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  run(path.join(BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgctl = path.join(BIN, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run(pgctl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run(pgctl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        run(pgctl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
