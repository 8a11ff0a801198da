import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PostgresEventStore } from '#eventstore';
import { type DomainEvent, systemContext, withMetadata } from '#platform';
import { quietConsoleLogger, rebuildProjection } from '#projections';
import { createTestDatabase, type TestDatabase } from '#testing';
import { matchingProjection } from '../../src/read-models/matching/matching.projection.js';

/** A fresh database with an event store, and matching's read model projected from what was appended. */
export interface MatchingReadModelEnv {
  readonly pool: pg.Pool;
  append(streamId: string, ...events: DomainEvent[]): Promise<void>;
  /** Projects the whole log (once every append is visible), `batchSize` events a transaction. */
  project(batchSize?: number): Promise<void>;
  close(): Promise<void>;
}

export async function createMatchingReadModelEnv(): Promise<MatchingReadModelEnv> {
  const db: TestDatabase = await createTestDatabase('vm_matching');
  const pool = new pg.Pool({ connectionString: db.url, max: 5 });
  // Dropping the database (WITH FORCE) ends idle clients the pool still holds.
  pool.on('error', () => undefined);
  const store = new PostgresEventStore({ pool });
  await store.init();
  const orm = new MikroORM({ clientUrl: db.url, entities: [...matchingProjection.entities], pool: { min: 0, max: 5 } });
  let appended = 0;
  return {
    pool,
    append: async (streamId, ...events) => {
      await store.append(streamId, events.map((event) => withMetadata(event, systemContext('test'), new Date())), 'any');
      appended += events.length;
    },
    project: async (batchSize) => {
      // The store shows only events below the oldest open transaction of the server: wait for ours.
      while ((await store.readAll({ limit: appended + 1 })).events.length < appended) await new Promise((resolve) => setTimeout(resolve, 20));
      await rebuildProjection({ orm, store, projection: matchingProjection, batchSize, logger: quietConsoleLogger });
    },
    close: async () => {
      await orm.close();
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}
