import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiStillShowingResponse, type CommandContext, CurrentUserId, ErrorBody, RequestContext, SessionAuthGuard } from '#platform';
import { PROFILE_FIELDS, type UserProfile } from '../../domain/user.events.js';
import { SessionUsers } from '../../read-models/users/session-users.query.js';
import { UserResponse } from '../../contracts/user.responses.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { UpdateProfileRequest } from './update-profile.request.dto.js';

/** Only the fields the request carries (undefined means "keep"). */
function changesOf(body: UpdateProfileRequest): Partial<UserProfile> {
  const changes: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) {
    const value = body[field];
    if (value !== undefined) changes[field] = value;
  }
  return changes;
}

@ApiTags('users')
@Controller('users')
export class UpdateProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessionUsers: SessionUsers,
  ) {}

  @Patch('profile')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Edit the signed-in user's profile: display name, bio, location, website, picture and links" })
  @ApiOkResponse({ type: UserResponse })
  @ApiStillShowingResponse()
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  async updateProfile(@CurrentUserId() userId: string, @Body() body: UpdateProfileRequest, @RequestContext() context: CommandContext): Promise<UserResponse> {
    const position = await this.commands.execute(new UpdateProfileCommand(userId, changesOf(body), context));
    return this.sessionUsers.afterWrite(userId, position);
  }
}
