import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdministerAccountCommand } from '#identity';
import { type CommandContext, CurrentUserId, DomainError, ErrorBody, RequestContext } from '#platform';
import { AdminAccountViews, assertUserId, USER_NOT_FOUND } from '../../application/admin-account-views.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { AdminUserResponse } from '../../contracts/admin.responses.js';
import { UpdateAdminUserRequest } from './update-admin-user.request.dto.js';

export const NOTHING_TO_UPDATE = 'Nothing to update';

@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
@ApiCookieAuth()
export class UpdateAdminUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: AdminAccountViews,
  ) {}

  @Patch(':id')
  @ApiOperation({
    summary: 'An admin edits an account: names, display name, location, email, active (a deactivation signs the user out everywhere) or verified',
  })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: `A field is not valid, ${NOTHING_TO_UPDATE}, or an admin deactivating their own account` })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only' })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: 'An account with this email already exists' })
  async updateAdminUser(
    @CurrentUserId() adminId: string,
    @Param('id') userId: string,
    @Body() body: UpdateAdminUserRequest,
    @RequestContext() context: CommandContext,
  ): Promise<AdminUserResponse> {
    assertUserId(userId);
    if (Object.values(body).every((value) => value === undefined)) throw new DomainError('invalid', NOTHING_TO_UPDATE);
    const position = await this.commands.execute(new AdministerAccountCommand(adminId, userId, body, context));
    return this.views.afterWrite(userId, position);
  }
}
