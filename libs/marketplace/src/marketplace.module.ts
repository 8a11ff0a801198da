import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Bounties, campaigns and submissions. Moves money only through the wallet's commands (`#wallet` contracts). */
@Module({})
export class MarketplaceModule {
  /** `runWorker`: whether this process also runs the escrow process manager and the expiry jobs. */
  static forRoot(_options: { runWorker: boolean }): DynamicModule {
    return { module: MarketplaceModule, imports: [CqrsModule], controllers: [], providers: [] };
  }
}
