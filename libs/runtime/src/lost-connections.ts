import type pg from 'pg';

/** Long enough for whoever holds a client to release it after its query failed; far shorter than a stalled read model. */
const RECLAIM_AFTER_MS = 1000;

/**
 * Gives back to the pool a checked-out client whose connection the server dropped and that its
 * holder never releases. Kysely (under MikroORM's transactions) releases a transaction's
 * connection only after its COMMIT or ROLLBACK succeeds, which on a dead connection never
 * happens: every projection batch cut by a database restart kept one client, until the pool was
 * empty, every read model stood still and shutting down waited for them for ever. Released with the
 * error, pg-pool closes such a client instead of reusing it. Only for a pool whose holders never
 * keep a client past a failed query (MikroORM's): a holder that did would find it released.
 */
export function reclaimLostConnections(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client as pg.PoolClient));
  pool.on('remove', (client) => checkedOut.delete(client as pg.PoolClient));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      setTimeout(() => {
        if (checkedOut.delete(client)) client.release(error);
      }, RECLAIM_AFTER_MS).unref();
    }),
  );
}
