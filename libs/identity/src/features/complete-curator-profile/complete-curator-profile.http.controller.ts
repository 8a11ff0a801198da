import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';
import { CompleteCuratorProfileCommand } from './complete-curator-profile.command.js';
import { CompleteCuratorProfileRequest } from './complete-curator-profile.request.dto.js';

@ApiTags('curator')
@Controller('curator')
export class CompleteCuratorProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessionUsers: SessionUsers,
  ) {}

  @Patch('profile')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Set the curator display name and bio; completes the curator profile' })
  @ApiOkResponse({ type: UserResponse })
  @ApiStillShowingResponse()
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Only curators have a curator profile' })
  async complete(@CurrentUserId() userId: string, @Body() body: CompleteCuratorProfileRequest, @RequestContext() context: CommandContext): Promise<UserResponse> {
    const position = await this.commands.execute(new CompleteCuratorProfileCommand(userId, body, context));
    return this.sessionUsers.afterWrite(userId, position);
  }
}
