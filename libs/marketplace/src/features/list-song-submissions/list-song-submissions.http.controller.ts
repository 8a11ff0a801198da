import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, DomainError, ErrorBody, SessionAuthGuard } from '#platform';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { SubmissionResponse } from '../../contracts/submission.responses.js';
import { SONG_NOT_FOUND } from '../../domain/submission.decide.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';

export const NOT_YOUR_SONGS_REQUESTS = "Only the song's artist sees its requests";

@ApiTags('submissions')
@Controller('songs')
export class ListSongSubmissionsController {
  constructor(
    private readonly query: SubmissionsQuery,
    private readonly facts: CatalogFacts,
  ) {}

  @Get(':songId/submissions')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "A song's requests, newest first, for its artist" })
  @ApiOkResponse({ type: [SubmissionResponse] })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONGS_REQUESTS })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  async ofSong(@CurrentUserId() userId: string, @Param('songId') songId: string): Promise<SubmissionResponse[]> {
    const song = await this.facts.song(songId);
    if (!song.exists) throw new DomainError('not_found', SONG_NOT_FOUND);
    if (song.artistId !== userId) throw new DomainError('forbidden', NOT_YOUR_SONGS_REQUESTS);
    return this.query.ofSong(songId);
  }
}
