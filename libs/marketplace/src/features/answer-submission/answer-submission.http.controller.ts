import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard, readBack, ApiStillShowingResponse } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import { SubmissionResponse } from '../../contracts/submission.responses.js';
import { NOT_PENDING, NOT_YOUR_PLAYLIST, PAST_RESPONSE_WINDOW, SUBMISSION_NOT_FOUND } from '../../domain/submission.decide.js';
import { SUBMISSION_EVENT_TYPES } from '../../domain/submission.events.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';
import { AnswerSubmissionCommand } from './answer-submission.command.js';
import { AnswerSubmissionRequest } from './answer-submission.request.dto.js';

@ApiTags('submissions')
@Controller('submissions')
export class AnswerSubmissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly query: SubmissionsQuery,
  ) {}

  @Patch(':submissionId')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The playlist's curator answers a pending request: reviewed, added or rejected; the curator is paid and the rest refunded at once" })
  @ApiOkResponse({ type: SubmissionResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_PLAYLIST })
  @ApiNotFoundResponse({ type: ErrorBody, description: SUBMISSION_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: `${NOT_PENDING}; ${PAST_RESPONSE_WINDOW}` })
  @ApiStillShowingResponse()
  async answer(
    @CurrentUserId() curatorId: string,
    @Param('submissionId') id: string,
    @Body() body: AnswerSubmissionRequest,
    @RequestContext() context: CommandContext,
  ): Promise<SubmissionResponse> {
    const address = isUUID(id) ? await this.query.locate(id) : null;
    if (!address) throw new DomainError('not_found', SUBMISSION_NOT_FOUND);
    const position = await this.commands.execute(new AnswerSubmissionCommand(curatorId, address, id, body.status, body.curatorFeedback ?? null, context));
    const caughtUp = await this.readYourWrites.waitForReaders(position, [...SUBMISSION_EVENT_TYPES, ...WALLET_MOVEMENT_TYPES]);
    return readBack(caughtUp, () => this.query.byId(id), (row) => row.status === body.status);
  }
}
