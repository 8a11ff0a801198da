import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly } from '../../application/admin-api.decorator.js';
import { AdminGuard } from '../../application/admin.guard.js';
import { AdminArtistResponse } from '../../contracts/admin.responses.js';
import { AdminAccountsQuery } from '../../read-models/people/admin-accounts.query.js';

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class ListAdminArtistsController {
  constructor(private readonly accounts: AdminAccountsQuery) {}

  @Get('artists')
  @ApiAdminOnly()
  @ApiOperation({ summary: 'The accounts with role artist or both, newest first, with their songs, the campaign requests they sent and the VC they spent' })
  @ApiOkResponse({ type: [AdminArtistResponse] })
  list(): Promise<AdminArtistResponse[]> {
    return this.accounts.artists();
  }
}
