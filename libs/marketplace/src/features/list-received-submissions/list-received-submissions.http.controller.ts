import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { SubmissionResponse } from '../../contracts/submission.responses.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';

@ApiTags('submissions')
@Controller('submissions')
export class ListReceivedSubmissionsController {
  constructor(private readonly query: SubmissionsQuery) {}

  @Get('curator')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The requests to the signed-in curator's playlists, newest first (spec 2.10, Received)" })
  @ApiOkResponse({ type: [SubmissionResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  received(@CurrentUserId() curatorId: string): Promise<SubmissionResponse[]> {
    return this.query.receivedBy(curatorId);
  }
}
