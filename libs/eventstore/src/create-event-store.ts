import type pg from 'pg';
import type { EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';
import { SharedTailEventStore } from './shared-tail-event-store.js';
import { type EventUpcaster, UpcasterRegistry } from './upcasting/event-upcaster.js';
import { UpcastingEventStore } from './upcasting/upcasting-event-store.js';

/** Which event store to run on: the embedded default (PostgreSQL) or EventStoreDB. */
export type EventStoreConfig =
  | { readonly kind: 'postgres'; readonly pool: pg.Pool }
  | { readonly kind: 'esdb'; readonly url: string };

/**
 * `store` read through `upcasters` (every module's, checked together): old events come out in their
 * current shape. With none there is nothing to upcast, and the adapter is handed out as it is.
 */
export const withUpcasters = (store: EventStore, upcasters: readonly EventUpcaster[]): EventStore =>
  upcasters.length === 0 ? store : new UpcastingEventStore(store, new UpcasterRegistry(upcasters));

/**
 * The configured adapter, ready to use and read through `upcasters`: the PostgreSQL store has
 * created its tables (init() is idempotent), and its readers share the reads of the log's newest
 * events ({@link SharedTailEventStore}). The EventStoreDB adapter is loaded only when chosen,
 * so the PostgreSQL path never loads the gRPC client.
 */
export async function createEventStore(config: EventStoreConfig, upcasters: readonly EventUpcaster[] = []): Promise<EventStore> {
  switch (config.kind) {
    case 'postgres': {
      const store = new PostgresEventStore({ pool: config.pool });
      await store.init();
      return withUpcasters(new SharedTailEventStore(store), upcasters);
    }
    case 'esdb': {
      const { EsdbEventStore } = await import('./esdb/esdb-event-store.js');
      return withUpcasters(new EsdbEventStore({ connectionString: config.url }), upcasters);
    }
  }
}
