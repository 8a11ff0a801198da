import type { EntityManager } from '@mikro-orm/postgresql';
import { START, comparePositions, type EventStore, type Position, type RecordedEvent } from '#eventstore';
import { lockProjectionForApply, tryLockRebuild, unlockRebuild } from './advisory-locks.js';
import { CheckpointStore } from './checkpoint.store.js';
import { quietConsoleLogger, type ProjectionLogger } from './logger.js';
import type { Projection } from './projection.js';
import { createScopedOrm, restoreApplicationMapping, type OrmSource } from './projection-orm.js';
import { createSchemaFromEntities, dropSchema, leftoverSchemas, renameSchema, schemaExists } from './projection-schema.js';
import { assertValidProjection, rebuildSchemaName, retiredSchemaName } from './schema-names.js';
import { sqlOf, sqlOfPool } from './sql-executor.js';

export interface RebuildProgress {
  readonly projection: string;
  /** `replaying` while the copy catches up, `swapping` inside the final transaction, then `done`. */
  readonly phase: 'replaying' | 'swapping' | 'done';
  readonly eventsApplied: number;
  /** The last event applied to the copy; null before the first. */
  readonly position: Position | null;
  /** The newest event in the log when last looked at; null for an empty log. */
  readonly head: Position | null;
}

export interface RebuildResult {
  readonly projection: string;
  readonly version: number;
  readonly eventsApplied: number;
  /** Where the swapped-in copy (and so the checkpoint) stands. */
  readonly position: Position;
  readonly durationMs: number;
}

export type RebuildProjectionOptions = OrmSource & {
  readonly store: EventStore;
  readonly projection: Projection;
  /** Events per replay transaction (default 1000). */
  readonly batchSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
  /** Aborting stops the replay between batches and drops the copy; the live copy is untouched. */
  readonly signal?: AbortSignal;
  readonly logger?: ProjectionLogger;
};

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

const afterOf = (position: Position): Position | undefined => (comparePositions(position, START) === 0 ? undefined : position);

/**
 * Replays the whole log into a fresh copy of the projection's read model and swaps it in.
 *
 * 1. The copy is a new schema (`<schema>__rebuild_<ts>`), built from the projection's entities by a
 *    MikroORM instance of its own that maps them there; the live copy keeps serving and the live
 *    runner keeps updating it meanwhile.
 * 2. The log is replayed in short transactions until a read comes back short (the copy has
 *    caught up with the head).
 * 3. One final transaction takes the projection's advisory lock (so no runner batch runs),
 *    applies the events that arrived since, renames live → old and copy → live, drops the old
 *    copy, and moves the checkpoint to the copy's position and this code's version. The live
 *    runner's next batch reads that checkpoint and goes on from there.
 *
 * A session lock keeps two rebuilds of one projection apart; copies left by a rebuild that died
 * are dropped when the next one starts.
 */
export async function rebuildProjection(options: RebuildProjectionOptions): Promise<RebuildResult> {
  const { store, projection, onProgress, signal } = options;
  const logger = options.logger ?? quietConsoleLogger;
  const batchSize = options.batchSize ?? 1000;
  assertValidProjection(projection);
  const startedAt = Date.now();
  const copySchema = rebuildSchemaName(projection.schema);
  const copyOrm = createScopedOrm(options, projection, copySchema);
  let copyCreated = false;
  let swapped = false;
  try {
    const pool = await copyOrm.driver.getConnection().getNativeClient();
    const lockClient = await pool.connect();
    const lockSql = sqlOfPool(lockClient);
    try {
      if (!(await tryLockRebuild(lockSql, projection.name))) throw new RebuildAlreadyRunningError(projection.name);
      try {
        await copyOrm.em.fork().transactional(async (em) => {
          const sql = sqlOf(em);
          await new CheckpointStore(sql).ensureTable();
          for (const leftover of await leftoverSchemas(sql, projection.schema)) {
            logger.warn(`Projection ${projection.name}: dropping ${leftover}, left by a rebuild that did not finish`);
            await dropSchema(sql, leftover);
          }
          await createSchemaFromEntities(sql, copyOrm, copySchema);
        });
        copyCreated = true;
        logger.log(`Projection ${projection.name}: rebuilding v${projection.version} into ${copySchema}`);

        let position: Position = START;
        let eventsApplied = 0;
        const report = async (phase: RebuildProgress['phase']): Promise<void> => {
          if (!onProgress) return;
          const head = await store.headPosition();
          onProgress({ projection: projection.name, phase, eventsApplied, position: eventsApplied ? position : null, head });
        };
        const applyBatch = async (em: EntityManager, events: readonly RecordedEvent[]): Promise<void> => {
          await projection.apply(em, events);
          await em.flush();
          position = events[events.length - 1].position;
          eventsApplied += events.length;
        };

        await report('replaying');
        for (;;) {
          signal?.throwIfAborted();
          const events = await store.readAll({ after: afterOf(position), limit: batchSize });
          if (events.length === 0) break;
          await copyOrm.em.fork().transactional((em) => applyBatch(em, events));
          await report('replaying');
          if (events.length < batchSize) break;
        }
        signal?.throwIfAborted();

        await report('swapping');
        await copyOrm.em.fork().transactional(async (em) => {
          const sql = sqlOf(em);
          await lockProjectionForApply(sql, projection.name);
          const checkpoints = new CheckpointStore(sql);
          const current = await checkpoints.read(projection.name);
          if (current && current.version > projection.version) {
            throw new NewerProjectionVersionError(projection.name, current.version, projection.version);
          }
          // Under the lock no runner applies anything, so once this drain comes back short the
          // copy holds every event up to the checkpoint it is about to write.
          for (;;) {
            const events = await store.readAll({ after: afterOf(position), limit: batchSize });
            if (events.length > 0) await applyBatch(em, events);
            if (events.length < batchSize) break;
          }
          const retired = retiredSchemaName(projection.schema);
          const hadLive = await schemaExists(sql, projection.schema);
          if (hadLive) await renameSchema(sql, projection.schema, retired);
          await renameSchema(sql, copySchema, projection.schema);
          if (hadLive) await dropSchema(sql, retired);
          await checkpoints.write(projection.name, projection.version, position);
        });
        swapped = true;
        await report('done');
        const result: RebuildResult = {
          projection: projection.name,
          version: projection.version,
          eventsApplied,
          position,
          durationMs: Date.now() - startedAt,
        };
        logger.log(`Projection ${projection.name}: rebuilt v${projection.version} from ${eventsApplied} events and swapped it in`);
        return result;
      } finally {
        await unlockRebuild(lockSql, projection.name);
      }
    } finally {
      lockClient.release();
    }
  } catch (error) {
    if (copyCreated && !swapped) {
      await copyOrm.em
        .fork()
        .execute(`drop schema if exists "${copySchema}" cascade`)
        .catch((dropError: unknown) => logger.warn(`Projection ${projection.name}: could not drop ${copySchema}: ${String(dropError)}`));
    }
    throw error;
  } finally {
    await copyOrm.close();
    restoreApplicationMapping(options);
  }
}
