import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, START, type EventStore, type Position, type RecordedEvent } from '#eventstore';
import { lockProjectionForApply, tryLockRebuild, unlockRebuild } from './advisory-locks.js';
import { applyBatch } from './apply-batch.js';
import { pagesAhead } from './log-pages.js';
import { type Checkpoint, CheckpointStore } from './checkpoint.store.js';
import { quietConsoleLogger, type ProjectionLogger } from './logger.js';
import type { Projection } from './projection.js';
import { createScopedOrm, restoreApplicationMapping, type OrmSource } from './projection-orm.js';
import { createIndexes, createSchemaFromEntities, dropSchema, leftoverSchemas, renameSchema, schemaExists } from './projection-schema.js';
import { assertDistinctProjections, assertValidProjection, rebuildSchemaName, retiredSchemaName } from './schema-names.js';
import { sqlOf, sqlOfPool, type SqlExecutor } from './sql-executor.js';

/** Events per replay transaction by default: large, since a copy serves no one until the swap. */
export const REBUILD_BATCH_SIZE = 5000;

export interface RebuildProgress {
  /** The projections replayed together, in one pass over the log. */
  readonly projections: readonly string[];
  /** `replaying` while the copies catch up, `swapping` while their indexes are built and inside the final transactions, then `done`. */
  readonly phase: 'replaying' | 'swapping' | 'done';
  /** Events of the projections' types applied to the copies so far. */
  readonly eventsApplied: number;
  /** How far the replay has read the log; null before the first page. */
  readonly position: Position | null;
  /** The newest event in the log when last looked at; null for an empty log. */
  readonly head: Position | null;
}

export interface RebuildResult {
  readonly projection: string;
  readonly version: number;
  /** Events of the projection's types applied to its copy. */
  readonly eventsApplied: number;
  /** Where the swapped-in copy (and so the checkpoint) stands. */
  readonly position: Position;
  readonly durationMs: number;
}

interface RebuildCommonOptions {
  readonly store: EventStore;
  /** Events per replay transaction (default {@link REBUILD_BATCH_SIZE}). */
  readonly batchSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
  /** Aborting stops the replay between batches and drops the copies; the live copies are untouched. */
  readonly signal?: AbortSignal;
  readonly logger?: ProjectionLogger;
}

export type RebuildProjectionOptions = OrmSource & RebuildCommonOptions & { readonly projection: Projection };
export type RebuildProjectionsOptions = OrmSource & RebuildCommonOptions & { readonly projections: readonly Projection[] };

/** Another session is rebuilding this projection already. */
export class RebuildAlreadyRunningError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of projection ${projection} is already running`);
    this.name = 'RebuildAlreadyRunningError';
  }
}

/** The stored read model was built by a newer version of the projection than the code rebuilding it. */
export class NewerProjectionVersionError extends Error {
  constructor(
    readonly projection: string,
    readonly storedVersion: number,
    readonly codeVersion: number,
  ) {
    super(`Projection ${projection} is at version ${storedVersion}, newer than this code's ${codeVersion}; not rebuilding it back`);
    this.name = 'NewerProjectionVersionError';
  }
}

/** One projection's copy under construction: its schema, the ORM that maps its entities there, its session lock. */
interface Copy {
  readonly projection: Projection;
  readonly schema: string;
  readonly orm: MikroORM;
  readonly lock: SqlExecutor;
  readonly releaseLock: () => Promise<void>;
  readonly handles: ReadonlySet<string>;
  created: boolean;
  /** The secondary indexes, built once the replay has filled the copy (see createSchemaFromEntities). */
  indexes: readonly string[];
  swapped: boolean;
  eventsApplied: number;
}

/** Replays the whole log into a fresh copy of one projection's read model and swaps it in (see {@link rebuildProjections}). */
export async function rebuildProjection(options: RebuildProjectionOptions): Promise<RebuildResult> {
  const [result] = await rebuildProjections({ ...options, projections: [options.projection] });
  return result;
}

