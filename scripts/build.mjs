// npm run build: the compiled catalogues, the server bundle and the site's client bundle, then at once the four steps that need only those
// (the site's server renderer, the image variants, the prospectus, the staff panel). Run together they overlap each
// other's single-threaded phases (docs/performance-history.md, thirteenth session).
// Each step is also an npm script of its own (build:server, build:site, build:admin).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };

/** Runs one step; resolves with its name and seconds, rejects with its exit code. */
function step(name, command) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd: root, env, shell: true, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      else reject(new Error(`build step ${name} failed (${signal ?? `exit ${code}`}): ${command}`));
    });
  });
}

const site = 'vite build --config public-site/vite.config.ts';
const started = performance.now();
try {
  const done = [
    // The translation catalogues (public-site/locales/*/messages.po) compiled for the site's bundles.
    await step('catalogues', 'node scripts/compile-catalogues.mjs'),
    await step('server', 'node scripts/build-server.mjs'),
    await step('site', site),
  ];
  // allSettled: a failed step still lets the others finish, so their output is not cut off mid-line.
  const rest = await Promise.allSettled([
    step('renderer', `${site} --ssr`),
    step('images', 'node scripts/make-responsive-images.mjs'),
    step('prospectus', 'node scripts/make-prospectus.mjs'),
    step('admin', 'vite build --config admin/vite.config.ts'),
  ]);
  const failed = rest.filter((result) => result.status === 'rejected');
  if (failed.length) throw failed[0].reason;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build: ${seconds} s (${[...done, ...rest.map((result) => result.value)].join(', ')})`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
