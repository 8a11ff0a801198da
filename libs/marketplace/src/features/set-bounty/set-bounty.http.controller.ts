import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard, readBack, ApiStillShowingResponse } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import { BountyResponse } from '../../contracts/bounty.responses.js';
import { BountyTermsRequest, termsOf } from '../../contracts/bounty-terms.request.js';
import { ALREADY_HAS_BOUNTY, NOT_YOUR_SONG, SONG_HIDDEN, SONG_NOT_FOUND } from '../../domain/bounty.decide.js';
import { BOUNTY_EVENT_TYPES } from '../../domain/bounty.events.js';
import { BountiesQuery } from '../../read-models/bounties/bounties.query.js';
import { SetBountyCommand } from '../../contracts/bounty.commands.js';

@ApiTags('bounties')
@Controller('songs')
export class SetBountyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly query: BountiesQuery,
  ) {}

  @Post(':songId/bounty')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Sets a bounty on one's visible song: its total is reserved until a curator completes it, it is cancelled, or it ends" })
  @ApiCreatedResponse({ type: BountyResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: `Insufficient VibeCoins (needed, available); ${SONG_HIDDEN}; ${ALREADY_HAS_BOUNTY}` })
  @ApiStillShowingResponse()
  async set(
    @CurrentUserId() artistId: string,
    @Param('songId') songId: string,
    @Body() body: BountyTermsRequest,
    @RequestContext() context: CommandContext,
  ): Promise<BountyResponse> {
    if (!isUUID(songId)) throw new DomainError('not_found', SONG_NOT_FOUND);
    const { bountyId, position } = await this.commands.execute(new SetBountyCommand(artistId, songId, termsOf(body), context));
    const caughtUp = await this.readYourWrites.waitForReaders(position, [...BOUNTY_EVENT_TYPES, ...WALLET_MOVEMENT_TYPES]);
    return readBack(caughtUp, () => this.query.byId(bountyId));
  }
}
