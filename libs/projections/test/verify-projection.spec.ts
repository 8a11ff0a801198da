import { tryLockVerify, unlockVerify } from '../src/advisory-locks.js';
import {
  ConsistencyBarrier,
  ProjectionNotVerifiableError,
  ProjectionRunner,
  VerifyAlreadyRunningError,
  sqlOfPool,
  verifyProjection,
  type TableComparison,
} from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import { AppliedEvent, COUNTER_PROJECTION, COUNTER_SCHEMA, StreamCount, counterProjection } from './support/stream-counter.js';
import { sleep } from './support/timing.js';

describe('verifyProjection', () => {
  let env: ProjectionTestEnv;
  let barrier: ConsistencyBarrier;
  let runner: ProjectionRunner;

  const caughtUp = (): Promise<boolean> => barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000);
  const verify = (maxListed?: number) => verifyProjection({ orm: env.orm, store: env.store, projection: counterProjection(), maxListed, batchSize: 7 });
  const tableNamed = (tables: readonly TableComparison[], name: string): TableComparison | undefined => tables.find((table) => table.table === name);

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    barrier = new ConsistencyBarrier({ pool: env.pool, pollIntervalMs: 20 });
    for (let i = 0; i < 60; i++) await env.append(`user-${i % 6}`, i % 2 ? 'Renamed' : 'Registered', 'Ignored');
    runner = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], batchSize: 10, pollIntervalMs: 20, logger: recordingLogger() });
    await runner.start();
    expect(await caughtUp()).toBe(true);
  });

  afterEach(async () => {
    await barrier.close();
    await runner.stop();
    await env.close();
  });

  it('finds no difference in an untouched read model, and drops its copy', async () => {
    const report = await verify();

    expect(report.healthy).toBe(true);
    expect(report.eventsApplied).toBe(60);
    expect(report.tables.map((table) => [table.table, table.onlyLive, table.onlyRebuilt, table.changed, table.rows.length])).toEqual([
      ['stream_counts', 0, 0, 0, 0],
      ['applied_events', 0, 0, 0, 0],
    ]);
    expect(await env.schemas(`${COUNTER_SCHEMA}%`)).toEqual([COUNTER_SCHEMA]);
  });

  it('reports exactly the row changed in SQL, with its differing column, live against rebuilt', async () => {
    await env.pool.query(`update ${COUNTER_SCHEMA}.stream_counts set events = 99 where stream_id = 'user-3'`);

    const report = await verify();

    expect(report.healthy).toBe(false);
    expect(tableNamed(report.tables, 'stream_counts')).toEqual({
      table: 'stream_counts',
      onlyLive: 0,
      onlyRebuilt: 0,
      changed: 1,
      rows: [{ kind: 'changed', key: '{"stream_id": "user-3"}', columns: [{ column: 'events', live: '99', rebuilt: '10' }] }],
    });
    expect(tableNamed(report.tables, 'applied_events')?.rows).toEqual([]);
  });

  it('reports a row deleted in SQL as only in the rebuilt copy, and one inserted as only in the live read model', async () => {
    const { rows } = await env.pool.query<{ event_id: string }>(
      `delete from ${COUNTER_SCHEMA}.applied_events where event_id = (select event_id from ${COUNTER_SCHEMA}.applied_events order by 1 limit 1) returning event_id::text`,
    );
    const deleted = rows[0].event_id;
    await env.pool.query(`insert into ${COUNTER_SCHEMA}.stream_counts (stream_id, events, last_type) values ('ghost', 1, 'Registered')`);

    const report = await verify();

    expect(tableNamed(report.tables, 'applied_events')?.rows).toEqual([{ kind: 'only-rebuilt', key: `{"event_id": "${deleted}"}`, columns: [] }]);
    expect(tableNamed(report.tables, 'stream_counts')?.rows).toEqual([{ kind: 'only-live', key: '{"stream_id": "ghost"}', columns: [] }]);
  });

  it('lists at most the cap of each kind and counts the rest', async () => {
    await env.pool.query(`update ${COUNTER_SCHEMA}.stream_counts set last_type = 'Tampered'`);

    const { tables } = await verify(2);

    const counts = tableNamed(tables, 'stream_counts');
    expect(counts?.changed).toBe(6);
    expect(counts?.rows.map((row) => row.key)).toEqual(['{"stream_id": "user-0"}', '{"stream_id": "user-1"}']);
  });

  it('stays exact while the live read model keeps applying new events', async () => {
    let appending = true;
    const traffic = (async () => {
      for (let i = 0; appending; i++) {
        await env.append(`user-${i % 9}`, 'Touched');
        runner.notify();
        await sleep(5);
      }
    })();
    try {
      for (let round = 0; round < 3; round++) expect((await verify()).healthy).toBe(true);
    } finally {
      appending = false;
      await traffic;
    }
  });

  it('refuses a second verification of the projection while one runs', async () => {
    const client = await env.pool.connect();
    try {
      expect(await tryLockVerify(sqlOfPool(client), COUNTER_PROJECTION)).toBe(true);
      await expect(verify()).rejects.toBeInstanceOf(VerifyAlreadyRunningError);
      await unlockVerify(sqlOfPool(client), COUNTER_PROJECTION);
    } finally {
      client.release();
    }
  });

  it('refuses a read model of another version than the code', async () => {
    await expect(verifyProjection({ orm: env.orm, store: env.store, projection: counterProjection({ version: 2 }) })).rejects.toBeInstanceOf(
      ProjectionNotVerifiableError,
    );
  });
});
