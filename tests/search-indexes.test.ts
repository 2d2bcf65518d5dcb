// The staff search (filter.q) has a trigram index on every column it searches, and PostgreSQL can use them: read
// from the indexes the migrated database has, compared with each resource's declared searchable fields.
import { APPLICANT_SEARCHED_COLUMNS } from '../server/leads/filter';
import { RESOURCES } from '../server/staff-api/resources';
import { type Backend, backends, createTestDatabase } from './helpers/context';

describe.each(backends)('trigram indexes (%s)', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database.db.close();
    await database.dropDatabase();
  });

  /** The trigram-indexed columns of each table, as the database has them. */
  async function indexedColumns(): Promise<Record<string, string[]>> {
    // This schema's indexes first, definitions after: other test files drop their schemas meanwhile, and asking
    // for the definition of an index being dropped fails ("could not open relation").
    const rows = (await database.db.knex.raw(
      `WITH mine AS MATERIALIZED (
         SELECT i.indexrelid, c.relname AS tablename FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
         WHERE c.relnamespace = current_schema()::regnamespace
       )
       SELECT tablename, pg_get_indexdef(indexrelid) AS indexdef FROM mine`,
    )) as { rows: { tablename: string; indexdef: string }[] };
    const indexed: Record<string, string[]> = {};
    for (const { tablename, indexdef } of rows.rows) {
      const column = /USING gin \((\w+) gin_trgm_ops\)/.exec(indexdef)?.[1];
      if (column) indexed[tablename] = [...(indexed[tablename] ?? []), column];
    }
    return indexed;
  }
  /** A resource's declared searchable fields; the applicants' search (server/leads) reads its own table. */
  const searchable = (table: string): readonly string[] =>
    table === 'applicant_search'
      ? APPLICANT_SEARCHED_COLUMNS
      : (RESOURCES.find((declared) => declared.table === table)?.searchable ?? []);

  it('index exactly the searchable columns of every resource that has them', async () => {
    const indexed = await indexedColumns();
    expect(Object.keys(indexed).length).toBeGreaterThan(0);
    for (const [table, columns] of Object.entries(indexed)) {
      expect({ table, columns: [...columns].sort() }).toEqual({ table, columns: [...searchable(table)].sort() });
    }
  });

  it('cover every visitor submission resource (they grow without bound)', async () => {
    const submissions = RESOURCES.filter((declared) => declared.kind === 'submission').map((r) => r.table);
    expect(Object.keys(await indexedColumns())).toEqual(expect.arrayContaining(submissions));
  });

  it('answer an ORed ILIKE search of registrations without reading the whole table', async () => {
    const { knex } = database.db;
    await knex.transaction(async (trx) => {
      // A few rows make a sequential scan the cheapest plan; forbidding it shows whether the indexes can serve.
      await trx.raw('SET LOCAL enable_seqscan = off');
      const pattern = '%kavya%';
      const query = trx('registration_forms').where((inner) => {
        for (const column of searchable('registration_forms')) inner.orWhere(column, 'ilike', pattern);
      });
      const plan = (await trx.raw(`EXPLAIN ${query.toString()}`)) as { rows: { 'QUERY PLAN': string }[] };
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('BitmapOr');
      expect(text).not.toContain('Seq Scan');
      for (const column of searchable('registration_forms')) {
        expect(text).toContain(`registration_forms_${column}_trgm_idx`);
      }
    });
  });
  it("keep the applicants' searched text in step: copied on insert, on a name/e-mail/phone change only, gone with the applicant", async () => {
    const { knex } = database.db;
    const [{ id }] = await knex('applicants')
      .insert({ name: 'Kavya Sen', email: 'kavya@example.com', phone_e164: '+919830011111', source: 'contact' })
      .returning('id');
    const copy = () =>
      knex('applicant_search')
        .where({ applicant_id: id })
        .first(knex.raw('xmin::text AS xmin'), 'name', 'email', 'phone_e164');
    const inserted = await copy();
    expect(inserted).toMatchObject({ name: 'Kavya Sen', email: 'kavya@example.com', phone_e164: '+919830011111' });

    // A stage, owner or follow-up change leaves the copy (and its trigram entries) untouched: the same row version.
    await knex('applicants')
      .where({ id })
      .update({ stage: 'contacted', next_follow_up_at: new Date(), version: knex.raw('version + 1') });
    expect((await copy())?.xmin).toBe(inserted?.xmin);
    // So does naming the columns without changing them.
    await knex('applicants').where({ id }).update({ name: 'Kavya Sen', stage: 'counselled' });
    expect((await copy())?.xmin).toBe(inserted?.xmin);

    await knex('applicants').where({ id }).update({ name: 'Kavya Sengupta', email: null, phone_e164: '+919830022222' });
    expect(await copy()).toMatchObject({ name: 'Kavya Sengupta', email: null, phone_e164: '+919830022222' });

    await knex('applicants').where({ id }).delete();
    expect(await copy()).toBeUndefined();
  });
});
