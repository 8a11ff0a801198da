import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '#platform';
import { Wallets } from '../../application/wallets.js';
import { WALLET_CONFIG, type WalletConfig } from '../../config/wallet.config.js';
import type { WalletEvent } from '../../domain/wallet.events.js';
import type { WalletState } from '../../domain/wallet.state.js';
import { RedeemCouponCommand } from './redeem-coupon.command.js';

@CommandHandler(RedeemCouponCommand)
export class RedeemCouponHandler implements ICommandHandler<RedeemCouponCommand, CommandResult<WalletState, WalletEvent>> {
  constructor(
    private readonly wallets: Wallets,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  execute({ userId, code, context }: RedeemCouponCommand): Promise<CommandResult<WalletState, WalletEvent>> {
    return this.wallets.decide({ type: 'RedeemCoupon', userId, code, validCode: this.config.testCouponCode }, context);
  }
}
