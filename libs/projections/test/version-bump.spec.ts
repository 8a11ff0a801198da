import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore, RecordedEvent } from '#eventstore';
import { ConsistencyBarrier, ProjectionRunner, defineProjection, table, type Projection, type Row } from '../src/index.js';
import { createProjectionTestEnv, recordingLogger, type ProjectionTestEnv } from './support/projection-test-env.js';
import {
  AppliedEvent,
  COUNTER_PROJECTION,
  COUNTER_SCHEMA,
  StreamCount,
  counterProjection,
  expectedCounts,
} from './support/stream-counter.js';
import { eventually, sleep } from './support/timing.js';

/** Version 2 of the read model: the same table with one more column. */
@Entity({ tableName: 'stream_counts', schema: COUNTER_SCHEMA })
class StreamCountV2 {
  @PrimaryKey({ type: 'text' }) streamId!: string;
  @Property({ type: 'integer' }) events!: number;
  @Property({ type: 'text' }) lastType!: string;
  @Property({ type: 'integer' }) typeLength!: number;
}

const label = (type: string): string => type.toUpperCase();

type V2Event = { readonly type: 'Registered'; readonly data: object } | { readonly type: 'Renamed'; readonly data: object };

const counterV2: Projection = defineProjection({
  name: COUNTER_PROJECTION,
  version: 2,
  schema: COUNTER_SCHEMA,
  tables: [
    table<StreamCountV2, V2Event>({
      entity: StreamCountV2,
      key: (event) => ({ streamId: event.streamId }),
      on: Object.fromEntries(
        (['Registered', 'Renamed'] as const).map((type) => [
          type,
          (row: Row<StreamCountV2> | undefined, event: RecordedEvent) => ({
            streamId: event.streamId,
            events: (row?.events ?? 0) + 1,
            lastType: label(event.type),
            typeLength: event.type.length,
          }),
        ]),
      ),
    }),
    // The applied-events table is unchanged in v2.
    table<AppliedEvent, V2Event>({
      entity: AppliedEvent,
      key: (event) => ({ eventId: event.metadata.eventId }),
      on: {
        Registered: (_, event) => ({ eventId: event.metadata.eventId, streamId: event.streamId, position: 'v2' }),
        Renamed: (_, event) => ({ eventId: event.metadata.eventId, streamId: event.streamId, position: 'v2' }),
      },
    }),
  ],
});

/** A store whose log reads wait until `open()`: the v2 rebuild reads through it, so the test decides when it may go on. */
function gatedStore(store: EventStore): { store: EventStore; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gated = Object.assign(Object.create(store) as EventStore, {
    readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
      await opened;
      return store.readAll(options);
    },
  });
  return { store: gated, open };
}

describe('a projection version bump', () => {
  let env: ProjectionTestEnv;
  let ormV2: MikroORM | undefined;
  let barrier: ConsistencyBarrier;
  const runners: ProjectionRunner[] = [];

  beforeEach(async () => {
    env = await createProjectionTestEnv([StreamCount, AppliedEvent]);
    barrier = new ConsistencyBarrier({ pool: env.pool, pollIntervalMs: 20 });
  });

  afterEach(async () => {
    await barrier.close();
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await ormV2?.close();
    await env.close();
  });

  it('rebuilds the read model automatically and swaps it in, while the old copy serves', async () => {
    // Version 1 runs and catches up.
    const v1 = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 20 });
    runners.push(v1);
    await v1.start();
    for (let i = 0; i < 300; i++) await env.append(`user-${i % 6}`, i % 3 ? 'Renamed' : 'Registered');
    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000)).toBe(true);
    await v1.stop();
    const before = await env.counts(COUNTER_SCHEMA);

    // Version 2 is deployed: a new ORM with the new entity, and a runner with the new projection.
    ormV2 = new MikroORM({ clientUrl: env.db.url, entities: [StreamCountV2, AppliedEvent] });
    const gate = gatedStore(env.store);
    const v2 = new ProjectionRunner({ store: gate.store, orm: ormV2, projections: [counterV2], pollIntervalMs: 20, logger: recordingLogger() });
    runners.push(v2);
    await v2.start();

    // While it rebuilds (held at its first read), the v1 copy keeps answering, unchanged: v2 code never writes into it.
    expect(await eventually(() => v2.status()[0].state === 'rebuilding', 20_000)).toBe(true);
    await env.append('user-new', 'Registered');
    v2.notify();
    await sleep(100);
    expect(await env.counts(COUNTER_SCHEMA)).toEqual(before);
    expect(await env.checkpoint(COUNTER_PROJECTION)).toMatchObject({ version: 1 });
    gate.open();

    // Then the v2 copy is swapped in, holds the whole log in v2's shape, and the runner goes on.
    expect(await eventually(async () => (await env.checkpoint(COUNTER_PROJECTION))?.version === 2, 20_000)).toBe(true);
    await env.append('user-newer', 'Registered');
    v2.notify();
    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000)).toBe(true);
    const events = await env.allEvents();
    const { rows } = await env.pool.query<{ stream_id: string; events: number; last_type: string; type_length: number }>(
      `select stream_id, events, last_type, type_length from ${COUNTER_SCHEMA}.stream_counts order by stream_id`,
    );
    expect(rows.map(({ type_length: _, ...row }) => row)).toEqual(expectedCounts(events, { label }));
    expect(rows.find((row) => row.stream_id === 'user-newer')).toMatchObject({ events: 1, type_length: 'Registered'.length });
    expect(await env.appliedEvents(COUNTER_SCHEMA)).toHaveLength(302);
    expect(v2.status()[0]).toMatchObject({ state: 'live', version: 2 });
    expect(await env.schemas(`${COUNTER_SCHEMA}\\_\\_%`)).toEqual([]);
  });

  it('leaves a read model of a newer version to the newer code', async () => {
    const v1 = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 20 });
    runners.push(v1);
    await v1.start();
    await env.append('user-1', 'Registered');
    expect(await barrier.waitFor(env.lastAppended(), [COUNTER_PROJECTION], 10_000)).toBe(true);
    await v1.stop();
    await env.pool.query(`update projections.checkpoints set version = 7 where name = $1`, [COUNTER_PROJECTION]);

    const logger = recordingLogger();
    const old = new ProjectionRunner({ store: env.store, orm: env.orm, projections: [counterProjection()], pollIntervalMs: 20, logger });
    runners.push(old);
    await old.start();
    await env.append('user-2', 'Registered');
    old.notify();
    expect(await eventually(() => old.status()[0].state === 'outdated', 5_000)).toBe(true);
    expect(await env.counts(COUNTER_SCHEMA)).toHaveLength(1);
    expect(logger.lines.some((line) => line.includes('newer than this code'))).toBe(true);
  });
});
