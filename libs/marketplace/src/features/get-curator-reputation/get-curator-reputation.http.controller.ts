import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DomainError, ErrorBody, SessionAuthGuard } from '#platform';
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
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'How a curator answers requests: response rate, median response time, acceptance rate' })
  @ApiOkResponse({ type: CuratorReputationResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: CURATOR_NOT_FOUND })
  async reputation(@Param('curatorId') curatorId: string): Promise<CuratorReputationResponse> {
    const member = await this.facts.member(curatorId);
    // A deactivated curator's public pages answer 404 until reactivated (decision 0013).
    if (!member.isCurator || !member.isActive) throw new DomainError('not_found', CURATOR_NOT_FOUND);
    return this.query.reputationOf(curatorId);
  }
}
