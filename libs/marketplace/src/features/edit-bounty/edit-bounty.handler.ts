import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#platform';
import { InsufficientFunds } from '#wallet';
import { Bounties } from '../../application/bounties.js';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { Escrow } from '../../application/escrow.js';
import { BOUNTY_NOT_FOUND } from '../../domain/bounty.decide.js';
import { type BountyWritten, EditBountyCommand } from '../../contracts/bounty.commands.js';

/** Changes the open bounty's terms; the escrow moves its reservation to the new total, or records the shortfall. */
@CommandHandler(EditBountyCommand)
export class EditBountyHandler implements ICommandHandler<EditBountyCommand, BountyWritten> {
  constructor(
    private readonly facts: CatalogFacts,
    private readonly escrow: Escrow,
    private readonly bounties: Bounties,
  ) {}

  async execute({ artistId, songId, terms, context }: EditBountyCommand): Promise<BountyWritten> {
    const [artist, song] = await Promise.all([this.facts.member(artistId), this.facts.song(songId)]);
    const changeId = randomUUID();
    const { position } = await this.escrow.execute({ stream: 'bounties', songId, command: { type: 'EditBounty', changeId, artistId, artist, song, ...terms } }, context);
    // The state, not this call's events: the escrow process manager may have recorded the verdict first.
    const state = await this.bounties.state(songId);
    const bounty = state.activeId ? state.bounties.get(state.activeId) : undefined;
    if (!bounty) throw new DomainError('not_found', BOUNTY_NOT_FOUND);
    const shortfall = bounty.changeShortfall;
    if (shortfall?.changeId === changeId) throw new InsufficientFunds(shortfall.needed, shortfall.available);
    return { bountyId: bounty.bountyId, position };
  }
}
