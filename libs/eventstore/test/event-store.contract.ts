/**
 * The event store contract: one Jest suite that every adapter of the port must pass.
 *
 * It only speaks the port (`EventStore`), so the same tests prove the PostgreSQL and the
 * EventStoreDB adapters. Every test writes to fresh stream ids (random UUIDs) and filters the
 * global log down to its own streams, so tests neither depend on an empty store nor on each
 * other, and the suite can run against a shared server.
 *
 * Reads of the global log poll until what the test wrote shows up: the port allows an event to
 * become readable a little after its append returns (a PostgreSQL reader waits for older
 * transactions, even ones in other databases of the cluster), but never allows skipping it.
 */
import { randomUUID } from 'node:crypto';
// Explicit imports: this file is part of the library's build (tsconfig.build.json has no Jest
// types), while only specs ever call it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WrongExpectedRevisionError } from '../src/errors.js';
import type {
  AppendResult,
  EventData,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  RecordedEvent,
  Subscription,
} from '../src/event-store.port.js';
import { comparePositions, formatPosition } from '../src/position.js';
import type { EventUpcaster } from '../src/upcasting/event-upcaster.js';

export interface EventStoreFixture {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

export interface EventStoreContractHooks {
  /**
   * Opens a second store over the same storage, read through `upcasters` as the app creates it.
   * Without it the upcasting test fails and says so: a guarantee of the port is never skipped silently.
   */
  readonly withUpcasters?: (upcasters: readonly EventUpcaster[]) => Promise<EventStoreFixture>;
  /** True when the factory's store starts with an empty log, so `headPosition()` must be null. */
  readonly startsEmpty?: boolean;
  /**
   * Makes an event this adapter's storage refuses, to prove that a batch failing part-way writes
   * nothing. Best when the refusal comes from the storage itself after earlier rows went in.
   * Defaults to data that JSON cannot serialize (refused before anything is sent).
   */
  readonly unstorableEvent?: (store: EventStore) => Promise<NewEvent>;
  /** How long to wait for an event to become readable or to be delivered live. Default 10 s. */
  readonly visibilityTimeoutMs?: number;
  /** Writers racing on one stream in the concurrency tests. Default 8. */
  readonly concurrentWriters?: number;
}

type StoreFactory = () => Promise<EventStoreFixture>;

export const DEFAULT_VISIBILITY_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 20;

// ---------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------

export const newStreamId = (category = 'contract'): string => `${category}-${randomUUID()}`;

function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    eventId: randomUUID(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actorId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
    ...overrides,
  };
}

/** A new event with fresh ids in every metadata field; adapter-specific specs build theirs with it too. */
export function newEvent(type: string, data: EventData = {}, meta: Partial<EventMetadata> = {}): NewEvent {
  return { type, data, metadata: metadata(meta) };
}

/** `count` events numbered from `from`, so a test can tell which write produced which event. */
export const numberedEvents = (count: number, label: string, from = 0): NewEvent[] =>
  Array.from({ length: count }, (_, i) => newEvent('ContractNumbered', { label, n: from + i }));

const idsOf = (events: readonly { metadata: EventMetadata }[]): string[] => events.map((e) => e.metadata.eventId);

// ---------------------------------------------------------------------------------------------
// Waiting and reading helpers
// ---------------------------------------------------------------------------------------------

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `attempt` until it answers something other than undefined; fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  timeoutMs: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(POLL_INTERVAL_MS);
  }
}

