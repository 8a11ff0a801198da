import { MikroORM } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EventStore, Position } from '#eventstore';
import { ALL_PROJECTIONS, type AppConfig, APP_CONFIG, EVENT_STORE, READER_LEASES, ReadYourWrites } from '#platform';
import { ConsistencyBarrier, type Projection, ProjectionRunner, type ReaderLeases, readersOf } from '#projections';

/**
 * Runs the projections in this process when it is a worker (as `npm start` is), and gives the
 * API its read-your-writes wait, event-driven in-process, by polling the checkpoints otherwise.
 */
@Injectable()
export class ProjectionsHost extends ReadYourWrites implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runner: ProjectionRunner | null;
  private readonly barrier: ConsistencyBarrier;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(ALL_PROJECTIONS) private readonly projections: Projection[],
    orm: MikroORM,
    @Inject(READER_LEASES) leases: ReaderLeases,
  ) {
    super();
    // Each projection runs in the worker that holds its lease; the others stand by (several workers on one database).
    this.runner = config.runWorker ? new ProjectionRunner({ store, orm, projections, logger: this.logger, leases }) : null;
    this.barrier = new ConsistencyBarrier({ orm, runner: this.runner ?? undefined });
    // Wake the runner's loops that an append concerns at once, rather than at their next poll.
    store.onAppended?.((appended) => this.runner?.onAppended(appended));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runner?.start();
  }

  /**
   * A worker's projections stop before the ORM they write through closes. MikroORM's module closes
   * it in its own shutdown hook, which Nest runs before this module's (both are global): a batch
   * still running then failed with "driver has already been destroyed". Requests still being
   * answered then stop waiting for read models that no longer move.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.runner) return;
    await this.barrier.close();
    await this.runner.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.barrier.close();
  }

  async waitFor(position: Position | null, projections: readonly string[], timeoutMs?: number): Promise<boolean> {
    if (!position) return true;
    // Readers of the write's types were woken by the append; the others are woken now, so that they move past it.
    this.runner?.expect(projections, position);
    const reached = await this.barrier.waitFor(position, projections, timeoutMs);
    if (!reached) this.logger.warn(`Read models ${projections.join(', ')} did not reach the write in time`);
    return reached;
  }

  waitForReaders(position: Position | null, eventTypes: readonly string[], timeoutMs?: number): Promise<boolean> {
    return this.waitFor(position, readersOf(this.projections, eventTypes), timeoutMs);
  }
}
