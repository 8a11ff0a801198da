import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { CHECKPOINTS_SCHEMA, CHECKPOINTS_TABLE, columnsOf, type RowData, TableWriter } from '#projections';
import { allProjections } from '#runtime';
import type { TestDatabase } from '#testing';

/** Schemas that are not the read models': the event store's, and PostgreSQL's default (which must hold no tables). */
const KEPT_SCHEMAS = ['eventstore', 'public'];

async function withClient<T>(database: TestDatabase, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Everything that keeps a checkpoint: every projection and process manager that has started. */
export function checkpointNames(database: TestDatabase): Promise<string[]> {
  return withClient(database, async (client) => (await client.query<{ name: string }>(`select name from ${CHECKPOINTS_TABLE} order by name`)).rows.map((row) => row.name));
}

/**
 * Drops everything but the event store, as a disaster that lost every read model would: each
 * projection's schema and the checkpoints schema. Refuses (throws) when the database holds a
 * schema nobody declared, or a table in `public`: something the drop would miss, and a restore
 * from the log would not rebuild. Answers the schemas dropped.
 */
export function dropReadModels(database: TestDatabase): Promise<string[]> {
  return withClient(database, async (client) => {
    const owned = new Set([...allProjections.map((projection) => projection.schema), CHECKPOINTS_SCHEMA]);
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by nspname`,
    );
    const unknown = rows.map((row) => row.nspname).filter((schema) => !owned.has(schema) && !KEPT_SCHEMAS.includes(schema));
    if (unknown.length > 0) throw new Error(`Schemas no projection declares: ${unknown.join(', ')}`);
    const inPublic = await client.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`);
    if (inPublic.rows.length > 0) throw new Error(`Tables in public: ${inPublic.rows.map((row) => row.table_name).join(', ')}`);
    const schemas = rows.map((row) => row.nspname).filter((schema) => owned.has(schema));
    for (const schema of schemas) await client.query(`drop schema "${schema}" cascade`);
    return schemas;
  });
}

/** Every index of the read models, as PostgreSQL would create it again (`schema.index: definition`), sorted. */
export function readModelIndexes(database: TestDatabase): Promise<string[]> {
  const schemas = [...allProjections.map((projection) => projection.schema), CHECKPOINTS_SCHEMA];
  return withClient(database, async (client) => {
    const { rows } = await client.query<{ index: string }>(
      `select schemaname || '.' || indexname || ': ' || indexdef as index from pg_indexes where schemaname = any($1::text[]) order by 1`,
      [schemas],
    );
    return rows.map((row) => row.index);
  });
}

/** A table's rows two ways: as a batch loads them ({@link TableWriter}), and as MikroORM hydrates its entity from `select *`. */
export interface RowsTwoWays {
  readonly table: string;
  readonly loaded: RowData[];
  readonly hydrated: RowData[];
}

/**
 * Every row of every read model, loaded as a projection batch loads it and as `em.map` hydrates
 * it, in the same order: the batch's loader converts each column itself (no entities), and a
 * handler must see the values it would see from MikroORM (a date as a Date, a bigint as its mode).
 */
export async function everyRowTwoWays(orm: MikroORM): Promise<RowsTwoWays[]> {
  const tables: RowsTwoWays[] = [];
  for (const projection of allProjections) {
    for (const table of projection.tables) {
      const em = orm.em.fork();
      const meta = orm.getMetadata().get(table.entity);
      const entities = (await em.getConnection().execute<RowData[]>(`select * from "${meta.schema}"."${meta.tableName}"`)).map((raw) => em.map(table.entity, raw));
      const columns = columnsOf(meta).map((column) => column.property);
      const hydrated = entities.map((entity) => Object.fromEntries(columns.map((column) => [column, (entity as RowData)[column]])));
      const keyOf = (row: RowData): string => JSON.stringify(meta.primaryKeys.map((pk) => row[pk]));
      const keys = new Map(hydrated.map((row) => [keyOf(row), Object.fromEntries(meta.primaryKeys.map((pk) => [pk, row[pk]]))]));
      const loaded = new Map([...(await new TableWriter(em, table).load(keys)).values()].map((row) => [keyOf(row), row]));
      tables.push({ table: `${meta.schema}.${meta.tableName}`, hydrated, loaded: hydrated.map((row) => loaded.get(keyOf(row)) ?? {}) });
    }
  }
  return tables;
}
