// The staff search (filter.q) has a trigram index on every column it searches, and PostgreSQL can use them.
import { SEARCHED_COLUMNS } from '../migrations/20261122060000_search_trigram_indexes';
import { RESOURCES } from '../server/staff-api/resources';
import { type Backend, backends, createTestDatabase } from './helpers/context';

describe('every large resource searched by filter.q is indexed for it', () => {
  it.each(Object.keys(SEARCHED_COLUMNS))('%s: the indexed columns are exactly its searchable ones', (table) => {
    const resource = RESOURCES.find((declared) => declared.table === table);
    expect(resource).toBeDefined();
    expect([...SEARCHED_COLUMNS[table]].sort()).toEqual([...(resource?.searchable ?? [])].sort());
  });

  it('covers every visitor submission resource (they grow without bound)', () => {
    const submissions = RESOURCES.filter((declared) => declared.kind === 'submission').map((r) => r.table);
    expect(Object.keys(SEARCHED_COLUMNS)).toEqual(expect.arrayContaining(submissions));
  });
});

describe.each(backends)('trigram indexes (%s)', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database.db.close();
    await database.dropSchema();
  });

  it('exist for every searched column', async () => {
    // This schema's indexes first, definitions after: other test files drop their schemas meanwhile, and asking
    // for the definition of an index being dropped fails ("could not open relation").
    const rows = (await database.db.knex.raw(
      `WITH mine AS MATERIALIZED (
         SELECT i.indexrelid, c.relname AS tablename FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
         WHERE c.relnamespace = current_schema()::regnamespace
       )
       SELECT tablename, pg_get_indexdef(indexrelid) AS indexdef FROM mine`,
    )) as { rows: { tablename: string; indexdef: string }[] };
    for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
      for (const column of columns) {
        const found = rows.rows.some(
          (row) => row.tablename === table && row.indexdef.includes(`(${column} gin_trgm_ops)`),
        );
        expect({ table, column, found }).toEqual({ table, column, found: true });
      }
    }
  });

  it('answer an ORed ILIKE search of registrations without reading the whole table', async () => {
    const { knex } = database.db;
    await knex.transaction(async (trx) => {
      // A few rows make a sequential scan the cheapest plan; forbidding it shows whether the indexes can serve.
      await trx.raw('SET LOCAL enable_seqscan = off');
      const pattern = '%kavya%';
      const query = trx('registration_forms').where((inner) => {
        for (const column of SEARCHED_COLUMNS.registration_forms) inner.orWhere(column, 'ilike', pattern);
      });
      const plan = (await trx.raw(`EXPLAIN ${query.toString()}`)) as { rows: { 'QUERY PLAN': string }[] };
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('BitmapOr');
      expect(text).not.toContain('Seq Scan');
      for (const column of SEARCHED_COLUMNS.registration_forms) {
        expect(text).toContain(`registration_forms_${column}_trgm_idx`);
      }
    });
  });
});
