import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type CommandContext, CurrentUserId, ErrorBody, ReadYourWrites, RequestContext, SessionAuthGuard } from '#platform';
import { CouponRedeemedResponse } from '../../contracts/wallet.responses.js';
import { COUPON_ALREADY_REDEEMED, COUPON_NOT_VALID } from '../../domain/wallet.decide.js';
import { WALLET_MOVEMENT_TYPES } from '../../domain/wallet.events.js';
import { availableOf } from '../../domain/wallet.state.js';
import { RedeemCouponCommand } from './redeem-coupon.command.js';
import { RedeemCouponRequest } from './redeem-coupon.request.dto.js';

@ApiTags('wallet')
@Controller()
export class RedeemCouponController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('add-vibecoins')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Redeems a coupon code (any letter case) for VibeCoins, once per user' })
  @ApiOkResponse({ type: CouponRedeemedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: COUPON_NOT_VALID })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: COUPON_ALREADY_REDEEMED })
  async redeem(@CurrentUserId() userId: string, @Body() body: RedeemCouponRequest, @RequestContext() context: CommandContext): Promise<CouponRedeemedResponse> {
    const { events, state, position } = await this.commands.execute(new RedeemCouponCommand(userId, body.couponCode, context));
    await this.readYourWrites.waitForReaders(position, WALLET_MOVEMENT_TYPES);
    const added = events.reduce((sum, event) => sum + (event.type === 'CoinsCredited' ? event.data.amount : 0), 0);
    return { message: 'VibeCoins Added!', vibeCoinsAdded: added, balance: { total: state.total, reserved: state.reserved, available: availableOf(state) } };
  }
}
