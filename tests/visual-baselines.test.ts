// The screenshot baselines stay small: long pages are compared one screen at a time (expectPageInParts in
// e2e/visual-support.ts), so no baseline is a whole long page, and the repository does not grow by megabytes
// each time a page changes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const e2e = path.resolve(import.meta.dirname, '..', 'e2e');
const baselines = readdirSync(e2e)
  .filter((folder) => folder.endsWith('-snapshots'))
  .flatMap((folder) => readdirSync(path.join(e2e, folder)).map((file) => path.join(e2e, folder, file)));

test('there are baselines to check', () => {
  expect(baselines.length).toBeGreaterThan(100);
});

test('no baseline is over 500 KB', () => {
  const large = baselines
    .filter((file) => statSync(file).size > 500 * 1024)
    .map((file) => `${path.basename(file)}: ${Math.round(statSync(file).size / 1024)} KB`);
  expect(large).toEqual([]);
});
