// The embedded database keeps rows across restarts, and refuses a second server on the same folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, DataDirLockedError } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';

describe('embedded PGlite in DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyline-data-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a row written before a restart', async () => {
    const first = await createDatabase({ dataDir });
    await migrateLatest(first.knex);
    await first.knex('newsletter_subscriptions').insert({ email: 'kept@example.in' });
    await first.close();

    const second = await createDatabase({ dataDir });
    expect(await migrateLatest(second.knex)).toEqual([]);
    const rows = await second.knex('newsletter_subscriptions').select('email');
    expect(rows).toEqual([{ email: 'kept@example.in' }]);
    await second.close();
  });

  it('refuses to open a folder another server holds, with a clear message', async () => {
    const holder = await createDatabase({ dataDir });
    await expect(createDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(createDatabase({ dataDir })).rejects.toThrow(/is in use by another running server/);
    await holder.close();
    const next = await createDatabase({ dataDir });
    await next.close();
  });
});
