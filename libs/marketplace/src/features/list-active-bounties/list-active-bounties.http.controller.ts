import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { ActiveBountyResponse } from '../../contracts/bounty.responses.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';

@ApiTags('bounties')
@Controller('user')
export class ListActiveBountiesController {
  constructor(private readonly query: BountiesQuery) {}

  @Get('active-bounties')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The signed-in artist's open bounties (their coins are reserved), soonest to end first" })
  @ApiOkResponse({ type: [ActiveBountyResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  active(@CurrentUserId() artistId: string): Promise<ActiveBountyResponse[]> {
    return this.query.activeOf(artistId);
  }
}
