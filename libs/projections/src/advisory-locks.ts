import type { SqlExecutor } from './sql-executor.js';

/*
 * Advisory lock keys are (namespace, hashtext(projection name)) pairs. The namespaces keep the
 * projections' locks apart from each other's purposes and from locks other code may take.
 */
const APPLY = 1_447_907_329;
const REBUILD = 1_447_907_330;
const SETUP = 1_447_907_331;
const VERIFY = 1_447_907_332;
const LEASE = 1_447_907_334;

/**
 * Held for the rest of the transaction: only one transaction at a time applies events to a
 * projection or moves its checkpoint (runner batches of any process, and a rebuild's swap).
 */
export async function lockProjectionForApply(sql: SqlExecutor, projection: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [APPLY, projection]);
}

/**
 * The same lock as {@link lockProjectionForApply}, held by the session until
 * {@link unlockProjectionForApply}: a verification holds it across a few statements and
 * transactions of its own (advisory locks of the two levels on one key exclude each other).
 */
export async function lockProjectionForApplyInSession(sql: SqlExecutor, projection: string): Promise<void> {
  await sql.query('select pg_advisory_lock($1::int, hashtext($2))', [APPLY, projection]);
}

export async function unlockProjectionForApply(sql: SqlExecutor, projection: string): Promise<void> {
  await sql.query('select pg_advisory_unlock($1::int, hashtext($2))', [APPLY, projection]);
}

async function trySessionLock(sql: SqlExecutor, namespace: number, projection: string): Promise<boolean> {
  const [row] = await sql.query<{ locked: boolean }>('select pg_try_advisory_lock($1::int, hashtext($2)) as locked', [namespace, projection]);
  return row?.locked === true;
}

async function unlockSession(sql: SqlExecutor, namespace: number, projection: string): Promise<void> {
  await sql.query('select pg_advisory_unlock($1::int, hashtext($2))', [namespace, projection]);
}

/**
 * A session lock held for a whole rebuild (on a dedicated connection), so that two rebuilds of
 * one projection never run at once. Returns false when another session holds it.
 */
export const tryLockRebuild = (sql: SqlExecutor, projection: string): Promise<boolean> => trySessionLock(sql, REBUILD, projection);

export const unlockRebuild = (sql: SqlExecutor, projection: string): Promise<void> => unlockSession(sql, REBUILD, projection);

/** A session lock held for a whole verification: two of one projection would share its copy's schema. */
export const tryLockVerify = (sql: SqlExecutor, projection: string): Promise<boolean> => trySessionLock(sql, VERIFY, projection);

export const unlockVerify = (sql: SqlExecutor, projection: string): Promise<void> => unlockSession(sql, VERIFY, projection);

/** Serialises concurrent `create schema if not exists` (it is not safe against itself). */
export async function lockSetup(sql: SqlExecutor): Promise<void> {
  await sql.query('select pg_advisory_xact_lock($1::int, 0)', [SETUP]);
}

/**
 * A row `l` of pg_locks that is a granted session lock of this database on the key (namespace,
 * hashtext(name)), given as SQL expressions. pg_locks shows the two keys of a lock as oids, so the
 * signed hash is compared as unsigned.
 */
const heldLock = (namespace: string, name: string): string => `l.locktype = 'advisory' and l.granted and l.objsubid = 2
  and l.database = (select oid from pg_database where datname = current_database())
  and l.classid::bigint = ${namespace}::bigint and l.objid::bigint = (hashtext(${name})::bigint & 4294967295)`;

/**
 * Which of `projections` some session (of any process: the app's, the command line's, a version
 * bump's automatic rebuild) is rebuilding now: whose rebuild lock is held in this database.
 */
export async function rebuildsUnderWay(sql: SqlExecutor, projections: readonly string[]): Promise<Set<string>> {
  if (projections.length === 0) return new Set();
  const rows = await sql.query<{ name: string }>(
    `select n.name from jsonb_array_elements_text($2::jsonb) as n(name)
     where exists (select 1 from pg_locks l where ${heldLock('$1', 'n.name')})`,
    [REBUILD, JSON.stringify(projections)],
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * A reader's lease (reader-leases.ts): a session lock on the lease connection of the process that
 * runs the reader. Returns false when another session holds it.
 */
export const tryLockLease = (sql: SqlExecutor, reader: string): Promise<boolean> => trySessionLock(sql, LEASE, reader);

/**
 * Ends the session that holds `reader`'s lease if it has been idle for `silentSeconds`: its
 * process has stopped beating (reader-leases.ts), so it is hung (stopped, or its event loop
 * blocked), not merely busy. PostgreSQL drops the lock with the session. Returns the ended
 * holder, or null when the lease is free, held by a session heard from lately, or in use.
 */
export async function endSilentLeaseHolder(sql: SqlExecutor, reader: string, silentSeconds: number): Promise<LeaseHolder | null> {
  // Materialized: the holder is chosen by its silence first, and only that one is ended (a where
  // clause does not promise the order in which it evaluates its conditions).
  const [row] = await sql.query<{ pid: number; application_name: string }>(
    `with silent as materialized (
       select l.pid, a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where ${heldLock('$1', '$2')} and a.state = 'idle' and a.state_change < now() - make_interval(secs => $3::double precision))
     select pid, application_name from silent where pg_terminate_backend(pid)`,
    [LEASE, reader, silentSeconds],
  );
  return row ? { reader, pid: Number(row.pid), applicationName: row.application_name } : null;
}

/** Who holds each reader's lease: the backend pid and application_name of the holding session, per reader name. */
export interface LeaseHolder {
  readonly reader: string;
  readonly pid: number;
  readonly applicationName: string;
}

/** The leases of `readers` held in this database now, with the sessions holding them (as {@link rebuildsUnderWay} reads pg_locks). */
export async function leaseHolders(sql: SqlExecutor, readers: readonly string[]): Promise<LeaseHolder[]> {
  if (readers.length === 0) return [];
  const rows = await sql.query<{ reader: string; pid: number; application_name: string }>(
    `select n.name as reader, l.pid, a.application_name from jsonb_array_elements_text($2::jsonb) as n(name)
     join pg_locks l on ${heldLock('$1', 'n.name')}
     join pg_stat_activity a on a.pid = l.pid
     order by n.name`,
    [LEASE, JSON.stringify(readers)],
  );
  return rows.map((row) => ({ reader: row.reader, pid: Number(row.pid), applicationName: row.application_name }));
}
