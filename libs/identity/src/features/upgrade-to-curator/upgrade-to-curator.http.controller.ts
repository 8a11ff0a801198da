import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';
import { UpgradeToCuratorCommand } from './upgrade-to-curator.command.js';
import { ROLE_SET_BY_ADMIN } from '../../domain/user.decide.js';

@ApiTags('users')
@Controller('user')
export class UpgradeToCuratorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessionUsers: SessionUsers,
  ) {}

  @Post('upgrade-to-curator')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'An artist becomes artist and curator (role both); the curator profile is still to be completed' })
  @ApiOkResponse({ type: UserResponse })
  @ApiStillShowingResponse()
  @ApiBadRequestResponse({ type: ErrorBody, description: 'You are already a curator / Choose a role first' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: ROLE_SET_BY_ADMIN })
  async upgrade(@CurrentUserId() userId: string, @RequestContext() context: CommandContext): Promise<UserResponse> {
    const position = await this.commands.execute(new UpgradeToCuratorCommand(userId, context));
    return this.sessionUsers.afterWrite(userId, position);
  }
}
