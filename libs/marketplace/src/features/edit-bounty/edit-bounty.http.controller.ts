import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard, readBack, ApiStillShowingResponse } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import { BountyResponse } from '../../contracts/bounty.responses.js';
import { BountyTermsRequest, termsOf } from '../../contracts/bounty-terms.request.js';
import { BOUNTY_CLAIMED, BOUNTY_ENDED, CHANGE_UNDER_WAY, NO_ACTIVE_BOUNTY, NOT_YOUR_SONG, SONG_NOT_FOUND } from '../../domain/bounty.decide.js';
import { BOUNTY_EVENT_TYPES } from '../../domain/bounty.events.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { EditBountyCommand } from '../../contracts/bounty.commands.js';

@ApiTags('bounties')
@Controller('songs')
export class EditBountyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly query: BountiesQuery,
  ) {}

  @Patch(':songId/bounty')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Changes the terms of the song's open bounty while no curator holds it: the difference of its total is reserved or released at once" })
  @ApiOkResponse({ type: BountyResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${SONG_NOT_FOUND}; ${NO_ACTIVE_BOUNTY}` })
  @ApiConflictResponse({ type: ErrorBody, description: `Insufficient VibeCoins (needed, available); ${BOUNTY_CLAIMED}; ${CHANGE_UNDER_WAY}; ${BOUNTY_ENDED}` })
  @ApiStillShowingResponse()
  async edit(
    @CurrentUserId() artistId: string,
    @Param('songId') songId: string,
    @Body() body: BountyTermsRequest,
    @RequestContext() context: CommandContext,
  ): Promise<BountyResponse> {
    if (!isUUID(songId)) throw new DomainError('not_found', SONG_NOT_FOUND);
    const terms = termsOf(body);
    const { bountyId, position } = await this.commands.execute(new EditBountyCommand(artistId, songId, terms, context));
    const caughtUp = await this.readYourWrites.waitForReaders(position, [...BOUNTY_EVENT_TYPES, ...WALLET_MOVEMENT_TYPES]);
    const showsTerms = (row: BountyResponse) => row.reviewAmount === terms.reviewAmount && row.placementAmount === terms.placementAmount;
    return readBack(caughtUp, () => this.query.byId(bountyId), showsTerms);
  }
}
