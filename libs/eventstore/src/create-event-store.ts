import type pg from 'pg';
import type { EventStore, Upcaster } from './event-store.port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

/** Which event store to run on: the embedded default (PostgreSQL) or EventStoreDB. */
export type EventStoreConfig =
  | { readonly kind: 'postgres'; readonly pool: pg.Pool }
  | { readonly kind: 'esdb'; readonly url: string };

/**
 * The configured adapter, ready to use: the PostgreSQL store has created its tables (init() is
 * idempotent). The EventStoreDB adapter is loaded only when chosen, so the PostgreSQL path never
 * loads the gRPC client.
 */
export async function createEventStore(config: EventStoreConfig, upcaster?: Upcaster): Promise<EventStore> {
  switch (config.kind) {
    case 'postgres': {
      const store = new PostgresEventStore({ pool: config.pool, upcaster });
      await store.init();
      return store;
    }
    case 'esdb': {
      const { EsdbEventStore } = await import('./esdb/esdb-event-store.js');
      return new EsdbEventStore({ connectionString: config.url, upcaster });
    }
  }
}
