import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { CampaignResponse } from '../../contracts/bounty.responses.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';

/** The artist's side of the campaigns curators ran on their bounties: what was done, and the feedback paid for. */
@ApiTags('bounties')
@Controller('user')
export class ListArtistCampaignsController {
  constructor(private readonly query: BountiesQuery) {}

  @Get('bounty-campaigns')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The campaigns curators ran on the signed-in artist's bounties, with their feedback, newest first" })
  @ApiOkResponse({ type: [CampaignResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  list(@CurrentUserId() artistId: string): Promise<CampaignResponse[]> {
    return this.query.campaignsOnBountiesOf(artistId);
  }
}
