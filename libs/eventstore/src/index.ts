export * from './event-store.port.js';
export * from './errors.js';
export * from './position.js';
export * from './postgres/postgres-event-store.js';