/**
 * Replays the log once into fresh copies of several projections' read models and swaps each in.
 *
 * 1. Each copy is a new schema (`<schema>__rebuild_<ts>`), built from the projection's entities by a
 *    MikroORM instance of its own that maps them there; the live copies keep serving and the live
 *    runners keep updating them meanwhile.
 * 2. One pass reads the events of every type some projection handles (filtered in the store),
 *    in large pages; each page goes to each copy in one transaction of that copy, until a page
 *    comes back short (the copies have caught up with the head). The copies have no secondary
 *    indexes meanwhile; each builds them once it is full, in a transaction of its own.
 * 3. Per projection, one final transaction takes its advisory lock (so no runner batch runs),
 *    applies the events of its types that arrived since, renames live → old and copy → live,
 *    drops the old copy, and moves the checkpoint to where it read up to, with this code's
 *    version. The live runner's next batch reads that checkpoint and goes on from there.
 *
 * A session lock per projection keeps two rebuilds of one projection apart; copies left by a
 * rebuild that died are dropped when the next one starts.
 */
export async function rebuildProjections(options: RebuildProjectionsOptions): Promise<RebuildResult[]> {
  const { store, projections, onProgress, signal } = options;
  const logger = options.logger ?? quietConsoleLogger;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  projections.forEach(assertValidProjection);
  assertDistinctProjections(projections);
  const startedAt = Date.now();
  const copies: Copy[] = [];
  try {
    for (const projection of projections) copies.push(await lockedCopy(options, projection));
    for (const copy of copies) await createCopy(copy, logger);

    const types = [...new Set(projections.flatMap((p) => p.handles))];
    let position: Position = START;
    let eventsApplied = 0;
    let read = false;
    const report = async (phase: RebuildProgress['phase']): Promise<void> => {
      if (!onProgress) return;
      const head = await store.headPosition();
      onProgress({ projections: projections.map((p) => p.name), phase, eventsApplied, position: read ? position : null, head });
    };

    await report('replaying');
    for await (const page of pagesAhead(store, START, types, batchSize)) {
      signal?.throwIfAborted();
      // The copies are written side by side, each on its own connection.
      await Promise.all(copies.map((copy) => copy.orm.em.fork().transactional((em) => applyToCopy(copy, em, page.events))));
      eventsApplied += page.events.length;
      position = page.scannedTo;
      read = true;
      await report('replaying');
    }
    signal?.throwIfAborted();

    await report('swapping');
    await Promise.all(copies.map((copy) => copy.orm.em.fork().transactional((em) => createIndexes(sqlOf(em), copy.indexes))));
    const results: RebuildResult[] = [];
    for (const copy of copies) {
      const swappedAt = await swapIn(copy, store, position, batchSize);
      results.push({
        projection: copy.projection.name,
        version: copy.projection.version,
        eventsApplied: copy.eventsApplied,
        position: swappedAt,
        durationMs: Date.now() - startedAt,
      });
      logger.log(`Projection ${copy.projection.name}: rebuilt v${copy.projection.version} from ${copy.eventsApplied} events and swapped it in`);
    }
    await report('done');
    return results;
  } finally {
    for (const copy of copies) await dispose(copy, logger);
    restoreApplicationMapping(options);
  }
}

/** A scoped ORM for the projection's copy, holding the projection's rebuild lock on a connection of its own. */
async function lockedCopy(source: OrmSource, projection: Projection): Promise<Copy> {
  const schema = rebuildSchemaName(projection.schema);
  const orm = createScopedOrm(source, projection, schema);
  try {
    const pool = await orm.driver.getConnection().getNativeClient();
    const client = await pool.connect();
    const lock = sqlOfPool(client);
    let locked = false;
    try {
      locked = await tryLockRebuild(lock, projection.name);
    } finally {
      if (!locked) client.release();
    }
    if (!locked) throw new RebuildAlreadyRunningError(projection.name);
    const releaseLock = async (): Promise<void> => {
      try {
        await unlockRebuild(lock, projection.name);
      } finally {
        client.release();
      }
    };
    return { projection, schema, orm, lock, releaseLock, handles: new Set(projection.handles), created: false, indexes: [], swapped: false, eventsApplied: 0 };
  } catch (error) {
    await orm.close();
    throw error;
  }
}

