import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { CLOCK, type Clock, type CommandContext } from '#platform';
import { DEADLINE_QUEUES, type DeadlineJob, DeadlinesProcessor } from '../../application/deadlines.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { ExpireSubmissionCommand } from './expire-submission.command.js';

/** Requests' response deadlines: an unanswered request expires and is refunded in full. */
@Processor(DEADLINE_QUEUES.submission)
export class SubmissionDeadlinesProcessor extends DeadlinesProcessor {
  protected readonly kind = 'submission';

  constructor(
    private readonly commands: CommandBus,
    private readonly submissions: SubmissionsQuery,
    @InjectQueue(DEADLINE_QUEUES.submission) queue: Queue<DeadlineJob>,
    @Inject(MARKETPLACE_CONFIG) config: MarketplaceConfig,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(queue, config.expirySweepIntervalMs, clock);
  }

  protected overdue(now: Date, limit: number): Promise<string[]> {
    return this.submissions.overdue(now, limit);
  }

  protected expire(submissionId: string, context: CommandContext): Promise<unknown> {
    return this.commands.execute(new ExpireSubmissionCommand(submissionId, context));
  }
}
