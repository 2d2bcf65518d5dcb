// migrations/index.ts is what Knex runs: a migration file it does not list would never be applied.
import { readdirSync } from 'node:fs';
import { migrationSource } from '../migrations/index';

test('migrations/index.ts lists every migration file in the folder, in name order', async () => {
  const files = readdirSync(new URL('../migrations/', import.meta.url))
    .filter((file) => /^\d{14}_.+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort();
  expect(files.length).toBeGreaterThan(30);
  expect(await migrationSource.getMigrations([])).toEqual(files);
});
