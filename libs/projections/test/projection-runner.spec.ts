import { formatPosition } from '#eventstore';
import { ConsistencyBarrier, ProjectionRunner, defineProjection, readModelVersions, table, type EventShape } from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import {
  AppliedEvent,
  COUNTER_PROJECTION,
  COUNTER_SCHEMA,
  COUNTED_TYPES,
  StreamCount,
  counterProjection,
  expectedCounts,
} from './support/stream-counter.js';
import { eventually, sleep, slowed, watched } from './support/timing.js';

describe('ProjectionRunner', () => {
  let env: ProjectionTestEnv;
  let barrier: ConsistencyBarrier;
  const runners: ProjectionRunner[] = [];

  const startRunner = async (
    options: { batchSize?: number; pollIntervalMs?: number; msPerEvent?: number } = {},
  ): Promise<ProjectionRunner> => {
    const runner = new ProjectionRunner({
      store: options.msPerEvent ? slowed(env.store, options.msPerEvent) : env.store,
      orm: env.orm,
      projections: [counterProjection()],
      batchSize: options.batchSize ?? 7,
      pollIntervalMs: options.pollIntervalMs ?? 50,
      logger: recordingLogger(),
    });
    runners.push(runner);
    await runner.start();
    return runner;
  };

  const caughtUp = (timeoutMs = 10_000): Promise<boolean> => barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], timeoutMs);

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    barrier = new ConsistencyBarrier({ pool: env.pool, pollIntervalMs: 20 });
  });

  afterEach(async () => {
    await barrier.close();
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await env.close();
  });

  it("moves its read model's version with each batch of its own events, not when the checkpoint only passes others'", async () => {
    const versionOf = async () => (await env.pool.query<{ version: string }>(`select ${readModelVersions('$1::text[]')} as version`, [[COUNTER_PROJECTION]])).rows[0]?.version;
    await env.append('user-0', 'Registered');
    await startRunner();
    expect(await caughtUp()).toBe(true);
    const [version, position] = [await versionOf(), (await env.checkpoint(COUNTER_PROJECTION))?.position];
    await env.append('user-0', 'Ignored', 'Ignored');
    expect(await caughtUp()).toBe(true);
    expect((await env.checkpoint(COUNTER_PROJECTION))?.position).not.toBe(position);
    expect(await versionOf()).toBe(version);
    await env.append('user-1', 'Renamed');
    expect(await caughtUp()).toBe(true);
    expect(await versionOf()).not.toBe(version);
  });

  it('creates the schema from the entities and projects every event once, never reading types it does not handle', async () => {
    for (let i = 0; i < 10; i++) await env.append(`user-${i % 3}`, 'Registered', 'Ignored', 'Renamed');
    await startRunner();

    expect(await caughtUp()).toBe(true);
    const events = await env.allEvents();
    expect(events).toHaveLength(30);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(events));
    expect(await env.counts(COUNTER_SCHEMA)).toEqual([
      { stream_id: 'user-0', events: 8, last_type: 'Renamed' },
      { stream_id: 'user-1', events: 6, last_type: 'Renamed' },
      { stream_id: 'user-2', events: 6, last_type: 'Renamed' },
    ]);
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(20);
    // The checkpoint moved past the ignored events too: it is the very last event of the log.
    expect(await env.checkpoint(COUNTER_PROJECTION)).toEqual({ version: 1, position: formatPosition(events[events.length - 1].position) });
  });

  it('moves its checkpoint past a flood of events it does not handle, so a barrier on it is answered', async () => {
    const { store, reads } = watched(env.store);
    const runner = new ProjectionRunner({ store, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 20, logger: recordingLogger() });
    runners.push(runner);
    await runner.start();
    await env.append('user-1', 'Registered');
    for (let i = 0; i < 5; i++) await env.append(`noise-${i}`, ...Array.from({ length: 200 }, () => 'Ignored'));

    // The last write is noise only: the projection gets there without a single event to apply.
    expect(await caughtUp()).toBe(true);
    expect(await env.checkpoint(COUNTER_PROJECTION)).toEqual({ version: 1, position: formatPosition(env.lastAppended()) });
    expect(await env.counts(COUNTER_SCHEMA)).toEqual([{ stream_id: 'user-1', events: 1, last_type: 'Registered' }]);
    // And it asked the store for its own types only.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((types) => types?.join() === COUNTED_TYPES.join())).toBe(true);
  });

  it('resumes from its checkpoint after stop and start without applying anything twice', async () => {
    for (let i = 0; i < 5; i++) await env.append(`user-${i}`, 'Registered');
    const first = await startRunner();
    expect(await caughtUp()).toBe(true);
    await first.stop();
    const before = await env.checkpoint(COUNTER_PROJECTION);

    for (let i = 0; i < 5; i++) await env.append(`user-${i}`, 'Renamed', 'Renamed');
    await first.start(); // the same instance starts again
    expect(await caughtUp()).toBe(true);

    const events = await env.allEvents();
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(events));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(15);
    expect((await env.checkpoint(COUNTER_PROJECTION))?.position).not.toEqual(before?.position);
  });

  it('deletes every row that a batch removes, and loads every row that it touches', async () => {
    type Counted = EventShape & ({ readonly type: 'Registered'; readonly data: object } | { readonly type: 'Touched'; readonly data: object });
    // Registered keeps a row per stream and counts; Touched removes the stream's row.
    const removing = (): ProjectionRunner =>
      new ProjectionRunner({
        store: env.store,
        orm: env.orm,
        projections: [
          defineProjection({
            name: COUNTER_PROJECTION,
            version: 1,
            schema: COUNTER_SCHEMA,
            tables: [
              table<StreamCount, Counted>({
                entity: StreamCount,
                key: (event) => ({ streamId: event.streamId }),
                on: { Registered: (row, event) => ({ streamId: event.streamId, events: (row?.events ?? 0) + 1, lastType: event.type }), Touched: () => undefined },
              }),
            ],
          }),
        ],
        logger: recordingLogger(),
      });
    for (let i = 0; i < 5; i++) await env.append(`user-${i}`, 'Registered');
    const first = removing();
    runners.push(first);
    await first.start();
    expect(await caughtUp()).toBe(true);
    await first.stop();

    // One batch: four rows removed, two counted again (loaded first), one left alone.
    for (let i = 0; i < 4; i++) await env.append(`user-${i}`, 'Touched');
    await env.append('user-5', 'Registered');
    await env.append('user-4', 'Registered');
    const second = removing();
    runners.push(second);
    await second.start();
    expect(await caughtUp()).toBe(true);

    expect(await env.counts(COUNTER_SCHEMA)).toEqual([
      { stream_id: 'user-4', events: 2, last_type: 'Registered' },
      { stream_id: 'user-5', events: 1, last_type: 'Registered' },
    ]);
  });

  it('wakes at once on notify() instead of waiting for its poll interval', async () => {
    const runner = await startRunner({ pollIntervalMs: 60_000 });
    // Let the loop go idle (its first empty batch, then the short re-checks) before appending.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const { position } = await env.append('user-1', 'Registered');
    runner.notify();

    // Without the notification the loop would look again only after its 60 s poll, long after this wait gives up.
    expect(await barrier.waitFor(position, [COUNTER_PROJECTION], 20_000)).toBe(true);
  });

  it('is woken by appends of its types and by a wait for it, and sleeps through appends of other types', async () => {
    const { store, reads } = watched(env.store);
    const runner = new ProjectionRunner({ store, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 60_000, logger: recordingLogger() });
    runners.push(runner);
    await runner.start();
    // Past its first look at the log, the loop sleeps until woken (its poll is a minute).
    expect(await eventually(() => reads.length > 0)).toBe(true);
    await sleep(300);
    const readsBefore = reads.length;
    // Told of each append once it is visible (a transaction open elsewhere may hide it for a while).
    const appendAndTell = async (streamId: string, type: string) => {
      const { position } = await env.append(streamId, type);
      await env.untilVisible();
      runner.onAppended({ eventCount: 1, types: [type], position });
      return position;
    };

    const other = await appendAndTell('noise-1', 'Ignored');
    await sleep(300);
    expect(reads.length).toBe(readsBefore);

    // A read after that write waits for the projection: woken, it moves past the other types.
    runner.expect([COUNTER_PROJECTION], other);
    expect(await barrier.waitFor(other, [COUNTER_PROJECTION], 20_000)).toBe(true);

    const own = await appendAndTell('user-1', 'Registered');
    expect(await barrier.waitFor(own, [COUNTER_PROJECTION], 20_000)).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual([{ stream_id: 'user-1', events: 1, last_type: 'Registered' }]);
  });

  it('lets two runner instances share a projection without applying an event twice', async () => {
    // An event applied twice would count twice in stream_counts; slow batches make the two runners'
    // batches overlap, were they not taking turns.
    await startRunner({ batchSize: 3, msPerEvent: 3 });
    await startRunner({ batchSize: 5, msPerEvent: 3 });
    for (let i = 0; i < 40; i++) {
      await env.append(`user-${i % 4}`, 'Registered');
      for (const runner of runners) runner.notify();
    }

    expect(await caughtUp()).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(40);
  });

  it('never moves the checkpoint back past events another instance applied while it skipped other types', async () => {
    // Runner A reads a page of other types only, and is held before it moves its checkpoint past
    // them; meanwhile runner B applies an event of its types and stops. A's move must then lose,
    // or the checkpoint would go back behind that event and A would apply it a second time.
    let held: (() => void) | undefined;
    let hold: Promise<void> | undefined;
    let reachedHold: (() => void) | undefined;
    const gated = Object.assign(Object.create(env.store) as typeof env.store, {
      readAll: async (options: Parameters<typeof env.store.readAll>[0]) => {
        const page = await env.store.readAll(options);
        if (hold && page.events.length === 0 && page.scannedTo.commit > options.after!.commit) {
          reachedHold?.();
          await hold;
        }
        return page;
      },
    });
    const a = new ProjectionRunner({ store: gated, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 20, logger: recordingLogger() });
    runners.push(a);
    await a.start();
    await env.append('user-1', 'Registered');
    expect(await caughtUp()).toBe(true);

    hold = new Promise((resolve) => (held = resolve));
    const aHolds = new Promise<void>((resolve) => (reachedHold = resolve));
    await env.append('noise-1', 'Ignored');
    a.notify();
    await aHolds;
    const b = await startRunner();
    await env.append('user-1', 'Renamed');
    expect(await caughtUp()).toBe(true);
    await b.stop();
    hold = undefined;
    held?.();
    await env.append('noise-2', 'Ignored');
    a.notify();

    expect(await caughtUp()).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual([{ stream_id: 'user-1', events: 2, last_type: 'Renamed' }]);
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(2);
  });

  it('refuses to start when the ORM does not map the projection entities', async () => {
    const { MikroORM } = await import('@mikro-orm/postgresql');
    const bare = new MikroORM({ clientUrl: env.db.url, entities: [AppliedEvent] });
    try {
      const runner = new ProjectionRunner({ store: env.store, orm: bare, projections: [counterProjection()] });
      await expect(runner.start()).rejects.toThrow(/does not know entity StreamCount/);
    } finally {
      await bare.close();
    }
  });
});
