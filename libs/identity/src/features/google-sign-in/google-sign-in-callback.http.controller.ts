import { Controller, Get, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type CommandContext, ErrorBody, RequestContext, signOut } from '#platform';
import { UserSessions } from '../../infrastructure/user-sessions.js';
import { GoogleAccounts } from './google-accounts.js';
import { GoogleOidcClient } from './google-oidc.client.js';
import { GOOGLE_FAILURE_LOCATION, GOOGLE_NOT_CONFIGURED } from './google-sign-in.session.js';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInCallbackController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly google: GoogleOidcClient,
    private readonly accounts: GoogleAccounts,
    private readonly userSessions: UserSessions,
  ) {}

  /**
   * Google redirects here. The first sign-in with an email creates an account without a role
   * and without a password; later ones (and an email already registered with a password) sign
   * into that account. Every failure (no or wrong state, replayed code, unverified email,
   * Google unreachable) redirects to the auth page with `error=google` and signs nobody in.
   */
  @Get('google/callback')
  @ApiOperation({ summary: 'Finish a Google sign-in (Google redirects the browser here)' })
  @ApiFoundResponse({ description: `Signed in: redirects to / with the session cookie set. Any failure redirects to ${GOOGLE_FAILURE_LOCATION}, signed out` })
  @ApiNotFoundResponse({ type: ErrorBody, description: GOOGLE_NOT_CONFIGURED })
  async googleSignInCallback(@Req() request: Request, @Res() response: Response, @RequestContext() context: CommandContext): Promise<void> {
    if (!this.google.configured) throw new NotFoundException(GOOGLE_NOT_CONFIGURED);
    // One use: whatever happens next, this state, nonce and verifier are spent.
    const pending = request.session.googleSignIn;
    delete request.session.googleSignIn;
    let userId: string;
    try {
      if (!pending) throw new Error('no Google sign-in was started in this session');
      const search = request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?')) : '';
      const identity = await this.google.finishSignIn(search, pending);
      userId = await this.accounts.accountFor(identity, context);
    } catch (error) {
      this.logger.warn(`Google sign-in refused: ${reason(error)}`);
      return response.redirect(302, GOOGLE_FAILURE_LOCATION);
    }
    try {
      await this.userSessions.signIn(request, userId);
    } catch (error) {
      this.logger.error(`Google sign-in could not open a session: ${reason(error)}`);
      await signOut(request).catch(() => undefined);
      return response.redirect(302, GOOGLE_FAILURE_LOCATION);
    }
    response.redirect(302, '/');
  }
}
