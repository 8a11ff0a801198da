import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { ADMINS_ONLY } from '../../contracts/admin-access.js';
import { ProjectionStatuses } from '../../application/projection-statuses.js';
import { ProjectionStatusResponse } from '../../contracts/admin.responses.js';

@ApiTags('admin')
@Controller('admin')
export class ListProjectionsController {
  constructor(private readonly statuses: ProjectionStatuses) {}

  @Get('projections')
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Every read model's projection: version, checkpoint, lag in events and seconds, status, and its last rebuild, through whichever instance it was started" })
  @ApiOkResponse({ type: [ProjectionStatusResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: ADMINS_ONLY })
  list(): Promise<ProjectionStatusResponse[]> {
    return this.statuses.all();
  }
}
