import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '#eventstore';
import { type CommandContext, EventSourcedCommands } from '#platform';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../config/marketplace.config.js';
import { curatorCampaignsDecider, type CuratorCampaignsState } from '../domain/curator-campaigns.decide.js';
import { curatorCampaignsStream } from '../domain/curator-campaigns.events.js';

/** Each curator's unfinished campaigns, on the curator's own stream (decision 0018): the limit holds however claims race. */
@Injectable()
export class CuratorCampaigns {
  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  /** @throws DomainError when the curator already holds as many unfinished campaigns as allowed. */
  async take(slot: { curatorId: string; campaignId: string; songId: string; bountyId: string }, context: CommandContext): Promise<Position | null> {
    const { curatorId, campaignId, songId, bountyId } = slot;
    const command = { type: 'TakeCampaignSlot', curatorId, campaignId, songId, bountyId, limit: this.config.campaignsPerCurator } as const;
    return (await this.commands.execute({ streamId: curatorCampaignsStream(curatorId), decider: curatorCampaignsDecider, command, context })).position;
  }

  async free(curatorId: string, campaignId: string, context: CommandContext): Promise<Position | null> {
    const command = { type: 'FreeCampaignSlot', curatorId, campaignId } as const;
    return (await this.commands.execute({ streamId: curatorCampaignsStream(curatorId), decider: curatorCampaignsDecider, command, context })).position;
  }

  async of(curatorId: string): Promise<CuratorCampaignsState> {
    return (await this.commands.load(curatorCampaignsStream(curatorId), curatorCampaignsDecider)).state;
  }
}
