// What a migrated template depends on: the migrations' files and, for PGlite, the engine's own files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A short hash of the files in `folders` (paths from the repository's root), in name order. */
export function filesHash(folders: string[]): string {
  const hash = createHash('sha256');
  for (const dir of folders) {
    const folder = path.join(ROOT, dir);
    for (const name of fs.readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
