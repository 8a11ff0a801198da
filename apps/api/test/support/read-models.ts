import pg from 'pg';
import { CHECKPOINTS_SCHEMA, CHECKPOINTS_TABLE } from '#projections';
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
