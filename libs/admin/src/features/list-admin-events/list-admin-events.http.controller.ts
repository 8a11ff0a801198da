import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { parsePosition, START } from '#eventstore';
import { ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { ADMINS_ONLY } from '../../contracts/admin-access.js';
import { AdminEventPageResponse } from '../../contracts/admin.responses.js';
import { DEFAULT_EVENT_PAGE_SIZE } from '../../domain/event-page.js';
import { AdminEventsQuery } from './admin-events.query.js';
import { ListAdminEventsQuery } from './list-admin-events.request.dto.js';

@ApiTags('admin')
@Controller('admin')
export class ListAdminEventsController {
  constructor(private readonly events: AdminEventsQuery) {}

  @Get('events')
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Events as stored (data and metadata), oldest first, by stream or type, from a position, a page at a time' })
  @ApiOkResponse({ type: AdminEventPageResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: ADMINS_ONLY })
  list(@Query() query: ListAdminEventsQuery): Promise<AdminEventPageResponse> {
    const filter = { stream: query.stream ?? null, types: query.type?.split(',') ?? null, after: query.from ? parsePosition(query.from) : START };
    return this.events.page(filter, query.limit ?? DEFAULT_EVENT_PAGE_SIZE);
  }
}