async function createCopy(copy: Copy, logger: ProjectionLogger): Promise<void> {
  const { projection } = copy;
  await copy.orm.em.fork().transactional(async (em) => {
    const sql = sqlOf(em);
    await new CheckpointStore(sql).ensureTable();
    for (const leftover of await leftoverSchemas(sql, projection.schema)) {
      logger.warn(`Projection ${projection.name}: dropping ${leftover}, left by a rebuild that did not finish`);
      await dropSchema(sql, leftover);
    }
    copy.indexes = await createSchemaFromEntities(sql, copy.orm, copy.schema, projection.extensions, { deferIndexes: true });
  });
  copy.created = true;
  logger.log(`Projection ${projection.name}: rebuilding v${projection.version} into ${copy.schema}`);
}

async function applyToCopy(copy: Copy, em: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  const own = events.filter((event) => copy.handles.has(event.type));
  if (own.length === 0) return;
  await applyBatch(em, copy.projection, own);
  copy.eventsApplied += own.length;
}

/**
 * The final transaction. Once {@link stopLiveCopy} has stopped the live copy where its checkpoint
 * stands, the drain reads past it; once the drain comes back short, the copy holds every event of
 * its types up to the checkpoint it writes, which is never behind the live one: a barrier that saw
 * the live copy reach a write is never answered by a copy without it.
 */
async function swapIn(copy: Copy, store: EventStore, from: Position, batchSize: number): Promise<Position> {
  const { projection } = copy;
  const position = await copy.orm.em.fork().transactional(async (em) => {
    const sql = sqlOf(em);
    const { hadLive, live } = await stopLiveCopy(sql, copy);
    let drained = from;
    for await (const page of pagesAhead(store, from, projection.handles, batchSize)) {
      await applyToCopy(copy, em, page.events);
      drained = page.scannedTo;
    }
    // What the live runner applied was visible to it, so it is to the drain: never left behind.
    if (live && live.version === projection.version && comparePositions(drained, live.position) < 0) {
      throw new Error(`Projection ${projection.name}: the rebuild's drain stopped behind the live checkpoint; not swapping it in`);
    }
    const retired = retiredSchemaName(projection.schema);
    if (hadLive) await renameSchema(sql, projection.schema, retired);
    await renameSchema(sql, copy.schema, projection.schema);
    if (hadLive) await dropSchema(sql, retired);
    await new CheckpointStore(sql).write(projection.name, projection.version, drained);
    return drained;
  });
  copy.swapped = true;
  return position;
}

/**
 * Keeps the live copy where it stands until the transaction ends, and answers its checkpoint. The
 * projection's lock keeps the locked batches out. A batch that takes no lock writes its rows in
 * the statement that moves the checkpoint, which locks the tables first and the checkpoint's row
 * next: the tables locked EXCLUSIVE (their readers go on) make such a statement wait, and one
 * already under way is waited for; the row, locked too, holds back a batch that moves the
 * checkpoint past other types' events. Either finds the checkpoint moved afterwards, and writes nothing.
 * The tables are locked in the order that statement names them (the projection's), one after the
 * other: in another order, a statement holding the first could wait for one the swap holds.
 */
async function stopLiveCopy(sql: SqlExecutor, { projection, orm }: Copy): Promise<{ hadLive: boolean; live: Checkpoint | null }> {
  await lockProjectionForApply(sql, projection.name);
  const hadLive = await schemaExists(sql, projection.schema);
  if (hadLive) {
    const order = projection.tables.map((table) => orm.getMetadata().get(table.entity).tableName);
    const tables = await sql.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = $1
        order by array_position(array(select jsonb_array_elements_text($2::jsonb)), tablename::text) nulls last, tablename`,
      [projection.schema, JSON.stringify(order)],
    );
    if (tables.length > 0) await sql.query(`lock table ${tables.map((table) => table.name).join(', ')} in exclusive mode`);
  }
  const live = await new CheckpointStore(sql).readLocked(projection.name);
  if (live && live.version > projection.version) throw new NewerProjectionVersionError(projection.name, live.version, projection.version);
  return { hadLive, live };
}

/** Drops a copy that was not swapped in, releases the lock and closes the copy's ORM. */
async function dispose(copy: Copy, logger: ProjectionLogger): Promise<void> {
  try {
    if (copy.created && !copy.swapped) {
      await dropSchema(copy.lock, copy.schema).catch((error: unknown) =>
        logger.warn(`Projection ${copy.projection.name}: could not drop ${copy.schema}: ${String(error)}`),
      );
    }
    await copy.releaseLock();
  } finally {
    await copy.orm.close();
  }
}
