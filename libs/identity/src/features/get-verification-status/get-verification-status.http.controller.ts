import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { EventStore } from '#eventstore';
import { CurrentUserId, ErrorBody, EVENT_STORE, loadState, SessionAuthGuard } from '#platform';
import { userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';
import { toVerificationStatusResponse } from '../../application/verification-status.mapper.js';
import { VerificationStatusResponse } from '../../contracts/verification-status.responses.js';

/**
 * Read from the account's own stream rather than a read model: one short stream, and the answer is
 * current right after a request or a review without waiting for a projection.
 */
@ApiTags('verification')
@Controller('verification')
export class GetVerificationStatusController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get('status')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The signed-in user's verification status and latest request" })
  @ApiOkResponse({ type: VerificationStatusResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async getVerificationStatus(@CurrentUserId() userId: string): Promise<VerificationStatusResponse> {
    const { state } = await loadState(this.store, userStream(userId), userDecider);
    return toVerificationStatusResponse(state);
  }
}
