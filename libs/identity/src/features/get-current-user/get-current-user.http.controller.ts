import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';

@ApiTags('auth')
@Controller('auth')
export class GetCurrentUserController {
  constructor(private readonly sessionUsers: SessionUsers) {}

  @Get('user')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  currentUser(@CurrentUserId() userId: string): Promise<UserResponse> {
    return this.sessionUsers.current(userId);
  }
}
