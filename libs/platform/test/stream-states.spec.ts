import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type EventStore, PostgresEventStore, type ReadStreamOptions } from '#eventstore';
import { createTestDatabase, type TestDatabase } from '#testing';
import { loadState } from '../src/event-sourcing/execute-command.js';
import { StreamStates } from '../src/event-sourcing/stream-states.js';

type Noted = { readonly type: 'Noted'; readonly data: { readonly label: string } };
/** A fold that keeps every label in order: a wrong or missing event shows in the state. */
const labels = { initialState: (): readonly string[] => [], evolve: (state: readonly string[], event: Noted): readonly string[] => [...state, event.data.label] };

const noted = (label: string) => ({
  type: 'Noted',
  data: { label },
  metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

describe('loadState with remembered stream states (StreamStates)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  /** Every read of a stream: from which revision, and how many events came back. */
  let reads: { fromRevision: bigint | undefined; events: number }[];
  let watched: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url });
    store = new PostgresEventStore({ pool });
    await store.init();
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });
  beforeEach(() => {
    reads = [];
    watched = Object.assign(Object.create(store) as EventStore, {
      readStream: async (streamId: string, options?: ReadStreamOptions) => {
        const events = await store.readStream(streamId, options);
        reads.push({ fromRevision: options?.fromRevision, events: events.length });
        return events;
      },
    });
  });

  it('reads only the events appended since the remembered state, and folds what a full read folds', async () => {
    const states = new StreamStates();
    const stream = `notes-${randomUUID()}`;
    await store.append(stream, ['a', 'b', 'c'].map(noted), 'no_stream');
    expect(await loadState(watched, stream, labels, states)).toEqual({ state: ['a', 'b', 'c'], revision: 2n });

    // Another process appends meanwhile.
    await store.append(stream, ['d', 'e'].map(noted), 2n);
    reads = [];
    const loaded = await loadState(watched, stream, labels, states);

    expect(loaded).toEqual({ state: ['a', 'b', 'c', 'd', 'e'], revision: 4n });
    expect(loaded).toEqual(await loadState(store, stream, labels));
    // From the remembered last event (to see it is still there), not from the start.
    expect(reads).toEqual([{ fromRevision: 2n, events: 3 }]);
    expect(await loadState(watched, stream, labels, states)).toEqual(loaded);
    expect(reads.at(-1)).toEqual({ fromRevision: 4n, events: 1 });
  });

  it('reads a stream whole when it no longer holds the remembered last event', async () => {
    const states = new StreamStates();
    const stream = `notes-${randomUUID()}`;
    await store.append(stream, ['a', 'b'].map(noted), 'no_stream');
    await loadState(watched, stream, labels, states);
    // The stream is made anew with other events (as after a restore of another log).
    await pool.query('DELETE FROM eventstore.events WHERE stream_id = $1', [stream]);
    await pool.query('DELETE FROM eventstore.streams WHERE stream_id = $1', [stream]);
    await store.append(stream, ['x', 'y', 'z'].map(noted), 'no_stream');
    reads = [];

    expect(await loadState(watched, stream, labels, states)).toEqual({ state: ['x', 'y', 'z'], revision: 2n });
    expect(reads).toEqual([{ fromRevision: 1n, events: 2 }, { fromRevision: undefined, events: 3 }]);
  });

  it('forgets the least recently used stream first', () => {
    const states = new StreamStates(2);
    const at = (revision: bigint) => ({ state: revision, revision, eventId: String(revision) });
    states.remember(labels.evolve, 'one', at(1n));
    states.remember(labels.evolve, 'two', at(2n));
    states.get(labels.evolve, 'one');
    states.remember(labels.evolve, 'three', at(3n));

    expect(states.get(labels.evolve, 'two')).toBeUndefined();
    expect(states.get(labels.evolve, 'one')).toEqual(at(1n));
    // A fold that lands behind what is remembered (a slower, earlier read) does not replace it.
    states.remember(labels.evolve, 'three', at(0n));
    expect(states.get(labels.evolve, 'three')).toEqual(at(3n));
  });
});
