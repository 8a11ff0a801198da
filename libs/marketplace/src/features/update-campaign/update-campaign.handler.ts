import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { Position } from '#eventstore';
import { DomainError } from '#platform';
import { Bounties } from '../../application/bounties.js';
import { BountyEscrow } from '../../application/bounty-escrow.js';
import { CAMPAIGN_NOT_FOUND } from '../../domain/bounty.decide.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { UpdateCampaignCommand } from './update-campaign.command.js';

/** The curator moves the campaign on; completion pays the curator and releases the rest at once. */
@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand, Position | null> {
  constructor(
    private readonly query: BountiesQuery,
    private readonly bounties: Bounties,
    private readonly escrow: BountyEscrow,
  ) {}

  async execute({ curatorId, campaignId, status, curatorFeedback, outcome, context }: UpdateCampaignCommand): Promise<Position | null> {
    const songId = isUUID(campaignId) ? await this.query.songOfCampaign(campaignId) : null;
    if (!songId) throw new DomainError('not_found', CAMPAIGN_NOT_FOUND);
    const { events, position } = await this.bounties.decide(songId, { type: 'UpdateCampaign', campaignId, curatorId, status, curatorFeedback, outcome }, context);
    const completed = events.find((event) => event.type === 'CampaignCompleted');
    return completed ? this.escrow.settle(completed, context) : position;
  }
}
