import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { comparePositions, type EventStore, formatPosition, START } from '#eventstore';
import { ALL_PROJECTIONS, CLOCK, type Clock, EVENT_STORE, PG_POOL } from '#platform';
import { type Checkpoint, CheckpointStore, checkpointTableExists, countEventsAfter, type Projection, rebuildsUnderWay, sqlOfPool } from '#projections';
import type { ProjectionRebuildResponse, ProjectionStatusResponse } from '../contracts/admin.responses.js';
import { lagSeconds, projectionHealth } from '../domain/projection-status.js';
import { ProjectionRebuilds, projectionNamed } from './projection-rebuilds.js';

/** Lag is counted up to here: a projection further behind shows this many, and `behind`. */
export const LAG_COUNT_CAP = 10_000;

/** Where each of the app's read models stands: checkpoint, lag, rebuilds. */
@Injectable()
export class ProjectionStatuses {
  constructor(
    @Inject(ALL_PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rebuilds: ProjectionRebuilds,
  ) {}

  all(): Promise<ProjectionStatusResponse[]> {
    return this.statusesOf(this.projections);
  }

  async of(name: string): Promise<ProjectionStatusResponse> {
    const [status] = await this.statusesOf([projectionNamed(this.projections, name)]);
    return status;
  }

  private async statusesOf(projections: readonly Projection[]): Promise<ProjectionStatusResponse[]> {
    const sql = sqlOfPool(this.pool);
    const names = projections.map((projection) => projection.name);
    // Before any runner started (an API with RUN_WORKER=false on a new database) there is no table yet.
    const checkpoints = (await checkpointTableExists(sql)) ? await new CheckpointStore(sql).readMany(names) : new Map<string, Checkpoint>();
    const underWay = await rebuildsUnderWay(sql, names);
    const reports = await this.rebuilds.reportsOf(names);
    const now = this.clock.now();
    return Promise.all(
      projections.map((projection) =>
        this.statusOf(projection, checkpoints.get(projection.name)?.position ?? START, underWay.has(projection.name), reports.get(projection.name) ?? null, now),
      ),
    );
  }

  private async statusOf(
    projection: Projection,
    checkpoint: Checkpoint['position'],
    lockHeld: boolean,
    rebuild: ProjectionRebuildResponse | null,
    now: Date,
  ): Promise<ProjectionStatusResponse> {
    const lag = await countEventsAfter(this.store, checkpoint, projection.handles, { cap: LAG_COUNT_CAP });
    return {
      name: projection.name,
      version: projection.version,
      checkpoint: comparePositions(checkpoint, START) === 0 ? null : formatPosition(checkpoint),
      lagEvents: lag.count,
      lagSeconds: lagSeconds(lag.oldestAt, now),
      status: projectionHealth({ rebuilding: lockHeld || this.rebuilds.isRunning(projection.name), lagEvents: lag.count }),
      rebuild,
    };
  }
}
