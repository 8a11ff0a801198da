import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';
import { SelectRoleCommand } from './select-role.command.js';
import { SelectRoleRequest } from './select-role.request.dto.js';
import { ROLE_SET_BY_ADMIN } from '../../domain/user.decide.js';

@ApiTags('users')
@Controller('users')
export class SelectRoleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessionUsers: SessionUsers,
  ) {}

  @Patch('role')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Choose the signed-in user's role: artist, curator or both" })
  @ApiOkResponse({ type: UserResponse })
  @ApiStillShowingResponse()
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: ROLE_SET_BY_ADMIN })
  async selectRole(@CurrentUserId() userId: string, @Body() body: SelectRoleRequest, @RequestContext() context: CommandContext): Promise<UserResponse> {
    const position = await this.commands.execute(new SelectRoleCommand(userId, body.role, context));
    return this.sessionUsers.afterWrite(userId, position);
  }
}
