export * from './event-store.port.js';
export * from './errors.js';
export * from './position.js';
