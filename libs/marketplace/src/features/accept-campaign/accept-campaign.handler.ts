import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Escrow } from '../../application/escrow.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { AcceptCampaignCommand } from '../../contracts/campaign.commands.js';

/** Accepts a pending campaign before its accept deadline; it is then due within the completion window. */
@CommandHandler(AcceptCampaignCommand)
export class AcceptCampaignHandler implements ICommandHandler<AcceptCampaignCommand, Position | null> {
  constructor(
    private readonly escrow: Escrow,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ curatorId, songId, campaignId, context }: AcceptCampaignCommand): Promise<Position | null> {
    const command = { type: 'AcceptCampaign', campaignId, curatorId, completionWindowMs: this.config.campaignCompletionWindowMs } as const;
    return (await this.escrow.execute({ stream: 'bounties', songId, command }, context)).position;
  }
}
