import pg from 'pg';
import type { RecordedEvent } from '#eventstore';
import { tryLockLease } from '../src/advisory-locks.js';
import { ConsistencyBarrier, EventProcessor, leaseHolders, ProjectionRunner, ReaderLeases, sqlOfPool } from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import { AppliedEvent, COUNTER_PROJECTION, COUNTER_SCHEMA, counterProjection, expectedCounts, StreamCount } from './support/stream-counter.js';
import { eventually, sleep } from './support/timing.js';

/** Two processes' worth of readers on one database: each with its own lease connection. */
describe('reader leases (several workers on one database)', () => {
  let env: ProjectionTestEnv;
  let barrier: ConsistencyBarrier;
  const stops: (() => Promise<void>)[] = [];

  const leases = (name: string, timing: { beatMs?: number; silentAfterMs?: number } = {}, logger = recordingLogger()): ReaderLeases => {
    const created = new ReaderLeases({ connectionString: env.db.url, applicationName: name, retryMs: 100, logger, ...timing });
    stops.push(() => created.close());
    return created;
  };
  const holders = async (reader: string): Promise<string[]> =>
    (await leaseHolders(sqlOfPool(env.pool), [reader])).map((holder) => holder.applicationName);

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    barrier = new ConsistencyBarrier({ pool: env.pool, pollIntervalMs: 20 });
  });

  afterEach(async () => {
    await barrier.close();
    for (const stop of stops.splice(0).reverse()) await stop();
    await env.close();
  });

  it('runs a projection in the one process that holds its lease; when that session ends, the other takes over and applies the rest once', async () => {
    const runner = (ownLeases: ReaderLeases): ProjectionRunner => {
      const created = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 20, logger: recordingLogger(), leases: ownLeases });
      stops.push(() => created.stop());
      return created;
    };
    const first = runner(leases('worker first'));
    await first.start();
    const second = runner(leases('worker second'));
    await second.start();
    for (let i = 0; i < 10; i++) await env.append(`user-${i % 3}`, 'Registered');

    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000)).toBe(true);
    expect(await holders(COUNTER_PROJECTION)).toEqual(['worker first']);
    expect(first.status()[0]?.state).toBe('live');
    expect(second.status()[0]?.state).toBe('standby');

    // A worker dies: its loops stop, and PostgreSQL ends its session, and the lock with it (a live
    // process would also ask again, and might win the lease back).
    await first.stop();
    await env.pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'worker first'");
    expect(await eventually(async () => (await holders(COUNTER_PROJECTION)).join() === 'worker second')).toBe(true);
    for (let i = 0; i < 10; i++) await env.append(`user-${i % 3}`, 'Renamed');

    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000)).toBe(true);
    expect(second.status()[0]?.state).toBe('live');
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(20);
  });

  it("hands a process manager's events to the lease holder only; a standby's caughtUp follows the holder's checkpoint", async () => {
    const handledBy: string[] = [];
    const processor = (name: string): EventProcessor => {
      const created = new EventProcessor({
        name: 'leased-processor',
        types: ['Wanted'],
        store: env.store,
        pool: env.pool,
        handle: async (event: RecordedEvent) => void handledBy.push(`${name} ${event.streamId}`),
        pollIntervalMs: 20,
        leases: leases(name),
      });
      stops.push(() => created.stop());
      return created;
    };
    const holder = processor('holder');
    await holder.start();
    expect(await eventually(async () => (await holders('leased-processor')).join() === 'holder')).toBe(true);
    const standby = processor('standby');
    await standby.start();
    await env.append('a-1', 'Wanted', 'Wanted');
    await env.untilVisible();

    await standby.caughtUp();
    expect(handledBy).toEqual(['holder a-1', 'holder a-1']);
  });

  it('takes a reader over from a holder that gives no sign of life (a stopped or hung process), and never from one that beats', async () => {
    const timing = { beatMs: 200, silentAfterMs: 1000 };
    const logger = recordingLogger();
    const standby = leases('standby', timing, logger);

    // A live holder beats: over three silent-after windows, the standby never gets its reader.
    const beating = leases('beating holder', timing);
    expect(await beating.holds('beaten-reader')).toBe(true);
    for (let tries = 0; tries < 30; tries++) {
      expect(await standby.holds('beaten-reader')).toBe(false);
      await sleep(100);
    }
    expect(await holders('beaten-reader')).toEqual(['beating holder']);

    // A hung process: its session holds the lease, and then it says nothing more (a stopped process keeps its socket).
    const hung = new pg.Client({ connectionString: env.db.url, application_name: 'hung worker' });
    hung.on('error', () => undefined);
    await hung.connect();
    stops.push(() => hung.end().catch(() => undefined));
    expect(await tryLockLease(sqlOfPool(hung), 'silent-reader')).toBe(true);
    expect(await standby.holds('silent-reader')).toBe(false);
    expect(await eventually(() => standby.holds('silent-reader'))).toBe(true);
    expect(await holders('silent-reader')).toEqual(['standby']);
    expect(logger.lines).toEqual([expect.stringMatching(/^warn Reader leases: hung worker \(backend \d+\) held silent-reader without a sign of life for 1 s/)]);
    await expect(hung.query('select 1')).rejects.toThrow();
    expect(await holders('beaten-reader')).toEqual(['beating holder']);
  });
});
