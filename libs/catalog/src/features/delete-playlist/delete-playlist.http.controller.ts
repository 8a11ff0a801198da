import { Controller, Delete, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { OWNER_ONLY_DELETES, PLAYLIST_NOT_FOUND } from '../../domain/playlist.decide.js';
import { PLAYLIST_EVENT_TYPES } from '../../domain/playlist.events.js';
import { DeletePlaylistCommand } from './delete-playlist.command.js';

@ApiTags('playlists')
@Controller('playlists')
export class DeletePlaylistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The curator deletes a playlist' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: OWNER_ONLY_DELETES })
  @ApiNotFoundResponse({ type: ErrorBody, description: PLAYLIST_NOT_FOUND })
  async deletePlaylist(@CurrentUserId() userId: string, @Param('id') id: string, @RequestContext() context: CommandContext): Promise<void> {
    const position = await this.commands.execute(new DeletePlaylistCommand(id, userId, context));
    await this.readYourWrites.waitForReaders(position, PLAYLIST_EVENT_TYPES);
  }
}
