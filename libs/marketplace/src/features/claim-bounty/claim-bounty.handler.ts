import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#platform';
import { Bounties } from '../../application/bounties.js';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Escrow } from '../../application/escrow.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { campaignLimitReached } from '../../domain/curator-campaigns.decide.js';
import { ClaimBountyCommand, type ClaimedBounty } from './claim-bounty.command.js';

/**
 * A curator claims an open bounty: a pending campaign, decided on the song's stream (of two claims
 * at once one wins), then a slot among the curator's unfinished campaigns (decision 0018), without
 * which the claim is taken back and refused.
 */
@CommandHandler(ClaimBountyCommand)
export class ClaimBountyHandler implements ICommandHandler<ClaimBountyCommand, ClaimedBounty> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly escrow: Escrow,
    private readonly bounties: Bounties,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ curatorId, songId, bountyId, best, context }: ClaimBountyCommand): Promise<ClaimedBounty> {
    const [curator, [, artist]] = await Promise.all([this.facts.member(curatorId), this.facts.songAndArtist(songId)]);
    const campaignId = randomUUID();
    const { campaignAcceptWindowMs: acceptWindowMs } = this.config;
    const command = { type: 'ClaimBounty', bountyId, campaignId, curatorId, curator, artist, playlistId: best?.playlistId ?? null, matchPercentage: best?.score ?? 0, acceptWindowMs } as const;
    const { position } = await this.escrow.execute({ stream: 'bounties', songId, command }, context);
    const campaign = (await this.bounties.state(songId)).campaigns.get(campaignId);
    if (campaign?.status === 'withdrawn') throw new DomainError('conflict', campaignLimitReached(this.config.campaignsPerCurator));
    return { campaignId, position };
  }
}
