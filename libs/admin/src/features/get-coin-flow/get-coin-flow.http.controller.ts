import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock, ErrorBody } from '#platform';
import { ApiAdminOnly } from '../../application/admin-api.decorator.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { CoinFlowDayResponse } from '../../contracts/admin.responses.js';
import { AdminStatsQuery } from '../../read-models/people/admin-stats.query.js';
import { DAYS_INVALID, DEFAULT_DAYS, GetCoinFlowQuery } from './get-coin-flow.request.dto.js';

@ApiTags('admin')
@Controller('admin/stats')
@UseGuards(AdminGuard)
export class GetCoinFlowController {
  constructor(
    private readonly stats: AdminStatsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('coin-flow')
  @ApiAdminOnly()
  @ApiOperation({ summary: 'VibeCoins purchased and paid out to curators per UTC day, oldest first, today last, days without any included' })
  @ApiOkResponse({ type: [CoinFlowDayResponse] })
  @ApiBadRequestResponse({ type: ErrorBody, description: DAYS_INVALID })
  get(@Query() query: GetCoinFlowQuery): Promise<CoinFlowDayResponse[]> {
    return this.stats.coinFlow(this.clock.now(), query.days ?? DEFAULT_DAYS);
  }
}
