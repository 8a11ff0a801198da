import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, DomainError, ErrorBody, SessionAuthGuard } from '#platform';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { CampaignResponse } from '../../contracts/bounty.responses.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';

/** Spec 2.11's words for anyone who is not a curator. */
export const CAMPAIGNS_FOR_CURATORS = 'Access Denied: You need curator privileges to access campaign management.';

@ApiTags('campaigns')
@Controller('campaigns')
export class ListCampaignsController {
  constructor(
    private readonly query: BountiesQuery,
    private readonly facts: CatalogFacts,
  ) {}

  @Get()
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The signed-in curator's campaigns, newest first" })
  @ApiOkResponse({ type: [CampaignResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: CAMPAIGNS_FOR_CURATORS })
  async list(@CurrentUserId() curatorId: string): Promise<CampaignResponse[]> {
    if (!(await this.facts.member(curatorId)).isCurator) throw new DomainError('forbidden', CAMPAIGNS_FOR_CURATORS);
    return this.query.campaignsOf(curatorId);
  }
}
