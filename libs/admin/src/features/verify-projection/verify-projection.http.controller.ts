import { Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { ApiAdminOnly } from '../../application/admin-api.decorator.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { ProjectionVerificationResponse } from '../../contracts/projection-verification.responses.js';
import { ProjectionVerifier } from './projection-verifier.js';

@ApiTags('admin')
@Controller('admin')
export class VerifyProjectionController {
  constructor(private readonly verifier: ProjectionVerifier) {}

  @Post('projections/:name/verify')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AdminGuard)
  @ApiAdminOnly()
  @ApiOperation({
    summary:
      'Checks a read model against the log, as npm run projections:verify does: replays the log into a copy up to the live checkpoint and ' +
      'reports the rows that differ (none when healthy), while the live read model keeps serving and applying. Answers when done (seconds here)',
  })
  @ApiOkResponse({ type: ProjectionVerificationResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'There is no projection of that name' })
  @ApiConflictResponse({ type: ErrorBody, description: 'A verification of this projection is already running, or its read model is not at this code’s version (not started, or being rebuilt)' })
  verify(@Param('name') name: string): Promise<ProjectionVerificationResponse> {
    return this.verifier.verify(name);
  }
}
