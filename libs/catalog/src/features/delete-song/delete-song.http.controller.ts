import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { SongViews } from '../../application/song-views.js';
import { SongDeletedResponse } from '../../contracts/catalog.responses.js';
import { DELETE_WITH_BOUNTY, DELETE_WITH_PENDING_SUBMISSIONS, NOT_YOUR_SONG, SONG_NOT_FOUND } from '../../domain/song.decide.js';
import { DeleteSongCommand } from './delete-song.command.js';

@ApiTags('songs')
@Controller('songs')
export class DeleteSongController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: SongViews,
  ) {}

  @Delete(':songId')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Delete one of your songs, unless it has an active bounty or pending submissions' })
  @ApiOkResponse({ type: SongDeletedResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: `${DELETE_WITH_BOUNTY} / ${DELETE_WITH_PENDING_SUBMISSIONS}` })
  async deleteSong(@CurrentUserId() actorId: string, @Param('songId') songId: string, @RequestContext() context: CommandContext): Promise<SongDeletedResponse> {
    await this.views.afterChange(await this.commands.execute(new DeleteSongCommand(actorId, songId, context)));
    return { message: 'Song deleted' };
  }
}
