import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CountWebsiteVisitsQuery } from '#analytics';
import { CLOCK, type Clock } from '#platform';
import { ApiAdminOnly } from '../../application/admin-api.decorator.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { AdminStatsResponse } from '../../contracts/admin.responses.js';
import { AdminStatsQuery } from '../../read-models/people/admin-stats.query.js';

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class GetAdminStatsController {
  constructor(
    private readonly stats: AdminStatsQuery,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('stats')
  @ApiAdminOnly()
  @ApiOperation({ summary: 'The platform statistics of the admin panel (spec section 3); "today" is the current UTC day' })
  @ApiOkResponse({ type: AdminStatsResponse })
  async get(): Promise<AdminStatsResponse> {
    const now = this.clock.now();
    const [stats, visits] = await Promise.all([this.stats.stats(now), this.queries.execute(new CountWebsiteVisitsQuery(now))]);
    return { ...stats, websiteVisits: visits.total };
  }
}
