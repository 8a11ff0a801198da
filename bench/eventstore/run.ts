/**
 * Event store benchmark: our PostgreSQL adapter side by side with Emmett's PostgreSQL event store,
 * each on a fresh database of the same server, each with a pg.Pool of the same size.
 *
 * Workloads (sizes bounded so the run takes well under 2 minutes on 2 cores):
 * - single-event appends: 16 concurrent writers, each to its own stream, tracking its revision;
 * - 100-event batch appends: a few concurrent writers, each to its own stream;
 * - global log reads: the whole log, pages of 1000 (ours: readAll; Emmett: readMessagesBatch,
 *   the global read its consumers poll with).
 *
 * Build and run: `npx tsc -p tsconfig.json && node dist/bench/eventstore/run.js`
 */
import { randomUUID } from 'node:crypto';
import { dumbo, type SQLExecutor } from '@event-driven-io/dumbo';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, readMessagesBatch, type PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { PostgresEventStore, type Position } from '#eventstore';
import { createTestDatabase, type TestDatabase } from '#testing';
import { hearDroppedConnections } from '../shared/dropped-connections.js';

const POOL_SIZE = 10;
const SINGLE_WRITERS = 16;
const SINGLE_APPENDS_PER_WRITER = 250;
const BATCH_WRITERS = 4;
const BATCHES_PER_WRITER = 20;
const BATCH_SIZE = 100;
const READ_PAGE = 1000;
const READ_PASSES = 5;
const WARM_UP_APPENDS = 10;

type BenchData = {
  songId: string;
  playlistId: string;
  score: number;
  tags: string[];
  note: string;
};
type BenchMetadata = {
  eventId: string;
  correlationId: string;
  causationId: string;
  actorId: string | null;
  occurredAt: string;
  schemaVersion: number;
};
/** The one event shape both stores write, so they store the same bytes. */
interface BenchEvent {
  type: 'SubmissionScored';
  data: BenchData;
  metadata: BenchMetadata;
}

/** What a workload needs from a store; `undefined` revision means "a new stream". */
interface Contender {
  readonly name: string;
  append(streamId: string, events: BenchEvent[], expected: bigint | undefined): Promise<bigint>;
  /** Reads the whole global log in pages; returns how many events it read. */
  readWholeLog(onEvent?: (eventId: string) => void): Promise<number>;
  close(): Promise<void>;
}

