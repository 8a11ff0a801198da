import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody, RateLimit, ViewerId } from '#platform';
import { SongViews } from '../../application/song-views.js';
import { USER_NOT_FOUND } from '../../domain/catalog-member.js';
import { SongResponse } from '../../contracts/catalog.responses.js';

@ApiTags('users')
@Controller('users')
export class GetUserSongsController {
  constructor(private readonly views: SongViews) {}

  @Get(':id/songs')
  @RateLimit('profiles')
  @ApiOperation({
    summary: "A user's songs, signed in or not: bounty songs first, then (for their artist) songs with pending submissions, then by title; hidden ones and request statuses only for their artist",
  })
  @ApiOkResponse({ type: [SongResponse] })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  getUserSongs(@Param('id') userId: string, @ViewerId() viewerId: string | null): Promise<SongResponse[]> {
    return this.views.ofArtist(userId, viewerId);
  }
}
