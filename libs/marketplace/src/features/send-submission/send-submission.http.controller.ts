import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MatchScores } from '#matching';
import { type CommandContext, CurrentUserId, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard, readBack, ApiStillShowingResponse } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import { SubmissionConflictBody, SubmissionResponse } from '../../contracts/submission.responses.js';
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
    private readonly scores: MatchScores,
  ) {}

  @Post()
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Sends a campaign request for one's song to a playlist at the price the artist was shown: it is reserved until the curator answers" })
  @ApiCreatedResponse({ type: SubmissionResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: SubmissionConflictBody, description: `The price changed since it was shown (price: the playlist's price now; nothing reserved); Insufficient VibeCoins (needed, available); ${PLAYLIST_CLOSED}; ${CURATOR_UNAVAILABLE}; ${SONG_HIDDEN}; ${OWN_PLAYLIST}; ${ALREADY_PENDING}` })
  @ApiStillShowingResponse()
  async send(@CurrentUserId() artistId: string, @Body() body: SendSubmissionRequest, @RequestContext() context: CommandContext): Promise<SubmissionResponse> {
    const matchPercentage = await this.scores.scoreOf(body.songId, body.playlistId);
    const command = new SendSubmissionCommand(artistId, body.songId, body.playlistId, body.type, body.price, body.message, matchPercentage, context);
    const { submissionId, position } = await this.commands.execute(command);
    const caughtUp = await this.readYourWrites.waitForReaders(position, [...SUBMISSION_EVENT_TYPES, ...WALLET_MOVEMENT_TYPES]);
    // Sent means funded: a row still being funded is not what the artist sent yet.
    return readBack(caughtUp, () => this.query.byId(submissionId), (row) => row.status === 'pending');
  }
}
