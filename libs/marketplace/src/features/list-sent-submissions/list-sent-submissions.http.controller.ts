import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { SubmissionResponse } from '../../contracts/submission.responses.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';

@ApiTags('submissions')
@Controller('submissions')
export class ListSentSubmissionsController {
  constructor(private readonly query: SubmissionsQuery) {}

  @Get('artist')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The requests the signed-in artist sent, newest first (spec 2.10, Sent)' })
  @ApiOkResponse({ type: [SubmissionResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  sent(@CurrentUserId() artistId: string): Promise<SubmissionResponse[]> {
    return this.query.sentBy(artistId);
  }
}
