import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly } from '../../application/admin-api.decorator.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { AdminCuratorResponse } from '../../contracts/admin.responses.js';
import { AdminAccountsQuery } from '../../read-models/people/admin-accounts.query.js';

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class ListAdminCuratorsController {
  constructor(private readonly accounts: AdminAccountsQuery) {}

  @Get('curators')
  @ApiAdminOnly()
  @ApiOperation({ summary: 'The accounts with role curator or both, newest first, with their playlists, the campaign requests they received and the VC they earned' })
  @ApiOkResponse({ type: [AdminCuratorResponse] })
  list(): Promise<AdminCuratorResponse[]> {
    return this.accounts.curators();
  }
}
