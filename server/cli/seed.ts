// `npm run db:seed`: loads the demo content on demand (production never does it by itself).
import { seedDemoContentIfEmpty } from '../../seeds/index';
import { loadConfig } from '../core/config';
import { createDatabase } from '../db/index';
import { migrateLatest } from '../db/migrate';

const config = loadConfig();
const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateLatest(db.knex);
  const loaded = await seedDemoContentIfEmpty(db.knex);
  console.log(loaded ? 'Demo content loaded.' : 'The content tables already hold rows; nothing loaded.');
} finally {
  await db.close();
}
