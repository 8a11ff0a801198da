/**
 * `npm run bench:rebuild -- [--scale 1] [--seed 1]`: rebuilds every projection from the log of
 * the seeded history (`npm run bench:seed`, made first if it was not), each one alone, then all
 * of them in one pass, on a copy of it. Each rebuild prints two rates: the events the projection
 * consumes (the types it handles) per second, and the log's events per second (a projection that
 * skips most of the log still has to get past it); the machine's load beside them. A last row
 * reads the one pass's pages alone, applying nothing: the event store's share of its time.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { PostgresEventStore, START } from '#eventstore';
import { pagesAhead, type Projection, REBUILD_BATCH_SIZE, rebuildProjection, rebuildProjections } from '#projections';
import { allProjections } from '#runtime';
import { ensureSeed } from '../seed/ensure-seed.js';
import { seedOptionsOf } from '../seed/seed-plan.js';
import { copyOfSeed } from '../seed/seeded-database.js';
import { hearDroppedConnections } from '../shared/dropped-connections.js';

const GOAL = 50_000;
const perSecond = (events: number, ms: number): number => Math.round(events / (ms / 1000));

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Reads the events of these types from the start, in the rebuild's pages, and drops them. */
async function readEveryPage(store: PostgresEventStore, types: readonly string[]): Promise<void> {
  for await (const page of pagesAhead(store, START, types, REBUILD_BATCH_SIZE)) void page;
}

const consumedBy = (projections: readonly Projection[], byType: Readonly<Record<string, number>>): number =>
  [...new Set(projections.flatMap((p) => p.handles))].reduce((sum, type) => sum + (byType[type] ?? 0), 0);

function row(name: string, consumed: number, events: number, ms: number) {
  const rate = perSecond(consumed, ms);
  return { projection: name, 'events consumed': consumed, seconds: +(ms / 1000).toFixed(1), 'consumed/s': rate, 'log events/s': perSecond(events, ms), goal: rate >= GOAL ? 'met' : 'short', load: loadavg()[0]?.toFixed(2) };
}

const options = seedOptionsOf(process.argv.slice(2));
await ensureSeed(options);
const { manifest, database } = await copyOfSeed(options);
const pool = new pg.Pool({ connectionString: database.url, max: 10 });
hearDroppedConnections(pool);
const store = new PostgresEventStore({ pool });
try {
  await store.init();
  console.log(`bench:rebuild on ${manifest.name}: ${manifest.events.toLocaleString('en')} events; goal ${GOAL.toLocaleString('en')} consumed events/s`);
  const rows = [];
  for (const projection of allProjections) {
    const ms = await timed(() => rebuildProjection({ databaseUrl: database.url, store, projection }));
    rows.push(row(projection.name, consumedBy([projection], manifest.byType), manifest.events, ms));
  }
  const allMs = await timed(() => rebuildProjections({ databaseUrl: database.url, store, projections: allProjections }));
  rows.push(row(`all ${allProjections.length} in one pass`, consumedBy(allProjections, manifest.byType), manifest.events, allMs));
  // The store's share of that pass: the same pages read and dropped, nothing applied.
  const readMs = await timed(() => readEveryPage(store, [...new Set(allProjections.flatMap((p) => p.handles))]));
  rows.push(row('(the log read alone)', consumedBy(allProjections, manifest.byType), manifest.events, readMs));
  console.table(rows);
} finally {
  await store.close();
  await pool.end();
  await database.drop();
}
