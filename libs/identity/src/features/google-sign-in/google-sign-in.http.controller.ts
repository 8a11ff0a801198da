import { Controller, Get, Logger, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserId, ErrorBody, RateLimit, SessionAuthGuard, DomainError } from '#platform';
import { GoogleOidcClient } from './google-oidc.client.js';
import { GOOGLE_FAILURE_LOCATION, GOOGLE_LINK_FAILED_LOCATION, GOOGLE_NOT_CONFIGURED, PendingGoogleSignIns } from './pending-google-sign-ins.js';

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly google: GoogleOidcClient,
    private readonly pendingSignIns: PendingGoogleSignIns,
  ) {}

  @Get('google')
  @RateLimit('googleSignIn')
  @ApiOperation({ summary: 'Start a Google sign-in (browser redirect)' })
  @ApiFoundResponse({
    description: `Redirects to Google's consent screen, with state, nonce and PKCE kept for ten minutes under a cookie; to ${GOOGLE_FAILURE_LOCATION} when Google cannot be reached`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: GOOGLE_NOT_CONFIGURED })
  googleSignIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.start(null, GOOGLE_FAILURE_LOCATION, request, reply);
  }

  @Get('google/link')
  @UseGuards(SessionAuthGuard)
  @RateLimit('googleSignIn')
  @ApiCookieAuth()
  // Named apart: the operation id would otherwise be the controller's, as the sign-in's is.
  @ApiOperation({ operationId: 'linkGoogleAccount', summary: "Link a Google account to the signed-in user's account (browser redirect through Google's consent)" })
  @ApiFoundResponse({ description: `Redirects to Google's consent screen; the callback then records the link. To ${GOOGLE_LINK_FAILED_LOCATION} when Google cannot be reached` })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: GOOGLE_NOT_CONFIGURED })
  linkGoogle(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.start(userId, GOOGLE_LINK_FAILED_LOCATION, request, reply);
  }

  private async start(linkUserId: string | null, failureLocation: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!this.google.configured) throw new DomainError('not_found', GOOGLE_NOT_CONFIGURED);
    try {
      const { authorizationUrl, pending } = await this.google.startSignIn(linkUserId);
      await this.pendingSignIns.keep(pending, request, reply);
      await reply.redirect(authorizationUrl.href, 302);
    } catch (error) {
      this.logger.warn(`Google sign-in could not start: ${error instanceof Error ? error.message : String(error)}`);
      await reply.redirect(failureLocation, 302);
    }
  }
}
