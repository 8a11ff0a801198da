import { randomUUID } from 'node:crypto';
import type { EntityClass } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PostgresEventStore, comparePositions, type AppendResult, type Position, type RecordedEvent } from '#eventstore';
import { createTestDatabase, type TestDatabase } from '#testing';
import { CHECKPOINTS_TABLE, type ProjectionLogger } from '../../src/index.js';
import type { CountRow } from './stream-counter.js';

/** A fresh database with the event store and an application ORM over `entities`. */
export interface ProjectionTestEnv {
  readonly db: TestDatabase;
  readonly pool: pg.Pool;
  readonly store: PostgresEventStore;
  readonly orm: MikroORM;
  /** Appends `types` as events to `streamId` and returns the append's result. */
  append(streamId: string, ...types: string[]): Promise<AppendResult>;
  /**
   * The position of the newest event this env appended. Wait for this, not for the store's head:
   * the head only counts events below the oldest open transaction, which a runner's own batch
   * may be, so it can lag behind what was appended.
   */
  lastAppended(): Position;
  /**
   * Resolves once the store shows every event this env appended. Until then a transaction open
   * anywhere on the server (another test file's, say) may hide the newest ones, since the store
   * reads only below the oldest open transaction; a one-shot read such as a rebuild waits first.
   */
  untilVisible(timeoutMs?: number): Promise<void>;
  allEvents(): Promise<RecordedEvent[]>;
  counts(schema: string): Promise<CountRow[]>;
  appliedEvents(schema: string): Promise<{ event_id: string; position: string }[]>;
  checkpoint(name: string): Promise<{ version: number; position: string } | null>;
  schemas(like: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function createProjectionTestEnv(entities: readonly EntityClass<object>[]): Promise<ProjectionTestEnv> {
  const db = await createTestDatabase('vm_projections');
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  // pool.end() resolves before its idle clients have hung up, and dropping the database
  // (WITH FORCE) then terminates them: without a listener that error would crash the test.
  pool.on('error', () => undefined);
  const store = new PostgresEventStore({ pool });
  await store.init();
  let last: Position | undefined;
  let appended = 0;
  const orm = new MikroORM({ clientUrl: db.url, entities: [...entities], pool: { min: 0, max: 10 }, debug: process.env.ORM_DEBUG === '1' });
  return {
    db,
    pool,
    store,
    orm,
    lastAppended: () => {
      if (!last) throw new Error('Nothing appended yet');
      return last;
    },
    append: async (streamId, ...types) => {
      const result = await store.append(
        streamId,
        types.map((type) => ({
          type,
          data: {},
          metadata: {
            eventId: randomUUID(),
            correlationId: randomUUID(),
            causationId: randomUUID(),
            actorId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        })),
        'any',
      );
      if (!last || comparePositions(result.position, last) > 0) last = result.position;
      appended += types.length;
      return result;
    },
    untilVisible: async (timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while ((await store.readAll({ limit: appended + 1 })).events.length < appended) {
        if (Date.now() > deadline) throw new Error(`Appended events stayed hidden for ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    allEvents: async () => (await store.readAll({ limit: 1_000_000 })).events,
    counts: async (schema) =>
      (await pool.query<CountRow>(`select stream_id, events, last_type from "${schema}".stream_counts order by stream_id`)).rows,
    appliedEvents: async (schema) =>
      (await pool.query<{ event_id: string; position: string }>(`select event_id, position from "${schema}".applied_events order by event_id`))
        .rows,
    checkpoint: async (name) =>
      (
        await pool.query<{ version: number; position: string }>(
          `select version, commit_position || '/' || prepare_position as position from ${CHECKPOINTS_TABLE} where name = $1`,
          [name],
        )
      ).rows[0] ?? null,
    schemas: async (like) =>
      (await pool.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1 order by 1', [like])).rows.map(
        (row) => row.nspname,
      ),
    close: async () => {
      await orm.close();
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

/** A logger that keeps what it was told, for assertions (and quiet test output). */
export function recordingLogger(): ProjectionLogger & { readonly lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    log: (message) => lines.push(`log ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    // The stack's first line: the error's name and message.
    error: (message, stack) => lines.push(`error ${message} ${stack?.split('\n')[0] ?? ''}`),
  };
}
