import { defineProjection, table } from '#projections';
import type { WalletEvent } from '../../domain/wallet.events.js';
import { WALLET_BALANCES_SCHEMA, WalletBalance } from './wallet-balance.entity.js';

export const WALLET_BALANCES_PROJECTION = 'wallet-balances';

/** Every wallet event carries the balance after it: the row is that balance, whatever the event. */
const balanceAfter = (_row: unknown, { data }: { data: WalletEvent['data'] }) => ({
  userId: data.userId,
  total: data.totalAfter,
  reserved: data.reservedAfter,
});

/** The balance a user sees (navigation, balance page), read in one row instead of folding the wallet stream. */
export const walletBalancesProjection = defineProjection({
  name: WALLET_BALANCES_PROJECTION,
  version: 1,
  schema: WALLET_BALANCES_SCHEMA,
  tables: [
    table<WalletBalance, WalletEvent>({
      entity: WalletBalance,
      key: (event) => ({ userId: event.data.userId }),
      on: {
        CoinsCredited: balanceAfter,
        CoinsReserved: balanceAfter,
        ReservationReleased: balanceAfter,
        ReservationTransferred: balanceAfter,
        TransferReceived: balanceAfter,
      },
    }),
  ],
});
