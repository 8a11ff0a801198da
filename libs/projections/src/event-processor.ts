import type pg from 'pg';
import { comparePositions, START, type EventStore, type Position, type ReadAllPage, type RecordedEvent } from '#eventstore';
import { AppendWatch } from './append-watch.js';
import { CheckpointStore } from './checkpoint.store.js';
import { quietConsoleLogger, reasonOf, stackOf, type ProjectionLogger } from './logger.js';
import type { ReaderLeases } from './reader-leases.js';
import { sqlOfPool } from './sql-executor.js';
import { sleep, WakeSignal } from './wake-signal.js';

/** Advisory-lock namespace of processors (apart from the projections' ones). */
const PROCESS = 1_447_907_332;
const MAX_BACKOFF_MS = 30_000;
const DEFAULT_BATCH_SIZE = 100;
/** Processors' checkpoints share the projections' table; their version never changes (they are never rebuilt). */
const PROCESSOR_VERSION = 0;

export interface EventProcessorOptions {
  /** Unique among processors and projections: the checkpoint's name. */
  readonly name: string;
  /** Only these event types are read (filtered by the store). */
  readonly types: readonly string[];
  readonly store: EventStore;
  readonly pool: pg.Pool;
  /**
   * Does what an event asks of other streams. It may run more than once for one event (after a
   * crash before the checkpoint moved), so it must be idempotent: deterministic ids, and deciders
   * that answer a repeated command with no events.
   */
  readonly handle: (event: RecordedEvent) => Promise<void>;
  readonly batchSize?: number;
  readonly pollIntervalMs?: number;
  readonly logger?: ProjectionLogger;
  /** Runs only while this process holds the processor's lease; without them, in every process (batches take turns). */
  readonly leases?: ReaderLeases;
}

/**
 * A process manager's loop: reads the global log (its types only) from its checkpoint, hands each
 * event to `handle` in order, and moves the checkpoint after the batch. At-least-once, so that a
 * crash between an event and what it causes repeats the effect rather than losing it; `handle`
 * makes the repeat harmless. An advisory lock held for the batch lets one process at a time run
 * it, whatever the number of workers. A failing event is retried with back-off, never skipped:
 * skipping would lose money.
 */
export class EventProcessor {
  private readonly wake = new WakeSignal();
  private readonly watch: AppendWatch;
  private readonly abort = new AbortController();
  private running: Promise<void> | undefined;
  private position: Position = START;
  private waiters: { readonly target: Position; readonly resolve: () => void }[] = [];

  constructor(private readonly options: EventProcessorOptions) {
    this.watch = new AppendWatch(options.types, this.wake, () => this.position);
    options.store.onAppended?.((appended) => this.watch.appended(appended));
  }

  get name(): string {
    return this.options.name;
  }

  async start(): Promise<void> {
    await this.inTransaction(async (client) => {
      const checkpoints = new CheckpointStore(sqlOfPool(client));
      await checkpoints.ensureTable();
      const checkpoint = await checkpoints.read(this.options.name);
      if (!checkpoint) await checkpoints.write(this.options.name, PROCESSOR_VERSION, START);
      this.position = checkpoint?.position ?? START;
    });
    this.running = this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.wake.notify();
    await this.running;
    for (const waiter of this.waiters) waiter.resolve();
    this.waiters = [];
  }

  /** Resolves once every event of its types up to the log's head at the call has been handled (tests, shutdown). */
  async caughtUp(): Promise<void> {
    const head = await this.options.store.headPosition();
    if (!head || comparePositions(this.position, head) >= 0) return;
    await new Promise<void>((resolve) => {
      this.waiters.push({ target: head, resolve });
      this.wake.notify();
    });
  }

  private async run(): Promise<void> {
    const { pollIntervalMs = 500, logger = quietConsoleLogger, name } = this.options;
    let failures = 0;
    while (!this.abort.signal.aborted) {
      let full: boolean;
      try {
        if (this.options.leases && !(await this.options.leases.holds(name))) {
          await this.followCheckpoint();
          await this.wake.wait(pollIntervalMs);
          continue;
        }
        full = await this.runBatch();
        failures = 0;
      } catch (error) {
        failures += 1;
        logger.error(`Processor ${name}: batch failed (${failures} in a row), retrying: ${reasonOf(error)}`, stackOf(error));
        await sleep(Math.min(pollIntervalMs * 2 ** failures, MAX_BACKOFF_MS), this.abort.signal);
        continue;
      }
      if (!full) await this.wake.wait(pollIntervalMs);
    }
  }

  /**
   * One batch; answers whether the page was full (more may follow at once). The page is read
   * before any transaction, from where this processor last left the checkpoint: nothing new costs
   * that one read, and a page of other types only moves the checkpoint (a compare-and-set that
   * loses to any move made meanwhile, which then goes the locked way).
   */
  private async runBatch(): Promise<boolean> {
    const from = this.position;
    const page = await this.readPage(from);
    if (comparePositions(page.scannedTo, from) <= 0) return false;
    const checkpoints = new CheckpointStore(sqlOfPool(this.options.pool));
    const moved = page.events.length === 0 && (await checkpoints.advance(this.options.name, PROCESSOR_VERSION, from, page.scannedTo));
    const handled = moved ? page : await this.handleInTransaction(from, page);
    this.reached(handled.scannedTo);
    return handled.events.length === this.batchSize;
  }

  private get batchSize(): number {
    return this.options.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  private readPage(after: Position): Promise<ReadAllPage> {
    const { store, types } = this.options;
    return store.readAll({ after, types, limit: this.batchSize });
  }

  /** Under the processor's lock: the page read before when the checkpoint is still where it started, else the next one. */
  private async handleInTransaction(from: Position, read: ReadAllPage): Promise<ReadAllPage> {
    const { name, handle } = this.options;
    return this.inTransaction(async (client) => {
      await client.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [PROCESS, name]);
      const checkpoints = new CheckpointStore(sqlOfPool(client));
      const after = (await checkpoints.read(name))?.position ?? START;
      const page = comparePositions(after, from) === 0 ? read : await this.readPage(after);
      for (const event of page.events) await handle(event);
      // Nothing is written before this point, so the transaction takes no transaction id while the
      // handlers run and never holds back the store's readers (they read below the oldest open one).
      await checkpoints.write(name, PROCESSOR_VERSION, page.scannedTo);
      return page;
    });
  }

  /** On standby: how far the process holding the lease got, so that {@link caughtUp} answers here too. */
  private async followCheckpoint(): Promise<void> {
    const checkpoint = await new CheckpointStore(sqlOfPool(this.options.pool)).read(this.options.name);
    if (checkpoint) this.reached(checkpoint.position);
  }

  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.options.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private reached(position: Position): void {
    this.position = position;
    const done = this.waiters.filter((waiter) => comparePositions(position, waiter.target) >= 0);
    this.waiters = this.waiters.filter((waiter) => !done.includes(waiter));
    for (const waiter of done) waiter.resolve();
  }
}
