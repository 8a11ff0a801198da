import type { ModuleDefinition } from '#platform';
import { walletConfig } from './config/wallet.config.js';
import { walletUpcasters } from './domain/wallet.upcasters.js';
import { walletBalancesProjection } from './read-models/balances/wallet-balances.projection.js';
import { walletEntriesProjection } from './read-models/entries/wallet-entries.projection.js';
import { WalletModule } from './wallet.module.js';

/** VibeCoin wallets: coupons, purchases, reservations (escrow) and transfers between wallets, one stream per user. */
export const walletModule: ModuleDefinition = {
  name: 'wallet',
  nestModule: ({ runWorker }) => WalletModule.forRoot({ runWorker }),
  projections: [walletBalancesProjection, walletEntriesProjection],
  config: walletConfig,
  upcasters: walletUpcasters,
};

export * from './contracts/wallet.contracts.js';
