import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** VibeCoin wallets: the ledger of every user's coins. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({})
export class WalletModule {
  /** `runWorker`: whether this process also runs the payouts process manager. */
  static forRoot(_options: { runWorker: boolean }): DynamicModule {
    return { module: WalletModule, imports: [CqrsModule], controllers: [], providers: [] };
  }
}
