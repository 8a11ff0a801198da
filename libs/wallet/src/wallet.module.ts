import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '#platform';
import { PaymentProvider } from './domain/payment-provider.port.js';
import { FreeCoinsAnnouncement } from './features/announce-free-coins/free-coins.announcement.js';
import { NoPaymentProvider, TestPaymentProvider } from './infrastructure/local-payment-providers.js';
import { Purchases } from './application/purchases.js';
import { Wallets } from './application/wallets.js';
import { WALLET_CONFIG, type WalletConfig } from './config/wallet.config.js';
import { CompleteStripeCheckoutController } from './features/complete-stripe-checkout/complete-stripe-checkout.http.controller.js';
import { CompleteStripeCheckoutHandler } from './features/complete-stripe-checkout/complete-stripe-checkout.handler.js';
import { StripePaymentProvider } from './infrastructure/stripe-payment-provider.js';
import { BuyVibeCoinsController } from './features/buy-vibecoins/buy-vibecoins.http.controller.js';
import { BuyVibeCoinsHandler } from './features/buy-vibecoins/buy-vibecoins.handler.js';
import { PurchaseCreditsProcessManager } from './features/buy-vibecoins/purchase-credits.process-manager.js';
import { ListPackagesController } from './features/list-packages/list-packages.http.controller.js';
import { Balances } from './contracts/balances.query.js';
import { WalletBalancesQuery } from './read-models/balances/wallet-balances.query.js';
import { WalletEntriesQuery } from './read-models/entries/wallet-entries.query.js';
import { GetBalanceController } from './features/get-balance/get-balance.http.controller.js';
import { ListTransactionsController } from './features/list-transactions/list-transactions.http.controller.js';
import { TransferReceiptsProcessManager } from './features/transfer-receipts/transfer-receipts.process-manager.js';
import { RedeemCouponController } from './features/redeem-coupon/redeem-coupon.http.controller.js';
import { RedeemCouponHandler } from './features/redeem-coupon/redeem-coupon.handler.js';
import { ReplaceReservationHandler } from './features/replace-reservation/replace-reservation.handler.js';
import { ReserveCoinsHandler } from './features/reserve-coins/reserve-coins.handler.js';
import { SettleReservationHandler } from './features/settle-reservation/settle-reservation.handler.js';

/** The configured provider: test (default outside production), Stripe, or none. */
function paymentProviderOf(config: WalletConfig, app: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'test') return new TestPaymentProvider();
  if (config.paymentProvider === 'stripe' && config.stripe) return new StripePaymentProvider(config.stripe, app.publicUrl);
  return new NoPaymentProvider();
}

/** VibeCoin wallets: the ledger of every user's coins. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({})
export class WalletModule {
  /** `runWorker`: whether this process also runs the transfer receipts process manager. */
  static forRoot(_options: { runWorker: boolean }): DynamicModule {
    return {
      module: WalletModule,
      // Global: other modules inject its published query API, Balances.
      global: true,
      imports: [CqrsModule],
      controllers: [
        RedeemCouponController,
        GetBalanceController,
        ListTransactionsController,
        ListPackagesController,
        BuyVibeCoinsController,
        CompleteStripeCheckoutController,
      ],
      providers: [
        Wallets,
        RedeemCouponHandler,
        ReserveCoinsHandler,
        ReplaceReservationHandler,
        SettleReservationHandler,
        TransferReceiptsProcessManager,
        WalletBalancesQuery,
        { provide: Balances, useExisting: WalletBalancesQuery },
        WalletEntriesQuery,
        Purchases,
        BuyVibeCoinsHandler,
        CompleteStripeCheckoutHandler,
        PurchaseCreditsProcessManager,
        FreeCoinsAnnouncement,
        {
          provide: PaymentProvider,
          useFactory: paymentProviderOf,
          inject: [WALLET_CONFIG, APP_CONFIG],
        },
      ],
      exports: [Balances],
    };
  }
}
