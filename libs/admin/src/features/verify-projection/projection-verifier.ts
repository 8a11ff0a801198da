import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { comparePositions, type EventStore, formatPosition, START } from '#eventstore';
import { ALL_PROJECTIONS, DomainError, EVENT_STORE } from '#platform';
import { ProjectionNotVerifiableError, type Projection, VerifyAlreadyRunningError, verifyProjection } from '#projections';
import { projectionNamed } from '../../application/projection-rebuilds.js';
import type { ProjectionVerificationResponse } from '../../contracts/projection-verification.responses.js';

/**
 * Verifies one of the app's read models against the log, while it serves and keeps applying.
 * Synchronous: it takes the time of a replay of the projection's events, seconds for the read
 * models here (the admin page waits for the answer, as it does for the ledger's verification).
 */
@Injectable()
export class ProjectionVerifier {
  constructor(
    @Inject(ALL_PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly orm: MikroORM,
  ) {}

  /** 404 for an unknown name; 409 while another verification of it runs, or when its read model is at another version. */
  async verify(name: string): Promise<ProjectionVerificationResponse> {
    const projection = projectionNamed(this.projections, name);
    try {
      const report = await verifyProjection({ orm: this.orm, store: this.store, projection });
      return {
        name: report.projection,
        version: report.version,
        checkpoint: comparePositions(report.position, START) === 0 ? null : formatPosition(report.position),
        eventsReplayed: report.eventsApplied,
        healthy: report.healthy,
        tables: report.tables.map((table) => ({ ...table, rows: table.rows.map((row) => ({ ...row, columns: [...row.columns] })) })),
        durationMs: report.durationMs,
      };
    } catch (error) {
      if (error instanceof VerifyAlreadyRunningError) throw new DomainError('conflict', `A verification of ${name} is already running; wait for it to finish`);
      if (error instanceof ProjectionNotVerifiableError) throw new DomainError('conflict', error.message);
      throw error;
    }
  }
}
