import type pg from 'pg';

/**
 * pg-pool's end() resolves once it has asked its idle clients to close, not once their sessions
 * have ended; under load the benchmark's database drop (WITH FORCE) still finds one and terminates
 * it, the pool re-emits that as 'error', and an unheard 'error' killed the process after it had
 * printed its figures. Every pool a benchmark drops the database of hears it: nothing uses the
 * connection any more.
 */
export const hearDroppedConnections = (pool: pg.Pool): void => void pool.on('error', () => undefined);
