import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import type { EventStore } from '#eventstore';
import { type AppConfig, APP_CONFIG, EVENT_STORE, withMetadata } from '#platform';
import { pageVisitStream, type PageVisited } from '../../domain/page-visit.events.js';
import { PAGE_VISITS_QUEUE, type PageVisitJob } from './page-visit.queue.js';

export const PAGE_VISIT_BATCHER_ENABLED = Symbol('PAGE_VISIT_BATCHER_ENABLED');
const BATCH_SIZE = 200;

/**
 * Takes queued visits in batches (BullMQ's manual processing) and appends each batch to the
 * day's stream in one write. A job is completed only after its event is stored; a failed batch
 * goes back to the queue with back-off, and a batch lost with its worker is re-queued by the
 * stalled-job check. Event ids are the visit ids, so a retried batch never stores a visit twice.
 */
@Injectable()
export class PageVisitBatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PageVisitBatcher');
  private worker: Worker<PageVisitJob> | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAGE_VISIT_BATCHER_ENABLED) private readonly enabled: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (this.enabled) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.close();
    await this.loop;
  }

  start(): void {
    const worker = new Worker<PageVisitJob>(PAGE_VISITS_QUEUE, null, {
      connection: { url: this.config.redisUrl, maxRetriesPerRequest: null, connectionName: `${this.config.redisPrefix}:visits-worker` },
      prefix: this.config.redisPrefix,
      drainDelay: 1,
      autorun: false,
    });
    worker.on('error', (error) => this.logger.warn(`Queue connection: ${error.message}`));
    void worker.startStalledCheckTimer();
    this.worker = worker;
    this.loop = this.run(worker);
  }

  private async run(worker: Worker<PageVisitJob>): Promise<void> {
    while (this.worker === worker && !worker.closing) {
      try {
        await this.processBatch(worker);
      } catch (error) {
        if (this.worker !== worker) return;
        this.logger.warn(`Page visit batch failed, retrying: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async processBatch(worker: Worker<PageVisitJob>): Promise<void> {
    const token = randomUUID();
    const first = await worker.getNextJob(token, { block: true });
    if (!first) return;
    const jobs: Job<PageVisitJob>[] = [first];
    while (jobs.length < BATCH_SIZE) {
      const next = await worker.getNextJob(token, { block: false });
      if (!next) break;
      jobs.push(next);
    }
    try {
      await this.append(jobs.map((j) => j.data));
    } catch (error) {
      await Promise.all(jobs.map((j) => j.moveToFailed(error as Error, token, false)));
      throw error;
    }
    await Promise.all(jobs.map((j) => j.moveToCompleted(null, token, false)));
  }

  private async append(jobs: readonly PageVisitJob[]): Promise<void> {
    const byStream = new Map<string, PageVisitJob[]>();
    for (const job of jobs) {
      const stream = pageVisitStream(job.visit.visitedAt);
      byStream.set(stream, [...(byStream.get(stream) ?? []), job]);
    }
    for (const [stream, dayJobs] of byStream) {
      const events = dayJobs.map(({ visit, correlationId }) => {
        const event: PageVisited = { type: 'PageVisited', data: visit };
        const context = { actorId: visit.userId, correlationId, causationId: `page-visit:${visit.visitId}` };
        return withMetadata(event, context, new Date(visit.visitedAt), visit.visitId);
      });
      await this.store.append(stream, events, 'any');
    }
  }
}
