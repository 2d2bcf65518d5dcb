// Replays the Dockerfile in a clean copy of the repository: every RUN line of every stage, then what the runtime
// stage's COPY lines take from the build stage into a folder of its own, where the runtime stage's CMD and
// HEALTHCHECK run with NODE_ENV=production, so the image recipe is known to work and to carry nothing unused.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { createFreshDatabase, freePort, type RunningServer, startServer, waitReady } from './support';

const root = path.resolve(import.meta.dirname, '../..');
/** Issue 32's goal for the runtime stage's node_modules (about 508 MB while the panel's packages were in it). */
const RUNTIME_NODE_MODULES_MAX_MB = 220;

/** The Dockerfile's instructions with line continuations joined, by stage (a FROM line starts one). */
function dockerfileStages(): { from: string; lines: string[] }[] {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stages: { from: string; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('FROM ')) stages.push({ from: line, lines: [] });
    else if (line.trim() && !line.startsWith('#')) stages.at(-1)?.lines.push(line.trim());
  }
  return stages;
}

/** Packages (by name) that the built server and renderer import: what the runtime stage must have, and no more. */
async function importedPackages(dir: string): Promise<Set<string>> {
  const ssr = fs.readdirSync(path.join(dir, 'dist/ssr'), { recursive: true }).map(String);
  const entryPoints = [
    ...['main', 'staff', 'seed'].map((name) => path.join(dir, 'dist/server', `${name}.js`)),
    ...ssr.filter((file) => file.endsWith('.js')).map((file) => path.join(dir, 'dist/ssr', file)),
  ];
  const { metafile } = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: path.join(os.tmpdir(), 'unwritten'),
    logLevel: 'silent',
  });
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const { path: specifier, external } of input.imports)
      if (external && !specifier.startsWith('node:'))
        names.add(specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/'));
  return names;
}

/** Bytes of the files under a folder (as `du --apparent-size` counts them). */
function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

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
  /** The runtime stage's /app: only what its COPY lines take from the build stage. */
  const runtime = path.join(work, 'runtime');
  const buildStage = path.join(work, 'build');
  let server: RunningServer | undefined;

  it('is on Node 24 LTS, labelled, with code owned by root and not the user that runs it', () => {
    const stages = dockerfileStages();
    expect(stages.map((stage) => stage.from)).toEqual([
      'FROM node:24-bookworm-slim AS deps',
      'FROM deps AS build',
      'FROM node:24-bookworm-slim AS runtime',
    ]);
    const runtimeLines = stages[2].lines;
    const labels = runtimeLines.filter((line) => line.startsWith('LABEL ')).join(' ');
    for (const label of ['title', 'description', 'version', 'revision', 'base.name'])
      expect(labels).toContain(`org.opencontainers.image.${label}=`);
    // Only data/ (the embedded database's folder) belongs to node; the code is root's, readable by all.
    const copies = runtimeLines.filter((line) => line.startsWith('COPY '));
    expect(copies.filter((line) => line.includes('--chown'))).toEqual([
      'COPY --from=build --chown=node:node /app/data ./data',
    ]);
    expect(runtimeLines).toContain('USER node');
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', 'node_modules', 'dist', '.git']));
  });

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
      fs.mkdirSync(path.dirname(path.join(buildStage, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(buildStage, file));
    }

    const commands = dockerfileRunCommands();
    expect(commands).toEqual(
      expect.arrayContaining([expect.stringMatching(/^npm ci/), 'IMAGE_VARIANTS=full npm run build']),
    );
    // As in the image's build stage: no NODE_ENV (jest's NODE_ENV=test would make Vite build React's dev runtime).
    const { NODE_ENV: _jestNodeEnv, ...buildEnv } = process.env;
    for (const command of commands)
      execSync(command, { cwd: buildStage, stdio: 'pipe', env: { ...buildEnv, CI: 'true' } });

    // The runtime stage: COPY --from=build /app/<source> ./<target>, and nothing else.
    const copies = dockerfileStages()[2].lines.filter((line) => line.startsWith('COPY --from=build'));
    for (const copy of copies) {
      const [source, target] = copy.split(/\s+/).slice(-2);
      fs.cpSync(path.join(buildStage, path.relative('/app', source)), path.join(runtime, target), { recursive: true });
    }

    // Pruned: no build or test tooling, no staff-panel or type packages left in node_modules.
    for (const devOnly of [
      'vite',
      'tsx',
      'jest',
      'esbuild',
      'typescript',
      '@playwright/test',
      'react-admin',
      '@mui/material',
      '@emotion/react',
      '@tiptap/core',
      '@types/react',
      '@types/express',
      'pino-pretty',
      '.cache',
    ]) {
      expect({ devOnly, present: fs.existsSync(path.join(runtime, 'node_modules', devOnly)) }).toEqual({
        devOnly,
        present: false,
      });
    }
    const megabytes = Math.round(folderBytes(path.join(runtime, 'node_modules')) / 1024 / 1024);
    expect(megabytes).toBeLessThanOrEqual(RUNTIME_NODE_MODULES_MAX_MB);

    // Every runtime dependency is imported by the built server or renderer, and every import is there.
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(runtime, 'package.json'), 'utf8'));
    // Types are for the compiler (a dependency's own @types, such as sitemap's, may still come along).
    expect(Object.keys(dependencies).filter((name) => name.startsWith('@types/'))).toEqual([]);
    const imported = await importedPackages(runtime);
    expect([...imported].filter((name) => !fs.existsSync(path.join(runtime, 'node_modules', name)))).toEqual([]);
    expect(Object.keys(dependencies).filter((name) => !imported.has(name))).toEqual([]);
    expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);

    // Production refuses to start without DATABASE_URL, saying so in one line (the embedded database would be lost).
    const refused = spawnSync(process.execPath, ['dist/server/main.js'], {
      cwd: runtime,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SESSION_SECRET: 'recipe-test-session-secret-0123456789',
        TOTP_KEY: 'ab'.repeat(32),
      },
      encoding: 'utf8',
    });
    expect({ status: refused.status, stderr: refused.stderr.trim().split('\n') }).toEqual({
      status: 1,
      stderr: [
        'Invalid configuration: DATABASE_URL is required when NODE_ENV=production ' +
          '(set EMBEDDED_DATABASE=1 to run on the embedded database in DATA_DIR)',
      ],
    });

    const port = await freePort();
    server = startServer(runtime, port, {
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
    const panel = await admin.text();
    expect(panel).toContain('<div id="root">');
    // The panel declares its icon, which is there (no request for /favicon.ico).
    expect(panel).toContain('<link rel="icon" type="image/svg+xml" href="/admin/favicon.svg"');
    const icon = await fetch(`${server.base}/admin/favicon.svg`);
    expect({ status: icon.status, type: icon.headers.get('content-type') }).toEqual({
      status: 200,
      type: expect.stringContaining('image/svg+xml'),
    });
    await icon.text();

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
