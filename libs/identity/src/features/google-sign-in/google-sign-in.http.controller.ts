import { Controller, Get, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorBody } from '#platform';
import { GoogleOidcClient } from './google-oidc.client.js';
import { GOOGLE_FAILURE_LOCATION, GOOGLE_NOT_CONFIGURED } from './google-sign-in.session.js';

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(private readonly google: GoogleOidcClient) {}

  @Get('google')
  @ApiOperation({ summary: 'Start a Google sign-in (browser redirect)' })
  @ApiFoundResponse({
    description: `Redirects to Google's consent screen, with state, nonce and PKCE kept in the session; to ${GOOGLE_FAILURE_LOCATION} when Google cannot be reached`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: GOOGLE_NOT_CONFIGURED })
  async googleSignIn(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.google.configured) throw new NotFoundException(GOOGLE_NOT_CONFIGURED);
    try {
      const { authorizationUrl, pending } = await this.google.startSignIn();
      request.session.googleSignIn = pending;
      response.redirect(302, authorizationUrl.href);
    } catch (error) {
      this.logger.warn(`Google sign-in could not start: ${error instanceof Error ? error.message : String(error)}`);
      response.redirect(302, GOOGLE_FAILURE_LOCATION);
    }
  }
}