async function expectConflict(attempt: Promise<AppendResult>, streamId: string): Promise<WrongExpectedRevisionError> {
  const error: unknown = await attempt.then(
    (result) => new Error(`append succeeded at revision ${result.nextExpectedRevision}, expected a conflict`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  const conflict = error as WrongExpectedRevisionError;
  expect(conflict.streamId).toBe(streamId);
  return conflict;
}

function expectStrictlyIncreasing(positions: readonly Position[]): void {
  for (let i = 1; i < positions.length; i++) {
    const [before, after] = [positions[i - 1], positions[i]];
    if (comparePositions(before, after) >= 0) {
      throw new Error(`Position ${formatPosition(after)} at index ${i} is not after ${formatPosition(before)}`);
    }
  }
}

/**
 * Reads the global log the way a checkpointing consumer does: pages of `pageSize` after the last
 * position seen, polling at the end of the log, until `done` holds for everything read.
 * Returns every event read (all streams), in the order the store returned them.
 */
async function readLogUntil(
  store: EventStore,
  after: Position | undefined,
  pageSize: number,
  timeoutMs: number,
  done: (read: readonly RecordedEvent[]) => boolean,
  types?: readonly string[],
): Promise<RecordedEvent[]> {
  const read: RecordedEvent[] = [];
  let cursor = after;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { events, scannedTo } = await store.readAll({ after: cursor, limit: pageSize, types });
    expect(events.length).toBeLessThanOrEqual(pageSize);
    if (cursor) expect(comparePositions(scannedTo, cursor)).toBeGreaterThanOrEqual(0);
    read.push(...events);
    cursor = scannedTo;
    if (done(read)) return read;
    if (events.length === 0) {
      if (Date.now() > deadline) {
        throw new Error(`Timed out after ${timeoutMs} ms reading the log; read ${read.length} events`);
      }
      await sleep(POLL_INTERVAL_MS);
    }
  }
}

const inStreams = (streams: readonly string[]) => {
  const wanted = new Set(streams);
  return (events: readonly RecordedEvent[]): RecordedEvent[] => events.filter((e) => wanted.has(e.streamId));
};

/** Consumes a subscription in the background, keeping the events `keep` accepts. */
class SubscriptionProbe {
  readonly received: RecordedEvent[] = [];
  /** Every event delivered, kept or not, to check the order of the whole delivery. */
  readonly delivered: RecordedEvent[] = [];
  readonly finished: Promise<void>;
  private failure: unknown;

  constructor(
    readonly subscription: Subscription,
    private readonly keep: (event: RecordedEvent) => boolean,
  ) {
    this.finished = this.consume().catch((error: unknown) => {
      this.failure = error;
    });
  }

  private async consume(): Promise<void> {
    for await (const event of this.subscription) {
      this.delivered.push(event);
      if (this.keep(event)) this.received.push(event);
    }
  }

  async waitForCount(count: number, timeoutMs: number): Promise<RecordedEvent[]> {
    return eventually(`${count} subscription events (have ${this.received.length})`, timeoutMs, async () => {
      if (this.failure !== undefined) throw this.failure;
      return this.received.length >= count ? this.received.slice() : undefined;
    });
  }

  /** Resolves when the iteration has ended; rejects if it has not ended within `timeoutMs`. */
  async waitForEnd(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Subscription still iterating ${timeoutMs} ms after close()`)), timeoutMs);
    });
    try {
      await Promise.race([this.finished, timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (this.failure !== undefined) throw this.failure;
  }
}

/** The newest readable position, or undefined to read from the start of the log. */
async function currentHead(store: EventStore): Promise<Position | undefined> {
  return (await store.headPosition()) ?? undefined;
}

// ---------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------

export function describeEventStoreContract(name: string, factory: StoreFactory, hooks: EventStoreContractHooks = {}): void {
  const visibilityMs = hooks.visibilityTimeoutMs ?? DEFAULT_VISIBILITY_TIMEOUT_MS;
  const writers = hooks.concurrentWriters ?? 8;

  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture | undefined;
    let initialHead: Position | null = null;
    const store = (): EventStore => {
      if (!fixture) throw new Error('The store factory failed; see beforeAll');
      return fixture.store;
    };

    beforeAll(async () => {
      fixture = await factory();
      initialHead = await fixture.store.headPosition();
    });

    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('answers ping()', async () => {
      await expect(store().ping()).resolves.toBeUndefined();
    });

    if (hooks.startsEmpty) {
      it('has no head position while the log is empty', () => {
        expect(initialHead).toBeNull();
      });
    }

    describe('append and readStream', () => {
      it('round-trips type, data and every metadata field, with revisions and positions', async () => {
        const streamId = newStreamId();
        const first = newEvent(
          'ContractSongAdded',
          { title: 'Żółć – “quoted” ♫', tags: ['lo-fi', 'chill'], bpm: 92.5, nested: { ok: true, none: null } },
          { occurredAt: '2026-03-04T05:06:07.089Z', schemaVersion: 3 },
        );
        const second = newEvent('ContractSongHidden', {}, { actorId: null, schemaVersion: 1 });

        const result = await store().append(streamId, [first, second], 'no_stream');
        const read = await store().readStream(streamId);

        expect(read).toHaveLength(2);
        expect(read.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata }))).toEqual([first, second]);
        expect(read.map((e) => e.streamId)).toEqual([streamId, streamId]);
        expect(read.map((e) => e.revision)).toEqual([0n, 1n]);
        expect(typeof read[0].position.commit).toBe('bigint');
        expect(typeof read[0].position.prepare).toBe('bigint');
        expectStrictlyIncreasing(read.map((e) => e.position));
        expect(result.nextExpectedRevision).toBe(1n);
        expect(comparePositions(result.position, read[1].position)).toBe(0);
      });

      it('keeps metadata apart from data (an actor id of null stays null, no fields leak)', async () => {
        const streamId = newStreamId();
        const event = newEvent('ContractPing', { eventId: 'data-field-named-like-metadata' }, { actorId: null });
        await store().append(streamId, [event], 'no_stream');

        const [read] = await store().readStream(streamId);
        expect(read.data).toEqual({ eventId: 'data-field-named-like-metadata' });
        expect(read.metadata).toEqual(event.metadata);
        expect(read.metadata.actorId).toBeNull();
      });

      it('reads a stream from a revision on: that event and the ones after it', async () => {
        const streamId = newStreamId();
        await store().append(streamId, numberedEvents(4, 'a'), 'no_stream');

        expect((await store().readStream(streamId, { fromRevision: 2n })).map((e) => e.revision)).toEqual([2n, 3n]);
        expect((await store().readStream(streamId, { fromRevision: 0n })).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
        expect(await store().readStream(streamId, { fromRevision: 4n })).toEqual([]);
      });

      it('reads an unknown stream as an empty list', async () => {
        await expect(store().readStream(newStreamId())).resolves.toEqual([]);
      });

      it('continues revisions across appends and reports the next expected revision', async () => {
        const streamId = newStreamId();
        const a = await store().append(streamId, numberedEvents(2, 'a'), 'no_stream');
        const b = await store().append(streamId, numberedEvents(3, 'b'), a.nextExpectedRevision);

        expect(a.nextExpectedRevision).toBe(1n);
        expect(b.nextExpectedRevision).toBe(4n);
        expect(comparePositions(a.position, b.position)).toBeLessThan(0);
        const read = await store().readStream(streamId);
        expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expect(read.map((e) => e.data.label)).toEqual(['a', 'a', 'b', 'b', 'b']);
      });
    });

    describe('optimistic concurrency', () => {
      async function streamAtRevision1(): Promise<{ streamId: string; before: RecordedEvent[] }> {
        const streamId = newStreamId();
        await store().append(streamId, numberedEvents(2, 'seed'), 'no_stream');
        return { streamId, before: await store().readStream(streamId) };
      }

      it('rejects a stale numeric revision with WrongExpectedRevisionError and writes nothing', async () => {
        const { streamId, before } = await streamAtRevision1();
        const conflict = await expectConflict(store().append(streamId, numberedEvents(3, 'stale'), 0n), streamId);
        expect(conflict.actual).toBe('1');
        expect(await store().readStream(streamId)).toEqual(before);
      });

      it('rejects a revision ahead of the stream', async () => {
        const { streamId, before } = await streamAtRevision1();
        await expectConflict(store().append(streamId, numberedEvents(1, 'ahead'), 5n), streamId);
        expect(await store().readStream(streamId)).toEqual(before);
      });

      it('rejects a numeric revision on a stream that does not exist', async () => {
        const streamId = newStreamId();
        await expectConflict(store().append(streamId, numberedEvents(1, 'x'), 0n), streamId);
        expect(await store().readStream(streamId)).toEqual([]);
      });

      it("rejects 'no_stream' on an existing stream", async () => {
        const { streamId, before } = await streamAtRevision1();
        await expectConflict(store().append(streamId, numberedEvents(1, 'again'), 'no_stream'), streamId);
        expect(await store().readStream(streamId)).toEqual(before);
      });

      it("rejects 'stream_exists' on a missing stream and does not create it", async () => {
        const streamId = newStreamId();
        await expectConflict(store().append(streamId, numberedEvents(1, 'x'), 'stream_exists'), streamId);
        expect(await store().readStream(streamId)).toEqual([]);
        // The failed attempt left no trace: the stream can still be created as new.
        await expect(store().append(streamId, numberedEvents(1, 'y'), 'no_stream')).resolves.toMatchObject({
          nextExpectedRevision: 0n,
        });
      });

      it("accepts 'stream_exists' on an existing stream", async () => {
        const { streamId } = await streamAtRevision1();
        const result = await store().append(streamId, numberedEvents(1, 'more'), 'stream_exists');
        expect(result.nextExpectedRevision).toBe(2n);
      });

      it("accepts 'any' on a missing and on an existing stream", async () => {
        const streamId = newStreamId();
        const created = await store().append(streamId, numberedEvents(1, 'first'), 'any');
        const extended = await store().append(streamId, numberedEvents(2, 'second'), 'any');
        expect(created.nextExpectedRevision).toBe(0n);
        expect(extended.nextExpectedRevision).toBe(2n);
        expect((await store().readStream(streamId)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });
    });

    describe('idempotent append', () => {
      it('re-appending the same events at the same revision writes nothing and answers the same', async () => {
        const streamId = newStreamId();
        await store().append(streamId, numberedEvents(1, 'seed'), 'no_stream');
        const batch = numberedEvents(2, 'retried');

        const first = await store().append(streamId, batch, 0n);
        const retry = await store().append(streamId, batch, 0n);

        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(comparePositions(retry.position, first.position)).toBe(0);
        const read = await store().readStream(streamId);
        expect(idsOf(read)).toEqual([...idsOf(read.slice(0, 1)), ...idsOf(batch)]);
      });

      it("re-appending a stream's creating batch with 'no_stream' writes nothing", async () => {
        const streamId = newStreamId();
        const batch = numberedEvents(3, 'created');
        const first = await store().append(streamId, batch, 'no_stream');
        const retry = await store().append(streamId, batch, 'no_stream');

        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(comparePositions(retry.position, first.position)).toBe(0);
        expect(idsOf(await store().readStream(streamId))).toEqual(idsOf(batch));
      });

      it('a retry that arrives after the stream moved on still writes nothing twice', async () => {
        const streamId = newStreamId();
        const batch = numberedEvents(2, 'original');
        const first = await store().append(streamId, batch, 'no_stream');
        const later = numberedEvents(1, 'later');
        await store().append(streamId, later, first.nextExpectedRevision);

        const retry = await store().append(streamId, batch, 'no_stream');

        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(idsOf(await store().readStream(streamId))).toEqual([...idsOf(batch), ...idsOf(later)]);
      });

      it('a duplicate appears once in the global log as well', async () => {
        const streamId = newStreamId();
        const before = await currentHead(store());
        const batch = numberedEvents(2, 'dup');
        await store().append(streamId, batch, 'no_stream');
        await store().append(streamId, batch, 'no_stream');
        const marker = numberedEvents(1, 'marker');
        await store().append(streamId, marker, 1n);

        const log = await readLogUntil(store(), before, 100, visibilityMs, (read) =>
          read.some((e) => e.metadata.eventId === marker[0].metadata.eventId),
        );
        expect(idsOf(inStreams([streamId])(log))).toEqual([...idsOf(batch), ...idsOf(marker)]);
      });
    });

    describe('atomic multi-event append', () => {
      it('a batch rejected for its expected revision writes none of its events', async () => {
        const streamId = newStreamId();
        await store().append(streamId, numberedEvents(1, 'seed'), 'no_stream');
        await expectConflict(store().append(streamId, numberedEvents(5, 'batch'), 'no_stream'), streamId);
        expect((await store().readStream(streamId)).map((e) => e.data.label)).toEqual(['seed']);
      });

      it('a batch whose third event cannot be stored writes none of its events', async () => {
        const streamId = newStreamId();
        const seed = await store().append(streamId, numberedEvents(1, 'seed'), 'no_stream');
        const poison = hooks.unstorableEvent ? await hooks.unstorableEvent(store()) : newEvent('ContractPoison', { notJson: 10n });
        const batch = [...numberedEvents(2, 'ok'), poison, ...numberedEvents(2, 'ok', 2)];

        await expect(store().append(streamId, batch, seed.nextExpectedRevision)).rejects.toBeDefined();

        expect((await store().readStream(streamId)).map((e) => e.data.label)).toEqual(['seed']);
        // Nothing half-done is left behind: the same revision still takes the next write.
        const next = await store().append(streamId, numberedEvents(2, 'after'), seed.nextExpectedRevision);
        expect(next.nextExpectedRevision).toBe(2n);
        expect((await store().readStream(streamId)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });

      it('readers never observe part of a batch', async () => {
        const streamId = newStreamId();
        const size = 300;
        await store().append(streamId, numberedEvents(1, 'seed'), 'no_stream');
        const observed = new Set<number>();
        let appending = true;
        const watcher = (async () => {
          while (appending) observed.add((await store().readStream(streamId)).length);
        })();

        await store().append(streamId, numberedEvents(size, 'bulk'), 0n);
        appending = false;
        await watcher;
        observed.add((await store().readStream(streamId)).length);

        expect([...observed].every((n) => n === 1 || n === 1 + size)).toBe(true);
        expect(observed.has(1 + size)).toBe(true);
      });
    });

    describe('one total order over all streams', () => {
      it('paging readAll with limit/after yields every event once, in append order, positions increasing', async () => {
        const streams = [newStreamId(), newStreamId(), newStreamId()];
        const before = await currentHead(store());
        // Sequential appends interleaved over three streams, some single, some batched: the
        // log must hold them in exactly this order.
        const written: NewEvent[] = [];
        const revisions = new Map<string, bigint>();
        for (let round = 0; round < 6; round++) {
          for (const [i, streamId] of streams.entries()) {
            const batch = numberedEvents(1 + ((round + i) % 3), `${i}/${round}`);
            const result = await store().append(streamId, batch, revisions.get(streamId) ?? 'no_stream');
            revisions.set(streamId, result.nextExpectedRevision);
            written.push(...batch);
          }
        }
        const lastId = written[written.length - 1].metadata.eventId;
        const ours = inStreams(streams);

        const paged = await readLogUntil(store(), before, 4, visibilityMs, (read) =>
          read.some((e) => e.metadata.eventId === lastId),
        );
        const oneRead = await readLogUntil(store(), before, 10_000, visibilityMs, (read) =>
          read.some((e) => e.metadata.eventId === lastId),
        );

        expectStrictlyIncreasing(paged.map((e) => e.position));
        expect(idsOf(ours(paged))).toEqual(idsOf(written));
        expect(idsOf(ours(oneRead))).toEqual(idsOf(written));
        for (const streamId of streams) {
          const revs = paged.filter((e) => e.streamId === streamId).map((e) => e.revision);
          expect(revs).toEqual(revs.map((_, i) => BigInt(i)));
        }
        if (before) expect(paged.every((e) => comparePositions(e.position, before) > 0)).toBe(true);
      });

      it('readAll after a position is exclusive of it and honours the limit', async () => {
        const streamId = newStreamId();
        const written = numberedEvents(5, 'excl');
        await store().append(streamId, written, 'no_stream');
        const read = await store().readStream(streamId);

        const afterSecond = await eventually('events after the second', visibilityMs, async () => {
          const { events } = await store().readAll({ after: read[1].position, limit: 2 });
          return events.length === 2 ? events : undefined;
        });
        expect(idsOf(afterSecond)).toEqual(idsOf(written.slice(2, 4)));
        expect(inStreams([streamId])((await store().readAll({ after: read[4].position, limit: 1 })).events)).toEqual([]);
      });

      it('readStream and readAll report the same positions for the same events', async () => {
        const streamId = newStreamId();
        const before = await currentHead(store());
        await store().append(streamId, numberedEvents(3, 'pos'), 'no_stream');
        const fromStream = await store().readStream(streamId);
        const fromLog = await readLogUntil(store(), before, 100, visibilityMs, (read) => inStreams([streamId])(read).length === 3);

        expect(inStreams([streamId])(fromLog).map((e) => formatPosition(e.position))).toEqual(
          fromStream.map((e) => formatPosition(e.position)),
        );
      });

      it('headPosition is the position of the newest readable event', async () => {
        const streamId = newStreamId();
        const result = await store().append(streamId, numberedEvents(2, 'head'), 'no_stream');

        const head = await eventually('the head to reach the append', visibilityMs, async () => {
          const p = await store().headPosition();
          return p && comparePositions(p, result.position) >= 0 ? p : undefined;
        });
        expect(comparePositions(head, result.position)).toBe(0);
        expect((await store().readAll({ after: head, limit: 10 })).events).toEqual([]);
      });
    });

    describe('reads filtered by event type', () => {
      /** Types of this run only, so that other runs' events on a shared server never match. */
      const typeOf = (name: string): string => `Contract${name}${randomUUID().replaceAll('-', '')}`;
      const typed = (type: string, count: number, label: string): NewEvent[] =>
        Array.from({ length: count }, (_, n) => newEvent(type, { label, n }));

      it('readAll with types hands out only those types, in log order, however the pages are cut', async () => {
        const [wanted, alsoWanted, noise] = [typeOf('Wanted'), typeOf('AlsoWanted'), typeOf('Noise')];
        const streams = [newStreamId(), newStreamId()];
        const before = await currentHead(store());
        const written: NewEvent[] = [];
        for (let round = 0; round < 4; round++) {
          for (const streamId of streams) {
            const batch = [...typed(noise, 3, 'n'), ...typed(round % 2 ? wanted : alsoWanted, 2, `${round}`), ...typed(noise, 1, 'n')];
            await store().append(streamId, batch, 'any');
            written.push(...batch);
          }
        }
        const expected = written.filter((e) => e.type !== noise);
        const lastId = expected[expected.length - 1].metadata.eventId;
        const types = [wanted, alsoWanted];

        for (const pageSize of [3, 1000]) {
          const read = await readLogUntil(store(), before, pageSize, visibilityMs, (r) => r.some((e) => e.metadata.eventId === lastId), types);
          expect(read.every((e) => types.includes(e.type))).toBe(true);
          expect(idsOf(read)).toEqual(idsOf(expected));
          expectStrictlyIncreasing(read.map((e) => e.position));
        }
      });

      it('a full page is scanned up to its last event, so the next page starts with the next match', async () => {
        const wanted = typeOf('Paged');
        const streamId = newStreamId();
        const before = await currentHead(store());
        await store().append(streamId, [...typed(wanted, 3, 'p'), ...typed(typeOf('Noise'), 2, 'n')], 'no_stream');
        const stored = await store().readStream(streamId);

        const first = await eventually('a full first page', visibilityMs, async () => {
          const page = await store().readAll({ after: before, limit: 2, types: [wanted] });
          return page.events.length === 2 ? page : undefined;
        });
        expect(formatPosition(first.scannedTo)).toBe(formatPosition(stored[1].position));
        const second = await store().readAll({ after: first.scannedTo, limit: 2, types: [wanted] });
        expect(idsOf(second.events)).toEqual([stored[2].metadata.eventId]);
      });

      it('scannedTo moves past events of other types, so a checkpoint gets to the head without events', async () => {
        const [wanted, noise] = [typeOf('Rare'), typeOf('Flood')];
        const streamId = newStreamId();
        const before = await currentHead(store());
        const rare = await store().append(streamId, typed(wanted, 1, 'r'), 'no_stream');
        const flood = await store().append(streamId, typed(noise, 50, 'f'), rare.nextExpectedRevision);

        // A reader of the rare type alone ends up at (or past) the flood's last event, with only its one event read.
        const read: RecordedEvent[] = [];
        let cursor = before;
        await eventually('scannedTo to pass the flood', visibilityMs, async () => {
          const page = await store().readAll({ after: cursor, limit: 10, types: [wanted] });
          read.push(...page.events);
          cursor = page.scannedTo;
          return comparePositions(page.scannedTo, flood.position) >= 0 ? true : undefined;
        });
        expect(idsOf(read)).toEqual(idsOf((await store().readStream(streamId)).slice(0, 1)));
        expect((await store().readAll({ after: cursor, limit: 10, types: [wanted] })).events).toEqual([]);
      });

      it('subscribeToAll with types delivers only those types', async () => {
        const [wanted, noise] = [typeOf('Live'), typeOf('Chatter')];
        const streamId = newStreamId();
        const before = await currentHead(store());
        const probe = new SubscriptionProbe(store().subscribeToAll({ after: before, types: [wanted] }), (e) => e.streamId === streamId);
        try {
          const written = [...typed(noise, 5, 'c'), ...typed(wanted, 1, 'a'), ...typed(noise, 5, 'c'), ...typed(wanted, 1, 'b')];
          await store().append(streamId, written, 'no_stream');
          expect(idsOf(await probe.waitForCount(2, visibilityMs))).toEqual(idsOf(written.filter((e) => e.type === wanted)));
          expect(probe.delivered.every((e) => e.type === wanted)).toBe(true);
        } finally {
          await probe.subscription.close();
        }
        await probe.waitForEnd(5_000);
      });
    });

    describe('concurrent writers on one stream', () => {
      it('each revision has exactly one winner; every loser gets WrongExpectedRevisionError', async () => {
        const streamId = newStreamId();
        const rounds = 5;
        const winners: string[] = [];
        for (let round = 0; round < rounds; round++) {
          const expected: ExpectedRevision = round === 0 ? 'no_stream' : BigInt(round - 1);
          const attempts = Array.from({ length: writers }, (_, w) => newEvent('ContractRace', { round, writer: w }));
          const outcomes = await Promise.allSettled(attempts.map((e) => store().append(streamId, [e], expected)));

          const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [{ result: o.value, event: attempts[i] }] : []));
          const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
          expect(won).toHaveLength(1);
          expect(won[0].result.nextExpectedRevision).toBe(BigInt(round));
          expect(lost).toHaveLength(writers - 1);
          for (const reason of lost) expect(reason).toBeInstanceOf(WrongExpectedRevisionError);
          winners.push(won[0].event.metadata.eventId);
        }

        const read = await store().readStream(streamId);
        expect(read.map((e) => e.revision)).toEqual(Array.from({ length: rounds }, (_, i) => BigInt(i)));
        expect(idsOf(read)).toEqual(winners);
      });

      it('writers that reload and retry on conflict all land, with no gap and no duplicate', async () => {
        const streamId = newStreamId();
        const perWriter = 5;
        const appendWithRetry = async (event: NewEvent): Promise<bigint> => {
          for (let attempt = 0; attempt < 500; attempt++) {
            const current = await store().readStream(streamId);
            const expected: ExpectedRevision = current.length === 0 ? 'no_stream' : current[current.length - 1].revision;
            try {
              return (await store().append(streamId, [event], expected)).nextExpectedRevision;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
            }
          }
          throw new Error('too many conflicts');
        };
        const writer = async (w: number): Promise<bigint[]> => {
          const landed: bigint[] = [];
          for (let i = 0; i < perWriter; i++) landed.push(await appendWithRetry(newEvent('ContractRetry', { w, i })));
          return landed;
        };

        const landed = (await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)))).flat();

        const total = writers * perWriter;
        const read = await store().readStream(streamId);
        expect(read.map((e) => e.revision)).toEqual(Array.from({ length: total }, (_, i) => BigInt(i)));
        expect(new Set(idsOf(read)).size).toBe(total);
        expect([...landed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(read.map((e) => e.revision));
        expectStrictlyIncreasing(read.map((e) => e.position));
      });
    });

    describe('subscribeToAll', () => {
      it('delivers the catch-up, then live events, in order, and stops on close()', async () => {
        const streamId = newStreamId();
        const before = await currentHead(store());
        const catchUp = numberedEvents(3, 'catch-up');
        const r = await store().append(streamId, catchUp, 'no_stream');

        const probe = new SubscriptionProbe(store().subscribeToAll({ after: before }), (e) => e.streamId === streamId);
        expect(idsOf(await probe.waitForCount(3, visibilityMs))).toEqual(idsOf(catchUp));

        const live = [...numberedEvents(1, 'live-1'), ...numberedEvents(2, 'live-2')];
        const r2 = await store().append(streamId, live.slice(0, 1), r.nextExpectedRevision);
        await store().append(streamId, live.slice(1), r2.nextExpectedRevision);
        expect(idsOf(await probe.waitForCount(6, visibilityMs))).toEqual(idsOf([...catchUp, ...live]));
        expectStrictlyIncreasing(probe.delivered.map((e) => e.position));

        // close() must end an iteration that is waiting for the next live event.
        await probe.subscription.close();
        await probe.waitForEnd(5_000);
        await store().append(streamId, numberedEvents(1, 'after-close'), 'any');
        await sleep(200);
        expect(probe.received).toHaveLength(6);
      });

      it('starts strictly after the given position', async () => {
        const streamId = newStreamId();
        const written = numberedEvents(4, 'from');
        await store().append(streamId, written, 'no_stream');
        const read = await store().readStream(streamId);

        const probe = new SubscriptionProbe(store().subscribeToAll({ after: read[1].position }), (e) => e.streamId === streamId);
        try {
          const got = await probe.waitForCount(2, visibilityMs);
          expect(idsOf(got)).toEqual(idsOf(written.slice(2)));
          expect(comparePositions(probe.delivered[0].position, read[1].position)).toBeGreaterThan(0);
        } finally {
          await probe.subscription.close();
        }
        await probe.waitForEnd(5_000);
      });

      it('delivers to several subscribers independently', async () => {
        const streamId = newStreamId();
        const before = await currentHead(store());
        const probes = [0, 1].map(() => new SubscriptionProbe(store().subscribeToAll({ after: before }), (e) => e.streamId === streamId));
        const written = numberedEvents(3, 'fan-out');
        try {
          await store().append(streamId, written, 'no_stream');
          for (const probe of probes) expect(idsOf(await probe.waitForCount(3, visibilityMs))).toEqual(idsOf(written));
        } finally {
          await Promise.all(probes.map((p) => p.subscription.close()));
        }
      });
    });

    describe('upcasting on read', () => {
      type OldShape = { first: string; last: string };
      // Version 1 stored first and last name; version 2 reads a single display name. Version 2 was
      // then renamed: every stored one reads as ContractArtistNamed, version 2.
      const upcasters: EventUpcaster[] = [
        {
          from: { type: 'ContractArtistRenamed', schemaVersion: 1 },
          to: { type: 'ContractArtistRenamed', schemaVersion: 2 },
          data: (old) => {
            const { first, last } = old as OldShape;
            return { displayName: `${first} ${last}` };
          },
        },
        { from: { type: 'ContractArtistRenamed', schemaVersion: 2 }, to: { type: 'ContractArtistNamed', schemaVersion: 2 } },
      ];

      it('upcasters transform old shapes and names in readStream, readAll (filtered by the new name too) and subscribeToAll', async () => {
        if (!hooks.withUpcasters) {
          throw new Error(`${name}: pass hooks.withUpcasters so the contract can prove upcasting`);
        }
        const upcasting = await hooks.withUpcasters(upcasters);
        try {
          const streamId = newStreamId();
          const before = await currentHead(store());
          const old = newEvent('ContractArtistRenamed', { first: 'Nina', last: 'Simone' }, { schemaVersion: 1 });
          const current = newEvent('ContractArtistFollowed', { by: 'curator-1' }, { schemaVersion: 1 });
          await store().append(streamId, [old, current], 'no_stream');
          const expectedUpcast = {
            type: 'ContractArtistNamed',
            data: { displayName: 'Nina Simone' },
            metadata: { ...old.metadata, schemaVersion: 2 },
          };

          const viaStream = await upcasting.store.readStream(streamId);
          expect(viaStream[0]).toMatchObject(expectedUpcast);
          expect(viaStream[1]).toMatchObject({ type: current.type, data: current.data, metadata: current.metadata });

          const viaLog = inStreams([streamId])(
            await readLogUntil(upcasting.store, before, 50, visibilityMs, (read) => inStreams([streamId])(read).length === 2),
          );
          expect(viaLog[0]).toMatchObject(expectedUpcast);

          // A reader of the new name finds the events stored under the old one, and nothing else.
          const ofNewName = inStreams([streamId])(
            await readLogUntil(upcasting.store, before, 50, visibilityMs, (read) => inStreams([streamId])(read).length === 1, ['ContractArtistNamed']),
          );
          expect(ofNewName).toEqual([expect.objectContaining(expectedUpcast)]);

          const probe = new SubscriptionProbe(upcasting.store.subscribeToAll({ after: before, types: ['ContractArtistNamed'] }), (e) => e.streamId === streamId);
          try {
            expect(await probe.waitForCount(1, visibilityMs)).toEqual([expect.objectContaining(expectedUpcast)]);
          } finally {
            await probe.subscription.close();
          }

          // The stored event is never rewritten: a store without the upcasters reads the old shape.
          const raw = await store().readStream(streamId);
          expect(raw[0]).toMatchObject({ type: old.type, data: old.data, metadata: old.metadata });
        } finally {
          await upcasting.cleanup();
        }
      });
    });
  });
}
