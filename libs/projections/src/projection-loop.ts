import { START, comparePositions, type Appended, type EventStore, type Position, type ReadAllPage } from '#eventstore';
import { lockProjectionForApply } from './advisory-locks.js';
import { AppendWatch } from './append-watch.js';
import { applyBatch } from './apply-batch.js';
import { CheckpointStore } from './checkpoint.store.js';
import { reasonOf, stackOf, type ProjectionLogger } from './logger.js';
import type { Projection } from './projection.js';
import type { ReaderLeases } from './reader-leases.js';
import { createScopedOrm, restoreApplicationMapping, type ProjectionsOrm } from './projection-orm.js';
import { createSchemaFromEntities, missingTables } from './projection-schema.js';
import { REBUILD_BATCH_SIZE, RebuildAlreadyRunningError, rebuildProjection, type RebuildProgress } from './rebuild-projection.js';
import { sqlOf } from './sql-executor.js';
import { WakeSignal, sleep } from './wake-signal.js';
import { WriteStatement } from './write-statement.js';

/**
 * `live`: applying events; `rebuilding`: the stored read model has an older version and a rebuild
 * is under way (the old copy keeps serving, but this code does not write to it); `stale`: older
 * version, automatic rebuilds off; `outdated`: a newer version of the code owns the read model;
 * `failing`: the last batch failed and is retried with back-off; `standby`: another process holds
 * the projection's lease and runs it (reader-leases.ts), this one takes over when it goes.
 */
export type ProjectionState = 'starting' | 'live' | 'rebuilding' | 'stale' | 'outdated' | 'failing' | 'standby' | 'stopped';

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly state: ProjectionState;
  /** The last committed checkpoint this process has seen; null before the first batch. */
  readonly position: Position | null;
  readonly lastError: string | null;
  readonly rebuild: RebuildProgress | null;
}

export interface ProjectionLoopOptions {
  readonly projection: Projection;
  readonly store: EventStore;
  readonly orm: ProjectionsOrm;
  readonly batchSize: number;
  readonly pollIntervalMs: number;
  readonly autoRebuild: boolean;
  readonly logger: ProjectionLogger;
  /** Runs the projection only while this process holds its lease; without them, in every process (the checkpoint's compare-and-set keeps their batches apart). */
  readonly leases?: ReaderLeases;
  /** After every committed checkpoint move this process observes. */
  readonly onCheckpoint: (projection: string, position: Position) => void;
  /** After a batch that moved the checkpoint committed. */
  readonly onApplied: (projection: string) => void;
}

type BatchOutcome =
  /** The checkpoint moved to `position`, past `count` events of the projection's types (maybe none, past only others). */
  | { readonly kind: 'applied'; readonly position: Position; readonly count: number }
  | { readonly kind: 'idle'; readonly position: Position }
  | { readonly kind: 'older-version'; readonly storedVersion: number }
  | { readonly kind: 'newer-version'; readonly storedVersion: number }
  | { readonly kind: 'no-checkpoint' }
  /** A batch without the lock moved the checkpoint while this one held it: nothing written, look again. */
  | { readonly kind: 'moved' };

/**
 * After a notification finds nothing new, look again soon: the appended event may still be
 * hidden behind another transaction in flight (the store only reads below the oldest one).
 */
const RECHECK_DELAYS_MS = [20, 50, 100, 200, 400, 800] as const;
const MAX_BACKOFF_MS = 30_000;
const REBUILD_RETRY_MS = 5_000;
const MAX_REBUILD_RETRY_MS = 300_000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One projection's loop: its batches (one statement each, or a locked transaction), its checkpoint, its automatic rebuild. */
export class ProjectionLoop {
  private readonly projection: Projection;
  private readonly wake = new WakeSignal();
  private readonly watch: AppendWatch;
  private abort = new AbortController();
  private running: Promise<void> | undefined;
  private rebuild: Promise<void> | undefined;
  private rebuildProgress: RebuildProgress | null = null;
  private rebuildFailures = 0;
  private nextRebuildAt = 0;
  private state: ProjectionState = 'starting';
  private position: Position | null = null;
  private lastError: string | null = null;
  private warnedNewer = false;

  constructor(private readonly options: ProjectionLoopOptions) {
    this.projection = options.projection;
    this.watch = new AppendWatch(options.projection.handles, this.wake, () => this.position);
  }

  /** Makes sure the read model's schema and tables exist, then starts the loop. */
  async start(): Promise<void> {
    this.abort = new AbortController();
    this.state = 'starting';
    await this.prepare();
    this.running = this.run();
  }

  /** Stops after the batch in flight (which commits or rolls back whole) and cancels a rebuild. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.wake.notify();
    await this.running;
    await this.rebuild;
    this.state = 'stopped';
  }

  notify(): void {
    this.wake.notify();
  }

  /** An append in this process: wakes the loop when it concerns it (see {@link AppendWatch}). */
  onAppended(appended: Appended | null): void {
    this.watch.appended(appended);
  }

  /** A wait for this projection to reach `position` (a read after a write): wakes the loop. */
  expect(position: Position): void {
    this.watch.expect(position);
  }

