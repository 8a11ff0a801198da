import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly } from '../../application/admin-api.decorator.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { AdminUserResponse } from '../../contracts/admin.responses.js';
import { AdminAccountsQuery } from '../../read-models/people/admin-accounts.query.js';

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class ListAdminUsersController {
  constructor(private readonly accounts: AdminAccountsQuery) {}

  @Get('users')
  @ApiAdminOnly()
  @ApiOperation({ summary: 'Every account (admins and deactivated ones included), newest first' })
  @ApiOkResponse({ type: [AdminUserResponse] })
  list(): Promise<AdminUserResponse[]> {
    return this.accounts.users();
  }
}
