/**
 * `npm run bench:rebuild [events]`: seeds a log of `events` (default 550,000; or BENCH_EVENTS)
 * into a fresh database through the event store's append, then rebuilds every projection from
 * it: each one alone, then all of them in one pass over the log. Rates are events of the log
 * per second (a projection that skips most of the log still has to get past it).
 */
import pg from 'pg';
import { PostgresEventStore } from '#eventstore';
import { rebuildProjection, rebuildProjections } from '#projections';
import { allProjections } from '#runtime';
import { createTestDatabase } from '#testing';
import { seedLog } from './seed-log.js';

const DEFAULT_EVENTS = 550_000;

const rate = (events: number, ms: number): string => `${Math.round(events / (ms / 1000)).toLocaleString('en')} events/s`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function main(): Promise<void> {
  const size = Number(process.argv[2] ?? process.env.BENCH_EVENTS ?? DEFAULT_EVENTS);
  if (!Number.isSafeInteger(size) || size < 11) throw new Error(`The log size must be an integer of at least 11, got ${process.argv[2]}`);
  const db = await createTestDatabase('vm_bench_rebuild');
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  const store = new PostgresEventStore({ pool });
  try {
    await store.init();
    const [events, seedMs] = await timed(() => seedLog(store, { events: size }));
    console.log(`seed: ${events.toLocaleString('en')} events appended in ${seconds(seedMs)} (${rate(events, seedMs)})`);
    await pool.query('vacuum analyze eventstore.events');

    for (const projection of allProjections) {
      const [, ms] = await timed(() => rebuildProjection({ databaseUrl: db.url, store, projection }));
      console.log(`rebuild ${projection.name}: ${seconds(ms)}, ${rate(events, ms)}`);
    }
    const [, allMs] = await timed(() => rebuildProjections({ databaseUrl: db.url, store, projections: allProjections }));
    console.log(`rebuild all (${allProjections.length}) in one pass: ${seconds(allMs)}, ${rate(events, allMs)}`);
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

await main();
