import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '@nestjs/common';
import { type EventStore, START } from '#eventstore';
import type { Clock } from '#platform';
import { countEventsAfter, type Projection, rebuildProjection, type RebuildProgress, type RebuildResult } from '#projections';
import type { ProjectionRebuildResponse } from '../contracts/admin.responses.js';
import { replayPercent } from '../domain/projection-status.js';

export interface RebuildDeps {
  readonly store: EventStore;
  readonly orm: MikroORM;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** One rebuild this process started, and what it has reported. */
export class Rebuild {
  private readonly startedAt: Date;
  private readonly abort = new AbortController();
  private progress: RebuildProgress | null = null;
  private result: RebuildResult | null = null;
  private totalEvents = 0;
  private finishedAt: Date | null = null;
  private error: string | null = null;
  /** Resolves once the rebuild holds its lock and has made its copy (its first report); rejects when it could not. */
  readonly started: Promise<void>;
  /** Settles when the rebuild and its count are over, whatever the outcome; never rejects. */
  readonly finished: Promise<unknown>;

  constructor(projection: Projection, { store, orm, clock, logger }: RebuildDeps) {
    this.startedAt = clock.now();
    let reportStarted = (): void => undefined;
    let failStart = (_error: unknown): void => undefined;
    this.started = new Promise<void>((resolve, reject) => ((reportStarted = resolve), (failStart = reject)));
    const signal = this.abort.signal;
    const onProgress = (progress: RebuildProgress): void => {
      this.progress = progress;
      reportStarted();
    };
    // A failure after the start settles nothing more of `started`: it shows in the state instead.
    const run = rebuildProjection({ orm, store, projection, signal, logger, onProgress })
      .then(
        (result) => void (this.result = result),
        (error: unknown) => {
          this.error = error instanceof Error ? error.message : String(error);
          this.abort.abort();
          failStart(error);
        },
      )
      .finally(() => (this.finishedAt = clock.now()));
    // Counted beside the replay, not before it: the admin's answer waits only for the start.
    const count = countEventsAfter(store, START, projection.handles, { signal }).then(
      ({ count: total }) => void (this.totalEvents = total),
      (error: unknown) => logger.warn(`Projection ${projection.name}: could not count its events: ${String(error)}`),
    );
    this.finished = Promise.all([run, count]);
  }

  get running(): boolean {
    return this.finishedAt === null;
  }

  stop(): Promise<unknown> {
    this.abort.abort();
    return this.finished;
  }

  toResponse(): ProjectionRebuildResponse {
    const state = this.running ? 'running' : this.error === null ? 'done' : 'failed';
    const processedEvents = this.result?.eventsApplied ?? this.progress?.eventsApplied ?? 0;
    return {
      startedAt: this.startedAt.toISOString(),
      finishedAt: this.finishedAt?.toISOString() ?? null,
      processedEvents,
      // Events appended while it runs are replayed too.
      totalEvents: Math.max(this.totalEvents, processedEvents),
      percent: state === 'done' ? 100 : this.progress ? replayPercent(this.progress) : 0,
      state,
      error: this.error,
    };
  }
}
