import { MikroORM } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { type EventStore, START } from '#eventstore';
import { ALL_PROJECTIONS, CLOCK, type Clock, DomainError, EVENT_STORE } from '#platform';
import { type Projection, RebuildAlreadyRunningError, rebuildProjection, type RebuildProgress, type RebuildResult } from '#projections';
import type { ProjectionRebuildResponse } from '../contracts/admin.responses.js';
import { replayPercent } from '../domain/projection-status.js';
import { countEventsAfter } from './event-counts.js';

export const rebuildAlreadyRunning = (name: string): string => `A rebuild of ${name} is already running; wait for it to finish`;
export const noSuchProjection = (name: string): string => `There is no projection named ${name}`;

/** The app's projection of that name; 404 for any other name. */
export function projectionNamed(projections: readonly Projection[], name: string): Projection {
  const projection = projections.find((candidate) => candidate.name === name);
  if (!projection) throw new DomainError('not_found', noSuchProjection(name));
  return projection;
}

interface RebuildDeps {
  readonly store: EventStore;
  readonly orm: MikroORM;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** One rebuild this process started, and what it has reported. */
class Rebuild {
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

/**
 * The rebuilds this process runs for the admin API: `npm run projections:rebuild`'s replay
 * (libs/projections) in the background, one at a time per projection, while the app serves.
 */
@Injectable()
export class ProjectionRebuilds implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ProjectionRebuilds');
  /** The last rebuild of each projection started here: running, or how it ended. */
  private readonly rebuilds = new Map<string, Rebuild>();

  constructor(
    @Inject(ALL_PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orm: MikroORM,
  ) {}

  /**
   * Starts a rebuild and resolves once it holds the projection's rebuild lock. 404 for an unknown
   * name; 409 while one runs, here or in any process (the command line, a version bump's).
   */
  async start(name: string): Promise<void> {
    const projection = projectionNamed(this.projections, name);
    const previous = this.rebuilds.get(name);
    if (previous?.running) throw new DomainError('conflict', rebuildAlreadyRunning(name));
    const rebuild = new Rebuild(projection, { store: this.store, orm: this.orm, clock: this.clock, logger: this.logger });
    // Taken before the first await, so that a second request in this process is refused at once.
    this.rebuilds.set(name, rebuild);
    try {
      await rebuild.started;
    } catch (error) {
      if (!(error instanceof RebuildAlreadyRunningError)) return;
      if (previous) this.rebuilds.set(name, previous);
      else this.rebuilds.delete(name);
      throw new DomainError('conflict', rebuildAlreadyRunning(name));
    }
  }

  isRunning(name: string): boolean {
    return this.rebuilds.get(name)?.running ?? false;
  }

  progressOf(name: string): ProjectionRebuildResponse | null {
    return this.rebuilds.get(name)?.toResponse() ?? null;
  }

  /** Stops the replays between batches (their copies are dropped, the live read models untouched) before the pools close. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.rebuilds.values()].map((rebuild) => rebuild.stop()));
  }
}
