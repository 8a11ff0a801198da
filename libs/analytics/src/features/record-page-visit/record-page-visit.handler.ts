import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { CLOCK, type Clock } from '#platform';
import { pageVisitDecider } from '../../domain/page-visit.decide.js';
import { PAGE_VISIT_JOB_OPTIONS, PAGE_VISITS_QUEUE, type PageVisitJob } from './page-visit.queue.js';
import { RecordPageVisitCommand } from './record-page-visit.command.js';

/** Decides the visit now, and queues it: the worker appends queued visits in batches (PageVisitBatcher). */
@CommandHandler(RecordPageVisitCommand)
export class RecordPageVisitHandler implements ICommandHandler<RecordPageVisitCommand, void> {
  constructor(
    @InjectQueue(PAGE_VISITS_QUEUE) private readonly queue: Queue<PageVisitJob>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ page, referrer, context }: RecordPageVisitCommand): Promise<void> {
    const command = { type: 'RecordPageVisit', visitId: randomUUID(), page, referrer, userId: context.actorId } as const;
    for (const { data: visit } of pageVisitDecider.decide(command, pageVisitDecider.initialState(), this.clock.now())) {
      await this.queue.add('visit', { visit, correlationId: context.correlationId }, { ...PAGE_VISIT_JOB_OPTIONS, jobId: visit.visitId });
    }
  }
}
