import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { START, comparePositions, type EventStore, type Position } from '#eventstore';
import {
  lockProjectionForApplyInSession,
  tryLockVerify,
  unlockProjectionForApply,
  unlockVerify,
} from './advisory-locks.js';
import { applyBatch } from './apply-batch.js';
import { CHECKPOINTS_TABLE, CheckpointStore, checkpointTableExists, type Checkpoint } from './checkpoint.store.js';
import type { Projection } from './projection.js';
import { createScopedOrm, restoreApplicationMapping, type OrmSource } from './projection-orm.js';
import { createSchemaFromEntities, dropSchema } from './projection-schema.js';
import { compareTable, type TableComparison } from './read-model-comparison.js';
import { REBUILD_BATCH_SIZE } from './rebuild-projection.js';
import { assertValidProjection, quoteIdentifier, verifySchemaName } from './schema-names.js';
import { sqlOf, sqlOfPool, type SqlExecutor } from './sql-executor.js';

/** Rows listed per table and kind of difference by default; the counts go on beyond it. */
export const VERIFY_LISTED_ROWS = 20;

export type VerifyProjectionOptions = OrmSource & {
  readonly store: EventStore;
  readonly projection: Projection;
  /** Rows listed per table and kind of difference (default {@link VERIFY_LISTED_ROWS}). */
  readonly maxListed?: number;
  /** Events per replay transaction (default the rebuild's). */
  readonly batchSize?: number;
};

/** What a verification found: the live read model against a copy replayed from the log up to its checkpoint. */
export interface VerificationReport {
  readonly projection: string;
  readonly version: number;
  /** The live checkpoint both copies were compared at. */
  readonly position: Position;
  /** Events of the projection's types replayed into the copy. */
  readonly eventsApplied: number;
  /** True when no table has a row that differs. */
  readonly healthy: boolean;
  readonly tables: readonly TableComparison[];
  readonly durationMs: number;
}

/** Another session is verifying this projection already. */
export class VerifyAlreadyRunningError extends Error {
  constructor(readonly projection: string) {
    super(`A verification of projection ${projection} is already running`);
    this.name = 'VerifyAlreadyRunningError';
  }
}

/** The live read model has no checkpoint of this code's version to be compared at (not started, or being rebuilt to another version). */
export class ProjectionNotVerifiableError extends Error {
  constructor(
    readonly projection: string,
    reason: string,
  ) {
    super(`Projection ${projection} cannot be verified: ${reason}`);
    this.name = 'ProjectionNotVerifiableError';
  }
}

/**
 * Replays the log into a copy of `projection`'s read model (`<schema>__verify`) up to the live
 * checkpoint and compares the copy with the live tables, table by table on the primary key; the
 * copy is dropped afterwards. The live runner goes on applying meanwhile, paused only while the
 * copy catches up with its checkpoint.
 *
 * Why the comparison is exact while the live read model moves on:
 * 1. The copy is replayed, in large batches and without any lock, up to the checkpoint read at the
 *    start (C0). Then the projection's apply lock is taken, as a locked batch or a rebuild swap
 *    takes it, and the checkpoint's row is held (a batch without the lock waits on it), so that
 *    no batch is in flight: the live tables hold exactly the events up to the checkpoint C read
 *    now (a batch commits its rows and its checkpoint together). The copy applies the events from
 *    C0 to C.
 * 2. Still under the lock, a REPEATABLE READ transaction takes its snapshot (its first
 *    statement): in it, the live tables are those of C and the copy is complete. The live tables
 *    are locked ACCESS SHARE in it, so that a rebuild cannot swap another schema in under their
 *    names before it ends (its swap waits for the comparison). Then the lock and the row are
 *    released, the runner goes on, and its new batches are invisible to the snapshot.
 * 3. Both sides hold the fold of one set of events: those of the projection's types up to C. The
 *    store never lets an event commit later with a smaller position than one already read, so
 *    the events up to C that the copy reads are the ones the live runner applied.
 * The transaction only reads, so it takes no transaction id and holds back no event-store reader
 * (they read below the oldest open transaction id).
 */
export async function verifyProjection(options: VerifyProjectionOptions): Promise<VerificationReport> {
  const { projection } = options;
  assertValidProjection(projection);
  const startedAt = Date.now();
  const orm = createScopedOrm(options, projection, verifySchemaName(projection.schema));
  try {
    const pool: pg.Pool = await orm.driver.getConnection().getNativeClient();
    const client = await pool.connect();
    const session = sqlOfPool(client);
    try {
      if (!(await tryLockVerify(session, projection.name))) throw new VerifyAlreadyRunningError(projection.name);
      try {
        return { ...(await verifyIntoCopy(options, orm, pool, client)), durationMs: Date.now() - startedAt };
      } finally {
        await dropSchema(session, verifySchemaName(projection.schema));
        await unlockVerify(session, projection.name);
      }
    } finally {
      client.release();
    }
  } finally {
    await orm.close();
    restoreApplicationMapping(options);
  }
}

