import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, RateLimit, SessionAuthGuard } from '#platform';
import { BountyDiscovery, DISCOVERY_FOR_CURATORS } from '../../application/bounty-discovery.js';
import { BountyFilterQuery } from '../../contracts/bounty-discovery.request.js';
import { DiscoverySummaryResponse } from '../../contracts/bounty.responses.js';

@ApiTags('bounties')
@Controller('bounties')
@UseGuards(SessionAuthGuard)
@ApiCookieAuth()
@ApiBadRequestResponse({ type: ErrorBody })
@ApiUnauthorizedResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: DISCOVERY_FOR_CURATORS })
export class SummarizeBountyDiscoveryController {
  constructor(private readonly discovery: BountyDiscovery) {}

  @Get('discover/summary')
  @RateLimit('discovery')
  @ApiOperation({ summary: 'The statistics of bounty discovery (spec 2.12) over every open bounty the filter finds, not only the page shown' })
  @ApiOkResponse({ type: DiscoverySummaryResponse })
  summarize(@CurrentUserId() curatorId: string, @Query() filter: BountyFilterQuery): Promise<DiscoverySummaryResponse> {
    return this.discovery.summary(curatorId, filter);
  }
}
