// Starting built servers as separate processes, the way ops run the image.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { recreateDatabase } from '../helpers/fresh-database.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A fresh database on the test PostgreSQL server; returns its URL. */
export function createFreshDatabase(name: string): string {
  return recreateDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', name);
}

export type RunningServer = {
  process: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  stop(): Promise<number | null>;
};

export function startServer(cwd: string, port: number, env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return {
    process: child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

export async function waitReady(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}
