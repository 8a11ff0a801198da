import type { BalanceResponse } from './wallet.responses.js';

/**
 * The wallet's query API for other modules (inject it: WalletModule is global): a user's coins as
 * the wallet's balances read model has them, so that no other module keeps a copy (identity's User
 * answer shows them, spec section 3).
 */
export abstract class Balances {
  /** A user's balance; zeros for a user who never had a movement. */
  abstract of(userId: string): Promise<BalanceResponse>;

  /** The whole ledger as the balances read model has it: coins ever credited, coins in flight between wallets. */
  abstract ledger(): Promise<LedgerTotals>;
}

export interface LedgerTotals {
  readonly credited: number;
  readonly inFlight: number;
}
