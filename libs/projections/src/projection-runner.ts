import type { Appended, EventStore, Position } from '#eventstore';
import { CheckpointStore } from './checkpoint.store.js';
import type { CheckpointListener, CheckpointSource } from './consistency-barrier.js';
import { quietConsoleLogger, stackOf, type ProjectionLogger } from './logger.js';
import type { Projection } from './projection.js';
import { ProjectionLoop, type ProjectionStatus } from './projection-loop.js';
import type { ReaderLeases } from './reader-leases.js';
import { assertOrmMapsProjection, type ProjectionsOrm } from './projection-orm.js';
import { assertDistinctProjections, assertValidProjection } from './schema-names.js';
import { sqlOf } from './sql-executor.js';

export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  /** The application's ORM; it must map every projection's entities (into their live schemas). */
  readonly orm: ProjectionsOrm;
  readonly projections: readonly Projection[];
  /** Events of a projection's types per batch (default 1000). */
  readonly batchSize?: number;
  /** How often an idle loop looks for events appended by other processes (default 500 ms); `notify()` wakes it at once. */
  readonly pollIntervalMs?: number;
  /** Rebuild a projection whose stored version differs from the code's (default true). */
  readonly autoRebuild?: boolean;
  readonly logger?: ProjectionLogger;
  /**
   * Where several processes run the same projections (workers beside each other): each projection
   * runs in the process that holds its lease. Without them, every runner runs every projection,
   * their batches taking turns.
   */
  readonly leases?: ReaderLeases;
}

/**
 * Runs every projection in its own loop over the global log. Several runner instances (in one
 * process or many) may run the same projections: each batch writes its rows only in the statement
 * that moves the checkpoint from where its loop left it (a compare-and-set), so one batch of a page
 * lands and the others write nothing and read again (projection-loop.ts). With leases, each
 * projection runs in one process at a time and the others stand by.
 */
export class ProjectionRunner implements CheckpointSource {
  private readonly orm: ProjectionsOrm;
  private readonly projections: readonly Projection[];
  private readonly loops: ReadonlyMap<string, ProjectionLoop>;
  private readonly listeners = new Set<CheckpointListener>();
  private readonly logger: ProjectionLogger;
  private started = false;

  constructor(options: ProjectionRunnerOptions) {
    options.projections.forEach(assertValidProjection);
    assertDistinctProjections(options.projections);
    this.orm = options.orm;
    this.projections = options.projections;
    this.logger = options.logger ?? quietConsoleLogger;
    const batchSize = options.batchSize ?? 1000;
    if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`batchSize must be a positive integer, got ${batchSize}`);
    this.loops = new Map(
      options.projections.map((projection) => [
        projection.name,
        new ProjectionLoop({
          projection,
          store: options.store,
          orm: options.orm,
          batchSize,
          pollIntervalMs: options.pollIntervalMs ?? 500,
          autoRebuild: options.autoRebuild ?? true,
          logger: this.logger,
          leases: options.leases,
          onCheckpoint: (name, position) => this.emit(name, position),
          // A committed batch may have been what held other loops' events back (the store reads
          // below the oldest open transaction): those still short of an append they were told of look at once.
          onApplied: (name) => this.wakeOthersBehind(name),
        }),
      ]),
    );
  }

  /**
   * Creates the checkpoints table and any missing read-model schemas, then starts the loops.
   * Resolves once every loop runs (not once they have caught up); rejects, with nothing left
   * running, when a projection cannot start.
   */
  async start(): Promise<void> {
    if (this.started) throw new Error('The projection runner is already started');
    this.started = true;
    for (const projection of this.projections) assertOrmMapsProjection(this.orm, projection);
    await this.orm.em.fork().transactional((em) => new CheckpointStore(sqlOf(em)).ensureTable());
    const results = await Promise.allSettled([...this.loops.values()].map((loop) => loop.start()));
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      await this.stop();
      throw failure.reason;
    }
    this.logger.log(`Projection runner started: ${this.projections.map((p) => `${p.name} v${p.version}`).join(', ') || 'no projections'}`);
  }

  /** Lets the batches in flight finish, cancels running rebuilds, and stops. */
  async stop(): Promise<void> {
    await Promise.all([...this.loops.values()].map((loop) => loop.stop()));
    this.started = false;
  }

  /** Wakes every idle loop at once. */
  notify(): void {
    for (const loop of this.loops.values()) loop.notify();
  }

  /** Call it after each append in this process: wakes the loops it concerns (see {@link AppendWatch}). */
  onAppended(appended: Appended | null): void {
    for (const loop of this.loops.values()) loop.onAppended(appended);
  }

  /** Wakes these projections' loops for a wait until they reach `position`, which may hold none of their types. */
  expect(projections: readonly string[], position: Position): void {
    for (const name of projections) this.loops.get(name)?.expect(position);
  }

  onCheckpoint(listener: CheckpointListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  positionOf(projection: string): Position | undefined {
    return this.loops.get(projection)?.lastPosition ?? undefined;
  }

  runsLive(projection: string): boolean {
    return this.loops.get(projection)?.isLive ?? false;
  }

  status(): ProjectionStatus[] {
    return [...this.loops.values()].map((loop) => loop.status());
  }

  private emit(name: string, position: Position): void {
    for (const listener of this.listeners) {
      try {
        listener(name, position);
      } catch (error) {
        this.logger.error(`A checkpoint listener failed for projection ${name}`, stackOf(error));
      }
    }
  }

  private wakeOthersBehind(name: string): void {
    for (const [other, loop] of this.loops) if (other !== name) loop.wakeIfBehind();
  }
}
