import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, RateLimit, SessionAuthGuard } from '#platform';
import { BountyDiscovery, DISCOVERY_FOR_CURATORS } from '../../application/bounty-discovery.js';
import { DiscoverBountiesQuery } from '../../contracts/bounty-discovery.request.js';
import { DiscoverableBountyResponse } from '../../contracts/bounty.responses.js';

@ApiTags('bounties')
@Controller('bounties')
@UseGuards(SessionAuthGuard)
@ApiCookieAuth()
@ApiBadRequestResponse({ type: ErrorBody })
@ApiUnauthorizedResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: DISCOVERY_FOR_CURATORS })
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
