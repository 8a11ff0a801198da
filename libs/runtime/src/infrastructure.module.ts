import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { hostname } from 'node:os';
import pg from 'pg';
import type { RedisClientType } from 'redis';
import { createEventStore, type EventStore, type EventUpcaster } from '#eventstore';
import { ALL_PROJECTIONS, type AppConfig, APP_CONFIG, CLOCK, type Clock, EVENT_STORE, EventSourcedCommands, PG_POOL, READER_LEASES, ReadYourWrites, REDIS_CLIENT, Sessions, systemClock } from '#platform';
import { type Projection, ReaderLeases } from '#projections';
import { ProjectionsHost } from './projections.host.js';
import { reclaimLostConnections } from './lost-connections.js';
import { connectRedis } from './redis-client.js';
import { PreparedStatementsClient } from './postgres/prepared-statements.client.js';

export interface InfrastructureOptions {
  readonly config: AppConfig;
  /** The PostgreSQL to use: DATABASE_URL, or the embedded server's. */
  readonly databaseUrl: string;
  readonly projections: readonly Projection[];
  /** Every module's upcasters, applied on every read of the event store. */
  readonly upcasters: readonly EventUpcaster[];
  /** Where the app learns the time; default the system's. Tests pass one they move forward (deadlines). */
  readonly clock?: Clock;
}

/**
 * How long a session of the app may sit idle inside an open transaction before the server ends it.
 * The PostgreSQL event store's readers read only up to the oldest transaction still open on the
 * whole server (so that no event appears behind one already read): one process frozen in the middle
 * of a transaction (a hung worker, a paused debugger, SIGSTOP) would stop every projection and
 * process manager, and so every payout and refund, until it went away. None of the app's own
 * transactions waits on its client for more than a moment; a minute is far past them. Operators
 * should set the same on the server for every other client (README, "Deployment at scale").
 */
export const IDLE_IN_TRANSACTION_LIMIT_MS = 60_000;

/**
 * A connection the server drops (a database restart, an administrator's terminate) is reported as
 * an 'error' event, and an unheard 'error' event ends the process: on the pool for an idle client,
 * on the client itself while it is checked out (a transaction, the event processors' reads), where
 * pg-pool leaves it to whoever holds it. Both are heard here; the query in flight still fails on its
 * own, and the pool drops the dead client when it is released.
 */
function createPool(databaseUrl: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_LIMIT_MS, Client: PreparedStatementsClient });
  const logger = new Logger('PostgreSQL');
  pool.on('connect', (client) => client.on('error', (error) => logger.warn(`Connection lost: ${error.message}`)));
  // The client's own listener above has said it; without this one the pool's re-emit would be unheard.
  pool.on('error', () => undefined);
  return pool;
}

/** Closes what this module opened, after every module that uses it has shut down. */
class InfrastructureShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READER_LEASES) private readonly leases: ReaderLeases,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.leases.close();
    await this.store.close();
    await this.pool.end();
    if (this.redis.isOpen) await this.redis.close();
  }
}

/** The shared infrastructure: PostgreSQL, the event store, Redis, MikroORM, BullMQ and the projections. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot({ config, databaseUrl, projections, upcasters, clock = systemClock }: InfrastructureOptions): DynamicModule {
    return {
      module: InfrastructureModule,
      imports: [
        MikroOrmModule.forRoot({
          driver: PostgreSqlDriver,
          clientUrl: databaseUrl,
          // Half the event store's: 10 by default, the pg pool's own default that it had before DATABASE_POOL_SIZE.
          pool: { max: Math.ceil(config.databasePoolSize / 2) },
          entities: projections.flatMap((p) => [...p.entities]),
          registerRequestContext: false,
          allowGlobalContext: false,
          driverOptions: { onPoolCreated: reclaimLostConnections, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_LIMIT_MS, Client: PreparedStatementsClient },
        }),
        BullModule.forRoot({
          connection: { url: config.redisUrl, maxRetriesPerRequest: null, connectionName: `${config.redisPrefix}:queue` },
          prefix: config.redisPrefix,
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // Each module's configuration section, injected by its token.
        ...[...config.sections].map(([token, value]) => ({ provide: token, useValue: value })),
        { provide: ALL_PROJECTIONS, useValue: projections },
        { provide: PG_POOL, useFactory: () => createPool(databaseUrl, config.databasePoolSize) },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL],
          useFactory: (pool: pg.Pool) => createEventStore(config.eventStore.kind === 'esdb' ? config.eventStore : { kind: 'postgres', pool }, upcasters),
        },
        { provide: REDIS_CLIENT, useFactory: () => connectRedis(config.redisUrl, `${config.redisPrefix}:app`) },
        { provide: CLOCK, useValue: clock },
        // Named after the host and process, so that pg_stat_activity shows which worker runs which reader.
        {
          provide: READER_LEASES,
          useFactory: () => new ReaderLeases({ connectionString: databaseUrl, applicationName: `vibematch ${hostname()} pid ${process.pid}`, logger: new Logger('ReaderLeases') }),
        },
        EventSourcedCommands,
        Sessions,
        ProjectionsHost,
        { provide: ReadYourWrites, useExisting: ProjectionsHost },
        InfrastructureShutdown,
      ],
      exports: [APP_CONFIG, ...config.sections.keys(), ALL_PROJECTIONS, PG_POOL, EVENT_STORE, READER_LEASES, CLOCK, EventSourcedCommands, REDIS_CLIENT, ReadYourWrites, Sessions, ProjectionsHost, BullModule],
    };
  }
}
