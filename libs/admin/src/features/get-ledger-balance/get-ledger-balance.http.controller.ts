import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '#platform';
import { AdminGuard } from '../../application/admin.guard.js';
import { WalletHistory } from '../../application/wallet-history.js';
import { LedgerBalanceAtResponse } from '../../contracts/admin.responses.js';
import { balanceAt } from '../../domain/ledger-movement.js';
import { GetLedgerBalanceQuery } from './get-ledger-balance.request.dto.js';

@ApiTags('admin')
@Controller('admin/ledger')
export class GetLedgerBalanceController {
  constructor(private readonly history: WalletHistory) {}

  @Get('balance')
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'A user’s balance as it stood at a moment, folded from their wallet’s events up to it (zeros before any)' })
  @ApiOkResponse({ type: LedgerBalanceAtResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  async balance(@Query() { userId, at }: GetLedgerBalanceQuery): Promise<LedgerBalanceAtResponse> {
    const moment = new Date(at);
    const { total, reserved, eventsCounted, lastPosition } = balanceAt(await this.history.ofUser(userId), moment);
    return { userId, at: moment.toISOString(), total, reserved, available: total - reserved, eventsCounted, lastPosition };
  }
}
