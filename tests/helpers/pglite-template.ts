// The migrated PGlite every test database starts from (tests/helpers/context.ts), made once per set of migrations.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/index';
import { migrateLatest } from '../../server/db/migrate';
import { filesHash } from './migrations-hash';

/**
 * A dump of an in-memory PGlite with every migration applied, made once per set of migrations and kept in the
 * system's temporary folder: starting a test's database from it skips PostgreSQL's initdb and the migrations (about
 * 0.7 s of CPU instead of 5-8 s per database, over a hundred databases a run). Each test still gets its own
 * database, and `migrateLatest` still runs on it (finding nothing to do), so a stale dump cannot hide a migration.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = filesHash(['migrations', 'node_modules/@electric-sql/pglite']);
  const file = path.join(os.tmpdir(), `skyline-test-pglite-${hash}.tar`);
  if (!fs.existsSync(file)) {
    const db = await createDatabase({});
    await migrateLatest(db.knex);
    const tarball = await db.dumpDataDir?.();
    if (!tarball) throw new Error('PGlite gave no dump of its data folder');
    await db.close();
    // Two test workers may make it at once: each writes its own file and renames it into place.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}
