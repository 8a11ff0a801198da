import { jest } from '@jest/globals';
import pg from 'pg';
import { START } from '#eventstore';
import { ConsistencyBarrier, ProjectionRunner } from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import { AppliedEvent, COUNTER_PROJECTION, StreamCount, counterProjection } from './support/stream-counter.js';
import { eventually } from './support/timing.js';

describe('ConsistencyBarrier', () => {
  let env: ProjectionTestEnv;
  let runner: ProjectionRunner;
  const barriers: ConsistencyBarrier[] = [];

  const barrier = (options: Partial<ConstructorParameters<typeof ConsistencyBarrier>[0]> = {}): ConsistencyBarrier => {
    const created = new ConsistencyBarrier({ pool: env.pool, ...options });
    barriers.push(created);
    return created;
  };

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    runner = new ProjectionRunner({
      store: env.store,
      orm: env.orm,
      projections: [counterProjection()],
      pollIntervalMs: 200,
      logger: recordingLogger(),
    });
  });

  afterEach(async () => {
    await Promise.all(barriers.splice(0).map((b) => b.close()));
    await runner.stop();
    await env.close();
  });

  it('answers true once the in-process runner passed the position, driven by its checkpoint events', async () => {
    await runner.start();
    // The barrier cannot read the checkpoints table (its pool reaches no server), so the runner's
    // checkpoint events alone can release it.
    const unreachable = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 200 });
    unreachable.on('error', () => undefined);
    const waits = barrier({ pool: unreachable, runner, pollIntervalMs: 20 });
    const { position } = await env.append('user-1', 'Registered', 'Renamed');
    const pending = waits.waitFor(position, [COUNTER_PROJECTION], 20_000);
    runner.notify();
    expect(await pending).toBe(true);
    await unreachable.end();
    // Already passed: true at once.
    expect(await waits.waitFor(position, [COUNTER_PROJECTION], 0)).toBe(true);
  });

  it('reads no checkpoint for a wait on a projection that this process runs: its own moves answer the wait', async () => {
    await runner.start();
    expect(await eventually(() => runner.runsLive(COUNTER_PROJECTION))).toBe(true);
    const counted = new pg.Pool({ connectionString: env.db.url });
    const queries = jest.spyOn(counted, 'query');
    try {
      const waits = barrier({ pool: counted, runner, pollIntervalMs: 60_000 });
      const { position } = await env.append('user-1', 'Registered');
      const pending = waits.waitFor(position, [COUNTER_PROJECTION], 20_000);
      runner.notify();
      expect(await pending).toBe(true);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      await counted.end();
    }
  });

  it('answers true by polling the checkpoints when the projection runs in another process', async () => {
    await runner.start();
    const waits = barrier({ pollIntervalMs: 20 }); // no runner: as in an API process without one
    const { position } = await env.append('user-1', 'Registered');
    const pending = waits.waitFor(position, [COUNTER_PROJECTION], 5_000);
    runner.notify();
    expect(await pending).toBe(true);
  });

  it('answers false after the timeout when the projection cannot get there', async () => {
    await runner.start();
    await runner.stop();
    const waits = barrier({ orm: env.orm, runner, pollIntervalMs: 20 });
    const { position } = await env.append('user-1', 'Registered');

    // It waits (does not answer at once), then answers false.
    let answered = false;
    const pending = waits.waitFor(position, [COUNTER_PROJECTION], 300).finally(() => (answered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect(await pending).toBe(false);
    // One of several projections behind is enough to wait; an unknown one never gets there.
    expect(await waits.waitFor(START, [COUNTER_PROJECTION, 'no-such-projection'], 100)).toBe(false);
  });

  it('answers false rather than failing before any runner created the checkpoints table, and true for no projections', async () => {
    const waits = barrier({ pollIntervalMs: 20 });
    const { position } = await env.append('user-1', 'Registered');
    expect(await waits.waitFor(position, [COUNTER_PROJECTION], 100)).toBe(false);
    expect(await waits.waitFor(position, [], 100)).toBe(true);
  });

  it('answers false to pending and later waits once closed', async () => {
    await runner.start();
    const waits = new ConsistencyBarrier({ pool: env.pool });
    const { position } = await env.append('user-1', 'Registered');
    const pending = waits.waitFor(position, [COUNTER_PROJECTION], 10_000);
    await waits.close();
    expect(await pending).toBe(false);
    expect(await waits.waitFor(position, [COUNTER_PROJECTION], 10_000)).toBe(false);
  });
});
