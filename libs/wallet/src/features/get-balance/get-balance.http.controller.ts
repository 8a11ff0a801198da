import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUserId, ErrorBody, SessionAuthGuard } from '#platform';
import { BalanceResponse } from '../../contracts/wallet.responses.js';
import { WalletBalancesQuery } from '../../read-models/balances/wallet-balances.query.js';

@ApiTags('wallet')
@Controller()
export class GetBalanceController {
  constructor(private readonly balances: WalletBalancesQuery) {}

  @Get('user/balance')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: "The signed-in user's VibeCoins: total, reserved (escrow) and available",
  })
  @ApiOkResponse({ type: BalanceResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  balance(@CurrentUserId() userId: string): Promise<BalanceResponse> {
    return this.balances.of(userId);
  }
}
