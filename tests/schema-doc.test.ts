// docs/schema.md is the schema the migrations make: regenerated here and compared, so it cannot fall behind them.
import fs from 'node:fs';
import { createPatch } from 'diff';
import { SCHEMA_DOC_COMMAND, SCHEMA_DOC_PATH, schemaMarkdown } from '../scripts/schema-doc';
import { backends, createTestDatabase } from './helpers/context';

// The script reads PGlite; the same migrations on PostgreSQL (a test schema of its own) must read the same.
test.each(backends)(
  'docs/schema.md is what the migrations make on %s (npm run docs:schema rewrites it)',
  async (backend) => {
    // The PGlite template is a database migrated from scratch, as the script makes its own.
    const { db, dropDatabase } = await createTestDatabase(backend);
    try {
      const current = await schemaMarkdown(db.knex);
      const written = fs.existsSync(SCHEMA_DOC_PATH) ? fs.readFileSync(SCHEMA_DOC_PATH, 'utf8') : '';
      if (written !== current) {
        const patch = createPatch('docs/schema.md', written, current, 'written', 'migrated').slice(0, 4000);
        throw new Error(`docs/schema.md is out of date: run \`${SCHEMA_DOC_COMMAND}\` and commit it.\n${patch}`);
      }
      // Every live function is there with its body, and a table with its columns, indexes and triggers.
      expect(current).toContain('CREATE OR REPLACE FUNCTION leads_link(');
      expect(current).toMatch(/### mail_outbox\n[\s\S]*?\| status \| text \| not null \|[\s\S]*?Triggers:/);
    } finally {
      await db.close();
      await dropDatabase();
    }
  },
);
