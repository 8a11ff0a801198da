/**
 * `npm run bench:rebuild -- [--scale 1] [--seed 1]`: rebuilds every projection from the log of
 * the seeded history (`npm run bench:seed`, made first if it was not), each one alone, then all
 * of them in one pass, on a copy of it. Each rebuild prints two rates: the events the projection
 * consumes (the types it handles) per second, and the log's events per second (a projection that
 * skips most of the log still has to get past it); the machine's load beside them. A last row
 * reads the one pass's pages alone, applying nothing: the event store's share of its time. Each
 * row also gives this process's CPU time over the wall time: how much of the step was the process's
 * own work rather than waiting on PostgreSQL.
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

/** What a step took: its wall time, and the CPU time this process spent meanwhile (the fold, the driver, the JSON; not PostgreSQL's). */
interface Timing {
  readonly ms: number;
  readonly cpuMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (user + system) / 1000 };
}

/** Reads the events of these types from the start, in the rebuild's pages, and drops them. */
async function readEveryPage(store: PostgresEventStore, types: readonly string[]): Promise<void> {
  for await (const page of pagesAhead(store, START, types, REBUILD_BATCH_SIZE)) void page;
}

const consumedBy = (projections: readonly Projection[], byType: Readonly<Record<string, number>>): number =>
  [...new Set(projections.flatMap((p) => p.handles))].reduce((sum, type) => sum + (byType[type] ?? 0), 0);

/**
 * One row of the table. "process CPU" is this process's CPU time over the wall time: near 100 %,
 * the step is bound by the process's own work (one core); well below, it waits on PostgreSQL.
 */
function row(name: string, consumed: number, events: number, { ms, cpuMs }: Timing) {
  const rate = perSecond(consumed, ms);
  return {
    projection: name,
    'events consumed': consumed,
    seconds: +(ms / 1000).toFixed(1),
    'consumed/s': rate,
    'log events/s': perSecond(events, ms),
    goal: rate >= GOAL ? 'met' : 'short',
    'process CPU': `${Math.round((cpuMs / ms) * 100)} %`,
    load: loadavg()[0]?.toFixed(2),
  };
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
    const timing = await timed(() => rebuildProjection({ databaseUrl: database.url, store, projection }));
    rows.push(row(projection.name, consumedBy([projection], manifest.byType), manifest.events, timing));
  }
  const all = await timed(() => rebuildProjections({ databaseUrl: database.url, store, projections: allProjections }));
  rows.push(row(`all ${allProjections.length} in one pass`, consumedBy(allProjections, manifest.byType), manifest.events, all));
  // The store's share of that pass: the same pages read and dropped, nothing applied.
  const readAlone = await timed(() => readEveryPage(store, [...new Set(allProjections.flatMap((p) => p.handles))]));
  rows.push(row('(the log read alone)', consumedBy(allProjections, manifest.byType), manifest.events, readAlone));
  console.table(rows);
} finally {
  await store.close();
  await pool.end();
  await database.drop();
}
