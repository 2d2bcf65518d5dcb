// Jest's global setup: the migrated templates (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) are made here
// once, before the test files start, so no test's beforeAll waits for them (on a busy machine making one takes
// longer than a hook may).
import { migratedPgliteTemplate } from './pglite-template';
import { migratedPostgresTemplate } from './postgres-template';

export default async function globalSetup(): Promise<void> {
  await migratedPgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await migratedPostgresTemplate(process.env.TEST_DATABASE_URL);
}
