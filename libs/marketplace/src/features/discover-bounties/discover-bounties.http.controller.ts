import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUserId, RateLimit } from '#platform';
import { BountyDiscovery } from '../../application/bounty-discovery.js';
import { DiscoveryController } from '../../application/discovery-api.decorator.js';
import { DiscoverBountiesQuery } from '../../contracts/bounty-discovery.request.js';
import { DiscoverableBountyResponse } from '../../contracts/bounty.responses.js';

@DiscoveryController()
export class DiscoverBountiesController {
  constructor(private readonly discovery: BountyDiscovery) {}

  @Get('discover')
  @RateLimit('discovery')
  @ApiOperation({ summary: "A page of the open bounties on other artists' visible songs, each with its song's match against the curator's playlists, in the order asked" })
  @ApiOkResponse({ type: [DiscoverableBountyResponse] })
  discover(@CurrentUserId() curatorId: string, @Query() query: DiscoverBountiesQuery): Promise<DiscoverableBountyResponse[]> {
    return this.discovery.page(curatorId, query);
  }
}
