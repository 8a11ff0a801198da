import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError, ErrorBody, RateLimit } from '#platform';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { CuratorReputationResponse } from '../../contracts/submission.responses.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';

export const CURATOR_NOT_FOUND = 'Curator not found';

@ApiTags('submissions')
@Controller('curators')
export class GetCuratorReputationController {
  constructor(
    private readonly query: SubmissionsQuery,
    private readonly facts: CatalogFacts,
  ) {}

  @Get(':curatorId/reputation')
  // Public, like the profile it is shown on: an artist weighs it before signing up to send a request.
  @RateLimit('profiles')
  @ApiOperation({ summary: 'How a curator answers requests, signed in or not: response rate, median response time, acceptance rate' })
  @ApiOkResponse({ type: CuratorReputationResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: CURATOR_NOT_FOUND })
  async reputation(@Param('curatorId') curatorId: string): Promise<CuratorReputationResponse> {
    const member = await this.facts.member(curatorId);
    // A deactivated curator's public pages answer 404 until reactivated (decision 0013).
    if (!member.isCurator || !member.isActive) throw new DomainError('not_found', CURATOR_NOT_FOUND);
    return this.query.reputationOf(curatorId);
  }
}
