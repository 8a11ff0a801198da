import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#platform';
import { InsufficientFunds } from '#wallet';
import { Bounties } from '../../application/bounties.js';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Escrow } from '../../application/escrow.js';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../config/marketplace.config.js';
import { SONG_UNAVAILABLE } from '../../domain/bounty.decide.js';
import { type BountyWritten, SetBountyCommand } from '../../contracts/bounty.commands.js';

/** Sets the bounty (its rules on the song's bounty stream); the escrow holds the song, reserves the total and sets its end. */
@CommandHandler(SetBountyCommand)
export class SetBountyHandler implements ICommandHandler<SetBountyCommand, BountyWritten> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly escrow: Escrow,
    private readonly bounties: Bounties,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async execute({ artistId, songId, terms, context }: SetBountyCommand): Promise<BountyWritten> {
    const [artist, song] = await Promise.all([this.facts.member(artistId), this.facts.song(songId)]);
    const bountyId = randomUUID();
    const command = { type: 'SetBounty', bountyId, artistId, artist, song, ...terms, lifetimeMs: this.config.bountyLifetimeMs } as const;
    const { position } = await this.escrow.execute({ stream: 'bounties', songId, command }, context);
    // The state, not this call's events: the escrow process manager may have recorded the verdict first.
    const bounty = (await this.bounties.state(songId)).bounties.get(bountyId);
    if (bounty?.status === 'voided') throw new DomainError('conflict', SONG_UNAVAILABLE);
    if (bounty?.shortfall) throw new InsufficientFunds(bounty.shortfall.needed, bounty.shortfall.available);
    return { bountyId, position };
  }
}
