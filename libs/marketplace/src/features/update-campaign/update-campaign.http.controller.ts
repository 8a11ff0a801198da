import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard, readBack, ApiStillShowingResponse } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import { CampaignResponse } from '../../contracts/bounty.responses.js';
import { AcceptCampaignCommand, CompleteCampaignCommand, RejectCampaignCommand } from '../../contracts/campaign.commands.js';
import { CAMPAIGN_NOT_FOUND, CAMPAIGN_PAST_DEADLINE, NOT_YOUR_CAMPAIGN } from '../../domain/bounty.decide.js';
import { BOUNTY_EVENT_TYPES } from '../../domain/bounty.events.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { UpdateCampaignRequest } from './update-campaign.request.dto.js';

/** The route's status names the curator's intent: accept, reject or complete. */
function commandFor({ status, curatorFeedback = null, outcome = null }: UpdateCampaignRequest, curatorId: string, songId: string, campaignId: string, context: CommandContext) {
  if (status === 'active') return new AcceptCampaignCommand(curatorId, songId, campaignId, context);
  if (status === 'rejected') return new RejectCampaignCommand(curatorId, songId, campaignId, curatorFeedback, context);
  return new CompleteCampaignCommand(curatorId, songId, campaignId, outcome, curatorFeedback, context);
}

@ApiTags('campaigns')
@Controller('campaigns')
export class UpdateCampaignController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly query: BountiesQuery,
  ) {}

  @Patch(':campaignId')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The campaign's curator accepts (before CAMPAIGN_ACCEPT_WINDOW ends), rejects (with feedback) or completes it (outcome and feedback, before CAMPAIGN_COMPLETION_WINDOW ends; the curator is paid at once)" })
  @ApiOkResponse({ type: CampaignResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_CAMPAIGN })
  @ApiNotFoundResponse({ type: ErrorBody, description: CAMPAIGN_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: `The campaign is already active, completed, rejected or expired; ${CAMPAIGN_PAST_DEADLINE}` })
  @ApiStillShowingResponse()
  async update(
    @CurrentUserId() curatorId: string,
    @Param('campaignId') campaignId: string,
    @Body() body: UpdateCampaignRequest,
    @RequestContext() context: CommandContext,
  ): Promise<CampaignResponse> {
    const songId = isUUID(campaignId) ? await this.query.songOfCampaign(campaignId) : null;
    if (!songId) throw new DomainError('not_found', CAMPAIGN_NOT_FOUND);
    const position = await this.commands.execute(commandFor(body, curatorId, songId, campaignId, context));
    const caughtUp = await this.readYourWrites.waitForReaders(position, [...BOUNTY_EVENT_TYPES, ...WALLET_MOVEMENT_TYPES]);
    return readBack(caughtUp, () => this.query.campaignById(campaignId), (row) => row.status === body.status);
  }
}
