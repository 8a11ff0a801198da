/**
 * `npm run bench:ingest [visits]`: "noise must not slow money". With the projection runner going,
 * ingests `visits` page visits (default 5,000; or BENCH_VISITS) in the batches the visits queue
 * appends, while it registers an account every 50 ms and measures how long the users read model
 * takes to show it (its checkpoint passing the registration, as a read-your-writes wait sees it).
 * Prints the lag of the users projection while the visits flood in, and at rest, for comparison.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PostgresEventStore } from '#eventstore';
import { ConsistencyBarrier, ProjectionRunner } from '#projections';
import { allProjections } from '#runtime';
import { createTestDatabase } from '#testing';
import { hearDroppedConnections } from '../shared/dropped-connections.js';
import { percentile } from '../shared/percentile.js';
import { accountEvents, visitEvents } from './ingest-events.js';

/** Identity's users read model, whose lag is measured. */
const USERS_PROJECTION = 'users';
const VISIT_BATCH = 50;
const SAMPLE_EVERY_MS = 50;
const REST_SAMPLES = 20;


const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (lags: readonly number[]): string =>
  `${lags.length} samples, median ${percentile(lags, 0.5).toFixed(0)} ms, p95 ${percentile(lags, 0.95).toFixed(0)} ms, max ${percentile(lags, 1).toFixed(0)} ms`;

async function main(): Promise<void> {
  const visits = Number(process.argv[2] ?? process.env.BENCH_VISITS ?? 5_000);
  const db = await createTestDatabase('vm_bench_ingest');
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  hearDroppedConnections(pool);
  const store = new PostgresEventStore({ pool });
  await store.init();
  const orm = new MikroORM({
    clientUrl: db.url,
    entities: allProjections.flatMap((p) => [...p.entities]),
    driverOptions: { onPoolCreated: hearDroppedConnections },
  });
  const runner = new ProjectionRunner({ store, orm, projections: allProjections, pollIntervalMs: 100 });
  store.onAppended((appended) => runner.onAppended(appended));
  const barrier = new ConsistencyBarrier({ orm, runner });
  let accounts = 0;
  /** Registers an account and resolves with the time until the users read model reached it. */
  const registrationLag = async (): Promise<number> => {
    const { streamId, events } = accountEvents(accounts++);
    const started = performance.now();
    const { position } = await store.append(streamId, events.slice(0, 1), 'no_stream');
    if (!(await barrier.waitFor(position, [USERS_PROJECTION], 60_000))) throw new Error('The users projection did not catch up in 60 s');
    return performance.now() - started;
  };
  try {
    await runner.start();
    const atRest: number[] = [];
    for (let i = 0; i < REST_SAMPLES; i++) {
      atRest.push(await registrationLag());
      await sleep(SAMPLE_EVERY_MS);
    }

    let flooding = true;
    const started = performance.now();
    const flood = (async () => {
      for (let sent = 0; sent < visits; sent += VISIT_BATCH) {
        const { streamId, events } = visitEvents(0, Math.min(VISIT_BATCH, visits - sent));
        await store.append(streamId, events, 'any');
      }
      flooding = false;
    })();
    const duringFlood: number[] = [];
    while (flooding) {
      duringFlood.push(await registrationLag());
      await sleep(SAMPLE_EVERY_MS);
    }
    await flood;
    const floodMs = performance.now() - started;

    console.log(`users projection lag at rest:                      ${summary(atRest)}`);
    console.log(`users projection lag while ${visits} visits are ingested: ${summary(duringFlood)}`);
    console.log(`(the ${visits} visits took ${(floodMs / 1000).toFixed(1)} s to append, in batches of ${VISIT_BATCH})`);
  } finally {
    await barrier.close();
    await runner.stop();
    await orm.close();
    await store.close();
    await pool.end();
    await db.drop();
  }
}

await main();
