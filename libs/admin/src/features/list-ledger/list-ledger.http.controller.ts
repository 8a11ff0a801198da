import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { ledgerFiltersOf } from '../../application/ledger-filters.js';
import { LedgerPageResponse } from '../../contracts/admin.responses.js';
import { positionOfCursor } from '../../read-models/ledger/ledger-cursor.js';
import { LedgerQuery } from '../../read-models/ledger/ledger.query.js';
import { DEFAULT_LEDGER_PAGE, ListLedgerQuery } from './list-ledger.request.dto.js';

@ApiTags('admin')
@Controller('admin/ledger')
export class ListLedgerController {
  constructor(private readonly ledger: LedgerQuery) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Every wallet movement of every user, newest first, filtered, a page at a time, with the owner’s balance after each' })
  @ApiOkResponse({ type: LedgerPageResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  list(@Query() query: ListLedgerQuery): Promise<LedgerPageResponse> {
    const before = query.cursor === undefined ? null : positionOfCursor(query.cursor);
    return this.ledger.page(ledgerFiltersOf(query), before, query.limit ?? DEFAULT_LEDGER_PAGE);
  }
}
