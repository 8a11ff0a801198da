import { Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { ADMINS_ONLY } from '../../contracts/admin-access.js';
import { ProjectionStatuses } from '../../application/projection-statuses.js';
import { ProjectionStatusResponse } from '../../contracts/admin.responses.js';
import { RebuildProjectionCommand } from './rebuild-projection.command.js';

@ApiTags('admin')
@Controller('admin')
export class RebuildProjectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly statuses: ProjectionStatuses,
  ) {}

  @Post('projections/:name/rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary:
      'Starts rebuilding a read model from the log, as npm run projections:rebuild does, in the background while the app serves; ' +
      "its progress is the projection's rebuild in GET /api/admin/projections",
  })
  @ApiAcceptedResponse({ type: ProjectionStatusResponse, description: 'Started: the projection as it stands, its rebuild running' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: ADMINS_ONLY })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'There is no projection of that name' })
  @ApiConflictResponse({ type: ErrorBody, description: 'A rebuild of this projection is already running (here, from the command line or after a version bump)' })
  async rebuild(@Param('name') name: string): Promise<ProjectionStatusResponse> {
    await this.commands.execute(new RebuildProjectionCommand(name));
    return this.statuses.of(name);
  }
}
