import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Escrow } from '../../application/escrow.js';
import { CompleteCampaignCommand } from '../../contracts/campaign.commands.js';

/** Completes the campaign before its deadline: the escrow pays the curator for the outcome and releases the rest at once. */
@CommandHandler(CompleteCampaignCommand)
export class CompleteCampaignHandler implements ICommandHandler<CompleteCampaignCommand, Position | null> {
  constructor(private readonly escrow: Escrow) {}

  async execute({ curatorId, songId, campaignId, curatorFeedback, outcome, context }: CompleteCampaignCommand): Promise<Position | null> {
    const command = { type: 'CompleteCampaign', campaignId, curatorId, curatorFeedback, outcome } as const;
    return (await this.escrow.execute({ stream: 'bounties', songId, command }, context)).position;
  }
}
