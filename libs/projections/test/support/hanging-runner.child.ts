/**
 * A worker process for the crash test: it runs the counter projection in batches of 10, commits
 * `HANG_AT_BATCH - 1` of them, and in the next one applies half the events, flushes them into the
 * open transaction, prints `IN_BATCH` and hangs, holding that transaction, until it is killed.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PostgresEventStore } from '#eventstore';
import { ProjectionRunner, type Projection } from '../../src/index.js';
import { AppliedEvent, ApplyLog, StreamCount, counterProjection } from './stream-counter.js';

const databaseUrl = process.env.DATABASE_URL;
const hangAt = Number(process.env.HANG_AT_BATCH ?? '3');
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const pool = new pg.Pool({ connectionString: databaseUrl });
const store = new PostgresEventStore({ pool });
const orm = new MikroORM({ clientUrl: databaseUrl, entities: [StreamCount, AppliedEvent, ApplyLog] });
const counter = counterProjection();
let batches = 0;
const hanging: Projection = {
  ...counter,
  async apply(em, events) {
    batches += 1;
    if (batches < hangAt) return counter.apply(em, events);
    await counter.apply(em, events.slice(0, Math.floor(events.length / 2)));
    await em.flush();
    process.stdout.write(`IN_BATCH ${batches}\n`);
    await new Promise<never>(() => undefined);
  },
};
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
await new ProjectionRunner({ store, orm, projections: [hanging], batchSize: 10, pollIntervalMs: 50, logger: quiet }).start();
