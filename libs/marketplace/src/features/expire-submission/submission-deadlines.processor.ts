import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { CLOCK, type Clock, systemContext } from '#platform';
import { DEADLINE_QUEUES, type DeadlineJob, scheduleSweep, SWEEP_BATCH } from '../../application/deadlines.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { ExpireSubmissionCommand } from './expire-submission.command.js';

/**
 * In processes that do background work: each request's deadline job asks to expire it (the
 * decider says whether its time has come), and the sweep expires any whose job was lost.
 */
@Processor(DEADLINE_QUEUES.submission)
export class SubmissionDeadlinesProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    private readonly submissions: SubmissionsQuery,
    @InjectQueue(DEADLINE_QUEUES.submission) private readonly queue: Queue<DeadlineJob>,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await scheduleSweep(this.queue, this.config.expirySweepIntervalMs);
  }

  async process({ id, data }: Job<DeadlineJob>): Promise<void> {
    const context = systemContext(`submission-deadline:${id ?? 'sweep'}`);
    const due = 'id' in data ? [data.id] : await this.submissions.overdue(this.clock.now(), SWEEP_BATCH);
    for (const submissionId of due) await this.commands.execute(new ExpireSubmissionCommand(submissionId, context));
  }
}
