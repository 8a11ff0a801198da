import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AppMetrics } from './app-metrics.js';
import { registeredQueues } from './registered-queues.js';

/** The job states whose depth is measured: work waiting or under way, and work that gave up. */
export const MEASURED_JOB_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

/** Each BullMQ queue's depths, read from Redis at scrape time. */
@Injectable()
export class QueueMetrics {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly discovery: DiscoveryService,
  ) {}

  async refresh(): Promise<void> {
    await Promise.all(
      registeredQueues(this.discovery).map(async (queue) => {
        const counts = await queue.getJobCounts(...MEASURED_JOB_STATES);
        for (const state of MEASURED_JOB_STATES) this.metrics.queueJobs.set({ queue: queue.name, state }, counts[state] ?? 0);
      }),
    );
  }
}
