import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type pg from 'pg';
import { type EventStore, type Position, START } from '#eventstore';
import { ALL_PROJECTIONS, EVENT_STORE, PG_POOL, ProcessManager } from '#platform';
import { type Checkpoint, CheckpointStore, checkpointTableExists, countEventsAfter, type Projection, sqlOfPool } from '#projections';
import { AppMetrics } from './app-metrics.js';

/** Lag is counted up to here (as the admin's projections page does): a reader further behind shows this many. */
export const LAG_COUNT_CAP = 10_000;

/** A reader of the log with a checkpoint: a projection or a process manager. */
interface LogReader {
  readonly name: string;
  readonly types: readonly string[];
}

/**
 * Where the log's head is and how far each projection and process manager is behind it, read at
 * scrape time: the checkpoints in one query, then per reader the events of its types after its
 * checkpoint (counted through the store's port, so on either store; none when it has caught up).
 */
@Injectable()
export class LogMetrics {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly discovery: DiscoveryService,
    @Inject(ALL_PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async refresh(): Promise<void> {
    const projections: LogReader[] = this.projections.map(({ name, handles }) => ({ name, types: handles }));
    const processManagers = this.processManagers();
    const head = await this.store.headPosition();
    const checkpoints = await this.checkpoints([...projections, ...processManagers]);
    this.metrics.headPosition.set(Number((head ?? START).prepare));
    // One reader after another: a scrape holds at most one of the pool's connections, whatever the number of readers.
    for (const reader of projections) {
      const { position, lag } = await this.measure(reader, checkpoints);
      this.metrics.checkpointPosition.set({ projection: reader.name }, position);
      this.metrics.projectionLag.set({ projection: reader.name }, lag);
    }
    for (const reader of processManagers) {
      const { position, lag } = await this.measure(reader, checkpoints);
      this.metrics.processManagerPosition.set({ process_manager: reader.name }, position);
      this.metrics.processManagerLag.set({ process_manager: reader.name }, lag);
    }
  }

  private async measure(reader: LogReader, checkpoints: ReadonlyMap<string, Checkpoint>): Promise<{ readonly position: number; readonly lag: number }> {
    const position: Position = checkpoints.get(reader.name)?.position ?? START;
    const lag = await countEventsAfter(this.store, position, reader.types, { cap: LAG_COUNT_CAP });
    return { position: Number(position.prepare), lag: lag.count };
  }

  private async checkpoints(readers: readonly LogReader[]): Promise<Map<string, Checkpoint>> {
    const sql = sqlOfPool(this.pool);
    // Before any runner started (an API with RUN_WORKER=false on a new database) there is no table yet.
    if (!(await checkpointTableExists(sql))) return new Map();
    return new CheckpointStore(sql).readMany(readers.map((reader) => reader.name));
  }

  /** Every module's process manager, found among the providers (they run where RUN_WORKER is set; their checkpoints are shared). */
  private processManagers(): LogReader[] {
    const found = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is ProcessManager => instance instanceof ProcessManager)
      .map((manager) => manager.subscription);
    return [...new Map(found.map((reader) => [reader.name, reader])).values()];
  }
}
