import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Bounties } from '../../application/bounties.js';
import { BountyEscrow } from '../../application/bounty-escrow.js';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { CancelBountyCommand, type CancelledBounty } from './cancel-bounty.command.js';

/** Cancels the song's open bounty (a pending campaign closes with it) and releases its whole reservation. */
@CommandHandler(CancelBountyCommand)
export class CancelBountyHandler implements ICommandHandler<CancelBountyCommand, CancelledBounty> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly bounties: Bounties,
    private readonly escrow: BountyEscrow,
  ) {}

  async execute({ artistId, songId, context }: CancelBountyCommand): Promise<CancelledBounty> {
    const song = await this.facts.song(songId);
    const { events } = await this.bounties.decide(songId, { type: 'CancelBounty', artistId, song }, context);
    const cancelled = events.find((event) => event.type === 'BountyCancelled');
    if (!cancelled) return { releasedAmount: 0, position: null };
    return { releasedAmount: cancelled.data.releasedAmount, position: await this.escrow.settle(cancelled, context) };
  }
}
