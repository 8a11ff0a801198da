import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { PlaylistResponses } from '../../application/playlist-responses.js';
import { PlaylistRequest } from '../../application/playlist.request.dto.js';
import { PlaylistResponse } from '../../contracts/catalog.responses.js';
import { COMPLETE_CURATOR_PROFILE_FIRST, CURATORS_ONLY } from '../../domain/playlist.decide.js';
import { CreatePlaylistCommand } from './create-playlist.command.js';

@ApiTags('playlists')
@Controller('playlists')
export class CreatePlaylistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly responses: PlaylistResponses,
  ) {}

  @Post()
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'A curator adds a playlist (curator or both role, with a complete curator profile)' })
  @ApiCreatedResponse({ type: PlaylistResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A rule of the playlist form (spec section 5), or a tag that does not exist' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: `${CURATORS_ONLY} / ${COMPLETE_CURATOR_PROFILE_FIRST}` })
  async createPlaylist(@CurrentUserId() userId: string, @Body() body: PlaylistRequest, @RequestContext() context: CommandContext): Promise<PlaylistResponse> {
    const { playlistId, position } = await this.commands.execute(new CreatePlaylistCommand(userId, body, context));
    return this.responses.afterWrite(playlistId, position);
  }
}
