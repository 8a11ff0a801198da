import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, ErrorBody, DomainError, RateLimit } from '#platform';
import { LoginThrottle } from '../../infrastructure/login-throttle.js';
import { ACCOUNT_DEACTIVATED, UserSessions } from '../../application/user-sessions.js';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';
import { CredentialsVerifier } from './credentials.verifier.js';
import { LoginRequest } from './login.request.dto.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(
    private readonly credentials: CredentialsVerifier,
    private readonly throttle: LoginThrottle,
    private readonly sessionUsers: SessionUsers,
    private readonly userSessions: UserSessions,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimit('signIn')
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: UserResponse, description: 'Signed in: the response sets the session cookie' })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: INVALID_CREDENTIALS })
  @ApiForbiddenResponse({ type: ErrorBody, description: ACCOUNT_DEACTIVATED })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many failed sign-in attempts (per email and address, per address or per email)' })
  async login(@Body() body: LoginRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserResponse> {
    const account = await this.throttle.attempt(body.email, clientAddress(request), () => this.credentials.verify(body.email, body.password));
    if (!account) throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    if (!account.isActive) throw new DomainError('forbidden', ACCOUNT_DEACTIVATED);
    await this.userSessions.signIn(request, reply, account.userId);
    return this.sessionUsers.current(account.userId);
  }
}
