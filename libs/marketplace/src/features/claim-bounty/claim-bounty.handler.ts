import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import { MatchScores } from '#matching';
import { DomainError } from '#platform';
import { Bounties } from '../../application/bounties.js';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { BOUNTY_NOT_FOUND } from '../../domain/bounty.decide.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { ClaimBountyCommand, type ClaimedBounty } from './claim-bounty.command.js';

/** A curator claims an open bounty: a pending campaign, decided on the song's stream, so that of two claims at once one wins. */
@CommandHandler(ClaimBountyCommand)
export class ClaimBountyHandler implements ICommandHandler<ClaimBountyCommand, ClaimedBounty> {
  constructor(
    private readonly query: BountiesQuery,
    private readonly facts: CatalogFacts,
    private readonly scores: MatchScores,
    private readonly bounties: Bounties,
  ) {}

  async execute({ curatorId, bountyId, context }: ClaimBountyCommand): Promise<ClaimedBounty> {
    const songId = isUUID(bountyId) ? await this.query.songOfBounty(bountyId) : null;
    if (!songId) throw new DomainError('not_found', BOUNTY_NOT_FOUND);
    const [curator, [, artist], best] = await Promise.all([this.facts.member(curatorId), this.facts.songAndArtist(songId), this.scores.bestPlaylistFor(songId, curatorId)]);
    const campaignId = randomUUID();
    const command = { type: 'ClaimBounty', bountyId, campaignId, curatorId, curator, artist, playlistId: best?.playlistId ?? null, matchPercentage: best?.score ?? 0 } as const;
    const { position } = await this.bounties.decide(songId, command, context);
    return { campaignId, position };
  }
}
