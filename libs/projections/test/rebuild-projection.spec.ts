import { wrap } from '@mikro-orm/core';
import { comparePositions, parsePosition, type EventStore, type Position } from '#eventstore';
import {
  ConsistencyBarrier,
  ProjectionRunner,
  RebuildAlreadyRunningError,
  rebuildProjection,
  readModelVersions,
  rebuildsUnderWay,
  sqlOfPool,
  type Projection,
  type RebuildProgress,
} from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import {
  AppliedEvent,
  COUNTER_PROJECTION,
  COUNTER_SCHEMA,
  StreamCount,
  counterProjection,
  expectedCounts,
} from './support/stream-counter.js';
import { sleep, slowed } from './support/timing.js';

describe('rebuildProjection', () => {
  let env: ProjectionTestEnv;
  let barrier: ConsistencyBarrier;
  let runner: ProjectionRunner | undefined;

  const caughtUp = (): Promise<boolean> => barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000);
  const schemaOid = async (): Promise<string | undefined> =>
    (await env.pool.query<{ oid: string }>('select oid::text from pg_namespace where nspname = $1', [COUNTER_SCHEMA])).rows[0]?.oid;

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    barrier = new ConsistencyBarrier({ pool: env.pool, pollIntervalMs: 20 });
  });

  afterEach(async () => {
    await barrier.close();
    await runner?.stop();
    runner = undefined;
    await env.close();
  });

  const checkpointPosition = async (): Promise<Position> => parsePosition((await env.checkpoint(COUNTER_PROJECTION))?.position ?? '-1/-1');

  const startLiveRunner = async (projection: Projection = counterProjection(), store: EventStore = env.store): Promise<ProjectionRunner> => {
    runner = new ProjectionRunner({
      store,
      orm: env.orm,
      projections: [projection],
      batchSize: 10,
      pollIntervalMs: 20,
      logger: recordingLogger(),
    });
    await runner.start();
    return runner;
  };

  it('replays into a fresh copy while the live copy keeps serving and updating, then swaps it in', async () => {
    for (let i = 0; i < 200; i++) await env.append(`user-${i % 10}`, i % 2 ? 'Renamed' : 'Registered');
    const live = await startLiveRunner();
    expect(await caughtUp()).toBe(true);
    const liveOid = await schemaOid();

    // Traffic while the rebuild replays: reads of the live schema, and appends the live runner applies.
    const progress: RebuildProgress[] = [];
    let beforeSwap: Promise<Position> | undefined;
    let rebuilding = true;
    let reads = 0;
    let appendedDuring = 0;
    const traffic = (async () => {
      while (rebuilding) {
        const { rows } = await env.pool.query<{ n: string }>(`select sum(events)::text as n from ${COUNTER_SCHEMA}.stream_counts`);
        reads += 1;
        expect(Number(rows[0].n)).toBeGreaterThanOrEqual(200);
        await env.append(`user-${appendedDuring % 12}`, 'Touched');
        appendedDuring += 1;
        live.notify();
        await sleep(10);
      }
    })();
    const result = await rebuildProjection({
      orm: env.orm,
      store: slowed(env.store, 3),
      projection: counterProjection(),
      batchSize: 25,
      onProgress: (p) => {
        progress.push(p);
        if (p.phase === 'swapping') beforeSwap = checkpointPosition();
      },
      logger: recordingLogger(),
    }).finally(() => {
      rebuilding = false;
    });
    await traffic;

    // The live copy answered throughout, and took writes while the copy replayed.
    expect(reads).toBeGreaterThan(10);
    expect(appendedDuring).toBeGreaterThan(10);
    const replaying = progress.filter((p) => p.phase === 'replaying' && p.eventsApplied > 0);
    expect(replaying.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', projections: [COUNTER_PROJECTION] });
    expect(result.eventsApplied).toBeGreaterThanOrEqual(200);

    // The swap never moves the read model back: the copy took the events the live runner had applied meanwhile.
    expect(comparePositions(result.position, await beforeSwap!)).toBeGreaterThanOrEqual(0);

    // The copy is the live schema now; the old one and the copy's name are gone.
    expect(await schemaOid()).not.toEqual(liveOid);
    expect(await env.schemas(`${COUNTER_SCHEMA}\\_\\_%`)).toEqual([]);
    expect(await env.checkpoint(COUNTER_PROJECTION)).toMatchObject({ version: 1 });

    // The live runner goes on, on the new copy, from the moved checkpoint.
    for (let i = 0; i < 20; i++) await env.append(`late-${i % 3}`, 'Registered');
    live.notify();
    expect(await caughtUp()).toBe(true);
    const events = await env.allEvents();
    expect(events).toHaveLength(220 + appendedDuring);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(events));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(events.length);
  });

  it('never swaps in a copy behind what the live runner applied while the swap drained the log', async () => {
    // A transaction left open keeps every reader of the log below it: the event appended after it
    // shows only once it ends, which the test makes happen while the swap drains (its last read is
    // done), as a slow append committing late would. The live runner then reads that event.
    for (let i = 0; i < 20; i++) await env.append(`user-${i % 4}`, 'Registered');
    const live = await startLiveRunner();
    expect(await caughtUp()).toBe(true);
    const holder = await env.pool.connect();
    await holder.query('begin');
    await holder.query('select pg_current_xact_id()');
    await env.append('late', 'Registered');
    const late = env.lastAppended();

    let swapping = false;
    let seenWhileDraining: Position | undefined;
    const lockWaits = async (): Promise<number> =>
      (await env.pool.query(`select 1 from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())`)).rows.length;
    const drainGated: EventStore = Object.assign(Object.create(env.store) as EventStore, {
      readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
        const page = await env.store.readAll(options);
        if (!swapping || seenWhileDraining) return page;
        await holder.query('commit');
        holder.release();
        live.notify();
        // The live runner applies the late event, unless the swap keeps it waiting (then on a lock).
        for (let tries = 0; tries < 200 && comparePositions(await checkpointPosition(), late) < 0 && (await lockWaits()) === 0; tries++) await sleep(10);
        seenWhileDraining = await checkpointPosition();
        return page;
      },
    });
    const result = await rebuildProjection({
      orm: env.orm,
      store: drainGated,
      projection: counterProjection(),
      onProgress: (p) => void (swapping ||= p.phase === 'swapping'),
      logger: recordingLogger(),
    });

    expect(comparePositions(result.position, seenWhileDraining!)).toBeGreaterThanOrEqual(0);
    live.notify();
    expect(await caughtUp()).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
  });

  it('moves the checkpoint under a live runner, which re-reads it and goes on from there', async () => {
    // The live runner's next batch is held open (holding the projection lock) in its read, then fails.
    let hold: { entered: () => void; release: Promise<void> } | undefined;
    const gated: EventStore = Object.assign(Object.create(env.store) as EventStore, {
      readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
        if (!hold) return env.store.readAll(options);
        hold.entered();
        await hold.release;
        hold = undefined;
        throw new Error('the held batch fails');
      },
    });
    for (let i = 0; i < 20; i++) await env.append(`user-${i % 4}`, 'Registered');
    const live = await startLiveRunner(counterProjection(), gated);
    expect(await caughtUp()).toBe(true);

    let release!: () => void;
    const entered = new Promise<void>((resolve) => {
      hold = { entered: resolve, release: new Promise((done) => (release = done)) };
    });
    for (let i = 0; i < 10; i++) await env.append(`user-${i % 4}`, 'Renamed');
    live.notify();
    await entered;

    // The rebuild replays everything and queues for the lock behind the held batch; when that batch
    // fails, the rebuild swaps first and moves the checkpoint past the 10 events the runner never applied.
    const rebuilt = rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection(), logger: recordingLogger() });
    let settled = false;
    void rebuilt.catch(() => undefined).finally(() => (settled = true));
    const waiting = async (): Promise<boolean> =>
      (
        await env.pool.query(
          `select 1 from pg_locks where locktype = 'advisory' and not granted
             and database = (select oid from pg_database where datname = current_database())`,
        )
      ).rows.length > 0;
    while (!settled && !(await waiting())) await sleep(10);
    release();
    expect((await rebuilt).eventsApplied).toBe(30);

    // A runner that cached its checkpoint would apply those 10 again (and fail on applied_events' key).
    for (let i = 0; i < 5; i++) await env.append(`user-${i}`, 'Touched');
    live.notify();
    expect(await caughtUp()).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(35);
  });

  it("gives the entity classes back to the application's ORM after a rebuild", async () => {
    await env.append('user-1', 'Registered');
    await rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection() });
    // Discovery by the copy's own ORM re-decorated the shared classes; the application's mapping is back.
    expect(wrap(new StreamCount(), true).__meta).toBe(env.orm.getMetadata().get(StreamCount));
  });

  it("moves its read model's version though a rebuild ends where the read model stood", async () => {
    await env.append('user-1', 'Registered');
    await env.untilVisible();
    const versionOf = async () => (await env.pool.query<{ version: string }>(`select ${readModelVersions('$1::text[]')} as version`, [[COUNTER_PROJECTION]])).rows[0]?.version;
    await rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection() });
    const [version, position] = [await versionOf(), (await env.checkpoint(COUNTER_PROJECTION))?.position];
    await rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection() });
    expect((await env.checkpoint(COUNTER_PROJECTION))?.position).toBe(position);
    expect(await versionOf()).not.toBe(version);
  });

  it('builds a projection that never ran from a database URL alone, and a runner continues from there', async () => {
    for (let i = 0; i < 30; i++) await env.append(`user-${i % 4}`, 'Registered');
    await env.untilVisible();
    const result = await rebuildProjection({ databaseUrl: env.db.url, store: env.store, projection: counterProjection() });
    expect(result).toMatchObject({ projection: COUNTER_PROJECTION, version: 1, eventsApplied: 30 });
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));

    const live = await startLiveRunner();
    await env.append('user-9', 'Registered');
    live.notify();
    expect(await caughtUp()).toBe(true);
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(31);
  });

  it('refuses a second concurrent rebuild, and an aborted rebuild drops its copy and leaves the live one alone', async () => {
    for (let i = 0; i < 100; i++) await env.append(`user-${i % 5}`, 'Registered');
    await startLiveRunner();
    expect(await caughtUp()).toBe(true);
    const liveOid = await schemaOid();

    const abort = new AbortController();
    let copying = false;
    const first = rebuildProjection({
      orm: env.orm,
      store: slowed(env.store, 5),
      projection: counterProjection(),
      batchSize: 10,
      signal: abort.signal,
      onProgress: (p) => {
        copying ||= p.eventsApplied > 0;
      },
      logger: recordingLogger(),
    });
    let settled = false;
    void first.catch(() => undefined).finally(() => (settled = true));
    while (!copying && !settled) await sleep(10);
    expect(copying).toBe(true);
    expect(await env.schemas(`${COUNTER_SCHEMA}\\_\\_rebuild%`)).toHaveLength(1);

    await expect(rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection() })).rejects.toBeInstanceOf(
      RebuildAlreadyRunningError,
    );
    // Any session sees which projections are being rebuilt (the admin API reports it).
    const underWay = () => rebuildsUnderWay(sqlOfPool(env.pool), [COUNTER_PROJECTION, 'another']);
    expect(await underWay()).toEqual(new Set([COUNTER_PROJECTION]));

    abort.abort();
    await expect(first).rejects.toThrow();
    expect(await underWay()).toEqual(new Set());
    expect(await env.schemas(`${COUNTER_SCHEMA}\\_\\_%`)).toEqual([]);
    expect(await schemaOid()).toEqual(liveOid);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
  });

  it('drops copies left behind by a rebuild that died', async () => {
    await env.append('user-1', 'Registered');
    await env.untilVisible();
    await env.pool.query(`create schema ${COUNTER_SCHEMA}__rebuild_dead; create table ${COUNTER_SCHEMA}__rebuild_dead.t (id int)`);
    const logger = recordingLogger();
    await rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection(), logger });
    expect(await env.schemas(`${COUNTER_SCHEMA}\\_\\_%`)).toEqual([]);
    expect(logger.lines.some((line) => line.includes(`dropping ${COUNTER_SCHEMA}__rebuild_dead`))).toBe(true);
  });
});