function benchEvent(n: number): BenchEvent {
  return {
    type: 'SubmissionScored',
    data: {
      songId: randomUUID(),
      playlistId: randomUUID(),
      score: n % 100,
      tags: ['indie', 'dream-pop', 'female-vocals'],
      note: 'a short review that a curator left on the submission',
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

const batchOf = (size: number): BenchEvent[] => Array.from({ length: size }, (_, i) => benchEvent(i));

// ---------------------------------------------------------------------------------------------
// Contenders
// ---------------------------------------------------------------------------------------------

async function ours(db: TestDatabase): Promise<Contender> {
  const pool = new pg.Pool({ connectionString: db.url, max: POOL_SIZE });
  hearDroppedConnections(pool);
  const store = new PostgresEventStore({ pool });
  await store.init();
  return {
    name: 'ours',
    async append(streamId, events, expected) {
      const result = await store.append(streamId, events, expected ?? 'no_stream');
      return result.nextExpectedRevision;
    },
    async readWholeLog(onEvent) {
      let count = 0;
      let after: Position | undefined;
      for (;;) {
        const { events, scannedTo } = await store.readAll({ after, limit: READ_PAGE });
        if (events.length === 0) return count;
        count += events.length;
        if (onEvent) for (const e of events) onEvent(e.metadata.eventId);
        after = scannedTo;
      }
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

async function emmett(db: TestDatabase): Promise<Contender> {
  const pool = new pg.Pool({ connectionString: db.url, max: POOL_SIZE });
  hearDroppedConnections(pool);
  const store: EmmettStore = getPostgreSQLEventStore(db.url, { connectionOptions: { pool } });
  await store.schema.migrate();
  // Emmett reads the global log with readMessagesBatch on a dumbo executor (what its consumers'
  // message puller does, minus the polling sleeps); this one shares the store's pool.
  const reader = dumbo({ connectionString: db.url, pool });
  const execute: SQLExecutor = reader.execute;
  return {
    name: 'emmett',
    async append(streamId, events, expected) {
      const result = await store.appendToStream(streamId, events, {
        expectedStreamVersion: expected ?? STREAM_DOES_NOT_EXIST,
      });
      return result.nextExpectedStreamVersion;
    },
    async readWholeLog(onEvent) {
      let count = 0;
      let after = 0n;
      for (;;) {
        const batch = await readMessagesBatch<BenchEvent>(execute, { after, batchSize: READ_PAGE });
        count += batch.messages.length;
        if (onEvent) for (const m of batch.messages) onEvent(m.metadata.eventId);
        if (batch.messages.length === 0 || !batch.areMessagesLeft) return count;
        after = batch.currentGlobalPosition;
      }
    },
    async close() {
      await store.close();
      await reader.close();
      await pool.end().catch(() => undefined); // Emmett may already have ended the pool it was given.
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Workloads
// ---------------------------------------------------------------------------------------------

interface Measurement {
  readonly events: number;
  readonly seconds: number;
}

const perSecond = (m: Measurement): number => m.events / m.seconds;

async function timed(work: () => Promise<number>): Promise<Measurement> {
  const start = process.hrtime.bigint();
  const events = await work();
  return { events, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

/** `writers` concurrent writers, each appending `appends` batches of `size` to its own stream. */
async function appendWorkload(store: Contender, writers: number, appends: number, size: number): Promise<Measurement> {
  const writer = async (): Promise<number> => {
    const streamId = `bench-${randomUUID()}`;
    let revision: bigint | undefined;
    for (let i = 0; i < appends; i++) revision = await store.append(streamId, batchOf(size), revision);
    return appends * size;
  };
  return timed(async () => (await Promise.all(Array.from({ length: writers }, writer))).reduce((a, b) => a + b, 0));
}

async function readWorkload(store: Contender): Promise<Measurement> {
  return timed(async () => {
    let total = 0;
    for (let pass = 0; pass < READ_PASSES; pass++) total += await store.readWholeLog();
    return total;
  });
}

/** Runs one workload on both stores, alternating who goes first so neither always runs warm. */
async function sideBySide(
  label: string,
  contenders: readonly [Contender, Contender],
  oursFirst: boolean,
  workload: (c: Contender) => Promise<Measurement>,
): Promise<[Measurement, Measurement]> {
  const [a, b] = contenders;
  let ma: Measurement;
  let mb: Measurement;
  if (oursFirst) {
    ma = await workload(a);
    mb = await workload(b);
  } else {
    mb = await workload(b);
    ma = await workload(a);
  }
  const fmt = (c: Contender, m: Measurement): string =>
    `${c.name} ${Math.round(perSecond(m)).toLocaleString('en-US').padStart(9)} ev/s (${m.events} in ${m.seconds.toFixed(2)} s)`;
  console.log(`${label.padEnd(38)} ${fmt(a, ma)}   ${fmt(b, mb)}`);
  return [ma, mb];
}

/**
 * Not measured: one more pass that checks what a pass returns against what was appended, so a
 * read rate is never credited for duplicates (or hides skipped events).
 */
async function checkLog(store: Contender, appended: number): Promise<void> {
  const seen = new Set<string>();
  const read = await store.readWholeLog((id) => seen.add(id));
  const verdict = read === appended && seen.size === appended ? 'complete' : 'NOT exactly once';
  console.log(
    `  ${store.name}: one pass read ${read} events, ${seen.size} distinct, of ${appended} appended: ${verdict}`,
  );
}

const sum = (ms: readonly Measurement[]): Measurement => ({
  events: ms.reduce((n, m) => n + m.events, 0),
  seconds: ms.reduce((s, m) => s + m.seconds, 0),
});

async function main(): Promise<void> {
  const databases = [await createTestDatabase('vm_bench_ours'), await createTestDatabase('vm_bench_emmett')];
  const contenders = [await ours(databases[0]), await emmett(databases[1])] as const;
  try {
    // Warm-up (not measured): connections opened, plans and functions cached.
    for (const c of contenders) await appendWorkload(c, SINGLE_WRITERS, WARM_UP_APPENDS, 1);

    const [singleOurs, singleEmmett] = await sideBySide(
      `single-event appends (${SINGLE_WRITERS} writers)`,
      contenders,
      true,
      (c) => appendWorkload(c, SINGLE_WRITERS, SINGLE_APPENDS_PER_WRITER, 1),
    );
    const [batchOurs, batchEmmett] = await sideBySide(
      `${BATCH_SIZE}-event batches (${BATCH_WRITERS} writers)`,
      contenders,
      false,
      (c) => appendWorkload(c, BATCH_WRITERS, BATCHES_PER_WRITER, BATCH_SIZE),
    );
    const appended = SINGLE_WRITERS * (WARM_UP_APPENDS + SINGLE_APPENDS_PER_WRITER) + BATCH_WRITERS * BATCHES_PER_WRITER * BATCH_SIZE;
    const [readOurs, readEmmett] = await sideBySide(
      `global log read (pages of ${READ_PAGE}, ${READ_PASSES} passes)`,
      contenders,
      true,
      readWorkload,
    );

    for (const c of contenders) await checkLog(c, appended);

    // Combined append throughput = all events appended / all time spent appending, per store:
    // the rate a mix of both append shapes (in these proportions) sustains. It weighs each
    // workload by the time it takes, so the slower single-event appends dominate, as they do
    // in the app, where commands append one or two events at a time.
    const appendRatio = perSecond(sum([singleOurs, batchOurs])) / perSecond(sum([singleEmmett, batchEmmett]));
    const readRatio = perSecond(readOurs) / perSecond(readEmmett);
    console.log(`append ratio ${appendRatio.toFixed(2)}, read ratio ${readRatio.toFixed(2)} (ours / emmett)`);
  } finally {
    for (const c of contenders) await c.close();
    for (const db of databases) await db.drop();
  }
}

await main();
