import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserSessions } from '../../application/user-sessions.js';

async function endSession(userSessions: UserSessions, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await userSessions.signOut(request, reply);
  await reply.redirect('/', 302);
}

@ApiTags('auth')
@Controller()
export class LogoutController {
  constructor(private readonly userSessions: UserSessions) {}

  @Get('logout')
  @ApiOperation({ summary: 'End the session on the server and go to the landing page' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return endSession(this.userSessions, request, reply);
  }

  /** The same, at the path the landing page's avatar menu links to (spec 2.2). */
  @Get('auth/logout')
  @ApiOperation({ summary: 'End the session on the server and go to the landing page', operationId: 'authLogout' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  authLogout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return endSession(this.userSessions, request, reply);
  }
}
