import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { CLOCK, type Clock, type CommandContext } from '#platform';
import { DEADLINE_QUEUES, type DeadlineJob, DeadlinesProcessor } from '../../application/deadlines.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { ExpireBountyCommand } from './expire-bounty.command.js';

/** Bounties' ends: an open bounty without a campaign under way expires and its coins return to the artist. */
@Processor(DEADLINE_QUEUES.bounty)
export class BountyDeadlinesProcessor extends DeadlinesProcessor {
  protected readonly kind = 'bounty';

  constructor(
    private readonly commands: CommandBus,
    private readonly bounties: BountiesQuery,
    @InjectQueue(DEADLINE_QUEUES.bounty) queue: Queue<DeadlineJob>,
    @Inject(MARKETPLACE_CONFIG) config: MarketplaceConfig,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(queue, config.expirySweepIntervalMs, clock);
  }

  protected overdue(now: Date, limit: number): Promise<string[]> {
    return this.bounties.overdue(now, limit);
  }

  protected expire(bountyId: string, context: CommandContext): Promise<unknown> {
    return this.commands.execute(new ExpireBountyCommand(bountyId, context));
  }
}
