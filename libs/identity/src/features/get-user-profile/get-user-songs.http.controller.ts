import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { USER_NOT_FOUND, UserProfiles } from '../../read-models/users/user-profiles.query.js';

@ApiTags('users')
@Controller('users')
export class GetUserSongsController {
  constructor(private readonly profiles: UserProfiles) {}

  /** Songs come with a later issue (the songs module); until then every user has none. */
  @Get(':id/songs')
  @ApiOperation({ summary: "A user's songs (none yet: songs come with a later issue)" })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  async getUserSongs(@Param('id') id: string): Promise<unknown[]> {
    await this.profiles.find(id);
    return [];
  }
}
