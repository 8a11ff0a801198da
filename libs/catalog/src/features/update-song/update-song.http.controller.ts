import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SongDetailsRequest, toSongDetails } from '../../application/song-details.request.dto.js';
import { SongViews } from '../../application/song-views.js';
import { SongResponse } from '../../contracts/catalog.responses.js';
import { NOT_YOUR_SONG, SONG_NOT_FOUND } from '../../domain/song.decide.js';
import { UpdateSongCommand } from './update-song.command.js';

@ApiTags('songs')
@Controller('songs')
export class UpdateSongController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: SongViews,
  ) {}

  @Put(':songId')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Edit one of your songs: the whole song form (fields left out are cleared)' })
  @ApiOkResponse({ type: SongResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiStillShowingResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  async updateSong(
    @CurrentUserId() actorId: string,
    @Param('songId') songId: string,
    @Body() body: SongDetailsRequest,
    @RequestContext() context: CommandContext,
  ): Promise<SongResponse> {
    const position = await this.commands.execute(new UpdateSongCommand(actorId, songId, toSongDetails(body), context));
    return this.views.afterWrite(songId, position);
  }
}
