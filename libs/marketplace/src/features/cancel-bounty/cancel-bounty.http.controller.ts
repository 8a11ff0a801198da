import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { WALLET_MOVEMENT_TYPES } from '#wallet';
import { CancelledBountyResponse } from '../../contracts/bounty.responses.js';
import { CAMPAIGN_UNDER_WAY, NO_ACTIVE_BOUNTY, NOT_YOUR_SONG, SONG_NOT_FOUND } from '../../domain/bounty.decide.js';
import { BOUNTY_EVENT_TYPES } from '../../domain/bounty.events.js';
import { CancelBountyCommand } from './cancel-bounty.command.js';

@ApiTags('bounties')
@Controller('songs')
export class CancelBountyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':songId/bounty')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Cancels the song's bounty and returns its coins to the artist's available balance" })
  @ApiOkResponse({ type: CancelledBountyResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${SONG_NOT_FOUND}; ${NO_ACTIVE_BOUNTY}` })
  @ApiConflictResponse({ type: ErrorBody, description: CAMPAIGN_UNDER_WAY })
  async cancel(@CurrentUserId() artistId: string, @Param('songId') songId: string, @RequestContext() context: CommandContext): Promise<CancelledBountyResponse> {
    if (!isUUID(songId)) throw new DomainError('not_found', SONG_NOT_FOUND);
    const { releasedAmount, position } = await this.commands.execute(new CancelBountyCommand(artistId, songId, context));
    await this.readYourWrites.waitForReaders(position, [...BOUNTY_EVENT_TYPES, ...WALLET_MOVEMENT_TYPES]);
    return { releasedAmount };
  }
}
