// Replays the Dockerfile in a clean copy of the repository: every RUN line of every stage, then the
// runtime stage's CMD and HEALTHCHECK with NODE_ENV=production, so the image recipe is known to work.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');

/** The RUN lines of the Dockerfile, in order, with line continuations joined. */
function dockerfileRunCommands(): string[] {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  return text
    .split('\n')
    .filter((line) => /^RUN\s/.test(line))
    .map((line) => line.replace(/^RUN\s+/, '').trim());
}

function healthcheckCommand(): string[] {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const line = text.split('\n').find((l) => l.startsWith('HEALTHCHECK'));
  const json = line?.match(/CMD\s+(\[.*\])\s*$/)?.[1];
  if (!json) throw new Error('Dockerfile has no exec-form HEALTHCHECK');
  return JSON.parse(json);
}

describe('the Dockerfile recipe, replayed without Docker', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-image-'));
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('builds, prunes to production dependencies, starts in production and serves', async () => {
    // The build context: tracked files minus .dockerignore, as `COPY . .` would see them.
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
      .toString()
      .split('\0')
      .filter(Boolean)
      .filter((file) => fs.existsSync(path.join(root, file)));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(work, file));
    }

    const commands = dockerfileRunCommands();
    expect(commands).toEqual(expect.arrayContaining([expect.stringMatching(/^npm ci/), 'npm run build']));
    // As in the image's build stage: no NODE_ENV (jest's NODE_ENV=test would make Vite build React's dev runtime).
    const { NODE_ENV: _jestNodeEnv, ...buildEnv } = process.env;
    for (const command of commands) execSync(command, { cwd: work, stdio: 'pipe', env: { ...buildEnv, CI: 'true' } });

    // Pruned: no build or test tooling left in node_modules.
    for (const devOnly of ['vite', 'tsx', 'jest', 'esbuild', 'typescript', '@playwright/test']) {
      expect(fs.existsSync(path.join(work, 'node_modules', devOnly))).toBe(false);
    }

    const port = await freePort();
    server = startServer(work, port, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'recipe-test-session-secret-0123456789',
      TOTP_KEY: 'ab'.repeat(32),
      DATABASE_URL: createFreshDatabase('skyline_recipe'),
    });
    await waitReady(server);

    const health = execFileSync(
      healthcheckCommand()[0] === 'node' ? process.execPath : healthcheckCommand()[0],
      healthcheckCommand().slice(1),
      {
        env: { PORT: String(port) },
      },
    );
    expect(health).toBeDefined();

    const page = await fetch(`${server.base}/about`);
    // The server's own log says why when the page is not there.
    expect({ status: page.status, log: page.status === 200 ? '' : server.output() }).toEqual({ status: 200, log: '' });
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);

    // The build made the demo prospectus (it is not in the repository): a 12-page PDF of about 5 MB.
    const prospectus = await fetch(`${server.base}/files/prospectus.pdf`);
    expect(prospectus.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await prospectus.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Count 12');
    expect(pdf.length).toBeGreaterThan(4.5 * 1024 * 1024);

    const admin = await fetch(`${server.base}/admin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root">');

    const posted = await fetch(`${server.base}/api/public/contact_forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Recipe Test', email: 'recipe@example.in', phone: '+91 98300 12345' }),
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ id: expect.any(String) });

    // Production never loads demo content by itself.
    const posts = await fetch(`${server.base}/api/public/blog_posts`);
    expect(await posts.json()).toEqual([]);

    expect(await server.stop()).toBe(0);
    server = undefined;
  });
});
