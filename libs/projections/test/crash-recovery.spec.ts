import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConsistencyBarrier, ProjectionRunner, rebuildProjection, type Projection } from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import {
  AppliedEvent,
  ApplyLog,
  COUNTER_PROJECTION,
  COUNTER_SCHEMA,
  StreamCount,
  counterProjection,
  expectedCounts,
} from './support/stream-counter.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Starts the hanging worker and resolves with it once it sits inside its open batch transaction. */
function startHangingWorker(databaseUrl: string): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(process.execPath, ['--import', here('./support/register-ts.mjs'), here('./support/hanging-runner.child.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl, HANG_AT_BATCH: '3' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not reach its batch in time:\n${output}`)), 20_000);
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('IN_BATCH')) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`The worker exited (${code}) before its batch:\n${output}`)));
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('crash recovery', () => {
  let env: ProjectionTestEnv;
  let barrier: ConsistencyBarrier;
  let runner: ProjectionRunner | undefined;

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent, ApplyLog]);
    barrier = new ConsistencyBarrier({ pool: env.pool, pollIntervalMs: 20 });
  });

  afterEach(async () => {
    await barrier.close();
    await runner?.stop();
    runner = undefined;
    await env.close();
  });

  /** Rows of the live read model, then the same after a from-scratch rebuild. */
  const rowsAndRebuiltRows = async (): Promise<[unknown, unknown]> => {
    const live = { counts: await env.counts(COUNTER_SCHEMA), applied: await env.appliedEvents(COUNTER_SCHEMA) };
    await runner?.stop();
    runner = undefined;
    await rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection() });
    // The runner was caught up, so every event is visible and the rebuild replays them all.
    const rebuilt = { counts: await env.counts(COUNTER_SCHEMA), applied: await env.appliedEvents(COUNTER_SCHEMA) };
    return [live, rebuilt];
  };

  it('a worker killed (SIGKILL) inside its batch transaction loses that batch whole, and a restart finishes it once', async () => {
    for (let i = 0; i < 50; i++) await env.append(`user-${i % 7}`, i % 2 ? 'Renamed' : 'Registered');
    await env.untilVisible();
    const events = await env.allEvents();
    expect(events).toHaveLength(50);

    const { child } = await startHangingWorker(env.db.url);
    try {
      // The worker holds its third batch open, with five rows of it flushed: none of them is visible,
      // and the checkpoint stands after the two committed batches.
      expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(20);
      const { rows } = await env.pool.query<{ state: string }>(
        `select state from pg_stat_activity where datname = current_database() and backend_xid is not null`,
      );
      expect(rows.map((row) => row.state)).toContain('idle in transaction');
      expect((await env.checkpoint(COUNTER_PROJECTION))?.position).toBe(
        `${events[19].position.commit}/${events[19].position.prepare}`,
      );
    } finally {
      child.kill('SIGKILL');
      await exited(child);
    }

    runner = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], batchSize: 10, pollIntervalMs: 20 });
    await runner.start();
    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 15_000)).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(events));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(50);

    const [live, rebuilt] = await rowsAndRebuiltRows();
    expect(live).toEqual(rebuilt);
  });

  it('an apply that throws mid-batch rolls the batch back; the retry applies it once', async () => {
    for (let i = 0; i < 40; i++) await env.append(`user-${i % 5}`, 'Registered');
    const counter = counterProjection();
    let batches = 0;
    const failingOnce: Projection = {
      ...counter,
      async apply(em, events) {
        batches += 1;
        if (batches !== 3) return counter.apply(em, events);
        await counter.apply(em, events.slice(0, 4));
        await em.flush();
        throw new Error('boom in the middle of a batch');
      },
    };
    const logger = recordingLogger();
    runner = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [failingOnce], batchSize: 10, pollIntervalMs: 20, logger });
    await runner.start();

    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 15_000)).toBe(true);
    expect(logger.lines.some((line) => line.includes('boom in the middle of a batch'))).toBe(true);
    expect(batches).toBeGreaterThan(4);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(40);

    const [live, rebuilt] = await rowsAndRebuiltRows();
    expect(live).toEqual(rebuilt);
  });
});