/**
 * Keeps the projection's checkpoint where it stands until the answered function is called: its
 * row is locked (FOR SHARE) in a transaction of a connection of its own. Every batch writes its
 * rows in the statement that moves the checkpoint, and only once that move has locked the row
 * (write-statement.ts), so meanwhile the live tables do not change, whichever way a batch runs.
 * A row lock takes a transaction id, and the log's readers read below the oldest one running: for
 * as long as it is held (the copy's last catch-up, a snapshot) no reader sees newer events.
 */
async function holdCheckpoint(pool: pg.Pool, projection: Projection): Promise<() => Promise<void>> {
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query(`select 1 from ${CHECKPOINTS_TABLE} where name = $1 for share`, [projection.name]);
  } catch (error) {
    holder.release(true);
    throw error;
  }
  return async () => {
    try {
      await holder.query('rollback');
    } finally {
      holder.release();
    }
  };
}

async function verifyIntoCopy(options: VerifyProjectionOptions, orm: MikroORM, pool: pg.Pool, client: pg.PoolClient): Promise<Omit<VerificationReport, 'durationMs'>> {
  const { projection, store } = options;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const session = sqlOfPool(client);
  const copy = verifySchemaName(projection.schema);
  // The copy is compared on primary keys and then dropped: it never needs the indexes its readers use.
  await orm.em.fork().transactional((em) => createSchemaFromEntities(sqlOf(em), orm, copy, projection.extensions, { deferIndexes: true }));

  const started = await liveCheckpoint(session, projection);
  let eventsApplied = await replayInto(orm, store, projection, START, started.position, batchSize);

  await lockProjectionForApplyInSession(session, projection.name);
  let position: Position;
  let release: (() => Promise<void>) | undefined;
  try {
    release = await holdCheckpoint(pool, projection);
    ({ position } = await liveCheckpoint(session, projection));
    if (comparePositions(position, started.position) < 0) {
      throw new ProjectionNotVerifiableError(projection.name, 'its checkpoint moved back while the copy was replayed; verify again');
    }
    eventsApplied += await replayInto(orm, store, projection, started.position, position, batchSize);
    await client.query('begin isolation level repeatable read read only');
    // The snapshot is taken here, with the lock held: no batch is half-way.
    const snapshot = await liveCheckpoint(session, projection);
    if (comparePositions(snapshot.position, position) !== 0) throw new Error('The checkpoint moved under the apply lock');
    const liveTables = projection.entities.map((entity) => `${quoteIdentifier(projection.schema)}.${quoteIdentifier(orm.getMetadata().get(entity).tableName)}`);
    await client.query(`lock table ${liveTables.join(', ')} in access share mode`);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await release?.();
    await unlockProjectionForApply(session, projection.name);
  }

  try {
    const cap = options.maxListed ?? VERIFY_LISTED_ROWS;
    const tables: TableComparison[] = [];
    for (const entity of projection.entities) {
      tables.push(await compareTable(session, orm.getMetadata().get(entity), projection.schema, copy, cap));
    }
    const healthy = tables.every((table) => table.onlyLive + table.onlyRebuilt + table.changed === 0);
    return { projection: projection.name, version: projection.version, position, eventsApplied, healthy, tables };
  } finally {
    await client.query('rollback');
  }
}

/** The live checkpoint, refused when it is missing or of another version than the code's (there is nothing to compare with). */
async function liveCheckpoint(sql: SqlExecutor, projection: Projection): Promise<Checkpoint> {
  const checkpoint = (await checkpointTableExists(sql)) ? await new CheckpointStore(sql).read(projection.name) : null;
  if (!checkpoint) throw new ProjectionNotVerifiableError(projection.name, 'it has not started yet');
  if (checkpoint.version !== projection.version) {
    throw new ProjectionNotVerifiableError(projection.name, `its read model is at v${checkpoint.version}, this code at v${projection.version}`);
  }
  return checkpoint;
}

/**
 * Applies the events of the projection's types after `from` and up to `until` to the copy `orm`
 * maps, a page per transaction; returns how many. Every event up to `until` is visible already:
 * the live runner has read them all.
 */
async function replayInto(orm: MikroORM, store: EventStore, projection: Projection, from: Position, until: Position, batchSize: number): Promise<number> {
  let position = from;
  let applied = 0;
  while (comparePositions(position, until) < 0) {
    const page = await store.readAll({ after: position, limit: batchSize, types: projection.handles });
    const upToUntil = page.events.filter((event) => comparePositions(event.position, until) <= 0);
    if (upToUntil.length > 0) await orm.em.fork().transactional((em) => applyBatch(em, projection, upToUntil));
    applied += upToUntil.length;
    if (page.events.length < batchSize || upToUntil.length < page.events.length) break;
    position = page.scannedTo;
  }
  return applied;
}
