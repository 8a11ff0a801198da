import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '#testing';
import { createEventStore } from '../src/create-event-store.js';
import { EsdbEventStore } from '../src/esdb/esdb-event-store.js';
import {
  DEFAULT_VISIBILITY_TIMEOUT_MS,
  describeEventStoreContract,
  eventually,
  newEvent,
  newStreamId,
  numberedEvents,
  type EventStoreFixture,
} from './event-store.contract.js';
import type { EventStore, NewEvent, Position, RecordedEvent } from '../src/event-store.port.js';
import type { EventUpcaster } from '../src/upcasting/event-upcaster.js';
import { WrongExpectedRevisionError } from '../src/errors.js';
import { comparePositions } from '../src/position.js';
import { PostgresEventStore } from '../src/postgres/postgres-event-store.js';

/** One store on its own pool, so closing an extra (upcasting) store never ends the main pool. */
async function openStore(url: string, upcasters: readonly EventUpcaster[] = []): Promise<EventStoreFixture & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const store = await createEventStore({ kind: 'postgres', pool }, upcasters);
  return {
    store,
    pool,
    cleanup: async () => {
      await store.close();
      await pool.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The contract, on a fresh database, through createEventStore.
// ---------------------------------------------------------------------------------------------

let contractDb: TestDatabase;
beforeAll(async () => {
  contractDb = await createTestDatabase('vm_es_contract');
});
afterAll(async () => {
  await contractDb.drop();
});

describeEventStoreContract('PostgreSQL', () => openStore(contractDb.url), {
  withUpcasters: (upcasters) => openStore(contractDb.url, upcasters),
  startsEmpty: true,
  // The third event reuses the id of an event in another stream: the unique index refuses it
  // while INSERTing the batch, after earlier rows went in, so this proves the rollback.
  unstorableEvent: async (store) => {
    const elsewhere = newEvent('ContractElsewhere');
    await store.append(newStreamId(), [elsewhere], 'no_stream');
    return newEvent('ContractPoison', {}, { eventId: elsewhere.metadata.eventId });
  },
});

// ---------------------------------------------------------------------------------------------
// PostgreSQL-specific guarantees.
// ---------------------------------------------------------------------------------------------

describe('PostgresEventStore', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase('vm_es_pg');
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    store = new PostgresEventStore({ pool, pollIntervalMs: 25 });
    await store.init();
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  /** Everything readable after `after`, the way a checkpointing reader pages through it. */
  async function readToEnd(after: Position | undefined): Promise<RecordedEvent[]> {
    const read: RecordedEvent[] = [];
    for (let cursor = after; ; ) {
      const { events, scannedTo } = await store.readAll({ after: cursor, limit: 100 });
      if (events.length === 0) return read;
      read.push(...events);
      cursor = scannedTo;
    }
  }

  /**
   * readToEnd, again until `enough` holds: an event may become readable a little after its append
   * (or the commit that frees it) returns, while a transaction elsewhere in the cluster is still
   * open, since the reader waits for every older transaction. So the tests wait for the outcome
   * within a deadline rather than reading once.
   */
  const readUntil = (after: Position | undefined, enough: (read: readonly RecordedEvent[]) => boolean, what: string): Promise<RecordedEvent[]> =>
    eventually(what, DEFAULT_VISIBILITY_TIMEOUT_MS, async () => {
      const read = await readToEnd(after);
      return enough(read) ? read : undefined;
    });

  const ids = (events: readonly { metadata: { eventId: string } }[]): string[] => events.map((e) => e.metadata.eventId);

  /**
   * Opens a transaction, appends `events` inside it with the adapter's own append (appendOn) and
   * leaves it open: the xid and sequence numbers are taken now, the commit comes later.
   */
  async function holdAppend(streamId: string, events: readonly NewEvent[]) {
    const client = await pool.connect();
    await client.query('BEGIN');
    const result = await store.appendOn(client, streamId, events, 'no_stream');
    const finish = async (sql: 'COMMIT' | 'ROLLBACK'): Promise<void> => {
      try {
        await client.query(sql);
      } finally {
        client.release();
      }
    };
    return { result, commit: () => finish('COMMIT'), rollback: () => finish('ROLLBACK') };
  }

  it('init() is idempotent, also when several instances run it at once', async () => {
    await Promise.all([store.init(), store.init(), new PostgresEventStore({ pool }).init()]);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('a reader that checkpointed never skips an event whose transaction commits late', async () => {
    const seeds = numberedEvents(2, 'seed');
    await store.append(newStreamId('seed'), seeds, 'no_stream');
    const seen = await readUntil(undefined, (read) => ids(read).includes(ids(seeds)[1]), 'the seed events');
    const checkpoint = seen[seen.length - 1].position;

    const heldEvents = numberedEvents(2, 'held');
    const held = await holdAppend(newStreamId('held'), heldEvents);
    let committed = false;
    try {
      const laterEvents = numberedEvents(1, 'later');
      const later = await store.append(newStreamId('later'), laterEvents, 'no_stream');

      // The held append took both the smaller transaction id and the smaller sequence numbers,
      // yet the later one committed first: the case a naive "ORDER BY seq" reader gets wrong.
      expect(held.result.position.commit < later.position.commit).toBe(true);
      expect(held.result.position.prepare < later.position.prepare).toBe(true);
      const committedRows = await pool.query('SELECT 1 FROM eventstore.events WHERE event_id = $1', [laterEvents[0].metadata.eventId]);
      expect(committedRows.rowCount).toBe(1);

      // While the held transaction is open, nothing after the checkpoint may be handed out.
      // Nor may a read report having scanned past them, filtered or not: a reader that moved its
      // checkpoint to scannedTo would skip them.
      expect(await store.readAll({ after: checkpoint, limit: 100 })).toEqual({ events: [], scannedTo: checkpoint });
      expect(await store.readAll({ after: checkpoint, limit: 100, types: ['ContractNumbered'] })).toEqual({ events: [], scannedTo: checkpoint });
      expect(comparePositions((await store.headPosition())!, checkpoint)).toBe(0);

      const probe = store.subscribeToAll({ after: checkpoint });
      const iterator = probe[Symbol.asyncIterator]();
      const first = iterator.next();
      const nothingYet = await Promise.race([first.then(() => 'delivered'), sleep(300).then(() => 'waiting')]);
      expect(nothingYet).toBe('waiting');

      await held.commit();
      committed = true;

      // Now the held events come first, then the later one: no skip, no reorder.
      const resumed = await readUntil(checkpoint, (read) => read.length >= 3, 'the held and the later events');
      expect(ids(resumed)).toEqual(ids([...heldEvents, ...laterEvents]));
      expectIncreasing(resumed);
      expect(comparePositions(resumed[0].position, checkpoint)).toBeGreaterThan(0);

      const live: RecordedEvent[] = [(await first).value as RecordedEvent];
      while (live.length < 3) live.push((await iterator.next()).value as RecordedEvent);
      expect(ids(live)).toEqual(ids(resumed));
      await probe.close();
    } finally {
      if (!committed) await held.rollback();
    }
  });

  it('a held append that rolls back leaves no trace and unblocks the later events', async () => {
    const before = (await store.headPosition()) ?? undefined;
    const held = await holdAppend(newStreamId('rolled-back'), numberedEvents(3, 'doomed'));
    const laterEvents = numberedEvents(1, 'later');
    try {
      await store.append(newStreamId('later'), laterEvents, 'no_stream');
      expect(await readToEnd(before)).toEqual([]);
    } finally {
      // Also when the check fails: an open transaction would keep the test database from being dropped.
      await held.rollback();
    }
    const unblocked = await readUntil(before, (read) => read.length > 0, 'the later event');
    expect(ids(unblocked)).toEqual(ids(laterEvents));
  });

  it("refuses a batch jsonb cannot hold (a NUL character) as a whole", async () => {
    const streamId = newStreamId();
    const batch = [...numberedEvents(2, 'ok'), newEvent('ContractNul', { text: 'nul \u0000 byte' })];
    await expect(store.append(streamId, batch, 'no_stream')).rejects.toThrow();
    expect(await store.readStream(streamId)).toEqual([]);
  });

  // A queue consumer that retries a batch after a crash may regroup it around events it already
  // stored (the page-visit batcher does): with 'any', the known ids are skipped one by one.
  it("with 'any', stores only the events of a batch whose ids the stream does not hold yet", async () => {
    const streamId = newStreamId();
    const [a, b, c] = numberedEvents(3, 'retry');
    await store.append(streamId, [a, b], 'any');
    const result = await store.append(streamId, [b, c], 'any');
    expect(result.nextExpectedRevision).toBe(2n);
    expect(ids(await store.readStream(streamId))).toEqual(ids([a, b, c]));
  });

  it('refuses a batch that repeats only some stored ids at an expected revision', async () => {
    const streamId = newStreamId();
    const [a, b, c] = numberedEvents(3, 'partial');
    await store.append(streamId, [a, b], 'no_stream');
    await expect(store.append(streamId, [b, c], 1n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(ids(await store.readStream(streamId))).toEqual(ids([a, b]));
  });
});

describe('createEventStore', () => {
  it("selects the EventStoreDB adapter for kind 'esdb' (the client connects lazily)", async () => {
    const store: EventStore = await createEventStore({ kind: 'esdb', url: 'esdb://127.0.0.1:2113?tls=false' });
    try {
      expect(store).toBeInstanceOf(EsdbEventStore);
    } finally {
      await store.close();
    }
  });
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function expectIncreasing(events: readonly RecordedEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    expect(comparePositions(events[i - 1].position, events[i].position)).toBeLessThan(0);
  }
}
