import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { WALLET_EVENT_TYPES } from '#wallet';
import { SubmissionResponse } from '../../contracts/submission.responses.js';
import { ALREADY_PENDING, CURATOR_UNAVAILABLE, NOT_YOUR_SONG, OWN_PLAYLIST, PLAYLIST_CLOSED, SONG_HIDDEN } from '../../domain/submission.decide.js';
import { SUBMISSION_EVENT_TYPES } from '../../domain/submission.events.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { SendSubmissionCommand } from './send-submission.command.js';
import { SendSubmissionRequest } from './send-submission.request.dto.js';

@ApiTags('submissions')
@Controller('submissions')
export class SendSubmissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly query: SubmissionsQuery,
  ) {}

  @Post()
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Sends a campaign request for one's song to a playlist: the playlist's price for the type is reserved until the curator answers" })
  @ApiCreatedResponse({ type: SubmissionResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: `Insufficient VibeCoins (needed, available); ${PLAYLIST_CLOSED}; ${CURATOR_UNAVAILABLE}; ${SONG_HIDDEN}; ${OWN_PLAYLIST}; ${ALREADY_PENDING}` })
  async send(@CurrentUserId() artistId: string, @Body() body: SendSubmissionRequest, @RequestContext() context: CommandContext): Promise<SubmissionResponse> {
    const { submissionId, position } = await this.commands.execute(new SendSubmissionCommand(artistId, body.songId, body.playlistId, body.type, body.message, context));
    await this.readYourWrites.waitForReaders(position, [...SUBMISSION_EVENT_TYPES, ...WALLET_EVENT_TYPES]);
    return (await this.query.byId(submissionId)) as SubmissionResponse;
  }
}
