import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InsufficientFunds } from '#wallet';
import { Bounties } from '../../application/bounties.js';
import { BountyEscrow } from '../../application/bounty-escrow.js';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Deadlines } from '../../application/deadlines.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { SetBountyCommand, type SetBountyOutcome } from './set-bounty.command.js';

/** Sets the bounty (its rules on the song's bounty stream), reserves its total, records the verdict, and sets its end. */
@CommandHandler(SetBountyCommand)
export class SetBountyHandler implements ICommandHandler<SetBountyCommand, SetBountyOutcome> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly bounties: Bounties,
    private readonly escrow: BountyEscrow,
    private readonly deadlines: Deadlines,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ artistId, songId, serviceType, reviewAmount, placementAmount, description, context }: SetBountyCommand): Promise<SetBountyOutcome> {
    const [artist, song] = await Promise.all([this.facts.member(artistId), this.facts.song(songId)]);
    const bountyId = randomUUID();
    const command = { type: 'SetBounty', bountyId, artistId, artist, song, serviceType, reviewAmount, placementAmount, description } as const;
    const { events } = await this.bounties.decide(songId, { ...command, lifetimeMs: this.config.bountyLifetimeMs }, context);
    const set = events[0];
    if (set?.type !== 'BountySet') throw new Error('SetBounty decided no BountySet');
    // The state, not this call's events: the escrow process manager may have recorded the verdict first.
    const { state, position } = await this.escrow.fund(set.data, context);
    const shortfall = state.bounties.get(bountyId)?.shortfall;
    if (shortfall) throw new InsufficientFunds(shortfall.needed, shortfall.available);
    await this.deadlines.schedule('bounty', bountyId, new Date(set.data.expiresAt));
    return { bountyId, position };
  }
}
