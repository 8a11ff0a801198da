import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { WALLET_CONFIG, type WalletConfig } from '../../config/wallet.config.js';
import { PaymentProvider } from '../../domain/payment-provider.port.js';
import { COUPON_COINS } from '../../domain/wallet.decide.js';

/** What a development server says at start about getting VibeCoins; null where coins cost money. */
export function freeCoinsMessage(provider: Pick<PaymentProvider, 'name'>, couponCode: string | null): string | null {
  if (provider.name !== 'test') return null;
  const coupon = couponCode ? `; the coupon code "${couponCode}" adds ${COUPON_COINS} VC once per user` : '';
  return `VibeCoins are free on this server (PAYMENT_PROVIDER=test, the default outside production): sign in, open Balance, Buy VibeCoins, and any package is added at once with no card${coupon}`;
}

/**
 * A first `npm start` offers no other way to get coins than the test provider, which a new user
 * would not guess (issue 21): the server says it at start, as the Buy VibeCoins dialog does.
 */
@Injectable()
export class FreeCoinsAnnouncement implements OnApplicationBootstrap {
  private readonly logger = new Logger('Wallet');

  constructor(
    private readonly provider: PaymentProvider,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  onApplicationBootstrap(): void {
    const message = freeCoinsMessage(this.provider, this.config.testCouponCode);
    if (message) this.logger.log(message);
  }
}
