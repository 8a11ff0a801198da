import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { MatchScores } from '#matching';
import { CLOCK, type Clock, CurrentUserId, DomainError, ErrorBody, SessionAuthGuard } from '#platform';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { DiscoverableBountyResponse } from '../../contracts/bounty.responses.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { DiscoverBountiesQuery, type DiscoverySort } from './discover-bounties.request.dto.js';

export const DISCOVERY_FOR_CURATORS = 'Access Denied: You need curator privileges to discover bounties.';

const ORDER: Record<DiscoverySort, (a: DiscoverableBountyResponse, b: DiscoverableBountyResponse) => number> = {
  best_match: (a, b) => b.matchScore - a.matchScore || b.totalAmount - a.totalAmount,
  highest_bounty: (a, b) => b.totalAmount - a.totalAmount || b.matchScore - a.matchScore,
  // The query answers newest first: a stable sort keeps it.
  most_recent: () => 0,
};

@ApiTags('bounties')
@Controller('bounties')
export class DiscoverBountiesController {
  constructor(
    private readonly query: BountiesQuery,
    private readonly scores: MatchScores,
    private readonly facts: CatalogFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('discover')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Open bounties on other artists' visible songs, with each song's match against the curator's playlists" })
  @ApiOkResponse({ type: [DiscoverableBountyResponse] })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: DISCOVERY_FOR_CURATORS })
  async discover(@CurrentUserId() curatorId: string, @Query() filter: DiscoverBountiesQuery): Promise<DiscoverableBountyResponse[]> {
    if (!(await this.facts.member(curatorId)).isCurator) throw new DomainError('forbidden', DISCOVERY_FOR_CURATORS);
    const search = filter.search?.trim() || null;
    const open = await this.query.openFor(curatorId, { search, min: filter.min ?? null, max: filter.max ?? null }, this.clock.now());
    const fits = await this.scores.fitForCurator([...new Set(open.map((bounty) => bounty.songId))], curatorId);
    const found = open.map((bounty) => ({ ...bounty, ...(fits.get(bounty.songId) ?? { matchScore: 0, estimatedPlaylists: 0 }) }));
    return found.sort(ORDER[filter.sort ?? 'best_match']);
  }
}
