import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStillShowingResponse, type CommandContext, ErrorBody, RateLimit, RequestContext } from '#platform';
import { UserSessions } from '../../application/user-sessions.js';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';
import { RegisterUserCommand } from '../../application/register-user.command.js';
import { RegisterRequest } from './register.request.dto.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessionUsers: SessionUsers,
    private readonly userSessions: UserSessions,
  ) {}

  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('signUp')
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiCreatedResponse({ type: UserResponse, description: 'Signed in: the response sets the session cookie' })
  @ApiStillShowingResponse()
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'An account with this email already exists' })
  async register(@Body() body: RegisterRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @RequestContext() context: CommandContext): Promise<UserResponse> {
    const { userId, position } = await this.commands.execute(new RegisterUserCommand({ ...body, isAdmin: false }, context));
    await this.userSessions.signIn(request, reply, userId);
    return this.sessionUsers.afterWrite(userId, position);
  }
}
