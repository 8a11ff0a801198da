export * from './event-store.port.js';
export * from './errors.js';
export * from './position.js';
export * from './postgres/postgres-event-store.js';
export * from './create-event-store.js';
// Types only: the EventStoreDB client (gRPC) is loaded by createEventStore when it is chosen.
export type { EsdbEventStore, EsdbEventStoreOptions } from './esdb/esdb-event-store.js';
