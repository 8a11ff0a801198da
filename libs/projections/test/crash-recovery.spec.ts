import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatPosition } from '#eventstore';
import { CheckpointStore, ConsistencyBarrier, ProjectionRunner, rebuildProjection, sqlOfPool } from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import {
  AppliedEvent,
  COUNTER_PROJECTION,
  COUNTER_SCHEMA,
  StreamCount,
  counterProjection,
  expectedCounts,
} from './support/stream-counter.js';
import { eventually } from './support/timing.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Starts the worker; it runs the counter projection in batches of 10 until killed. */
function startWorker(databaseUrl: string): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', here('./support/register-ts.mjs'), here('./support/hanging-runner.child.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return { child, output: () => output };
}

/** An advisory lock that the test holds and that a trigger makes the batch wait for. */
const GATE = 4242;

/**
 * Makes a batch that moves the counter's checkpoint while `applied_events` holds more than
 * `committedRows` rows (so: after it wrote its own rows) wait for the test's lock, or fail. The
 * trigger runs after the row update, which PostgreSQL fires at the end of the batch's statement,
 * once every part of it wrote its rows: the batch sits inside its transaction, rows written.
 */
async function gateBatchesAfter(env: ProjectionTestEnv, committedRows: number, action: 'wait' | 'fail-once'): Promise<void> {
  const then =
    action === 'wait'
      ? `PERFORM pg_advisory_xact_lock(${GATE});`
      : `IF nextval('crash_test_failures') = 1 THEN RAISE EXCEPTION 'boom in the middle of a batch'; END IF;`;
  await new CheckpointStore(sqlOfPool(env.pool)).ensureTable();
  await env.pool.query(`
    CREATE SEQUENCE IF NOT EXISTS crash_test_failures;
    CREATE OR REPLACE FUNCTION crash_test_gate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name = '${COUNTER_PROJECTION}' AND (SELECT count(*) FROM ${COUNTER_SCHEMA}.applied_events) > ${committedRows} THEN ${then} END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER crash_test_gate AFTER UPDATE ON projections.checkpoints FOR EACH ROW EXECUTE FUNCTION crash_test_gate();`);
}

const waitingOnGate = async (env: ProjectionTestEnv): Promise<boolean> =>
  (
    await env.pool.query(
      `select 1 from pg_locks where locktype = 'advisory' and objid = ${GATE} and not granted
         and database = (select oid from pg_database where datname = current_database())`,
    )
  ).rows.length > 0;

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('crash recovery', () => {
  let env: ProjectionTestEnv;
  let barrier: ConsistencyBarrier;
  let runner: ProjectionRunner | undefined;

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

  const schemaOid = async (): Promise<string | undefined> =>
    (await env.pool.query<{ oid: string }>('select oid::text from pg_namespace where nspname = $1', [COUNTER_SCHEMA])).rows[0]?.oid;

  /**
   * Rows of the live read model, then the rows of a rebuild from scratch: a fresh schema that the
   * rebuild fills from the log and swaps in (it must be another schema than the live one, or the
   * comparison would read the same rows twice).
   */
  const rowsAndRebuiltRows = async (): Promise<[unknown, unknown]> => {
    const live = { counts: await env.counts(COUNTER_SCHEMA), applied: await env.appliedEvents(COUNTER_SCHEMA) };
    const liveOid = await schemaOid();
    await runner?.stop();
    runner = undefined;
    await rebuildProjection({ orm: env.orm, store: env.store, projection: counterProjection() });
    expect(await schemaOid()).not.toEqual(liveOid);
    // The runner was caught up, so every event is visible and the rebuild replays them all.
    const rebuilt = { counts: await env.counts(COUNTER_SCHEMA), applied: await env.appliedEvents(COUNTER_SCHEMA) };
    return [live, rebuilt];
  };

  it('a worker killed (SIGKILL) inside its batch transaction loses that batch whole, and a restart finishes it once', async () => {
    for (let i = 0; i < 50; i++) await env.append(`user-${i % 7}`, i % 2 ? 'Renamed' : 'Registered');
    await env.untilVisible();
    const events = await env.allEvents();
    expect(events).toHaveLength(50);

    // The worker's third batch writes its rows, then waits for the gate the test holds.
    await gateBatchesAfter(env, 20, 'wait');
    const gate = await env.pool.connect();
    await gate.query('select pg_advisory_lock($1)', [GATE]);
    const { child, output } = startWorker(env.db.url);
    try {
      expect(await eventually(() => waitingOnGate(env), 20_000)).toBe(true);
      // Its rows are written but not visible, and the checkpoint stands after the two committed batches.
      expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(20);
      const { rows } = await env.pool.query<{ wait_event: string }>(
        `select wait_event from pg_stat_activity where datname = current_database() and backend_xid is not null and state = 'active'`,
      );
      expect(rows.map((row) => row.wait_event)).toContain('advisory');
      expect((await env.checkpoint(COUNTER_PROJECTION))?.position).toBe(formatPosition(events[19].position));
    } finally {
      child.kill('SIGKILL');
      await exited(child);
      await gate.query('select pg_advisory_unlock($1)', [GATE]);
      gate.release();
    }
    expect(output()).not.toContain('Error');

    runner = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], batchSize: 10, pollIntervalMs: 20 });
    await runner.start();
    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 15_000)).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(events));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(50);

    const [live, rebuilt] = await rowsAndRebuiltRows();
    expect(live).toEqual(rebuilt);
  });

  it('a batch that fails after writing its rows rolls back whole; the retry applies it once', async () => {
    for (let i = 0; i < 40; i++) await env.append(`user-${i % 5}`, 'Registered');
    await gateBatchesAfter(env, 20, 'fail-once');
    const logger = recordingLogger();
    runner = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], batchSize: 10, pollIntervalMs: 20, logger });
    await runner.start();

    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 15_000)).toBe(true);
    expect(logger.lines.some((line) => line.includes('boom in the middle of a batch'))).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(expectedCounts(await env.allEvents()));
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(40);

    const [live, rebuilt] = await rowsAndRebuiltRows();
    expect(live).toEqual(rebuilt);
  });
});
