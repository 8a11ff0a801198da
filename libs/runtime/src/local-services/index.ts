/**
 * The services `npm start` runs for itself when the machine has none (an embedded PostgreSQL, a
 * redis-server), apart from the rest of runtime: `#runtime/local-services` loads these files alone,
 * not every module of the app, for a launcher that only starts processes (npm run start:cluster).
 */
export { EmbeddedPostgresFailed, startEmbeddedPostgres, useEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.js';
export { ensureLocalRedis, type LocalRedis } from './local-redis.js';
export { answers } from './answers.js';
export { keepingStopSignals, STOP_SIGNALS } from './stop-signals.js';
