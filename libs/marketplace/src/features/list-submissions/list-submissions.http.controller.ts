import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, DomainError, ErrorBody, SessionAuthGuard } from '#platform';
import { CatalogFacts } from '../../application/catalog-facts.js';
import { SubmissionResponse } from '../../contracts/submission.responses.js';
import { SONG_NOT_FOUND } from '../../domain/submission.decide.js';
import { SubmissionsQuery } from '../../read-models/submissions/submissions.query.js';

export const NOT_YOUR_SONGS_REQUESTS = "Only the song's artist sees its requests";

/** The requests a user sent, received, or made for one of their songs, newest first: only their artist and their playlist's curator see them. */
@ApiTags('submissions')
@Controller()
@UseGuards(SessionAuthGuard)
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
export class ListSubmissionsController {
  constructor(
    private readonly query: SubmissionsQuery,
    private readonly facts: CatalogFacts,
  ) {}

  @Get('submissions/artist')
  @ApiOperation({ summary: 'The requests the signed-in artist sent (spec 2.10, Sent)' })
  @ApiOkResponse({ type: [SubmissionResponse] })
  sent(@CurrentUserId() userId: string): Promise<SubmissionResponse[]> {
    return this.query.sentBy(userId);
  }

  @Get('submissions/curator')
  @ApiOperation({ summary: "The requests to the signed-in curator's playlists (spec 2.10, Received)" })
  @ApiOkResponse({ type: [SubmissionResponse] })
  received(@CurrentUserId() userId: string): Promise<SubmissionResponse[]> {
    return this.query.receivedBy(userId);
  }

  @Get('songs/:songId/submissions')
  @ApiOperation({ summary: "A song's requests, for its artist" })
  @ApiOkResponse({ type: [SubmissionResponse] })
  @ApiForbiddenResponse({ type: ErrorBody, description: NOT_YOUR_SONGS_REQUESTS })
  @ApiNotFoundResponse({ type: ErrorBody, description: SONG_NOT_FOUND })
  async ofSong(@CurrentUserId() userId: string, @Param('songId') songId: string): Promise<SubmissionResponse[]> {
    const song = await this.facts.song(songId);
    if (!song.exists) throw new DomainError('not_found', SONG_NOT_FOUND);
    if (song.artistId !== userId) throw new DomainError('forbidden', NOT_YOUR_SONGS_REQUESTS);
    return this.query.ofSong(songId);
  }
}
