/**
 * A worker process for the crash test: it runs the counter projection in batches of 10 until it
 * is killed. The test makes it hang inside a batch transaction (see crash-recovery.spec.ts).
 */
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PostgresEventStore } from '#eventstore';
import { ProjectionRunner } from '../../src/index.js';
import { AppliedEvent, StreamCount, counterProjection } from './stream-counter.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const pool = new pg.Pool({ connectionString: databaseUrl });
const store = new PostgresEventStore({ pool });
const orm = new MikroORM({ clientUrl: databaseUrl, entities: [StreamCount, AppliedEvent] });
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
await new ProjectionRunner({ store, orm, projections: [counterProjection()], batchSize: 10, pollIntervalMs: 50, logger: quiet }).start();
process.stdout.write('STARTED\n');
