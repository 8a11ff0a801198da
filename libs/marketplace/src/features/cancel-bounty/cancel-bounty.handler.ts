import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Escrow } from '../../application/escrow.js';
import { CancelBountyCommand, type CancelledBounty } from './cancel-bounty.command.js';

/** Cancels the song's open bounty (a pending campaign, or one past its deadline, ends with it) and releases its whole reservation. */
@CommandHandler(CancelBountyCommand)
export class CancelBountyHandler implements ICommandHandler<CancelBountyCommand, CancelledBounty> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly escrow: Escrow,
  ) {}

  async execute({ artistId, songId, context }: CancelBountyCommand): Promise<CancelledBounty> {
    const song = await this.facts.song(songId);
    const { events, position } = await this.escrow.execute({ stream: 'bounties', songId, command: { type: 'CancelBounty', artistId, song } }, context);
    const cancelled = events.find((event) => event.type === 'BountyCancelled');
    return { releasedAmount: cancelled?.type === 'BountyCancelled' ? cancelled.data.releasedAmount : 0, position };
  }
}
