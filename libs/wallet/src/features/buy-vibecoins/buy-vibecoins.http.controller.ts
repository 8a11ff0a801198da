import { Body, Controller, Headers, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { PaymentProvider } from '../../domain/payment-provider.port.js';
import { PurchaseResponse } from '../../contracts/wallet.responses.js';
import { KEY_USED_FOR_ANOTHER_PACKAGE } from '../../domain/purchase.decide.js';
import { WALLET_MOVEMENT_TYPES } from '../../domain/wallet.events.js';
import { WalletBalancesQuery } from '../../read-models/balances/wallet-balances.query.js';
import { BuyVibeCoinsCommand } from './buy-vibecoins.command.js';
import { NO_SUCH_PACKAGE } from './buy-vibecoins.handler.js';
import { BuyVibeCoinsRequest, IDEMPOTENCY_KEY_REQUIRED, idempotencyKeyOf } from './buy-vibecoins.request.dto.js';

@ApiTags('wallet')
@Controller()
export class BuyVibeCoinsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly balances: WalletBalancesQuery,
    private readonly provider: PaymentProvider,
  ) {}

  @Post('vibecoins/purchases')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'New for each purchase, the same on a retry: a retried purchase is credited once',
  })
  @ApiOperation({
    summary: 'Buys a package of VibeCoins: credited at once (test mode) or after paying on checkoutUrl',
  })
  @ApiCreatedResponse({ type: PurchaseResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: `${IDEMPOTENCY_KEY_REQUIRED}; ${NO_SUCH_PACKAGE}`,
  })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiConflictResponse({
    type: ErrorBody,
    description: KEY_USED_FOR_ANOTHER_PACKAGE,
  })
  async buy(
    @CurrentUserId() userId: string,
    @Body() body: BuyVibeCoinsRequest,
    @Headers('idempotency-key') key: string | undefined,
    @RequestContext() context: CommandContext,
  ): Promise<PurchaseResponse> {
    const { purchaseId, state, position } = await this.commands.execute(new BuyVibeCoinsCommand(userId, body.packageId, idempotencyKeyOf(key), context));
    await this.readYourWrites.waitForReaders(position, WALLET_MOVEMENT_TYPES);
    return {
      purchaseId,
      packageId: state.packageId ?? body.packageId,
      status: state.status === 'completed' ? 'completed' : 'pending',
      vibeCoins: state.vibeCoins,
      testMode: this.provider.testMode,
      checkoutUrl: state.status === 'completed' ? null : (state.checkout?.url ?? null),
      balance: await this.balances.of(userId),
    };
  }
}