  /** Another loop's batch committed: wakes this one if it has not reached an append it was told of. */
  wakeIfBehind(): void {
    this.watch.wakeIfBehind();
  }

  get lastPosition(): Position | null {
    return this.position;
  }

  /** Applying events in this process (it holds the lease, and its last batch did not fail). */
  get isLive(): boolean {
    return this.state === 'live';
  }

  status(): ProjectionStatus {
    const { name, version } = this.projection;
    return { name, version, state: this.state, position: this.position, lastError: this.lastError, rebuild: this.rebuildProgress };
  }

  /**
   * First start (no checkpoint): creates the schema from the entities and a checkpoint at the
   * start of the log. A checkpoint of this version whose tables are missing starts over the same
   * way. A checkpoint of another version is left alone: the loop rebuilds (or waits).
   */
  private async prepare(): Promise<void> {
    const { orm, logger } = this.options;
    const { name, version, schema } = this.projection;
    const scoped = createScopedOrm({ orm }, this.projection, schema);
    try {
      await orm.em.fork().transactional(async (em) => {
        const sql = sqlOf(em);
        await lockProjectionForApply(sql, name);
        const checkpoints = new CheckpointStore(sql);
        const checkpoint = await checkpoints.read(name);
        if (checkpoint && checkpoint.version !== version) return;
        if (checkpoint) {
          const missing = await missingTables(sql, scoped, schema);
          if (missing.length === 0) return;
          logger.warn(`Projection ${name}: tables ${missing.join(', ')} are missing from ${schema}; projecting again from the start`);
        }
        await createSchemaFromEntities(sql, scoped, schema, this.projection.extensions);
        await checkpoints.write(name, version, START);
        logger.log(`Projection ${name}: created schema ${schema} (v${version})`);
      });
    } finally {
      await scoped.close();
      restoreApplicationMapping({ orm });
    }
  }

  private async run(): Promise<void> {
    const { pollIntervalMs, logger } = this.options;
    let failures = 0;
    let rechecks = 0;
    while (!this.abort.signal.aborted) {
      if (this.options.leases && !(await this.options.leases.holds(this.projection.name))) {
        this.state = 'standby';
        await this.wake.wait(pollIntervalMs);
        continue;
      }
      let outcome: BatchOutcome;
      try {
        outcome = await this.runBatch();
        if (outcome.kind === 'no-checkpoint') await this.prepare();
        failures = 0;
        this.lastError = null;
      } catch (error) {
        failures += 1;
        this.state = 'failing';
        this.lastError = messageOf(error);
        logger.error(`Projection ${this.projection.name}: batch failed (${failures} in a row), retrying: ${reasonOf(error)}`, stackOf(error));
        await sleep(Math.min(pollIntervalMs * 2 ** failures, MAX_BACKOFF_MS), this.abort.signal);
        continue;
      }
      switch (outcome.kind) {
        case 'no-checkpoint':
        case 'moved':
          continue;
        case 'applied':
          this.state = 'live';
          rechecks = 0;
          if (outcome.count >= this.options.batchSize) continue;
          break;
        case 'idle':
          this.state = 'live';
          if (rechecks > 0) {
            const delay = RECHECK_DELAYS_MS[RECHECK_DELAYS_MS.length - rechecks];
            rechecks -= 1;
            if ((await this.wake.wait(delay)) === 'notified') rechecks = RECHECK_DELAYS_MS.length;
            continue;
          }
          break;
        case 'older-version':
          this.onOlderVersion(outcome.storedVersion);
          break;
        case 'newer-version':
          this.state = 'outdated';
          if (!this.warnedNewer) {
            logger.warn(
              `Projection ${this.projection.name}: the read model is at v${outcome.storedVersion}, newer than this code's ` +
                `v${this.projection.version}; leaving it to the newer code`,
            );
            this.warnedNewer = true;
          }
          break;
      }
      const woke = await this.wake.wait(pollIntervalMs);
      rechecks = woke === 'notified' ? RECHECK_DELAYS_MS.length : 0;
    }
  }

  /**
   * Reads the next page from where this loop last left the checkpoint (nothing new costs that one
   * read) and applies it without a lock or a transaction (see {@link applyIfUnmoved}). Only when
   * the checkpoint has moved meanwhile (another process, a rebuild's swap), or this loop does not
   * know where it stands, does the batch go to {@link applyInTransaction}, which reads it anew.
   */
  private async runBatch(): Promise<BatchOutcome> {
    const from = this.position;
    if (!from) return this.observed(await this.applyInTransaction());
    const page = await this.readPage(from);
    if (comparePositions(page.scannedTo, from) <= 0) return this.observed({ kind: 'idle', position: from });
    if (await this.applyIfUnmoved(from, page)) return this.observed({ kind: 'applied', position: page.scannedTo, count: page.events.length });
    return this.observed(await this.applyInTransaction({ from, page }));
  }

  private readPage(after: Position): Promise<ReadAllPage> {
    return this.options.store.readAll({ after, limit: this.options.batchSize, types: this.projection.handles });
  }

