// Writes docs/schema.md: the schema every migration adds up to, read from pg_catalog of a fresh embedded database.
// Run: npm run docs:schema   (tests/schema-doc.test.ts fails when docs/schema.md differs from what this writes)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { createDatabase } from '../server/db/index';
import { migrateLatest } from '../server/db/migrate';

export const SCHEMA_DOC_PATH = path.resolve(import.meta.dirname, '..', 'docs', 'schema.md');
export const SCHEMA_DOC_COMMAND = 'npm run docs:schema';

/** Knex's own bookkeeping, not the application's schema. */
const BOOKKEEPING = ['knex_migrations', 'knex_migrations_lock'];

type Table = { oid: number; name: string; comment: string | null };
type Column = {
  table_oid: number;
  name: string;
  type: string;
  not_null: boolean;
  default_value: string | null;
  identity: string;
  generated: string;
};
type Definition = { table_oid: number; name: string; definition: string };
type Fn = { name: string; definition: string };

// Every query reads the current schema only and orders by byte-wise names, so the output is the same on every run.
const TABLES = `
  SELECT c.oid::int AS oid, c.relname AS name, obj_description(c.oid, 'pg_class') AS comment
  FROM pg_class c
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
    AND c.relname <> ALL (?)
  ORDER BY c.relname COLLATE "C"`;

const COLUMNS = `
  SELECT a.attrelid::int AS table_oid, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
    a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_value,
    a.attidentity AS identity, a.attgenerated AS generated
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
    AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY a.attrelid, a.attnum`;

const CONSTRAINTS = `
  SELECT con.conrelid::int AS table_oid, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
  FROM pg_constraint con
  JOIN pg_class c ON c.oid = con.conrelid
  WHERE c.relnamespace = current_schema()::regnamespace AND con.contype <> 'n'
  ORDER BY con.conname COLLATE "C"`;

const INDEXES = `
  SELECT i.indrelid::int AS table_oid, ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
  FROM pg_index i
  JOIN pg_class ic ON ic.oid = i.indexrelid
  WHERE ic.relnamespace = current_schema()::regnamespace
  ORDER BY ic.relname COLLATE "C"`;

const TRIGGERS = `
  SELECT t.tgrelid::int AS table_oid, t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
  FROM pg_trigger t
  JOIN pg_class c ON c.oid = t.tgrelid
  WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
  ORDER BY t.tgname COLLATE "C"`;

// Functions an extension installed (pg_trgm's) are the extension's, not ours.
const FUNCTIONS = `
  SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name,
    pg_get_functiondef(p.oid) AS definition
  FROM pg_proc p
  WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind IN ('f', 'p')
    AND NOT EXISTS (
      SELECT 1 FROM pg_depend d
      WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
    )
  ORDER BY p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`;

// Sequences of their own (a column's identity sequence belongs to its column).
const SEQUENCES = `
  SELECT c.relname AS name
  FROM pg_class c
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S'
    AND NOT EXISTS (
      SELECT 1 FROM pg_depend d
      WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')
    )
  ORDER BY c.relname COLLATE "C"`;

const EXTENSIONS = `SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname COLLATE "C"`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${cell(text)}\``;

async function rows<T>(knex: Knex, sql: string, bindings: readonly unknown[] = []): Promise<T[]> {
  const result = await knex.raw(sql, bindings as Knex.RawBinding[]);
  return result.rows as T[];
}

/** docs/schema.md for the database `knex` is connected to (its current schema). */
export async function schemaMarkdown(knex: Knex): Promise<string> {
  const schemaRow = await rows<{ schema: string }>(knex, 'SELECT current_schema() AS schema');
  const schema = schemaRow[0]?.schema ?? 'public';
  // Definitions name the schema (public, or a test's own); the document is the same whichever it is.
  const unqualified = (text: string) => text.split(`${schema}.`).join('');
  const [tables, columns, constraints, indexes, triggers, functions, sequences, extensions] = await Promise.all([
    rows<Table>(knex, TABLES, [BOOKKEEPING]),
    rows<Column>(knex, COLUMNS),
    rows<Definition>(knex, CONSTRAINTS),
    rows<Definition>(knex, INDEXES),
    rows<Definition>(knex, TRIGGERS),
    rows<Fn>(knex, FUNCTIONS),
    rows<{ name: string }>(knex, SEQUENCES),
    rows<{ name: string }>(knex, EXTENSIONS),
  ]);
  const of = <T extends { table_oid: number }>(list: T[], table: Table) =>
    list.filter((row) => row.table_oid === table.oid);

  const out: string[] = [
    '# The database schema',
    '',
    `Generated by \`${SCHEMA_DOC_COMMAND}\` (scripts/schema-doc.ts) from an embedded database with every migration`,
    'applied, read from pg_catalog. Do not edit it by hand: tests/schema-doc.test.ts fails when it differs from what',
    'the migrations make. The migrations in migrations/ are the history; this is where that history ends up.',
    "Knex's bookkeeping tables (knex_migrations, knex_migrations_lock) are left out.",
    '',
    `Extensions: ${extensions.map((row) => row.name).join(', ') || 'none'}.`,
    `Sequences of their own: ${sequences.map((row) => row.name).join(', ') || 'none'}.`,
    '',
    '## Tables',
    '',
    ...tables.map((table) => `- [${table.name}](#${table.name})`),
    '',
    '## Functions',
    '',
    ...functions.map((fn) => `- ${code(fn.name)}`),
  ];

  for (const table of tables) {
    out.push('', `### ${table.name}`, '');
    if (table.comment) out.push(table.comment, '');
    out.push('| column | type | null | default |', '| --- | --- | --- | --- |');
    for (const column of of(columns, table)) {
      const fill =
        column.generated === 's'
          ? `generated always as ${column.default_value ?? ''} stored`
          : column.identity === 'a'
            ? 'generated always as identity'
            : column.identity === 'd'
              ? 'generated by default as identity'
              : (column.default_value ?? '');
      out.push(
        `| ${column.name} | ${cell(column.type)} | ${column.not_null ? 'not null' : 'null'} | ${fill ? code(unqualified(fill)) : ''} |`,
      );
    }
    for (const [title, list] of [
      ['Constraints', of(constraints, table)],
      ['Indexes', of(indexes, table)],
      ['Triggers', of(triggers, table)],
    ] as const) {
      if (!list.length) continue;
      out.push('', `${title}:`, '');
      for (const row of list) out.push(`- ${row.name}: ${code(unqualified(row.definition))}`);
    }
  }

  out.push('', '## Function bodies');
  for (const fn of functions) {
    out.push('', `### ${fn.name}`, '', '```sql', unqualified(fn.definition).trimEnd(), '```');
  }
  return `${out.join('\n')}\n`;
}

/** The document as the migrations make it today: an in-memory PGlite migrated from scratch. */
export async function currentSchemaMarkdown(): Promise<string> {
  const db = await createDatabase({});
  try {
    await migrateLatest(db.knex);
    return await schemaMarkdown(db.knex);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.writeFileSync(SCHEMA_DOC_PATH, await currentSchemaMarkdown());
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_DOC_PATH)}`);
}
