import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '#testing';
import { DEFAULT_VISIBILITY_TIMEOUT_MS, eventually, newEvent, newStreamId } from './event-store.contract.js';
import { START, type EventStore, type Position, type ReadAllOptions, type ReadAllPage } from '../src/event-store.port.js';
import { comparePositions } from '../src/position.js';
import { PostgresEventStore } from '../src/postgres/postgres-event-store.js';
import { SharedTailEventStore } from '../src/shared-tail-event-store.js';

const TYPES = ['TailA', 'TailB', 'TailC', 'TailD', 'TailE', 'TailF'] as const;

/** The store, with every page read of the log it answers counted, and the next ones' answers held back on demand. */
function watchedReads(store: EventStore) {
  const watch = { reads: 0, hold: null as Promise<void> | null, held: (): void => undefined };
  const readAll = async (options: ReadAllOptions): Promise<ReadAllPage> => {
    watch.reads++;
    const page = await store.readAll(options);
    if (watch.hold) {
      watch.held();
      await watch.hold;
    }
    return page;
  };
  const watched = new Proxy(store, {
    get: (target, key) => (key === 'readAll' ? readAll : (Reflect.get(target, key) as unknown)),
  });
  return { store: watched, watch };
}

describe('SharedTailEventStore', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let inner: PostgresEventStore;
  let appended = 0;

  /**
   * Resolves once the store's readers see the log up to `position`: a transaction open elsewhere in
   * the cluster (another test file) can hold an event back a little after its append returned.
   */
  const visible = (position: Position): Promise<Position | null> =>
    eventually('the appended events to be readable', DEFAULT_VISIBILITY_TIMEOUT_MS, async () => {
      const head = await inner.headPosition();
      return head && comparePositions(head, position) >= 0 ? head : undefined;
    });

  /** `count` events, one to three an append, their types in turn; resolves once they are readable. */
  async function appendEvents(count: number): Promise<void> {
    for (let written = 0; written < count; ) {
      const size = Math.min(count - written, 1 + (appended % 3));
      const events = Array.from({ length: size }, (_, i) => newEvent(TYPES[(appended + i) % TYPES.length]));
      const { position } = await inner.append(newStreamId('tail'), events, 'no_stream');
      [written, appended] = [written + size, appended + size];
      if (written === count) await visible(position);
    }
  }

  const summary = (page: ReadAllPage) => ({ ids: page.events.map((event) => event.metadata.eventId), scannedTo: page.scannedTo });

  /** `first`, then every `stride`-th position of the log from its head back to its start. */
  async function positions(first: Position, stride: number): Promise<(Position | undefined)[]> {
    const { events } = await inner.readAll({ after: START, limit: 10_000 });
    const sampled = events.filter((_, i) => i % stride === 0).map((event) => event.position);
    return [first, events[events.length - 1].position, ...sampled.reverse(), undefined];
  }

  beforeAll(async () => {
    db = await createTestDatabase('vm_es_tail');
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    inner = new PostgresEventStore({ pool });
    await inner.init();
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('serves each read the page that the store itself gives, from any position, for any limit and types, as the log grows past what it keeps', async () => {
    await appendEvents(60);
    // Small enough that the log outgrows it, and that one read of new events stops short of the head.
    const tail = new SharedTailEventStore(inner, { capacity: 40, pageSize: 10 });
    let head = (await inner.headPosition()) ?? START;
    await tail.readAll({ after: head, limit: 10 });
    const limits = [50, 10, 3, 1];
    const typeSets = [undefined, ['TailA'], ['TailB', 'TailE'], ['TailF', 'TailC', 'TailD']];
    let compared = 0;

    // First from where the tail stood, the largest page first: the first read after the log grew by
    // more than the tail keeps stops short of the head, and must not pass off a short page as the head's.
    for (const grow of [0, 25, 70]) {
      const before = head;
      await appendEvents(grow);
      head = (await inner.headPosition()) ?? START;
      for (const after of await positions(before, 7)) {
        for (const limit of limits) {
          for (const types of typeSets) {
            const options = { after, limit, types };
            expect(summary(await tail.readAll(options))).toEqual(summary(await inner.readAll(options)));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('lets the readers woken by one append share one read of the log, each given only its own types', async () => {
    const { store, watch } = watchedReads(inner);
    const tail = new SharedTailEventStore(store);
    const head = (await inner.headPosition()) ?? undefined;
    await tail.readAll({ after: head, limit: 100 });
    const readsBefore = watch.reads;

    const event = newEvent('TailB');
    await visible((await inner.append(newStreamId('tail'), [event], 'no_stream')).position);
    const pages = await Promise.all(TYPES.map((type) => tail.readAll({ after: head, limit: 100, types: [type] })));

    expect(watch.reads - readsBefore).toBe(1);
    expect(pages.map((page) => page.events.map((e) => e.metadata.eventId))).toEqual(TYPES.map((type) => (type === 'TailB' ? [event.metadata.eventId] : [])));
  });

  /**
   * A tail at the log's head, and a reader whose read of new events is under way (it finds nothing
   * new), its answer held back until `release`.
   */
  async function readerHeldBack() {
    const { store, watch } = watchedReads(inner);
    const tail = new SharedTailEventStore(store);
    const head = (await inner.headPosition()) ?? undefined;
    await tail.readAll({ after: head, limit: 100 });
    let release = (): void => undefined;
    watch.hold = new Promise((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (watch.held = resolve));
    const reader = tail.readAll({ after: head, limit: 100 });
    await reached;
    watch.hold = null;
    return { tail, head, reader, release };
  }

  it('makes a read asked for while another is under way wait for one that begins after it, so it sees what was appended meanwhile', async () => {
    const { tail, head, reader: first, release } = await readerHeldBack();

    const event = newEvent('TailC');
    await visible((await inner.append(newStreamId('tail'), [event], 'no_stream')).position);
    const second = tail.readAll({ after: head, limit: 100 });
    release();

    expect((await first).events).toEqual([]);
    expect((await second).events.map((e) => e.metadata.eventId)).toEqual([event.metadata.eventId]);
  });

  it('closed while a read of new events is under way, keeps nothing of it and answers the reader waiting for it as the store does', async () => {
    // The app shuts down meanwhile.
    const { tail, head, reader, release } = await readerHeldBack();
    await tail.close();
    release();

    expect(summary(await reader)).toEqual(summary(await inner.readAll({ after: head, limit: 100 })));
  });
});
