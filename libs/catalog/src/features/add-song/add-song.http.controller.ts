import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SongDetailsRequest, toSongDetails } from '../../application/song-details.request.dto.js';
import { SongViews } from '../../application/song-views.js';
import { SongResponse } from '../../contracts/catalog.responses.js';
import { ARTISTS_ONLY } from '../../domain/song.decide.js';
import { AddSongCommand } from './add-song.command.js';

@ApiTags('songs')
@Controller('songs')
export class AddSongController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: SongViews,
  ) {}

  @Post()
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Add a song to the signed-in artist's catalog; without cover art, it is looked up from a Spotify track URL" })
  @ApiCreatedResponse({ type: SongResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiStillShowingResponse()
  @ApiForbiddenResponse({ type: ErrorBody, description: ARTISTS_ONLY })
  async addSong(@CurrentUserId() artistId: string, @Body() body: SongDetailsRequest, @RequestContext() context: CommandContext): Promise<SongResponse> {
    const { songId, position } = await this.commands.execute(new AddSongCommand(artistId, toSongDetails(body), context));
    return this.views.afterWrite(songId, position);
  }
}
