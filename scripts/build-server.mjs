// Bundles the server and its command-line tools into dist/server with esbuild; npm packages stay external,
// so the production image runs them from node_modules with no TypeScript tooling.
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
