import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SongViews } from '../../application/song-views.js';
import { SongHideRefusalBody, SongVisibilityResponse } from '../../contracts/catalog.responses.js';
import { NOT_YOUR_SONG, SONG_NOT_FOUND } from '../../domain/song.decide.js';
import { SetSongVisibilityCommand } from './set-song-visibility.command.js';
import { SetSongVisibilityRequest } from './set-song-visibility.request.dto.js';

/** The toast's words (spec section 2.6: hidden songs are not shown in curator searches or matching). */
const OUTCOME = {
  hidden: { message: 'Song hidden', details: 'Hidden songs are not shown in curator searches or matching and can be unhidden anytime.' },
  shown: { message: 'Song visible', details: 'Your song is shown in curator searches and matching again.' },
} as const;

@ApiTags('songs')
@Controller('songs')
export class SetSongVisibilityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: SongViews,
  ) {}

  @Patch(':songId/visibility')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Hide one of your songs (refused while it has an active bounty, pending submissions or placements under way) or show it again' })
  @ApiOkResponse({ type: SongVisibilityResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiStillShowingResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  @ApiConflictResponse({ type: SongHideRefusalBody, description: 'The song cannot be hidden now (canHide false, with the reason)' })
  async setVisibility(
    @CurrentUserId() actorId: string,
    @Param('songId') songId: string,
    @Body() body: SetSongVisibilityRequest,
    @RequestContext() context: CommandContext,
  ): Promise<SongVisibilityResponse> {
    const position = await this.commands.execute(new SetSongVisibilityCommand(actorId, songId, body.isActive, context));
    const song = await this.views.afterWrite(songId, position);
    return { ...OUTCOME[song.isActive ? 'shown' : 'hidden'], song };
  }
}
