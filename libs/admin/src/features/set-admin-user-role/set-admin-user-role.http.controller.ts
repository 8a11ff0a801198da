import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AssignRoleCommand } from '#identity';
import { type CommandContext, CurrentUserId, ErrorBody, RequestContext } from '#platform';
import { AdminAccountViews, assertUserId, USER_NOT_FOUND } from '../../application/admin-account-views.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { AdminUserResponse } from '../../contracts/admin.responses.js';
import { SetAdminUserRoleRequest } from './set-admin-user-role.request.dto.js';

@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
@ApiCookieAuth()
export class SetAdminUserRoleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: AdminAccountViews,
  ) {}

  @Patch(':id/role')
  @ApiOperation({ summary: "An admin sets an account's role (artist, curator or both)" })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Role must be artist, curator or both' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only' })
  @ApiNotFoundResponse({ type: ErrorBody, description: USER_NOT_FOUND })
  async setAdminUserRole(
    @CurrentUserId() adminId: string,
    @Param('id') userId: string,
    @Body() body: SetAdminUserRoleRequest,
    @RequestContext() context: CommandContext,
  ): Promise<AdminUserResponse> {
    assertUserId(userId);
    const position = await this.commands.execute(new AssignRoleCommand(adminId, userId, body.role, context));
    return this.views.afterWrite(userId, position);
  }
}
