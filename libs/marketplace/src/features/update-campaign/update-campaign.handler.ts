import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Escrow } from '../../application/escrow.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import type { BountyCommand } from '../../domain/bounty.decide.js';
import { UpdateCampaignCommand } from './update-campaign.command.js';

/** The curator accepts, rejects or completes the campaign (each its own rule); completion pays the curator and releases the rest at once. */
@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand, Position | null> {
  constructor(
    private readonly escrow: Escrow,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ curatorId, songId, campaignId, status, curatorFeedback, outcome, context }: UpdateCampaignCommand): Promise<Position | null> {
    const command: BountyCommand =
      status === 'active'
        ? { type: 'AcceptCampaign', campaignId, curatorId, completionWindowMs: this.config.campaignCompletionWindowMs }
        : status === 'rejected'
          ? { type: 'RejectCampaign', campaignId, curatorId, curatorFeedback }
          : { type: 'CompleteCampaign', campaignId, curatorId, curatorFeedback, outcome };
    return (await this.escrow.execute({ stream: 'bounties', songId, command }, context)).position;
  }
}
