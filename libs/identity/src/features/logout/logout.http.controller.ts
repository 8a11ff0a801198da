import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE, signOut } from '#platform';

async function endSession(request: Request, response: Response): Promise<void> {
  await signOut(request);
  response.clearCookie(SESSION_COOKIE, { path: '/' });
  response.redirect(302, '/');
}

@ApiTags('auth')
@Controller()
export class LogoutController {
  @Get('logout')
  @ApiOperation({ summary: 'End the session on the server and go to the landing page' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    return endSession(request, response);
  }

  /** The same, at the path the landing page's avatar menu links to (spec 2.2). */
  @Get('auth/logout')
  @ApiOperation({ summary: 'End the session on the server and go to the landing page', operationId: 'authLogout' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  authLogout(@Req() request: Request, @Res() response: Response): Promise<void> {
    return endSession(request, response);
  }
}