  /**
   * Applies a page in one statement, with no lock and no transaction: the rows it touches are
   * loaded, folded, and written by a statement whose first part moves the checkpoint from `from`
   * only while it still stands there at this version, and whose row writes happen only if it did.
   * Any batch, rebuild swap or start-up that moved the checkpoint since makes it write nothing
   * (and answer false): the rows it loaded may then be older than the checkpoint. A batch costs its
   * loads and this statement; the locked transaction costs four round trips more.
   */
  private applyIfUnmoved(from: Position, page: ReadAllPage): Promise<boolean> {
    const { name, version } = this.projection;
    const em = this.options.orm.em.fork();
    const writes = new WriteStatement();
    new CheckpointStore(sqlOf(em)).advanceWith(writes, name, version, from, page.scannedTo, page.events.length > 0);
    return applyBatch(em, this.projection, page.events, writes);
  }

  /**
   * One transaction: the projection's advisory lock (no other locked batch, start-up or rebuild
   * swap runs meanwhile), its checkpoint as stored now (a rebuild may have moved it), the next
   * events of its types (the page read before, when the checkpoint is still where that read
   * started), their rows written, and the checkpoint moved to where the store looked up to, past
   * the events of other types too (or a barrier waiting for a write of another type would never
   * see this projection get there). Batches without the lock ({@link applyIfUnmoved}) are kept out
   * by the same compare-and-set on the checkpoint that keeps them apart.
   */
  private async applyInTransaction(read?: { readonly from: Position; readonly page: ReadAllPage }): Promise<BatchOutcome> {
    const { name, version } = this.projection;
    return this.options.orm.em.fork().transactional(async (em): Promise<BatchOutcome> => {
      const sql = sqlOf(em);
      await lockProjectionForApply(sql, name);
      const checkpoints = new CheckpointStore(sql);
      const checkpoint = await checkpoints.read(name);
      if (!checkpoint) return { kind: 'no-checkpoint' };
      if (checkpoint.version < version) return { kind: 'older-version', storedVersion: checkpoint.version };
      if (checkpoint.version > version) return { kind: 'newer-version', storedVersion: checkpoint.version };
      const { events, scannedTo } =
        read && comparePositions(read.from, checkpoint.position) === 0 ? read.page : await this.readPage(checkpoint.position);
      if (comparePositions(scannedTo, checkpoint.position) <= 0) return { kind: 'idle', position: checkpoint.position };
      const writes = new WriteStatement();
      checkpoints.advanceWith(writes, name, version, checkpoint.position, scannedTo, events.length > 0);
      if (!(await applyBatch(em, this.projection, events, writes))) return { kind: 'moved' };
      return { kind: 'applied', position: scannedTo, count: events.length };
    });
  }

  /** Tells the runner what a batch that committed (or found nothing) saw, and passes the outcome on. */
  private observed(outcome: BatchOutcome): BatchOutcome {
    const { onCheckpoint, onApplied } = this.options;
    if (outcome.kind === 'applied' || outcome.kind === 'idle') {
      if (!this.position || comparePositions(this.position, outcome.position) !== 0) {
        this.position = outcome.position;
        onCheckpoint(this.projection.name, outcome.position);
      }
      if (outcome.kind === 'applied') onApplied(this.projection.name);
    }
    return outcome;
  }

  /** The stored read model is older than this code: rebuild it in the background, with back-off after failures. */
  private onOlderVersion(storedVersion: number): void {
    const { orm, store, batchSize, autoRebuild, logger } = this.options;
    const { name, version } = this.projection;
    if (!autoRebuild) {
      this.state = 'stale';
      return;
    }
    this.state = 'rebuilding';
    if (this.rebuild || Date.now() < this.nextRebuildAt) return;
    logger.log(`Projection ${name}: the read model is at v${storedVersion}, the code at v${version}; rebuilding while the old copy serves`);
    this.rebuild = rebuildProjection({
      orm,
      store,
      projection: this.projection,
      batchSize: Math.max(batchSize, REBUILD_BATCH_SIZE),
      signal: this.abort.signal,
      logger,
      onProgress: (progress) => {
        this.rebuildProgress = progress;
      },
    })
      .then(() => {
        this.rebuildFailures = 0;
        this.wake.notify();
      })
      .catch((error: unknown) => {
        if (this.abort.signal.aborted) return;
        if (error instanceof RebuildAlreadyRunningError) {
          logger.log(`Projection ${name}: another process is rebuilding it; waiting`);
          this.nextRebuildAt = Date.now() + REBUILD_RETRY_MS;
          return;
        }
        this.rebuildFailures += 1;
        this.lastError = messageOf(error);
        this.nextRebuildAt = Date.now() + Math.min(REBUILD_RETRY_MS * 2 ** (this.rebuildFailures - 1), MAX_REBUILD_RETRY_MS);
        logger.error(`Projection ${name}: rebuild failed (${this.rebuildFailures} in a row)`, stackOf(error));
      })
      .finally(() => {
        this.rebuild = undefined;
        this.rebuildProgress = null;
      });
  }
}
