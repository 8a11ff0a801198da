import { Body, Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { EventStore } from '#eventstore';
import { type CommandContext, CurrentUserId, ErrorBody, EVENT_STORE, loadState, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { userDecider } from '../../domain/user.decide.js';
import { userStream } from '../../domain/user.state.js';
import { USER_EVENT_TYPES } from '../../domain/user.events.js';
import { toVerificationStatusResponse } from '../../application/verification-status.mapper.js';
import { VerificationStatusResponse } from '../../contracts/verification-status.responses.js';
import { ReviewVerificationCommand } from './review-verification.command.js';
import { ReviewVerificationRequest } from './review-verification.request.dto.js';

@ApiTags('admin')
@Controller('admin/verification')
export class ReviewVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Patch(':userId')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "An admin approves or rejects a user's pending verification request; answers that user's verification status" })
  @ApiOkResponse({ type: VerificationStatusResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'User not found' })
  @ApiConflictResponse({ type: ErrorBody, description: 'There is no pending verification request for this user' })
  async reviewVerification(
    @CurrentUserId() reviewerId: string,
    @Param('userId') userId: string,
    @Body() body: ReviewVerificationRequest,
    @RequestContext() context: CommandContext,
  ): Promise<VerificationStatusResponse> {
    const position = await this.commands.execute(new ReviewVerificationCommand(reviewerId, userId, body.decision, body.notes ?? null, context));
    await this.readYourWrites.waitForReaders(position, USER_EVENT_TYPES);
    const { state } = await loadState(this.store, userStream(userId), userDecider);
    return toVerificationStatusResponse(state);
  }
}
