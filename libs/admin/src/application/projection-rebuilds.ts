import { MikroORM } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore } from '#eventstore';
import { ALL_PROJECTIONS, CLOCK, type Clock, DomainError, EVENT_STORE } from '#platform';
import { type Projection, RebuildAlreadyRunningError } from '#projections';
import type { ProjectionRebuildResponse } from '../contracts/admin.responses.js';
import { Rebuild } from './projection-rebuild.js';
import { RebuildReports } from './rebuild-reports.js';

/** How often a running rebuild's shared report is refreshed. */
const SHARE_EVERY_MS = 1000;

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
 * (libs/projections) in the background, one at a time per projection, while the app serves. Their
 * reports are shared with the other API instances (rebuild-reports.ts).
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
    private readonly reports: RebuildReports,
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
      if (error instanceof RebuildAlreadyRunningError) {
        if (previous) this.rebuilds.set(name, previous);
        else this.rebuilds.delete(name);
        throw new DomainError('conflict', rebuildAlreadyRunning(name));
      }
      // Any other failure is this rebuild's own, and shows as its state.
    }
    this.share(name, rebuild);
  }

  isRunning(name: string): boolean {
    return this.rebuilds.get(name)?.running ?? false;
  }

  /** The last rebuild of each of `names`, whichever instance started it: the later one when this one has its own. */
  async reportsOf(names: readonly string[]): Promise<Map<string, ProjectionRebuildResponse>> {
    const reports = await this.reports.read(names);
    for (const name of names) {
      const own = this.rebuilds.get(name)?.toResponse();
      const shared = reports.get(name);
      if (own && (!shared || shared.startedAt <= own.startedAt)) reports.set(name, own);
    }
    return reports;
  }

  /** Keeps the report in Redis up to date while the rebuild runs, then leaves its outcome there; one write at a time, in order. */
  private share(name: string, rebuild: Rebuild): void {
    let writing: Promise<void> = Promise.resolve();
    const save = (): void => {
      writing = writing.then(() => this.reports.save(name, rebuild.toResponse()));
    };
    save();
    const timer = setInterval(save, SHARE_EVERY_MS).unref();
    void rebuild.finished.then(() => {
      clearInterval(timer);
      save();
    });
  }

  /** Stops the replays between batches (their copies are dropped, the live read models untouched) before the pools close. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.rebuilds.values()].map((rebuild) => rebuild.stop()));
  }
}
