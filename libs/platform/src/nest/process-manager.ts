import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '#eventstore';
import { EventProcessor, type ReaderLeases } from '#projections';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, EVENT_STORE, PG_POOL, READER_LEASES } from './tokens.js';

/**
 * A module's process manager as a Nest provider: an {@link EventProcessor} over the global log
 * that runs in processes that do background work (`runWorker`), as the projections do: in the one
 * of them that holds its lease. A subclass
 * names itself, the event types it reads and what each asks of other streams; `handle` must be
 * idempotent (at-least-once: it runs again for an event after a crash before the checkpoint).
 */
export abstract class ProcessManager implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly name: string;
  protected abstract readonly types: readonly string[];
  private processor: EventProcessor | null = null;
  // Injected as properties so that a subclass's constructor takes only what its `handle` needs.
  @Inject(APP_CONFIG) private readonly config!: AppConfig;
  @Inject(EVENT_STORE) private readonly store!: EventStore;
  @Inject(PG_POOL) private readonly pool!: pg.Pool;
  @Inject(READER_LEASES) private readonly leases!: ReaderLeases;

  protected abstract handle(event: RecordedEvent): Promise<void>;

  /** What it reads, under which checkpoint name (the metrics measure its lag by it). */
  get subscription(): { readonly name: string; readonly types: readonly string[] } {
    return { name: this.name, types: this.types };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorker) return;
    this.processor = new EventProcessor({
      name: this.name,
      types: this.types,
      store: this.store,
      pool: this.pool,
      handle: (event) => this.handle(event),
      leases: this.leases,
      logger: new Logger(`Process ${this.name}`),
    });
    await this.processor.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.processor?.stop();
  }

  /** Resolves once every event of its types up to the log's head has been handled (tests); at once where it does not run. */
  caughtUp(): Promise<void> {
    return this.processor?.caughtUp() ?? Promise.resolve();
  }
}
