import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { MatchingPlaylistResponse } from '../../contracts/matching.responses.js';
import { MATCH_LIMIT, NOT_YOUR_SONG, SONG_NOT_FOUND } from '../../domain/matching-rules.js';
import { MatchingPlaylists } from '../../read-models/matching/matching-playlists.query.js';

@ApiTags('matching')
@Controller('songs')
export class GetMatchingPlaylistsController {
  constructor(private readonly matches: MatchingPlaylists) {}

  @Get(':id/matching-playlists')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary:
      `The playlists that match one of your songs, best first (at most ${MATCH_LIMIT}): open to submissions, not your own, ` +
      'sharing at least one tag; none while the song is hidden',
  })
  @ApiOkResponse({ type: [MatchingPlaylistResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONG })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  getMatchingPlaylists(@Param('id') songId: string, @CurrentUserId() userId: string): Promise<MatchingPlaylistResponse[]> {
    return this.matches.forSong(songId, userId);
  }
}
