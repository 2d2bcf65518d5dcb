// Jest's global setup: the migrated PGlite template is made here once, before the test files start, so no test's
// beforeAll waits for it (on a busy machine making it takes longer than a hook may).
import { migratedPgliteTemplate } from './pglite-template';

export default async function globalSetup(): Promise<void> {
  await migratedPgliteTemplate();
}
