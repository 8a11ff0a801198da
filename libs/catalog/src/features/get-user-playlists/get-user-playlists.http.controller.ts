import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody, RateLimit } from '#platform';
import { CatalogMembers } from '../../application/catalog-members.js';
import { PlaylistResponses } from '../../application/playlist-responses.js';
import { PlaylistResponse } from '../../contracts/catalog.responses.js';
import { USER_NOT_FOUND } from '../../domain/catalog-member.js';
import { PlaylistsQuery } from '../../read-models/playlists/playlists.query.js';

@ApiTags('users')
@Controller('users')
export class GetUserPlaylistsController {
  constructor(
    private readonly members: CatalogMembers,
    private readonly query: PlaylistsQuery,
    private readonly responses: PlaylistResponses,
  ) {}

  @Get(':id/playlists')
  @RateLimit('profiles')
  @ApiOperation({ summary: "A user's playlists, newest first, signed in or not" })
  @ApiOkResponse({ type: [PlaylistResponse] })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  async getUserPlaylists(@Param('id') id: string): Promise<PlaylistResponse[]> {
    await this.members.assertExists(id);
    return this.responses.of(await this.query.ofCurator(id));
  }
}
