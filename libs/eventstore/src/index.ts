export * from './event-store.port.js';
export * from './errors.js';
export * from './position.js';
export * from './postgres/postgres-event-store.js';
export * from './create-event-store.js';
export { type EventUpcaster, type EventVersion, renamedEvent } from './upcasting/event-upcaster.js';
// Types only: the EventStoreDB client (gRPC) is loaded by createEventStore when it is chosen.
export type { EsdbEventStore, EsdbEventStoreOptions } from './esdb/esdb-event-store.js';
