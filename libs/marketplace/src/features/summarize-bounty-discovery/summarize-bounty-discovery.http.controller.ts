import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUserId, RateLimit } from '#platform';
import { BountyDiscovery } from '../../application/bounty-discovery.js';
import { DiscoveryController } from '../../application/discovery-api.decorator.js';
import { BountyFilterQuery } from '../../contracts/bounty-discovery.request.js';
import { DiscoverySummaryResponse } from '../../contracts/bounty.responses.js';

@DiscoveryController()
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
