// Writes migrations/index.ts from the migration files in the folder, in name order (run after adding a migration).
import { readdirSync, writeFileSync } from 'node:fs';

const folder = new URL('../migrations/', import.meta.url);
const names = readdirSync(folder)
  .filter((file) => /^\d{14}_.+\.ts$/.test(file))
  .map((file) => file.slice(0, -3))
  .sort();
const lines = [
  '// Every migration, in order. Knex reads them from here, so the bundled production server needs no .ts files.',
  '// Written by `node scripts/migrations-index.mjs`; a test checks it lists every file in this folder.',
  "import type { Knex } from 'knex';",
  ...names.map((name, i) => `import * as m${i} from './${name}';`),
  '',
  'const migrations: Record<string, Knex.Migration> = {',
  ...names.map((name, i) => `  '${name}': m${i},`),
  '};',
  '',
  'export const migrationSource: Knex.MigrationSource<string> = {',
  '  getMigrations: async () => Object.keys(migrations).sort(),',
  '  getMigrationName: (name) => name,',
  '  getMigration: async (name) => migrations[name],',
  '};',
  '',
];
writeFileSync(new URL('index.ts', folder), lines.join('\n'));
