import type pg from 'pg';
import { isAtOrAfter, type Position } from '#eventstore';
import { CheckpointStore } from './checkpoint.store.js';
import type { ProjectionsOrm } from './projection-orm.js';
import { sqlOf, sqlOfPool, type SqlExecutor } from './sql-executor.js';

export type CheckpointListener = (projection: string, position: Position) => void;

/** An in-process source of checkpoint moves: the {@link ProjectionRunner}. */
export interface CheckpointSource {
  /** Calls `listener` after every committed checkpoint move; returns the unsubscribe function. */
  onCheckpoint(listener: CheckpointListener): () => void;
  /** The last committed position this process knows for `projection`. */
  positionOf(projection: string): Position | undefined;
  /** Whether this process runs `projection` now (it holds its lease): its checkpoint moves reach the listeners. */
  runsLive(projection: string): boolean;
}

export interface ConsistencyBarrierOptions {
  /** Where the checkpoints table is read: the application's ORM or a pg pool (one of them is needed). */
  readonly orm?: ProjectionsOrm;
  readonly pool?: pg.Pool;
  /** The in-process runner, which makes waiting event-driven; without it the barrier polls. */
  readonly runner?: CheckpointSource;
  /** How often pending waits read the checkpoints table (default 50 ms, or 200 ms alongside a runner). */
  readonly pollIntervalMs?: number;
}

interface Waiter {
  readonly position: Position;
  readonly names: readonly string[];
  /** The furthest position seen per projection while this wait is pending. */
  readonly reached: Map<string, Position>;
  readonly settle: (reached: boolean) => void;
}

const UNDEFINED_TABLE = '42P01';

/**
 * Read-your-writes for the API: after a command appended events up to `position`, `waitFor`
 * holds the answer until the projections the caller reads next have applied them.
 *
 * The in-process runner's checkpoint events answer at once; one shared poll of the checkpoints
 * table covers projections advanced by other processes (and works without a runner).
 *
 * Wait for the position the append returned, not for the store's head: the head counts only
 * events below the oldest open transaction, so it can lag behind a write.
 */
export class ConsistencyBarrier {
  private readonly sql: SqlExecutor;
  private readonly runner: CheckpointSource | undefined;
  private readonly pollIntervalMs: number;
  private readonly waiters = new Set<Waiter>();
  private readonly reads = new Set<Promise<void>>();
  private readonly unsubscribe: () => void;
  private pollTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: ConsistencyBarrierOptions) {
    if (options.pool) this.sql = sqlOfPool(options.pool);
    else if (options.orm) this.sql = sqlOf(options.orm.em.fork());
    else throw new Error('ConsistencyBarrier needs an orm or a pool to read checkpoints');
    this.runner = options.runner;
    this.pollIntervalMs = options.pollIntervalMs ?? (options.runner ? 200 : 50);
    this.unsubscribe =
      this.runner?.onCheckpoint((name, position) => this.observe(new Map([[name, position]]))) ?? (() => undefined);
  }

  /**
   * Resolves true as soon as every projection in `projectionNames` has a checkpoint at or after
   * `position`, false after `timeoutMs` (the caller answers anyway, maybe with stale reads).
   */
  waitFor(position: Position, projectionNames: readonly string[], timeoutMs = 2000): Promise<boolean> {
    const names = [...new Set(projectionNames)];
    if (names.length === 0) return Promise.resolve(true);
    if (this.closed) return Promise.resolve(false);
    const reached = new Map<string, Position>();
    for (const name of names) {
      const known = this.runner?.positionOf(name);
      if (known) reached.set(name, known);
    }
    if (isSatisfied(position, names, reached)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => waiter.settle(false), Math.max(0, timeoutMs));
      const waiter: Waiter = {
        position,
        names,
        reached,
        settle: (ok) => {
          if (!this.waiters.delete(waiter)) return;
          clearTimeout(timer);
          resolve(ok);
        },
      };
      // Registered before the first read, so a checkpoint event arriving meanwhile is not lost.
      this.waiters.add(waiter);
      // Projections this process runs tell their moves at once; the table is read for the others
      // now, and for all of them at every poll (a lease may pass to another process meanwhile).
      if (!names.every((name) => this.runner?.runsLive(name))) this.read(names);
      this.schedulePoll();
    });
  }

  /** Stops listening to the runner and polling; pending waits answer false. Resolves once no read is in flight. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    for (const waiter of [...this.waiters]) waiter.settle(false);
    await Promise.all(this.reads);
  }

  private observe(positions: ReadonlyMap<string, Position>): void {
    for (const waiter of [...this.waiters]) {
      for (const name of waiter.names) {
        const position = positions.get(name);
        if (position) raise(waiter.reached, name, position);
      }
      if (isSatisfied(waiter.position, waiter.names, waiter.reached)) waiter.settle(true);
    }
  }

  private schedulePoll(): void {
    if (this.closed || this.pollTimer || this.waiters.size === 0) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = undefined;
      const names = new Set<string>();
      for (const waiter of this.waiters) for (const name of waiter.names) names.add(name);
      this.read([...names]);
      this.schedulePoll();
    }, this.pollIntervalMs);
  }

  /** Reads the checkpoints of `names` and hands them to the pending waits; a failed read only means waiting on. */
  private read(names: readonly string[]): void {
    if (names.length === 0) return;
    const read = new CheckpointStore(this.sql)
      .readMany(names)
      .then((checkpoints) => this.observe(new Map([...checkpoints].map(([name, checkpoint]) => [name, checkpoint.position]))))
      .catch((error: unknown) => {
        // Before any runner created the table nothing has been projected; other errors wait for the next poll.
        if (!(error instanceof Error && 'code' in error && error.code === UNDEFINED_TABLE)) return;
      })
      .finally(() => this.reads.delete(read));
    this.reads.add(read);
  }
}

function raise(reached: Map<string, Position>, name: string, position: Position): void {
  const known = reached.get(name);
  if (!known || isAtOrAfter(position, known)) reached.set(name, position);
}

function isSatisfied(target: Position, names: readonly string[], reached: ReadonlyMap<string, Position>): boolean {
  return names.every((name) => {
    const position = reached.get(name);
    return position !== undefined && isAtOrAfter(position, target);
  });
}
