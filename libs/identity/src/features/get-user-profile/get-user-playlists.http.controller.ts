import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { USER_NOT_FOUND, UserProfiles } from '../../read-models/users/user-profiles.query.js';

@ApiTags('users')
@Controller('users')
export class GetUserPlaylistsController {
  constructor(private readonly profiles: UserProfiles) {}

  /** Playlists come with a later issue (the playlists module); until then every user has none. */
  @Get(':id/playlists')
  @ApiOperation({ summary: "A user's playlists (none yet: playlists come with a later issue)" })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  async getUserPlaylists(@Param('id') id: string): Promise<unknown[]> {
    await this.profiles.find(id);
    return [];
  }
}
