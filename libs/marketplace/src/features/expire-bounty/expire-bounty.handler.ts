import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import { Bounties } from '../../application/bounties.js';
import { BountyEscrow } from '../../application/bounty-escrow.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { ExpireBountyCommand } from './expire-bounty.command.js';

/** Expires a due bounty (closing a pending campaign) and releases its whole reservation; anything else is left as it is. */
@CommandHandler(ExpireBountyCommand)
export class ExpireBountyHandler implements ICommandHandler<ExpireBountyCommand, Position | null> {
  constructor(
    private readonly query: BountiesQuery,
    private readonly bounties: Bounties,
    private readonly escrow: BountyEscrow,
  ) {}

  async execute({ bountyId, context }: ExpireBountyCommand): Promise<Position | null> {
    const songId = await this.query.songOfBounty(bountyId);
    if (!songId) return null;
    const { events } = await this.bounties.decide(songId, { type: 'ExpireBounty', bountyId }, context);
    const expired = events.find((event) => event.type === 'BountyExpired');
    return expired ? this.escrow.settle(expired, context) : null;
  }
}
