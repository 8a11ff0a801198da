import { MikroORM } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore } from '#eventstore';
import { ALL_PROJECTIONS, CLOCK, type Clock, DomainError, EVENT_STORE } from '#platform';
import { type Projection, RebuildAlreadyRunningError } from '#projections';
import type { ProjectionRebuildResponse } from '../contracts/admin.responses.js';
import { Rebuild } from './projection-rebuild.js';

export const rebuildAlreadyRunning = (name: string): string => `A rebuild of ${name} is already running; wait for it to finish`;
export const noSuchProjection = (name: string): string => `There is no projection named ${name}`;

/** The app's projection of that name; 404 for any other name. */
export function projectionNamed(projections: readonly Projection[], name: string): Projection {
  const projection = projections.find((candidate) => candidate.name === name);
  if (!projection) throw new DomainError('not_found', noSuchProjection(name));
  return projection;
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
      // Any other failure is this rebuild's own, and shows as its state.
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
