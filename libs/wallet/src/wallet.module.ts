import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Wallets } from './application/wallets.js';
import { RedeemCouponController } from './features/redeem-coupon/redeem-coupon.http.controller.js';
import { RedeemCouponHandler } from './features/redeem-coupon/redeem-coupon.handler.js';
import { ReserveCoinsHandler } from './features/reserve-coins/reserve-coins.handler.js';
import { SettleReservationHandler } from './features/settle-reservation/settle-reservation.handler.js';

/** VibeCoin wallets: the ledger of every user's coins. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({})
export class WalletModule {
  /** `runWorker`: whether this process also runs the payouts process manager. */
  static forRoot(_options: { runWorker: boolean }): DynamicModule {
    return {
      module: WalletModule,
      imports: [CqrsModule],
      controllers: [RedeemCouponController],
      providers: [Wallets, RedeemCouponHandler, ReserveCoinsHandler, SettleReservationHandler],
    };
  }
}
