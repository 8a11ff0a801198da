import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { CLOCK, type Clock, systemContext } from '#platform';
import { DEADLINES_QUEUE, type DeadlineJob } from '../../application/deadlines.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import type { DeadlineTarget } from '../../domain/escrow-steps.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { EnforceDeadlineCommand } from './enforce-deadline.command.js';

/** How many overdue deadlines of each kind one sweep handles (every EXPIRY_SWEEP_INTERVAL): a backlog is worked off over the next sweeps. */
const SWEEP_BATCH = 200;

/**
 * Every marketplace deadline, in processes that do background work: each job asks the rules what
 * is due on its bounty or request, and the periodic sweep asks for every one whose time has come
 * (the read models list only deadlines the rules will act on, so nothing can starve the rest).
 */
@Processor(DEADLINES_QUEUE)
export class DeadlinesProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    private readonly bounties: BountiesQuery,
    private readonly submissions: SubmissionsQuery,
    @InjectQueue(DEADLINES_QUEUE) private readonly queue: Queue<DeadlineJob>,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep', { every: this.config.expirySweepIntervalMs }, { name: 'sweep', data: { sweep: true } });
  }

  async process({ id, data }: Job<DeadlineJob>): Promise<void> {
    const context = systemContext(`deadline:${id ?? 'sweep'}`);
    for (const target of 'sweep' in data ? await this.overdue() : [data]) await this.commands.execute(new EnforceDeadlineCommand(target, context));
  }

  private async overdue(): Promise<DeadlineTarget[]> {
    const now = this.clock.now();
    const [bounties, submissions] = await Promise.all([this.bounties.overdue(now, SWEEP_BATCH), this.submissions.overdue(now, SWEEP_BATCH)]);
    return [...bounties, ...submissions];
  }
}
