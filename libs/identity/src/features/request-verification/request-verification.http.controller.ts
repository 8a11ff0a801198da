import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { USER_EVENT_TYPES } from '../../domain/user.events.js';
import { RequestVerificationCommand } from './request-verification.command.js';
import {
  AUTO_VERIFIED_MESSAGE,
  REQUEST_SUBMITTED_MESSAGE,
  RequestVerificationRequest,
  RequestVerificationResponse,
} from './request-verification.request.dto.js';

@ApiTags('verification')
@Controller('verification')
export class RequestVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('request')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Ask for the verified badge: granted at once for a linked Spotify artist profile with 10,000+ followers, otherwise left for admin review',
  })
  @ApiOkResponse({ type: RequestVerificationResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Reason Required… / You are already verified' })
  @ApiConflictResponse({ type: ErrorBody, description: 'A verification request is already pending' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async requestVerification(
    @CurrentUserId() userId: string,
    @Body() body: RequestVerificationRequest,
    @RequestContext() context: CommandContext,
  ): Promise<RequestVerificationResponse> {
    const { position, autoVerified } = await this.commands.execute(new RequestVerificationCommand(userId, body.reason, context));
    // The user's isVerified (GET /api/auth/user) shows the outcome as soon as this answers.
    await this.readYourWrites.waitForReaders(position, USER_EVENT_TYPES);
    return { autoVerified, message: autoVerified ? AUTO_VERIFIED_MESSAGE : REQUEST_SUBMITTED_MESSAGE };
  }
}
