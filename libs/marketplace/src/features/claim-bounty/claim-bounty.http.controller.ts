import { Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { MatchScores } from '#matching';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard, readBack, ApiStillShowingResponse } from '#platform';
import { CampaignResponse } from '../../contracts/bounty.responses.js';
import { BOUNTY_NOT_FOUND, BOUNTY_NOT_OPEN, CURATORS_ONLY, OWN_BOUNTY } from '../../domain/bounty.decide.js';
import { BOUNTY_EVENT_TYPES } from '../../domain/bounty.events.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { ClaimBountyCommand } from './claim-bounty.command.js';

@ApiTags('bounties')
@Controller('bounties')
export class ClaimBountyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly query: BountiesQuery,
    private readonly scores: MatchScores,
  ) {}

  @Post(':bountyId/claim')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'A curator claims an open bounty: a pending campaign between curator and artist, to be accepted within CAMPAIGN_ACCEPT_WINDOW' })
  @ApiCreatedResponse({ type: CampaignResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: `${CURATORS_ONLY}; ${OWN_BOUNTY}` })
  @ApiNotFoundResponse({ type: ErrorBody, description: BOUNTY_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: `${BOUNTY_NOT_OPEN}; the curator already holds CAMPAIGNS_PER_CURATOR unfinished campaigns` })
  @ApiStillShowingResponse()
  async claim(@CurrentUserId() curatorId: string, @Param('bountyId') bountyId: string, @RequestContext() context: CommandContext): Promise<CampaignResponse> {
    const songId = isUUID(bountyId) ? await this.query.songOfBounty(bountyId) : null;
    if (!songId) throw new DomainError('not_found', BOUNTY_NOT_FOUND);
    const best = await this.scores.bestPlaylistFor(songId, curatorId);
    const { campaignId, position } = await this.commands.execute(new ClaimBountyCommand(curatorId, songId, bountyId, best, context));
    const caughtUp = await this.readYourWrites.waitForReaders(position, BOUNTY_EVENT_TYPES);
    return readBack(caughtUp, () => this.query.campaignById(campaignId));
  }
}
