import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { WalletTransactionsPage } from '../../contracts/wallet.responses.js';
import { WalletEntriesQuery } from '../../read-models/entries/wallet-entries.query.js';
import { DEFAULT_PAGE_SIZE, ListTransactionsQuery } from './list-transactions.request.dto.js';

@ApiTags('wallet')
@Controller()
export class ListTransactionsController {
  constructor(private readonly entries: WalletEntriesQuery) {}

  @Get('wallet/transactions')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: "The signed-in user's wallet movements, newest first, a page at a time",
  })
  @ApiOkResponse({ type: WalletTransactionsPage })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  list(@CurrentUserId() userId: string, @Query() query: ListTransactionsQuery): Promise<WalletTransactionsPage> {
    return this.entries.page(userId, query.limit ?? DEFAULT_PAGE_SIZE, query.before === undefined ? null : Number(query.before));
  }
}
