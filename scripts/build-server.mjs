// Bundles the server and its command-line tools into dist/server with esbuild; npm packages stay external,
// so the production image runs them from node_modules with no TypeScript tooling.
import { copyFileSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    staff: 'server/cli/staff.ts',
    seed: 'server/cli/seed.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// Read at run time beside the bundle (server/staff/password-policy.ts looks next to its own module).
mkdirSync('dist/server', { recursive: true });
copyFileSync('server/staff/common-passwords.txt', 'dist/server/common-passwords.txt');
