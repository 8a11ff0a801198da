import type { SqlExecutor } from './sql-executor.js';

/*
 * Advisory lock keys are (namespace, hashtext(projection name)) pairs. The namespaces keep the
 * projections' locks apart from each other's purposes and from locks other code may take.
 */
const APPLY = 1_447_907_329;
const REBUILD = 1_447_907_330;
const SETUP = 1_447_907_331;

/**
 * Held for the rest of the transaction: only one transaction at a time applies events to a
 * projection or moves its checkpoint (runner batches of any process, and a rebuild's swap).
 */
export async function lockProjectionForApply(sql: SqlExecutor, projection: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [APPLY, projection]);
}

/**
 * A session lock held for a whole rebuild (on a dedicated connection), so that two rebuilds of
 * one projection never run at once. Returns false when another session holds it.
 */
export async function tryLockRebuild(sql: SqlExecutor, projection: string): Promise<boolean> {
  const [row] = await sql.query<{ locked: boolean }>('select pg_try_advisory_lock($1::int, hashtext($2)) as locked', [
    REBUILD,
    projection,
  ]);
  return row?.locked === true;
}

export async function unlockRebuild(sql: SqlExecutor, projection: string): Promise<void> {
  await sql.query('select pg_advisory_unlock($1::int, hashtext($2))', [REBUILD, projection]);
}

/** Serialises concurrent `create schema if not exists` (it is not safe against itself). */
export async function lockSetup(sql: SqlExecutor): Promise<void> {
  await sql.query('select pg_advisory_xact_lock($1::int, 0)', [SETUP]);
}
