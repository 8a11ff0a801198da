import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Escrow } from '../../application/escrow.js';
import { RejectCampaignCommand } from '../../contracts/campaign.commands.js';

/** Rejects a pending campaign with feedback; the curator's slot is freed and the bounty reopens. */
@CommandHandler(RejectCampaignCommand)
export class RejectCampaignHandler implements ICommandHandler<RejectCampaignCommand, Position | null> {
  constructor(private readonly escrow: Escrow) {}

  async execute({ curatorId, songId, campaignId, curatorFeedback, context }: RejectCampaignCommand): Promise<Position | null> {
    const command = { type: 'RejectCampaign', campaignId, curatorId, curatorFeedback } as const;
    return (await this.escrow.execute({ stream: 'bounties', songId, command }, context)).position;
  }
}
