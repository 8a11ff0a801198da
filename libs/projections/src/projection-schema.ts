import type { MikroORM } from '@mikro-orm/postgresql';
import { leftoverSchemasPattern, quoteIdentifier, verifySchemaName } from './schema-names.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * (Re)creates `schema` empty and then the tables of `scopedOrm`'s entities in it, on `sql`'s
 * transaction, so that a crash leaves either the old state or the complete new one. The
 * `extensions` the tables need come first, for the whole database and outside `schema` (a drop
 * of the schema must not take them, and the other copy of the read model, with them).
 *
 * The DDL is MikroORM's own (`SchemaGenerator.getCreateSchemaSQL`) for an instance that maps only
 * this projection's entities into `schema`, so tables, indexes and foreign keys are exactly what
 * the entities declare. `wrap: false`: the wrapped form disables triggers through
 * `session_replication_role`, which needs a superuser.
 *
 * With `deferIndexes`, the secondary indexes are not created but handed back, for a copy that is
 * filled before anyone reads it (a rebuild): an index built once over the full table costs a
 * fraction of one kept up row by row (a trigram GIN index most of all). The primary keys stay:
 * the replay loads rows by them.
 */
export async function createSchemaFromEntities(sql: SqlExecutor, scopedOrm: MikroORM, schema: string, extensions: readonly string[], { deferIndexes = false } = {}): Promise<string[]> {
  const ddl = await scopedOrm.schema.getCreateSchemaSQL({ wrap: false });
  for (const extension of extensions) await sql.query(`create extension if not exists ${quoteIdentifier(extension)}`);
  await sql.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
  await sql.query(`create schema ${quoteIdentifier(schema)}`);
  if (!deferIndexes) {
    // Sent without parameters, so PostgreSQL takes the statements as one multi-statement script.
    await sql.query(ddl);
    return [];
  }
  const statements = statementsOf(ddl);
  await sql.query(statements.filter((statement) => !isSecondaryIndex(statement)).join(';\n'));
  return statements.filter(isSecondaryIndex);
}

/** The statements of MikroORM's DDL script, each of which ends with `;` at the end of a line. */
const statementsOf = (ddl: string): string[] =>
  ddl
    .split(/;\s*\n/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter((statement) => statement !== '');

/** A `create index` that is not unique (a unique one is a rule the replay must keep, not a way to find rows). */
const isSecondaryIndex = (statement: string): boolean => /^create index /i.test(statement);

/**
 * Builds the indexes {@link createSchemaFromEntities} held back, on `sql`'s transaction, with the
 * server's own maintenance_work_mem: a rebuild builds several copies' indexes at once, and how
 * much memory that may take is the operator's to set.
 */
export async function createIndexes(sql: SqlExecutor, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.query(statement);
}

/** The tables `scopedOrm` maps that `schema` lacks (all of them when the schema is missing). */
export async function missingTables(sql: SqlExecutor, scopedOrm: MikroORM, schema: string): Promise<string[]> {
  const expected = [...scopedOrm.getMetadata().getAll().values()]
    .filter((meta) => !meta.embeddable && !meta.virtual && !meta.abstract && !meta.view)
    .map((meta) => meta.tableName);
  const rows = await sql.query<{ table_name: string }>(
    'select table_name from information_schema.tables where table_schema = $1',
    [schema],
  );
  const present = new Set(rows.map((row) => row.table_name));
  return expected.filter((table) => !present.has(table));
}

export async function schemaExists(sql: SqlExecutor, schema: string): Promise<boolean> {
  const rows = await sql.query<{ nspname: string }>('select nspname from pg_namespace where nspname = $1', [schema]);
  return rows.length > 0;
}

/**
 * Copies of `live` left behind by rebuilds that died before their swap. The verification copy is
 * not one of them: a verification may be using it now, and cleans up after itself.
 */
export async function leftoverSchemas(sql: SqlExecutor, live: string): Promise<string[]> {
  const rows = await sql.query<{ nspname: string }>(
    'select nspname from pg_namespace where nspname like $1 and nspname <> $2 order by nspname',
    [leftoverSchemasPattern(live), verifySchemaName(live)],
  );
  return rows.map((row) => row.nspname);
}

export async function dropSchema(sql: SqlExecutor, schema: string): Promise<void> {
  await sql.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
}

export async function renameSchema(sql: SqlExecutor, from: string, to: string): Promise<void> {
  await sql.query(`alter schema ${quoteIdentifier(from)} rename to ${quoteIdentifier(to)}`);
}
