import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { type EventUpcaster, PostgresEventStore, withUpcasters } from '#eventstore';
import { type DomainEvent, systemContext, withMetadata } from '#platform';
import { type Projection, quietConsoleLogger, rebuildProjection } from '#projections';
import { createTestDatabase } from './test-database.js';

/** A fresh database with an event store, and one projection's read model projected from what was appended. */
export interface ProjectionEnv {
  readonly pool: pg.Pool;
  /** Appends domain events to a stream, with the metadata the platform writes. */
  append(streamId: string, ...events: DomainEvent[]): Promise<void>;
  /** Like `append`, as if the events had occurred at `at` (their metadata's occurredAt). */
  appendAt(at: Date, streamId: string, ...events: DomainEvent[]): Promise<void>;
  /** Projects the whole log into the read model (once every append is visible), `batchSize` events a transaction. */
  project(batchSize?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * For a projection's spec: `append` its events, `project`, then read its tables through `pool`.
 * `upcasters`: how the projection reads old events (its module's), as the app's store does.
 */
export async function createProjectionEnv(projection: Projection, upcasters: readonly EventUpcaster[] = []): Promise<ProjectionEnv> {
  const db = await createTestDatabase('vm_projection');
  const pool = new pg.Pool({ connectionString: db.url, max: 5 });
  // Dropping the database (WITH FORCE) ends idle clients the pool still holds.
  pool.on('error', () => undefined);
  const log = new PostgresEventStore({ pool });
  await log.init();
  const store = withUpcasters(log, upcasters);
  const orm = new MikroORM({ clientUrl: db.url, entities: [...projection.entities], pool: { min: 0, max: 5 } });
  let appended = 0;
  const appendAt = async (at: Date, streamId: string, ...events: DomainEvent[]): Promise<void> => {
    await store.append(streamId, events.map((event) => withMetadata(event, systemContext('test'), at)), 'any');
    appended += events.length;
  };
  return {
    pool,
    append: (streamId, ...events) => appendAt(new Date(), streamId, ...events),
    appendAt,
    project: async (batchSize) => {
      // The store shows only events below the oldest open transaction of the server: wait for ours.
      while ((await store.readAll({ limit: appended + 1 })).events.length < appended) await new Promise((resolve) => setTimeout(resolve, 20));
      await rebuildProjection({ orm, store, projection, batchSize, logger: quietConsoleLogger });
    },
    close: async () => {
      await orm.close();
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}
