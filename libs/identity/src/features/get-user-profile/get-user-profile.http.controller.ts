import { Controller, Get, Param } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ErrorBody, RateLimit, ViewerId } from '#platform';
import { PublicUserResponse, UserResponse } from '../../contracts/user.responses.js';
import { USER_NOT_FOUND, UserProfiles } from '../../read-models/users/user-profiles.query.js';

@ApiTags('users')
@Controller('users')
@ApiExtraModels(PublicUserResponse, UserResponse)
export class GetUserProfileController {
  constructor(private readonly profiles: UserProfiles) {}

  @Get(':id')
  @RateLimit('profiles')
  @ApiOperation({ summary: "A user's profile, signed in or not: the public fields, or the full user for the owner and admins" })
  // Any of: the full user (owner, admin) has every public field too.
  @ApiOkResponse({ schema: { anyOf: [{ $ref: getSchemaPath(PublicUserResponse) }, { $ref: getSchemaPath(UserResponse) }] } })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  getUserProfile(@Param('id') id: string, @ViewerId() viewerId: string | null): Promise<PublicUserResponse | UserResponse> {
    return this.profiles.profileFor(id, viewerId);
  }
}
