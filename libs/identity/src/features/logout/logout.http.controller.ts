import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '#platform';
import { UserSessions } from '../../infrastructure/user-sessions.js';

async function endSession(userSessions: UserSessions, request: Request, response: Response): Promise<void> {
  await userSessions.signOut(request);
  response.clearCookie(SESSION_COOKIE, { path: '/' });
  response.redirect(302, '/');
}

@ApiTags('auth')
@Controller()
export class LogoutController {
  constructor(private readonly userSessions: UserSessions) {}

  @Get('logout')
  @ApiOperation({ summary: 'End the session on the server and go to the landing page' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    return endSession(this.userSessions, request, response);
  }

  /** The same, at the path the landing page's avatar menu links to (spec 2.2). */
  @Get('auth/logout')
  @ApiOperation({ summary: 'End the session on the server and go to the landing page', operationId: 'authLogout' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  authLogout(@Req() request: Request, @Res() response: Response): Promise<void> {
    return endSession(this.userSessions, request, response);
  }
}
