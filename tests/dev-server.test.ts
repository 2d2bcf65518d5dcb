// npm run dev's script: one server with the site rendered by Vite from source and the staff panel served by Vite, on the
// addresses npm start uses; on a fresh clone (an empty build folder) it makes what the build would have and answers
// with the originals meanwhile; it stops cleanly on SIGTERM. Changes nothing in the tree.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eventually } from './helpers/eventually';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Asks until the server answers (Vite prepares its modules first), or the process ends. */
async function whenServing(url: string, dev: ChildProcess): Promise<void> {
  while (dev.exitCode === null) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer) {
      await answer.text();
      if (answer.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev ended with ${dev.exitCode}`);
}

describe('npm run dev', () => {
  let dev: ChildProcess;
  let base: string;
  let dataDir: string;
  let distDir: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'skyline-dev-'));
    // As on a fresh clone: nothing built yet.
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'skyline-dev-dist-'));
    const port = await freePort();
    base = `http://localhost:${port}`;
    const { DATABASE_URL: _unused, ...environment } = process.env;
    // The script itself, as npm runs it (node_modules/.bin first), as the process that receives the signal.
    const { scripts } = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8'));
    dev = spawn('sh', ['-c', `exec ${scripts.dev}`], {
      cwd: root,
      env: {
        ...environment,
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: distDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout?.on('data', (chunk) => (output += chunk));
    dev.stderr?.on('data', (chunk) => (output += chunk));
    await whenServing(`${base}/healthz`, dev);
  }, 240_000);

  afterAll(async () => {
    if (dev.exitCode === null && dev.signalCode === null) {
      process.kill(-(dev.pid as number), 'SIGKILL');
      await once(dev, 'exit');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('renders the public site on the server from source, with hot reload', async () => {
    const answer = await fetch(`${base}/`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('/@vite/client');
    // The page itself is in the HTML, not only a script that would make it.
    expect(html).toMatch(/<div id="root">\s*<[a-z]/);
    expect(html).toContain('<h1');
    const script = await fetch(`${base}/entry-client.tsx`);
    expect(script.headers.get('content-type')).toContain('javascript');
    await script.text();
  }, 120_000);

  it('on a fresh clone, answers for image variants and the prospectus, and makes them', async () => {
    const variant = '/images/_w/site/hero/slide-1-400.avif';
    const answer = await fetch(`${base}${variant}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const prospectus = await fetch(`${base}/files/prospectus.pdf`);
    expect(prospectus.status).toBe(200);
    expect(prospectus.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await prospectus.arrayBuffer())
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
    // The variants are written into the build folder in the background; then served as built.
    const built = path.join(distDir, 'client', variant);
    expect(
      await eventually(
        () =>
          fs.access(built).then(
            () => true,
            () => false,
          ),
        100_000,
      ),
    ).toBe(true);
    const again = await fetch(`${base}${variant}`);
    expect(again.headers.get('content-type')).toBe('image/avif');
    await again.arrayBuffer();
  }, 120_000);

  it('serves the staff panel at /admin and its deep links', async () => {
    for (const address of ['/admin/', '/admin/registration_forms', '/admin/blog_posts/12']) {
      const answer = await fetch(`${base}${address}`);
      const html = await answer.text();
      expect({ address, status: answer.status }).toEqual({ address, status: 200 });
      expect(html).toContain('/admin/@vite/client');
      expect(html).toContain('<div id="root">');
      // The panel's entry by its full address, so it loads from a nested screen's address too.
      expect(html).toContain('src="/admin/main.tsx"');
      // Its icon, so browsers do not ask for /favicon.ico.
      expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/admin/favicon.svg"');
    }
    const icon = await fetch(`${base}/admin/favicon.svg`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    await icon.text();
    const entry = await fetch(`${base}/admin/main.tsx`);
    expect(entry.headers.get('content-type')).toContain('javascript');
    await entry.text();
    const api = await fetch(`${base}/api/public/blog_posts`);
    expect(api.status).toBe(200);
    expect(Array.isArray(await api.json())).toBe(true);
  }, 120_000);

  it('stops cleanly on SIGTERM', async () => {
    const exited = once(dev, 'exit');
    dev.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal, output: code === 0 ? '' : output }).toEqual({ code: 0, signal: null, output: '' });
  }, 60_000);
});
