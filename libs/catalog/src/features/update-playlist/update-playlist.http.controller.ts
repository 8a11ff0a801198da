import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { PlaylistResponses } from '../../application/playlist-responses.js';
import { PlaylistRequest } from '../../application/playlist.request.dto.js';
import { PlaylistResponse } from '../../contracts/catalog.responses.js';
import { OWNER_ONLY_EDITS, PLAYLIST_NOT_FOUND } from '../../domain/playlist.decide.js';
import { UpdatePlaylistCommand } from './update-playlist.command.js';

@ApiTags('playlists')
@Controller('playlists')
export class UpdatePlaylistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly responses: PlaylistResponses,
  ) {}

  @Put(':id')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The curator edits a playlist; optional fields left out keep their value' })
  @ApiOkResponse({ type: PlaylistResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A rule of the playlist form (spec section 5), or a tag that does not exist' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: OWNER_ONLY_EDITS })
  @ApiNotFoundResponse({ type: ErrorBody, description: PLAYLIST_NOT_FOUND })
  async updatePlaylist(
    @CurrentUserId() userId: string,
    @Param('id') id: string,
    @Body() body: PlaylistRequest,
    @RequestContext() context: CommandContext,
  ): Promise<PlaylistResponse> {
    const position = await this.commands.execute(new UpdatePlaylistCommand(id, userId, body, context));
    return this.responses.afterWrite(id, position);
  }
}
