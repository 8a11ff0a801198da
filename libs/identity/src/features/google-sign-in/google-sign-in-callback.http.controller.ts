import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CommandContext, DomainError, ErrorBody, RequestContext } from '#platform';
import { UserSessions } from '../../application/user-sessions.js';
import { GoogleAccountDeactivated, GoogleAccountNotLinked, GoogleAccounts } from './google-accounts.js';
import { GoogleLinks } from './google-links.js';
import { GoogleOidcClient } from './google-oidc.client.js';
import {
  GOOGLE_DEACTIVATED_LOCATION,
  GOOGLE_FAILURE_LOCATION,
  GOOGLE_LINK_FAILED_LOCATION,
  GOOGLE_LINK_TAKEN_LOCATION,
  GOOGLE_LINKED_LOCATION,
  GOOGLE_NOT_CONFIGURED,
  GOOGLE_NOT_LINKED_LOCATION,
  type PendingGoogleSignIn,
  PendingGoogleSignIns,
} from './pending-google-sign-ins.js';

/** Where a refused sign-in lands: the auth page explains each `error` in words. */
const refusalLocation = (error: unknown): string => {
  if (error instanceof GoogleAccountNotLinked) return GOOGLE_NOT_LINKED_LOCATION;
  return error instanceof GoogleAccountDeactivated ? GOOGLE_DEACTIVATED_LOCATION : GOOGLE_FAILURE_LOCATION;
};
const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
/** The callback's query string (`?code=...&state=...`). */
const searchOf = (request: FastifyRequest): string => (request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '');

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInCallbackController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly google: GoogleOidcClient,
    private readonly pendingSignIns: PendingGoogleSignIns,
    private readonly accounts: GoogleAccounts,
    private readonly links: GoogleLinks,
    private readonly userSessions: UserSessions,
  ) {}

  /**
   * Google redirects here, after a sign-in or a link was started. Every failure (no or wrong
   * state, replayed code, unverified email, Google unreachable) redirects to a page that says
   * what happened, and signs nobody in.
   */
  @Get('google/callback')
  @ApiOperation({ summary: 'Finish a Google sign-in or link (Google redirects the browser here)' })
  @ApiFoundResponse({
    description:
      `Signed in: redirects to / with the session cookie set. A sign-in with the email of a password account that has not linked Google redirects to ${GOOGLE_NOT_LINKED_LOCATION}; ` +
      `into a deactivated account, to ${GOOGLE_DEACTIVATED_LOCATION}; ` +
      `any other failure to ${GOOGLE_FAILURE_LOCATION}, signed out. A link redirects to ${GOOGLE_LINKED_LOCATION}, or ${GOOGLE_LINK_TAKEN_LOCATION} / ${GOOGLE_LINK_FAILED_LOCATION}`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: GOOGLE_NOT_CONFIGURED })
  async googleSignInCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @RequestContext() context: CommandContext): Promise<void> {
    if (!this.google.configured) throw new DomainError('not_found', GOOGLE_NOT_CONFIGURED);
    // One use: whatever happens next, this state, nonce and verifier are spent.
    const pending = await this.pendingSignIns.take(request, reply);
    const location = pending?.linkUserId ? await this.link(pending, pending.linkUserId, request, context) : await this.signIn(pending, request, reply, context);
    await reply.redirect(location, 302);
  }

  private async signIn(pending: PendingGoogleSignIn | null, request: FastifyRequest, reply: FastifyReply, context: CommandContext): Promise<string> {
    let userId: string;
    try {
      if (!pending) throw new Error('no Google sign-in was started in this browser');
      const identity = await this.google.finishSignIn(searchOf(request), pending);
      userId = await this.accounts.accountFor(identity, context);
    } catch (error) {
      this.logger.warn(`Google sign-in refused: ${reason(error)}`);
      return refusalLocation(error);
    }
    try {
      await this.userSessions.signIn(request, reply, userId);
      return '/';
    } catch (error) {
      // Deactivated between the account's check and its session's (UserSessions.signIn): ended again.
      if (error instanceof DomainError && error.kind === 'forbidden') return GOOGLE_DEACTIVATED_LOCATION;
      this.logger.error(`Google sign-in could not open a session: ${reason(error)}`);
      await this.userSessions.signOut(request, reply).catch(() => undefined);
      return GOOGLE_FAILURE_LOCATION;
    }
  }

  /** Links the Google account to the user who started the link, if that user is still the one signed in. */
  private async link(pending: PendingGoogleSignIn, linkUserId: string, request: FastifyRequest, context: CommandContext): Promise<string> {
    try {
      if (request.user?.id !== linkUserId) throw new Error('the user who started the link is not signed in here');
      const identity = await this.google.finishSignIn(searchOf(request), pending);
      await this.links.link(linkUserId, identity.subject, context);
      return GOOGLE_LINKED_LOCATION;
    } catch (error) {
      this.logger.warn(`Google link refused: ${reason(error)}`);
      return error instanceof DomainError && error.kind === 'conflict' ? GOOGLE_LINK_TAKEN_LOCATION : GOOGLE_LINK_FAILED_LOCATION;
    }
  }
}
